import {
  calculateMortgage,
  calculateSalary,
  compareContractor,
  compareSalaries,
  convertHourly,
  reverseCalculate,
} from "@uktax/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatCurrencyPence,
  formatFractionAsPercent,
  formatPercent,
} from "../src/lib/format";
import { affordabilityAlert } from "../src/features/mortgage/affordability-alert";
import { newPageWithConsent } from "./support/browser";
import { headline } from "./support/tools";

/**
 * Each calculator with its spec defaults, against the real API: the figures on screen are the
 * engine's own (computed here from the same inputs), validation messages appear under fields,
 * and an API failure shows the destructive toast.
 */

/** The forms' default year: the year in force on the browser's date, 28 November 2026 (support/browser.ts). */
const TAX_YEAR = "2026-27";
async function openTool(
  tool: string,
  options: { bypassCSP?: boolean } = {},
): Promise<Page> {
  const page = await newPageWithConsent(options);
  await page.goto("/");
  // Hydrated (the chunks are in): on a loaded machine a click before that can come too early.
  await page.waitForLoadState("networkidle");
  await page.locator(`[data-tool="${tool}"]`).click();
  return page;
}

/** The value next to a result's label inside the list (a <dl aria-label>) named `list`. */
async function resultValue(
  page: Page,
  list: string,
  label: string,
): Promise<string> {
  const term = page.locator(`dl[aria-label="${list}"] dt`, {
    hasText: new RegExp(`^${escape(label)}$`),
  });
  return (
    (await term.locator("xpath=following-sibling::dd[1]").textContent()) ?? ""
  );
}

async function headlineText(page: Page, label: string): Promise<string> {
  return (await headline(page, label).textContent()) ?? "";
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function toastText(page: Page): Promise<string> {
  const toast = page
    .getByRole("region", { name: /Notification/ })
    .locator("li")
    .first();
  await toast.waitFor();
  return (await toast.textContent()) ?? "";
}

describe("take-home calculator", () => {
  it("shows the engine's figures for the defaults", async () => {
    const page = await openTool("calculator");
    await page.getByText("Ready to Calculate").waitFor();
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();
    const expected = calculateSalary({
      taxYear: TAX_YEAR,
      grossSalary: 40000,
      payFrequency: "annual",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
    });
    expect(await headlineText(page, "Monthly take-home")).toBe(
      formatCurrency(expected.netMonthly),
    );
    expect(await headlineText(page, "Annual take-home")).toBe(
      formatCurrency(expected.netAnnual),
    );
    expect(await page.getByText(/^Effective tax rate/).textContent()).toContain(
      formatFractionAsPercent(expected.effectiveTaxRate),
    );
    // Deductions are shown to the penny with a minus sign, so the lines add up.
    expect(await resultValue(page, "Detailed breakdown", "Income tax")).toBe(
      `−${formatCurrencyPence(expected.incomeTax)}`,
    );
    expect(
      await resultValue(page, "Detailed breakdown", "National Insurance"),
    ).toBe(`−${formatCurrencyPence(expected.nationalInsurance)}`);
    expect(await resultValue(page, "Detailed breakdown", "Pension (5%)")).toBe(
      `−${formatCurrencyPence(expected.pension)}`,
    );
    expect(await toastText(page)).toContain("Calculation Complete");
  });

  it("shows validation messages under the fields and sends nothing", async () => {
    const page = await openTool("calculator");
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/")) calls += 1;
    });
    await page.getByLabel("Gross salary").fill("-5");
    await page.getByLabel("Tax code", { exact: true }).fill("");
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    await page.getByText("Salary must be positive", { exact: true }).waitFor();
    expect(
      await page.getByLabel("Gross salary").getAttribute("aria-invalid"),
    ).toBe("true");
    await page
      .locator('[aria-live="polite"]', {
        hasText:
          "There are 2 problems: Salary must be positive; Tax code is required.",
      })
      .waitFor({ state: "attached" });
    expect(
      await page
        .getByLabel("Gross salary")
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);
    expect(calls).toBe(0);
  });

  it("shows the destructive failure toast when the API fails", async () => {
    const page = await openTool("calculator");
    await page.route("**/api/calculate-salary", (route) =>
      route.fulfill({ status: 500, body: "boom" }),
    );
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    const text = await toastText(page);
    expect(text).toContain("Calculation Failed");
    expect(text).toContain(
      "There was an error calculating your salary. Please try again.",
    );
  });

  it("keeps the result when switching tools and back", async () => {
    const page = await openTool("calculator");
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();
    await page.locator('[data-tool="mortgage"]').click();
    await page
      .getByRole("button", { name: "Calculate Affordability" })
      .waitFor();
    await page.locator('[data-tool="calculator"]').click();
    await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();
  });
});

describe("salary comparison", () => {
  it("compares the two default salaries and a third added one", async () => {
    const page = await openTool("comparison");
    await page.getByRole("button", { name: "Add Salary" }).click();
    await page
      .getByRole("button", { name: "Compare Salaries", exact: true })
      .click();
    const table = page.getByRole("table", {
      name: "Take-home pay for each salary, per year unless stated",
    });
    await table.waitFor();
    const base = {
      taxYear: TAX_YEAR,
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
    } as const;
    const expected = compareSalaries({
      salaries: [40000, 45000, 50000].map((grossSalary) => ({
        ...base,
        grossSalary,
      })),
    });
    const netRow = table.getByRole("row", { name: /^Net take-home/ });
    const cells = await netRow.getByRole("cell").allTextContents();
    // To the penny, as the comparison table shows every amount.
    expect(cells).toEqual(
      expected.salaries.map((item) =>
        formatCurrencyPence(item.results.netAnnual),
      ),
    );
  });
});

describe("reverse calculator", () => {
  it("finds the engine's gross for £2,500 a month", async () => {
    const page = await openTool("reverse");
    await page
      .getByRole("button", { name: "Calculate Required Salary" })
      .click();
    await page.getByRole("heading", { name: "Required Salary" }).waitFor();
    const expected = reverseCalculate({
      taxYear: TAX_YEAR,
      desiredNetPay: 2500,
      payFrequency: "monthly",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
    });
    expect(await headlineText(page, "Required gross annual salary")).toBe(
      formatCurrency(expected.requiredGrossSalary),
    );
    expect(await headlineText(page, "Monthly gross")).toBe(
      formatCurrency(expected.requiredGrossMonthly),
    );
  });
});

describe("hourly converter", () => {
  it("converts the default rate", async () => {
    const page = await openTool("converter");
    await page
      .getByRole("button", { name: "Convert to Annual Salary" })
      .click();
    await page.getByRole("heading", { name: "Your Pay" }).waitFor();
    const expected = convertHourly({
      taxYear: TAX_YEAR,
      hourlyRate: 19.23,
      hoursPerWeek: 40,
      weeksPerYear: 52,
      holidayWeeks: 4,
    });
    expect(await headlineText(page, "Annual gross salary")).toBe(
      formatCurrency(expected.annualSalary),
    );
    expect(
      await resultValue(page, "Estimated take-home", "Estimated net annual"),
    ).toBe(formatCurrencyPence(expected.estimatedNetAnnual));
    expect(
      await resultValue(page, "Estimated take-home", "Net hourly rate"),
    ).toBe(formatCurrencyPence(expected.estimatedNetHourlyRate));
  });

  it("shows the spec's messages for negative values", async () => {
    const page = await openTool("converter");
    await page.getByLabel("Hourly rate").fill("-1");
    await page.getByLabel("Holiday weeks").fill("-1");
    await page
      .getByRole("button", { name: "Convert to Annual Salary" })
      .click();
    await page
      .getByText("Hourly rate must be positive", { exact: true })
      .waitFor();
    await page
      .getByText("Holiday weeks must be positive", { exact: true })
      .waitFor();
  });
});

describe("mortgage affordability", () => {
  it("shows the engine's figures and rating alert for the defaults", async () => {
    const page = await openTool("mortgage");
    await page.getByRole("button", { name: "Calculate Affordability" }).click();
    await page
      .getByRole("heading", { name: "What You Could Afford" })
      .waitFor();
    const expected = calculateMortgage({
      taxYear: TAX_YEAR,
      annualIncome: 40000,
      monthlyExpenses: 800,
      deposit: 40000,
      interestRate: 4.5,
      mortgageTerm: 25,
    });
    expect(await headlineText(page, "Maximum mortgage")).toBe(
      formatCurrency(expected.maxMortgage),
    );
    expect(await resultValue(page, "Monthly budget", "Monthly payment")).toBe(
      formatCurrency(expected.monthlyPayment),
    );
    expect(await resultValue(page, "Loan details", "LTV ratio")).toBe(
      formatPercent(expected.ltvRatio),
    );
    await page
      .getByText(affordabilityAlert(expected).text, { exact: true })
      .waitFor();
  });

  it("requires a term of at least a year", async () => {
    const page = await openTool("mortgage");
    await page.getByLabel("Mortgage term").fill("0");
    await page.getByRole("button", { name: "Calculate Affordability" }).click();
    await page
      .getByText("Mortgage term must be at least 1 year", { exact: true })
      .waitFor();
  });
});

describe("contractor vs employee", () => {
  it("shows the engine's comparison for the defaults", async () => {
    const page = await openTool("contractor");
    await page
      .getByRole("button", { name: "Compare Contractor vs Employee" })
      .click();
    await page.getByRole("heading", { name: "Comparison Results" }).waitFor();
    const expected = compareContractor({
      taxYear: TAX_YEAR,
      employeeSalary: 40000,
      employeePension: 5,
      employeeBonus: 2000,
      contractorDailyRate: 300,
      contractorDaysPerYear: 220,
      contractorExpenses: 5000,
    });
    expect(await resultValue(page, "Employee results", "Net income")).toBe(
      formatCurrencyPence(expected.employee.netIncome),
    );
    expect(await resultValue(page, "Contractor results", "Net income")).toBe(
      formatCurrencyPence(expected.contractor.netIncome),
    );
    expect(await resultValue(page, "Summary", "Difference")).toBe(
      formatCurrency(expected.comparison.difference),
    );
  });
});
