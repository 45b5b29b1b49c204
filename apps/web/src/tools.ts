import type { ComponentType } from "react";

/** A toast's text. */
export interface ToastText {
  readonly title: string;
  readonly description: string;
}

/** A calculator's texts and endpoint: what the one calculator frame (components/form/calculator.tsx) needs. */
export interface CalculatorTool {
  /** The tool's id in a link (`?tool=<id>`) and in saved results. */
  readonly id: string;
  /**
   * The calculator's h2 and the sentence under it; a sentence that names the tax year is a
   * function of the year(s) the form is set to ("2026/27"), so it follows the year select.
   */
  readonly heading: {
    readonly title: string;
    readonly description: string | ((years: string) => string);
  };
  /** The form's accessible name, its submit button and the button while a calculation runs. */
  readonly form: {
    readonly label: string;
    readonly submit: string;
    readonly busy: string;
  };
  /** The API route that calculates it. */
  readonly endpoint: string;
  /** The results panel before the first calculation. */
  readonly empty: { readonly title: string; readonly text: string };
  /**
   * The success toast's title (the spec's); its description is the result's headline, from the
   * calculator's `status` (components/form/calculator.tsx), so the toast says what came out.
   */
  readonly success: { readonly title: string };
  readonly failure: ToastText;
  /**
   * How Export PDF lays a result out: on one A4 page, scaled down to fit (the default, and the
   * spec's print layout for the six calculators), or over as many pages as it takes at a
   * readable size (a year of payslips: 52 weeks on one page would be a third of the size).
   */
  readonly print?: PrintFit;
}

/** See `CalculatorTool.print`. */
export type PrintFit = "one-page" | "pages";

/**
 * The six tools of the home page's picker, in tile order, with their chunk, their calculator's
 * heading, form labels, API endpoint and empty results panel, and the spec's success and failure toasts (§8). Ids are fixed by the spec. The picker, the home page,
 * the footer and each calculator read this list.
 */
export const TOOLS = [
  {
    id: "calculator",
    label: "Take-Home Pay",
    footerLabel: "Take-Home Pay Calculator",
    description:
      "Your net pay after income tax, National Insurance, student loan and pension.",
    load: () => import("./features/take-home/take-home-calculator"),
    heading: {
      title: "Take-Home Pay Calculator",
      description: (years: string) =>
        `Work out your income tax, National Insurance, student loan, pension and take-home pay for ${years}.`,
    },
    form: {
      label: "Your salary details",
      submit: "Calculate Take-Home Pay",
      busy: "Calculating...",
    },
    endpoint: "/api/calculate-salary",
    empty: {
      title: "Ready to Calculate",
      text: "Enter your salary details and press Calculate Take-Home Pay to see your tax, National Insurance and take-home pay.",
    },
    success: {
      title: "Calculation Complete",
    },
    failure: {
      title: "Calculation Failed",
      description:
        "There was an error calculating your salary. Please try again.",
    },
  },
  {
    id: "comparison",
    label: "Compare Salaries",
    footerLabel: "Salary Comparison",
    description: "Compare up to 3 job offers side by side.",
    load: () => import("./features/comparison/comparison-calculator"),
    heading: {
      title: "Compare Salaries",
      description:
        "Compare the take-home pay of up to 3 job offers side by side.",
    },
    form: {
      label: "Salaries to compare",
      submit: "Compare Salaries",
      busy: "Comparing...",
    },
    endpoint: "/api/compare-salaries",
    empty: {
      title: "Ready to Compare",
      text: "Enter up to three salaries and press Compare Salaries to see them side by side.",
    },
    success: {
      title: "Comparison Complete",
    },
    failure: {
      title: "Comparison Failed",
      description: "There was an error comparing salaries. Please try again.",
    },
  },
  {
    id: "reverse",
    label: "Reverse Calculator",
    footerLabel: "Reverse Salary Calculator",
    description:
      "Find the gross salary you need for the take-home pay you want.",
    load: () => import("./features/reverse/reverse-calculator"),
    heading: {
      title: "Reverse Salary Calculator",
      description:
        "Find the gross salary you need to take home the amount you want.",
    },
    form: {
      label: "Your target take-home pay",
      submit: "Calculate Required Salary",
      busy: "Calculating...",
    },
    endpoint: "/api/reverse-calculate",
    empty: {
      title: "Ready to Calculate",
      text: "Enter the take-home pay you want and press Calculate Required Salary to find the gross salary you need.",
    },
    success: {
      title: "Reverse Calculation Complete",
    },
    failure: {
      title: "Calculation Failed",
      description:
        "There was an error calculating the required gross salary. Please try again.",
    },
  },
  {
    id: "converter",
    label: "Hourly Converter",
    footerLabel: "Hourly Rate Converter",
    description:
      "Turn an hourly rate into annual, monthly, weekly and daily pay.",
    load: () => import("./features/hourly/hourly-calculator"),
    heading: {
      title: "Hourly to Annual Salary Converter",
      description:
        "Convert an hourly rate into annual, monthly, weekly and daily pay, with estimated tax.",
    },
    form: {
      label: "Your hourly pay",
      submit: "Convert to Annual Salary",
      busy: "Converting...",
    },
    endpoint: "/api/convert-hourly",
    empty: {
      title: "Ready to Convert",
      text: "Enter your hourly rate and hours and press Convert to Annual Salary to see your pay per year, month, week and day.",
    },
    success: {
      title: "Conversion Complete",
    },
    failure: {
      title: "Conversion Failed",
      description:
        "There was an error converting your hourly rate. Please try again.",
    },
  },
  {
    id: "mortgage",
    label: "Mortgage Affordability",
    footerLabel: "Mortgage Affordability",
    description:
      "See how much you could borrow and what it would cost each month.",
    load: () => import("./features/mortgage/mortgage-calculator"),
    heading: {
      title: "Mortgage Affordability Calculator",
      description:
        "See how much you could borrow, what it would cost each month and how it fits your budget.",
    },
    form: {
      label: "Your finances",
      submit: "Calculate Affordability",
      busy: "Calculating...",
    },
    endpoint: "/api/calculate-mortgage",
    empty: {
      title: "Ready to Calculate",
      text: "Enter your income, outgoings and deposit and press Calculate Affordability to see what you could borrow.",
    },
    success: {
      title: "Mortgage Calculation Complete",
    },
    failure: {
      title: "Calculation Failed",
      description:
        "There was an error calculating your mortgage affordability. Please try again.",
    },
  },
  {
    id: "contractor",
    label: "Contractor vs Employee",
    footerLabel: "Contractor vs Employee",
    description:
      "Compare IR35, corporation tax and dividends with a permanent job.",
    load: () => import("./features/contractor/contractor-calculator"),
    heading: {
      title: "Contractor vs Employee",
      description:
        "Compare a permanent job with contracting through your own limited company: IR35, corporation tax and dividends.",
    },
    form: {
      label: "Employee and contractor details",
      submit: "Compare Contractor vs Employee",
      busy: "Comparing...",
    },
    endpoint: "/api/compare-contractor",
    empty: {
      title: "Ready to Compare",
      text: "Enter the employee and contractor details and press Compare to see which leaves you with more.",
    },
    success: {
      title: "Comparison Complete",
    },
    failure: {
      title: "Comparison Failed",
      description:
        "There was an error comparing contractor vs employee. Please try again.",
    },
  },
] as const satisfies readonly (CalculatorTool & {
  label: string;
  footerLabel: string;
  description: string;
  load: () => Promise<{ default: ComponentType }>;
})[];

export type ToolId = (typeof TOOLS)[number]["id"];
export type Tool = (typeof TOOLS)[number];

export const DEFAULT_TOOL: ToolId = "calculator";

export function isToolId(value: string): value is ToolId {
  return TOOLS.some((tool) => tool.id === value);
}

export function toolById(id: ToolId): Tool {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool ${id}`);
  return tool;
}
