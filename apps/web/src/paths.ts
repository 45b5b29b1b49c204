/**
 * The site's map, as data: every route's path, title, description and menu label, and the six
 * calculator tools' ids, labels and texts. A leaf module: it imports nothing, so anything may
 * import it without a cycle. Which component shows a route or a tool is decided at the top only:
 * the route → page map in `app.tsx` and the tool → calculator map in `pages/home-page.tsx`.
 */

/**
 * A text that may name the tax year: a function of its label ("2026/27"). `routeText` in
 * `lib/route-meta.ts` gives it the year.
 */
export type YearText = string | ((year: string) => string);

/**
 * One page of the site. The router, the header, the footer, the document meta, the prerendering
 * script and the API's route table (`dist/routes.json`) all read the list; `guide` is the page's
 * label in the Guides menus.
 */
export interface SiteRoute {
  readonly path: string;
  /** The document title (the site name is appended unless already in it). */
  readonly title: YearText;
  readonly description: YearText;
  /** Set for guides: their label in the Guides dropdown, mobile menu and footer. */
  readonly guide?: string;
  /**
   * Set for the pages the header and footer link to by name: the link's label and its list
   * (`tools`: a calculator with a page of its own, in the header and the footer's Tools).
   */
  readonly link?: {
    readonly label: string;
    readonly list: "main" | "legal" | "tools";
  };
  /** Set for pages whose calculator's results can be saved (the header's Save Results). */
  readonly saves?: true;
}

export const ROUTES = {
  home: {
    path: "/",
    title: (year: string) => `UK Pay & Tax Calculator ${year}`,
    description: (year: string) =>
      `Free UK salary and take-home pay calculators for the ${year} tax year: income tax, National Insurance, student loans, pensions, hourly pay, mortgages and contractor vs employee.`,
    link: { label: "Home", list: "main" },
    saves: true,
  },
  payslipSimulator: {
    path: "/payslip-simulator",
    title: "Payslip Simulator",
    description:
      "Every payslip of your tax year, worked out by HMRC's payroll rules: a bonus month, a tax code on a month 1 basis, and why the year's payslips differ from the annual tax.",
    link: { label: "Payslip Simulator", list: "tools" },
    saves: true,
  },
  about: {
    path: "/about",
    title: "About us",
    description: (year: string) =>
      `Who we are and why we built free, up-to-date UK salary, tax and take-home pay calculators for the ${year} tax year, plus how to contact us.`,
    link: { label: "About", list: "main" },
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Contact the UK Pay & Tax Calculator team: send a message, email us or check our office hours. We reply within 24 hours.",
    link: { label: "Contact", list: "main" },
  },
  privacyPolicy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How UK Pay & Tax Calculator handles your data: what is stored in your browser, cookie and consent choices, analytics and advertising, the contact form, the calculation API and your UK GDPR rights.",
    link: { label: "Privacy Policy", list: "legal" },
  },
  termsOfService: {
    path: "/terms-of-service",
    title: "Terms of Service",
    description:
      "The terms for using the UK Pay & Tax Calculator website, calculators, guides and API: educational use, accuracy, acceptable use, intellectual property and liability.",
    link: { label: "Terms of Service", list: "legal" },
  },
  disclaimer: {
    path: "/disclaimer",
    title: "Disclaimer",
    description: (year: string) =>
      `The UK Pay & Tax Calculator is for educational use only and is not financial advice. Figures are for the ${year} tax year; verify them with HMRC or a qualified adviser.`,
    link: { label: "Disclaimer", list: "legal" },
  },
  ukTaxGuide: {
    path: "/uk-tax-guide",
    title: (year: string) => `UK Income Tax Guide ${year}`,
    description: (year: string) =>
      `How UK income tax works in ${year}: the personal allowance, tax bands for England, Wales, Northern Ireland and Scotland, tax codes, savings and dividends, with worked examples.`,
    guide: "UK Tax Guide",
  },
  studentLoanGuide: {
    path: "/student-loan-guide",
    title: (year: string) => `Student Loan Repayment Guide ${year}`,
    description: (year: string) =>
      `Student loan repayment thresholds for ${year} (Plan 1, 2, 4, 5 and postgraduate), how much you repay each month, which plan you are on, with a worked Plan 2 example.`,
    guide: "Student Loan Guide",
  },
  nationalInsuranceGuide: {
    path: "/national-insurance-guide",
    title: (year: string) => `National Insurance Guide ${year}`,
    description: (year: string) =>
      `National Insurance rates and thresholds for ${year}: employee and employer Class 1, self-employed Class 2 and 4, voluntary Class 3, and how NI builds your State Pension.`,
    guide: "National Insurance Guide",
  },
  pensionGuide: {
    path: "/pension-guide",
    title: (year: string) => `UK Pension Guide ${year}`,
    description: (year: string) =>
      `How UK pensions work in ${year}: auto-enrolment minimums, tax relief and salary sacrifice, the annual allowance, the State Pension and when you can take your pension.`,
    guide: "Pension Guide",
  },
  salaryNegotiationGuide: {
    path: "/salary-negotiation-guide",
    title: "Salary Negotiation Guide",
    description:
      "How to negotiate a better salary in the UK: research, knowing your take-home numbers, what to say, negotiating benefits beyond base pay, and the tax thresholds to watch.",
    guide: "Salary Negotiation Guide",
  },
  costOfLivingGuide: {
    path: "/cost-of-living-guide",
    title: "UK Cost of Living Guide",
    description:
      "Cost of living across the UK: average rents, house prices and a regional cost index, typical monthly costs, two sample budgets (London and Manchester), saving strategies and the 50/30/20 rule.",
    guide: "Cost of Living Guide",
  },
  financialPlanningGuide: {
    path: "/financial-planning-guide",
    title: "Financial Planning Guide",
    description: (year: string) =>
      `A practical UK financial planning guide for ${year}: setting goals, emergency funds, paying off debt, ISAs and pensions, tax-efficient investing, insurance and an annual money check-up.`,
    guide: "Financial Planning Guide",
  },
  taxFreeChildcareGuide: {
    path: "/guides/tax-free-childcare",
    title: "Tax-Free Childcare Guide",
    description:
      "How Tax-Free Childcare works: the government top-up on what you pay for childcare, the yearly limit per child, eligibility, how to apply, what it covers and how it compares with other support.",
    guide: "Tax-Free Childcare Guide",
  },
  thirtyHoursChildcareGuide: {
    path: "/guides/30-hours-free-childcare",
    title: "30 Hours Free Childcare Guide",
    description:
      "30 hours free childcare in England: who qualifies, how the hours work, how and when to apply, deadlines, documents and how to combine it with Tax-Free Childcare.",
    guide: "30 Hours Free Childcare Guide",
  },
  incomeCliffsGuide: {
    path: "/guides/100k-trap-and-child-benefit-charge",
    title: (year: string) =>
      `The £100,000 Trap and the Child Benefit Charge ${year}`,
    description: (year: string) =>
      `Adjusted net income and its cliffs in ${year}: the High Income Child Benefit Charge, the personal allowance taper and Tax-Free Childcare over £100,000, and how a pension contribution or Gift Aid keeps you under, with worked examples.`,
    guide: "£100,000 Trap and Child Benefit Charge Guide",
  },
} as const satisfies Record<string, SiteRoute>;

export type RouteId = keyof typeof ROUTES;

/** The ids of the routes that are guides. */
export type GuideId = {
  [Id in RouteId]: (typeof ROUTES)[Id] extends { readonly guide: string }
    ? Id
    : never;
}[RouteId];

/** Any other path: the 404 card, answered with HTTP 404. */
export const NOT_FOUND_ROUTE: SiteRoute = {
  path: "/404",
  title: "404 Page Not Found",
  description:
    "This page does not exist. Try the calculators on the home page or the guides.",
};

/** The routes in menu order. */
export const ROUTE_LIST: readonly SiteRoute[] = Object.values(ROUTES);

/** Each route's path by id, e.g. `paths.about` → "/about"; `apiDocs` is the API's Swagger UI. */
export const paths = {
  ...(Object.fromEntries(
    Object.entries(ROUTES).map(([id, route]) => [id, route.path]),
  ) as { readonly [Id in RouteId]: (typeof ROUTES)[Id]["path"] }),
  apiDocs: "/docs",
} as const;

/** A link to a page: where it goes and what it says. */
export interface NavLink {
  readonly path: string;
  readonly label: string;
}

/** The ten guides, in menu order. */
export const GUIDES: readonly NavLink[] = ROUTE_LIST.flatMap((route) =>
  route.guide ? [{ path: route.path, label: route.guide }] : [],
);

/** The header's links (Home, About, Contact), in menu order. */
export const MAIN_LINKS: readonly NavLink[] = linksIn("main");

/** The legal pages (privacy policy, terms, disclaimer), in menu order. */
export const LEGAL_LINKS: readonly NavLink[] = linksIn("legal");

/** The calculators with a page of their own (the payslip simulator): in the header and the footer's Tools. */
export const TOOL_PAGE_LINKS: readonly NavLink[] = linksIn("tools");

function linksIn(list: "main" | "legal" | "tools"): NavLink[] {
  return ROUTE_LIST.flatMap((route) =>
    route.link?.list === list
      ? [{ path: route.path, label: route.link.label }]
      : [],
  );
}

/** The route whose path is `path` exactly, if any. */
export function findRoute(path: string): SiteRoute | undefined {
  return ROUTE_LIST.find((route) => route.path === path);
}

const SITE_NAME = "UK Pay & Tax Calculator";

/** "<title> | UK Pay & Tax Calculator", unless the title already names the site. */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

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
 * The six tools of the home page's picker, in tile order, with their calculator's
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
