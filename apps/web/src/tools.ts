import type { ComponentType } from "react";

/** A toast's text. */
export interface ToastText {
  readonly title: string;
  readonly description: string;
}

/**
 * The six tools of the home page's picker, in tile order, with their chunk and the
 * spec's success and failure toasts (§8). Ids are fixed by the spec. The picker, the home page,
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
    success: {
      title: "Calculation Complete",
      description: "Your take-home pay has been calculated.",
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
    success: {
      title: "Comparison Complete",
      description: "Your salaries have been compared.",
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
    success: {
      title: "Reverse Calculation Complete",
      description: "The gross salary you need has been calculated.",
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
    success: {
      title: "Conversion Complete",
      description: "Your hourly rate has been converted.",
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
    success: {
      title: "Mortgage Calculation Complete",
      description: "Your mortgage affordability has been calculated.",
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
    success: {
      title: "Comparison Complete",
      description: "Contractor and employee pay have been compared.",
    },
    failure: {
      title: "Comparison Failed",
      description:
        "There was an error comparing contractor vs employee. Please try again.",
    },
  },
] as const satisfies readonly {
  id: string;
  label: string;
  footerLabel: string;
  description: string;
  load: () => Promise<{ default: ComponentType }>;
  success: ToastText;
  failure: ToastText;
}[];

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
