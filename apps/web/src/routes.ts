import type { ComponentType } from "react";
import { getTaxYear } from "@uktax/engine";
import { SITE_TAX_YEAR } from "./lib/site-tax-year";

/**
 * The one route list of the site. The router, the header, the footer, the document
 * meta, the prerendering script and the API's route table (`dist/routes.json`) all read it.
 * `load` fetches the page's chunk; `guide` is the page's label in the Guides menus.
 */
export interface SiteRoute {
  readonly path: string;
  /** The document title (the site name is appended unless already in it). */
  readonly title: string;
  readonly description: string;
  readonly load: () => Promise<{ default: ComponentType }>;
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

/** The year the site opens on, the year in force ("2026/27"), labelled from the engine's data. */
const YEAR = getTaxYear(SITE_TAX_YEAR).label;

export const ROUTES = {
  home: {
    path: "/",
    title: `UK Pay & Tax Calculator ${YEAR}`,
    description: `Free UK salary and take-home pay calculators for the ${YEAR} tax year: income tax, National Insurance, student loans, pensions, hourly pay, mortgages and contractor vs employee.`,
    load: () => import("./pages/home-page"),
    link: { label: "Home", list: "main" },
    saves: true,
  },
  payslipSimulator: {
    path: "/payslip-simulator",
    title: "Payslip Simulator",
    description:
      "Every payslip of your tax year, worked out by HMRC's payroll rules: a bonus month, a tax code on a month 1 basis, and why the year's payslips differ from the annual tax.",
    load: () => import("./pages/payslip-simulator-page"),
    link: { label: "Payslip Simulator", list: "tools" },
    saves: true,
  },
  about: {
    path: "/about",
    title: "About us",
    description: `Who we are and why we built free, up-to-date UK salary, tax and take-home pay calculators for the ${YEAR} tax year, plus how to contact us.`,
    load: () => import("./pages/about-page"),
    link: { label: "About", list: "main" },
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Contact the UK Pay & Tax Calculator team: send a message, email us or check our office hours. We reply within 24 hours.",
    load: () => import("./pages/contact-page"),
    link: { label: "Contact", list: "main" },
  },
  privacyPolicy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How UK Pay & Tax Calculator handles your data: what is stored in your browser, cookie and consent choices, analytics and advertising, the contact form, the calculation API and your UK GDPR rights.",
    load: () => import("./pages/privacy-policy-page"),
    link: { label: "Privacy Policy", list: "legal" },
  },
  termsOfService: {
    path: "/terms-of-service",
    title: "Terms of Service",
    description:
      "The terms for using the UK Pay & Tax Calculator website, calculators, guides and API: educational use, accuracy, acceptable use, intellectual property and liability.",
    load: () => import("./pages/terms-of-service-page"),
    link: { label: "Terms of Service", list: "legal" },
  },
  disclaimer: {
    path: "/disclaimer",
    title: "Disclaimer",
    description: `The UK Pay & Tax Calculator is for educational use only and is not financial advice. Figures are for the ${YEAR} tax year; verify them with HMRC or a qualified adviser.`,
    load: () => import("./pages/disclaimer-page"),
    link: { label: "Disclaimer", list: "legal" },
  },
  ukTaxGuide: {
    path: "/uk-tax-guide",
    title: `UK Income Tax Guide ${YEAR}`,
    description: `How UK income tax works in ${YEAR}: the personal allowance, tax bands for England, Wales, Northern Ireland and Scotland, tax codes, savings and dividends, with worked examples.`,
    load: () => import("./pages/uk-tax-guide-page"),
    guide: "UK Tax Guide",
  },
  studentLoanGuide: {
    path: "/student-loan-guide",
    title: `Student Loan Repayment Guide ${YEAR}`,
    description: `Student loan repayment thresholds for ${YEAR} (Plan 1, 2, 4, 5 and postgraduate), how much you repay each month, which plan you are on, with a worked Plan 2 example.`,
    load: () => import("./pages/student-loan-guide-page"),
    guide: "Student Loan Guide",
  },
  nationalInsuranceGuide: {
    path: "/national-insurance-guide",
    title: `National Insurance Guide ${YEAR}`,
    description: `National Insurance rates and thresholds for ${YEAR}: employee and employer Class 1, self-employed Class 2 and 4, voluntary Class 3, and how NI builds your State Pension.`,
    load: () => import("./pages/national-insurance-guide-page"),
    guide: "National Insurance Guide",
  },
  pensionGuide: {
    path: "/pension-guide",
    title: `UK Pension Guide ${YEAR}`,
    description: `How UK pensions work in ${YEAR}: auto-enrolment minimums, tax relief and salary sacrifice, the annual allowance, the State Pension and when you can take your pension.`,
    load: () => import("./pages/pension-guide-page"),
    guide: "Pension Guide",
  },
  salaryNegotiationGuide: {
    path: "/salary-negotiation-guide",
    title: "Salary Negotiation Guide",
    description:
      "How to negotiate a better salary in the UK: research, knowing your take-home numbers, what to say, negotiating benefits beyond base pay, and the tax thresholds to watch.",
    load: () => import("./pages/salary-negotiation-guide-page"),
    guide: "Salary Negotiation Guide",
  },
  costOfLivingGuide: {
    path: "/cost-of-living-guide",
    title: "UK Cost of Living Guide",
    description:
      "Cost of living across the UK: average rents, house prices and a regional cost index, typical monthly costs, two sample budgets (London and Manchester), saving strategies and the 50/30/20 rule.",
    load: () => import("./pages/cost-of-living-guide-page"),
    guide: "Cost of Living Guide",
  },
  financialPlanningGuide: {
    path: "/financial-planning-guide",
    title: "Financial Planning Guide",
    description: `A practical UK financial planning guide for ${YEAR}: setting goals, emergency funds, paying off debt, ISAs and pensions, tax-efficient investing, insurance and an annual money check-up.`,
    load: () => import("./pages/financial-planning-guide-page"),
    guide: "Financial Planning Guide",
  },
  taxFreeChildcareGuide: {
    path: "/guides/tax-free-childcare",
    title: "Tax-Free Childcare Guide",
    description:
      "How Tax-Free Childcare works: the government top-up on what you pay for childcare, the yearly limit per child, eligibility, how to apply, what it covers and how it compares with other support.",
    load: () => import("./pages/tax-free-childcare-guide-page"),
    guide: "Tax-Free Childcare Guide",
  },
  thirtyHoursChildcareGuide: {
    path: "/guides/30-hours-free-childcare",
    title: "30 Hours Free Childcare Guide",
    description:
      "30 hours free childcare in England: who qualifies, how the hours work, how and when to apply, deadlines, documents and how to combine it with Tax-Free Childcare.",
    load: () => import("./pages/thirty-hours-childcare-guide-page"),
    guide: "30 Hours Free Childcare Guide",
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
  load: () => import("./pages/not-found-page"),
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

/** The nine guides, in menu order. */
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
export function documentTitle(route: SiteRoute): string {
  return route.title.includes(SITE_NAME)
    ? route.title
    : `${route.title} | ${SITE_NAME}`;
}
