import {
  calculatePayePeriodTax,
  calculatePeriodNationalInsurance,
  calculatePeriodStudentLoan,
  calculateSalary,
} from "@uktax/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCurrencyPence } from "../src/lib/format";
import { axeScan, newPageWithConsent } from "./support/browser";

/**
 * The payslip simulator through the real API: a monthly year with a £5,000 bonus in month 6,
 * on a cumulative code and on an emergency month 1 code. Every period's figures are worked out
 * here, in Node, by the engine's per-period HMRC functions (PAYE, NI, student loan) called
 * directly, with the pension's rounding done by hand — never read from the page's own result.
 */
const SALARY = 40_000;
const BONUS = 5_000;
const BONUS_MONTH = 6;
const PENSION_PERCENT = 5;
const MONTHS = 12;

interface Expected {
  gross: number;
  taxablePay: number;
  tax: number;
  employeeNI: number;
  studentLoan: number;
  pension: number;
  net: number;
  employerNI: number;
  taxablePayToDate: number;
  taxPaidToDate: number;
}

const toPence = (pounds: number) => Math.round(pounds * 100);
const toPounds = (pence: number) => pence / 100;

/** Twelve monthly payslips from the per-period functions, in pence where sums are made. */
function expectedYear(taxCode: string): Expected[] {
  // 4,000,000p / 12 = 333,333.33… → 333,333p for months 1–11; month 12 takes the rest.
  const regular = Math.floor(toPence(SALARY) / MONTHS);
  const last = toPence(SALARY) - regular * (MONTHS - 1);
  const slips: Expected[] = [];
  let taxablePayToDate = 0;
  let taxPaidToDate = 0;
  for (let period = 1; period <= MONTHS; period++) {
    const gross =
      (period === MONTHS ? last : regular) +
      (period === BONUS_MONTH ? toPence(BONUS) : 0);
    // Net-pay pension: 5 % of gross, rounded half up to the penny.
    const pension = Math.floor((gross * PENSION_PERCENT + 50) / 100);
    const taxable = gross - pension;
    taxablePayToDate += taxable;
    const paye = calculatePayePeriodTax({
      taxCode,
      region: "england",
      payFrequency: "monthly",
      period,
      week1Month1: false,
      grossPayThisPeriod: toPounds(taxable),
      taxablePayToDate: toPounds(taxablePayToDate),
      taxPaidToDate: toPounds(taxPaidToDate),
    });
    const ni = calculatePeriodNationalInsurance({
      category: "A",
      payFrequency: "monthly",
      grossPay: toPounds(gross),
    });
    const loan = calculatePeriodStudentLoan({
      payFrequency: "monthly",
      studentLoanPlan: "plan2",
      earnings: toPounds(gross),
    });
    const tax = toPence(paye.taxDueThisPeriod);
    taxPaidToDate += tax;
    const net =
      gross - tax - toPence(ni.employee) - toPence(loan.studentLoan) - pension;
    slips.push({
      gross: toPounds(gross),
      taxablePay: toPounds(taxable),
      tax: paye.taxDueThisPeriod,
      employeeNI: ni.employee,
      studentLoan: loan.studentLoan,
      pension: toPounds(pension),
      net: toPounds(net),
      employerNI: ni.employer,
      taxablePayToDate: toPounds(taxablePayToDate),
      taxPaidToDate: toPounds(taxPaidToDate),
    });
  }
  return slips;
}

const COLUMNS = [
  "gross",
  "taxablePay",
  "tax",
  "employeeNI",
  "studentLoan",
  "pension",
  "net",
  "employerNI",
  "taxablePayToDate",
  "taxPaidToDate",
] as const;

const TOTALLED = COLUMNS.slice(0, 8);

function totalOf(slips: readonly Expected[], key: keyof Expected): number {
  return toPounds(slips.reduce((sum, slip) => sum + toPence(slip[key]), 0));
}

async function cells(page: Page, period: number | "total"): Promise<string[]> {
  return page
    .locator(`tr[data-period="${period}"] td`)
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));
}

const form = (page: Page) => page.locator("main form").first();

async function simulate(page: Page, taxCode: string) {
  await form(page)
    .getByLabel("Annual salary", { exact: true })
    .fill(String(SALARY));
  await form(page)
    .getByLabel("Pay frequency", { exact: true })
    .selectOption("monthly");
  await form(page).getByLabel("Tax code", { exact: true }).fill(taxCode);
  await form(page)
    .getByLabel("Student loan", { exact: true })
    .selectOption("plan2");
  await form(page)
    .getByLabel("Pension contribution", { exact: true })
    .fill(String(PENSION_PERCENT));
  const changes = form(page).getByRole("button", {
    name: /Changes during the year/,
  });
  if ((await changes.getAttribute("aria-expanded")) !== "true")
    await changes.click();
  await form(page).getByLabel("Bonus", { exact: true }).fill(String(BONUS));
  await form(page)
    .getByLabel("Paid in period", { exact: true })
    .fill(String(BONUS_MONTH));
  await page.getByRole("button", { name: "Simulate Payslips" }).click();
  await page.getByRole("heading", { name: "Your payslips" }).waitFor();
}

describe("payslip simulator", () => {
  it.each([
    ["a cumulative code", "1257L"],
    ["an emergency code on a month 1 basis", "1257L M1"],
  ])(
    "a monthly year with a £5,000 bonus in month 6 on %s: every payslip and the totals are the engine's period functions', the differences explained, axe clean",
    async (_name, taxCode) => {
      const page = await newPageWithConsent({
        viewport: { width: 1366, height: 900 },
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Payslip Simulator" })
        .click();
      await page.waitForURL("**/payslip-simulator**");
      await simulate(page, taxCode);

      const expected = expectedYear(taxCode);
      for (const [index, slip] of expected.entries())
        expect(await cells(page, index + 1), `month ${index + 1}`).toEqual(
          COLUMNS.map((key) => formatCurrencyPence(slip[key])),
        );
      expect(await cells(page, "total")).toEqual([
        ...TOTALLED.map((key) => formatCurrencyPence(totalOf(expected, key))),
        "",
        "",
      ]);

      // The differences from the annual figure for the same pay, line by line.
      const annual = calculateSalary({
        grossSalary: SALARY,
        bonus: BONUS,
        payFrequency: "annual",
        region: "england",
        taxCode,
        studentLoanPlan: "plan2",
        pensionContribution: PENSION_PERCENT,
      });
      const reasons = page.getByTestId("payslip-reasons");
      const lines: [string, number, number][] = [
        ["Income tax", totalOf(expected, "tax"), annual.incomeTax],
        [
          "National Insurance",
          totalOf(expected, "employeeNI"),
          annual.nationalInsurance,
        ],
        ["Student loans", totalOf(expected, "studentLoan"), annual.studentLoan],
        ["Take-home pay", totalOf(expected, "net"), annual.netAnnual],
      ];
      for (const [label, payslips, year] of lines) {
        const difference = toPounds(toPence(payslips) - toPence(year));
        const text = `${label}: the payslips add up to ${formatCurrencyPence(payslips)}, ${
          difference === 0
            ? "the same as the annual figure."
            : `${formatCurrencyPence(Math.abs(difference))} ${difference > 0 ? "more" : "less"} than the annual ${formatCurrencyPence(year)}.`
        }`;
        expect(await reasons.innerText()).toContain(text);
      }
      // The reasons beside the bonus month, and the code's basis in words.
      const notes = page.locator(`tr[data-period-notes="${BONUS_MONTH}"]`);
      expect(await notes.innerText()).toContain(
        "Month 6: the £5,000.00 bonus is paid with this month's salary.",
      );
      expect(await notes.innerText()).toContain(
        `Month 6: tax is ${formatCurrencyPence(expected[BONUS_MONTH - 1]?.tax ?? NaN)} against`,
      );
      expect(await reasons.innerText()).toContain(
        taxCode.endsWith("M1")
          ? "Tax code on month 1 basis: each payslip is taxed on its own"
          : "Tax is cumulative: each payslip works out the tax due on the year's pay so far",
      );

      // The chart, its summary and its table.
      await page
        .getByRole("img", {
          name: "Take-home pay and deductions, payslip by payslip",
        })
        .waitFor();
      expect(await axeScan(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeScan(page)).toEqual([]);

      // The link reproduces the result: the same payslips after a reload.
      await page.reload();
      await page.getByRole("heading", { name: "Your payslips" }).waitFor();
      expect(await cells(page, BONUS_MONTH)).toEqual(
        COLUMNS.map((key) =>
          formatCurrencyPence(expected[BONUS_MONTH - 1]?.[key] ?? NaN),
        ),
      );
    },
  );

  it("saves a result that survives a reload and reopens on its page from the home page", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 1366, height: 900 },
    });
    await page.goto("/payslip-simulator");
    await page.waitForLoadState("networkidle");
    await simulate(page, "1257L");
    await page.getByRole("button", { name: "Save Results" }).click();
    await page.getByText("Results Saved").first().waitFor();
    await page.goto("/");
    const open = page.getByRole("button", { name: /^Open Payslip Simulator/ });
    await open.click();
    await page.waitForURL("**/payslip-simulator?**");
    await page.getByRole("heading", { name: "Your payslips" }).waitFor();
    const expected = expectedYear("1257L");
    expect(await cells(page, "total")).toEqual([
      ...TOTALLED.map((key) => formatCurrencyPence(totalOf(expected, key))),
      "",
      "",
    ]);
  });
});
