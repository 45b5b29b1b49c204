import { calculateSalary } from "@uktax/engine";
import {
  calculatePayePeriodTax,
  calculatePeriodNationalInsurance,
  calculatePeriodStudentLoan,
} from "@uktax/engine/payroll";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MIN_PRINT_ZOOM } from "../src/components/form/print-report";
import { formatCurrencyPence } from "../src/lib/format";
import { axeScan, newPageWithConsent, pdfPages } from "./support/browser";

/**
 * The payslip simulator through the real API: a monthly year with a £5,000 bonus in month 6, on a
 * cumulative code, on an emergency month 1 code, and (issue 14's "Done when") on the emergency
 * code for months 1–2, corrected from month 3, with a pay rise in month 9. Every period's figures
 * are worked out here, in Node, by the engine's per-period HMRC functions (PAYE, NI, student loan)
 * called directly, with the salary's split and the pension's rounding done by hand — never read
 * from the page's own result.
 */
const SALARY = 40_000;
const BONUS = 5_000;
const BONUS_MONTH = 6;
const PENSION_PERCENT = 5;
const MONTHS = 12;
/** The form's default year: the year in force on the browser's date, 28 November 2026 (support/browser.ts). */
const TAX_YEAR = "2026-27";

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

/** A year's plan: what is in force from which month (the first entry from month 1). */
interface Plan {
  /** The annual salary from a month on. */
  salaries: readonly (readonly [from: number, salary: number])[];
  /** The tax code from a month on, and whether it is on the month 1 basis. */
  codes: readonly (readonly [
    from: number,
    taxCode: string,
    week1Month1: boolean,
  ])[];
}

/** The entry of `list` in force in `period`: the last one from that period or before. */
function inForce<T extends readonly [number, ...unknown[]]>(
  list: readonly T[],
  period: number,
): T {
  const entry = list.filter(([from]) => from <= period).at(-1);
  if (!entry) throw new Error(`nothing in force in period ${period}`);
  return entry;
}

/** A month's salary in pence: ⌊salary in force / 12⌋, the last month also the odd pence. */
function monthlySalary(plan: Plan, period: number): number {
  const annual = toPence(inForce(plan.salaries, period)[1]);
  const part = Math.floor(annual / MONTHS);
  return period === MONTHS ? part + (annual % MONTHS) : part;
}

/** Twelve monthly payslips from the per-period functions, in pence where sums are made. */
function expectedYear(plan: Plan): Expected[] {
  const slips: Expected[] = [];
  let taxablePayToDate = 0;
  let taxPaidToDate = 0;
  for (let period = 1; period <= MONTHS; period++) {
    const gross =
      monthlySalary(plan, period) +
      (period === BONUS_MONTH ? toPence(BONUS) : 0);
    // Net-pay pension: 5 % of gross, rounded half up to the penny.
    const pension = Math.floor((gross * PENSION_PERCENT + 50) / 100);
    const taxable = gross - pension;
    taxablePayToDate += taxable;
    const [, taxCode, week1Month1] = inForce(plan.codes, period);
    const paye = calculatePayePeriodTax({
      taxYear: TAX_YEAR,
      taxCode,
      region: "england",
      payFrequency: "monthly",
      period,
      week1Month1,
      grossPayThisPeriod: toPounds(taxable),
      taxablePayToDate: toPounds(taxablePayToDate),
      taxPaidToDate: toPounds(taxPaidToDate),
    });
    const ni = calculatePeriodNationalInsurance({
      taxYear: TAX_YEAR,
      category: "A",
      payFrequency: "monthly",
      grossPay: toPounds(gross),
    });
    const loan = calculatePeriodStudentLoan({
      taxYear: TAX_YEAR,
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

/** A year on one code, at one salary. */
const oneCode = (taxCode: string): Plan => ({
  salaries: [[1, SALARY]],
  codes: [[1, taxCode, false]],
});

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

/** The changes during the year, entered as rows. */
interface Changes {
  payRises: readonly { period: number; grossSalary: number }[];
  taxCodeChanges: readonly { period: number; taxCode: string }[];
}

const NO_CHANGES: Changes = { payRises: [], taxCodeChanges: [] };

async function addRows(
  page: Page,
  kind: "pay rise" | "tax-code change",
  rows: readonly (readonly [label: string, value: string][])[],
) {
  const group = kind === "pay rise" ? "Pay rise" : "Tax-code change";
  for (const [index, fields] of rows.entries()) {
    await form(page)
      .getByRole("button", { name: `Add a ${kind}` })
      .click();
    const row = form(page).getByRole("group", {
      name: `${group} ${index + 1}`,
      exact: true,
    });
    for (const [label, value] of fields)
      await row.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The form's salary (`SALARY`) and pay frequency. */
async function fillPay(page: Page, frequency: "monthly" | "weekly") {
  await form(page)
    .getByLabel("Annual salary", { exact: true })
    .fill(String(SALARY));
  await form(page)
    .getByLabel("Pay frequency", { exact: true })
    .selectOption(frequency);
}

async function simulate(
  page: Page,
  taxCode: string,
  changes: Changes = NO_CHANGES,
) {
  await fillPay(page, "monthly");
  await form(page).getByLabel("Tax code", { exact: true }).fill(taxCode);
  await form(page)
    .getByLabel("Student loan", { exact: true })
    .selectOption("plan2");
  await form(page)
    .getByLabel("Pension contribution", { exact: true })
    .fill(String(PENSION_PERCENT));
  const changesPanel = form(page).getByRole("button", {
    name: /Changes during the year/,
  });
  if ((await changesPanel.getAttribute("aria-expanded")) !== "true")
    await changesPanel.click();
  await form(page).getByLabel("Bonus", { exact: true }).fill(String(BONUS));
  await form(page)
    .getByLabel("Paid in period", { exact: true })
    .fill(String(BONUS_MONTH));
  await addRows(
    page,
    "pay rise",
    changes.payRises.map((rise) => [
      ["From period", String(rise.period)],
      ["New salary", String(rise.grossSalary)],
    ]),
  );
  await addRows(
    page,
    "tax-code change",
    changes.taxCodeChanges.map((change) => [
      ["From period", String(change.period)],
      ["New tax code", change.taxCode],
    ]),
  );
  await page.getByRole("button", { name: "Simulate Payslips" }).click();
  await page.getByRole("heading", { name: "Your payslips" }).waitFor();
}

interface Case {
  name: string;
  /** The tax code typed in the form (the year's first). */
  taxCode: string;
  changes: Changes;
  plan: Plan;
  /** The code the annual comparison uses: the one in force at the year's end. */
  lastCode: string;
  /** Reasons in words beside a month's payslip. */
  notes: readonly (readonly [
    period: number,
    text: (year: Expected[]) => string,
  ])[];
  /** Reasons in the list of differences. */
  reasons: readonly string[];
}

const BONUS_NOTES = [
  [
    BONUS_MONTH,
    () => "Month 6: the £5,000.00 bonus is paid with this month's salary.",
  ],
  [
    BONUS_MONTH,
    (year: Expected[]) =>
      `Month 6: tax is ${formatCurrencyPence(year[BONUS_MONTH - 1]?.tax ?? NaN)} against`,
  ],
] as const;

const CASES: Case[] = [
  {
    name: "on a cumulative code",
    taxCode: "1257L",
    changes: NO_CHANGES,
    plan: oneCode("1257L"),
    lastCode: "1257L",
    notes: BONUS_NOTES,
    reasons: [
      "Tax is cumulative: each payslip works out the tax due on the year's pay so far",
    ],
  },
  {
    name: "on an emergency code on a month 1 basis",
    taxCode: "1257L M1",
    changes: NO_CHANGES,
    plan: oneCode("1257L M1"),
    lastCode: "1257L M1",
    notes: BONUS_NOTES,
    reasons: ["Tax code on month 1 basis: each payslip is taxed on its own"],
  },
  {
    // Issue 14's "Done when": the emergency code for months 1–2, corrected from month 3 (which
    // recalculates from the year's totals to date), and a pay rise to £45,000 from month 9.
    name: "on an emergency code (1257L M1) for months 1–2, 1257L from month 3, with a pay rise in month 9",
    taxCode: "1257L M1",
    changes: {
      payRises: [{ period: 9, grossSalary: 45_000 }],
      taxCodeChanges: [{ period: 3, taxCode: "1257L" }],
    },
    plan: {
      salaries: [
        [1, SALARY],
        [9, 45_000],
      ],
      // The month 1 basis as the function's own flag, not the code's suffix.
      codes: [
        [1, "1257L", true],
        [3, "1257L", false],
      ],
    },
    lastCode: "1257L",
    notes: [
      ...BONUS_NOTES,
      [
        1,
        () =>
          "Tax code on month 1 basis for months 1–2: your tax-free pay is not carried forward from one month to the next",
      ],
      [
        3,
        (year) =>
          `Month 3: your tax code changes from 1257L M1 to 1257L, and tax is worked out again from the year's pay and tax so far: tax this month is ${formatCurrencyPence(year[2]?.tax ?? NaN)}.`,
      ],
      [
        9,
        () =>
          // £45,000 / 12 = £3,750.00 a payslip.
          "Month 9: your salary rises from £40,000.00 to £45,000.00 a year, paid from this month on: £3,750.00 a payslip.",
      ],
    ],
    reasons: [
      "Tax is cumulative: each payslip works out the tax due on the year's pay so far",
    ],
  },
];

describe("payslip simulator", () => {
  it.each(CASES)(
    "a monthly year with a £5,000 bonus in month 6 $name: every payslip and the totals are the engine's period functions', the differences explained, axe clean",
    async ({ taxCode, changes, plan, lastCode, notes, reasons: words }) => {
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
      await simulate(page, taxCode, changes);

      const expected = expectedYear(plan);
      for (const [index, slip] of expected.entries())
        expect(await cells(page, index + 1), `month ${index + 1}`).toEqual(
          COLUMNS.map((key) => formatCurrencyPence(slip[key])),
        );
      expect(await cells(page, "total")).toEqual([
        ...TOTALLED.map((key) => formatCurrencyPence(totalOf(expected, key))),
        "",
        "",
      ]);

      // The differences from the annual figure for the pay the year paid (the salary of each
      // month, rises included, without the bonus; then the bonus), line by line.
      let salaryPaid = 0;
      for (let period = 1; period <= MONTHS; period++)
        salaryPaid += monthlySalary(plan, period);
      const annual = calculateSalary({
        taxYear: TAX_YEAR,
        grossSalary: toPounds(salaryPaid),
        bonus: BONUS,
        payFrequency: "annual",
        region: "england",
        taxCode: lastCode,
        studentLoanPlan: "plan2",
        pensionContribution: PENSION_PERCENT,
      });
      const reasons = page.getByTestId("payslip-reasons");
      const lines: [string, number, number][] = [
        ["Gross pay", totalOf(expected, "gross"), annual.grossAnnual],
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
      // The reasons beside the months they concern, and the code's basis in words.
      for (const [period, text] of notes)
        expect(
          await page.locator(`tr[data-period-notes="${period}"]`).innerText(),
        ).toContain(text(expected));
      for (const text of words)
        expect(await reasons.innerText()).toContain(text);

      // The chart, its summary and its table.
      await page
        .getByRole("img", {
          name: /^Take-home pay and deductions, payslip by payslip/,
        })
        .waitFor();
      expect(await axeScan(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeScan(page)).toEqual([]);

      // The link reproduces the result: the same form (the rows too) and payslips after a reload.
      await page.reload();
      await page.getByRole("heading", { name: "Your payslips" }).waitFor();
      for (const period of [BONUS_MONTH, MONTHS])
        expect(await cells(page, period)).toEqual(
          COLUMNS.map((key) =>
            formatCurrencyPence(expected[period - 1]?.[key] ?? NaN),
          ),
        );
      for (const [index, rise] of changes.payRises.entries())
        expect(
          await form(page)
            .getByRole("group", { name: `Pay rise ${index + 1}`, exact: true })
            .getByLabel("New salary", { exact: true })
            .inputValue(),
        ).toBe(String(rise.grossSalary));
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
    const expected = expectedYear(oneCode("1257L"));
    expect(await cells(page, "total")).toEqual([
      ...TOTALLED.map((key) => formatCurrencyPence(totalOf(expected, key))),
      "",
      "",
    ]);
  });

  it("prints a weekly year over several pages at a readable size, every week in it", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 1366, height: 900 },
    });
    await page.goto("/payslip-simulator");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await fillPay(page, "weekly");
    await page.getByRole("button", { name: "Simulate Payslips" }).click();
    await page.getByRole("heading", { name: "Your payslips" }).waitFor();
    await page.getByRole("button", { name: "Export PDF" }).click();
    const report = page.locator("body > .print-report");
    await report.waitFor({ state: "attached" });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { printed: number }).printed),
      )
      .toBe(1);

    // Scaled no further than the floor (one page would need about a third of the size).
    const zoom = Number(await report.evaluate((element) => element.style.zoom));
    expect(zoom).toBe(MIN_PRINT_ZOOM);
    await page.emulateMedia({ media: "print" });
    const printed = await page.evaluate(() => document.body.innerText);
    for (const week of [1, 26, 52])
      expect(printed).toMatch(new RegExp(`^Week ${week}\\b`, "m"));
    const pdf = await page.pdf({ format: "A4" });
    expect(pdfPages(pdf)).toBeGreaterThan(1);
  });
});
