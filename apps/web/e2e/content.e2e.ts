import { describe, expect, it } from "vitest";
import { paths } from "../src/paths";
import { axeScan, newPageWithConsent } from "./support/browser";

/**
 * The h2 sections each guide must render (spec 001 §2 where it lists them). Guides are for the
 * year in force on the browser's date, fixed at 28 November 2026 (support/browser.ts): 2026/27.
 */
const GUIDE_SECTIONS: Record<string, readonly string[]> = {
  [paths.ukTaxGuide]: [
    "How income tax works",
    "The personal allowance",
    "Income tax bands 2026/27",
    "Worked example: England and Scotland",
    "Understanding your tax code",
    "Tax on savings, dividends and gains",
  ],
  [paths.studentLoanGuide]: [
    "How repayments work",
    "Repayment thresholds 2026/27",
    "Which plan am I on?",
    "Worked example: £35,000 on Plan 2",
    "Interest and write-off",
  ],
  [paths.nationalInsuranceGuide]: [
    "What National Insurance is",
    "Employees and employers: Class 1",
    "Worked example: £60,000 salary",
    "Self-employed: Class 2 and Class 4",
    "Voluntary Class 3 contributions",
    "National Insurance and your State Pension",
  ],
  [paths.pensionGuide]: [
    "Types of pension",
    "Workplace pensions and auto-enrolment",
    "Tax relief on contributions",
    "How much you can pay in",
    "The State Pension",
    "Taking your pension",
  ],
  [paths.salaryNegotiationGuide]: [
    "Do your research",
    "Know your numbers",
    "Choose your moment",
    "The conversation",
    "Negotiate the whole package",
  ],
  [paths.costOfLivingGuide]: [
    "Understanding cost of living",
    "Regional comparison",
    "Essential costs",
    "Sample monthly budgets",
    "Saving strategies",
    "Regional notes",
    "The 50/30/20 rule",
    "Emergency fund",
  ],
  [paths.financialPlanningGuide]: [
    "Why financial planning matters",
    "The four-step process",
    "Goals by time horizon",
    "Build an emergency fund",
    "Dealing with debt",
    "UK investment options",
    "Tax-efficient investing",
    "Planning for retirement",
    "Protecting yourself: insurance",
    "Annual review checklist",
  ],
  [paths.taxFreeChildcareGuide]: [
    "How the top-up works",
    "Who is eligible",
    "How to apply",
    "What it can be used for",
    "How it compares with other support",
    "Tips",
    "Getting started",
  ],
  [paths.thirtyHoursChildcareGuide]: [
    "What's new for 2025",
    "How the hours work",
    "Current and previous provision",
    "Who is eligible",
    "How to apply and deadlines",
    "What you need to apply",
    "Combining with other support",
    "Finding a provider",
    "Extra government support",
    "Getting started",
  ],
};

describe("guides", () => {
  it.each(Object.entries(GUIDE_SECTIONS))(
    "%s renders its sections and the educational notice",
    async (path, sections) => {
      const page = await newPageWithConsent();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      const article = page.locator("main article");
      await article.locator("h1").waitFor();
      expect(await article.locator("h1").count()).toBe(1);
      const headings = (await article.locator("h2").allTextContents()).map(
        (text) => text.trim(),
      );
      expect(headings).toEqual(expect.arrayContaining([...sections]));
      const notice = article.getByText(/educational purposes only/i);
      expect(await notice.isVisible()).toBe(true);
      expect(
        await article
          .getByRole("link", { name: "Read our disclaimer" })
          .getAttribute("href"),
      ).toBe(paths.disclaimer);
      expect(await page.title()).toMatch(/UK Pay & Tax Calculator/);
      expect(await axeScan(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each([paths.taxFreeChildcareGuide, paths.thirtyHoursChildcareGuide])(
    "%s: Back to Calculator goes to the calculators at /",
    async (path) => {
      const page = await newPageWithConsent();
      await page.goto(path);
      await page
        .getByRole("link", { name: /Back to Calculator/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === paths.home);
      await page.locator("main h1").waitFor();
      expect(new URL(page.url()).pathname).toBe(paths.home);
    },
  );
});

describe("information and legal pages", () => {
  it.each([
    paths.about,
    paths.contact,
    paths.privacyPolicy,
    paths.termsOfService,
    paths.disclaimer,
  ])(
    "%s renders with one h1, several sections and no accessibility violations",
    async (path) => {
      const page = await newPageWithConsent();
      await page.goto(path);
      const article = page.locator("main article");
      await article.locator("h1").waitFor();
      expect(await article.locator("h1").count()).toBe(1);
      expect(await article.locator("h2").count()).toBeGreaterThanOrEqual(3);
      expect(await axeScan(page)).toEqual([]);
    },
  );

  it("the home page shows the reference sections below the tools", async () => {
    const page = await newPageWithConsent();
    await page.goto(paths.home);
    for (const name of [
      // The year in force on the browser's date (28 November 2026).
      "UK Tax Rates 2026/27",
      "Salary Planning Guide",
      "Regional Differences",
      "Frequently Asked Questions",
    ]) {
      await page.getByRole("heading", { level: 2, name }).waitFor();
    }
    expect(
      await page
        .getByRole("table", { name: /Scottish income tax/ })
        .locator("tbody tr")
        .count(),
    ).toBe(7);
  });
});
