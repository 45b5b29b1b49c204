/**
 * The HMRC-written annual cases of test/conformance/ (fixtures of hmrc/tax-kalculator, the engine
 * of HMRC's own pay app), every year, through the public API with `taxYear` from the case:
 * `annual_take_home` and `student_loan_per_period` for 2024/25, 2025/26 and 2026/27.
 *
 * Conventions (test/conformance/README.md and each case's notes): the app frees code × 10 + 9 and
 * does not taper a user-supplied code — `allowanceConvention: 'paye'`; a code the app chose itself
 * (`tax_code_supplied_by_user: false`) is tapered — the statutory convention. Tax, NI, student loans
 * and pensions must match to the penny; the app's loan is whole pounds rounded down (nothing under
 * £12). The app's employer NI is stale and never asserted.
 *
 * One deliberate difference: the app collects Plan 5 in its 2025/26 year; the engine collects
 * nothing before April 2026 (https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying).
 * Those cases assert tax, NI and pension to the penny, a loan of 0 with the note, net pay higher by
 * exactly the app's loan, and the app's loan arithmetic against the engine's 2026/27 Plan 5, whose
 * threshold (£25,000; £2,083.33 a month; £480.76 a week) and rate (9 %) are the same.
 *
 * And one more: the app rounds a year's loan to the penny before cutting it to whole pounds; the
 * engine cuts the exact amount (HMRC's CSLM18025,
 * https://www.gov.uk/hmrc-internal-manuals/collection-of-student-loans/cslm18025). Where the exact
 * amount is within half a penny below a whole pound the two differ by £1: those cases, with their
 * arithmetic, are in `EXACT_AMOUNT_CUT`, and the engine is asserted to give £1 less than the app.
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  TAX_YEAR_IDS,
  calculateSalary,
  calculateStudentLoan,
  salaryInputSchema,
} from "../src/index.js";
import type {
  PensionMethod,
  Region,
  SalaryInput,
  SalaryResult,
  StudentLoanPlan,
  TaxYearId,
} from "../src/index.js";
// The one case kind the public API cannot express: a pension as a fixed monthly amount.
import { calculateSalaryUnchecked } from "../src/take-home/take-home.js";
import { conformanceTaxYear, loadConformanceCases } from "./conformance.js";
import type { ConformanceCase } from "./conformance.js";

const CATEGORIES = ["annual_take_home", "student_loan_per_period"] as const;
type Category = (typeof CATEGORIES)[number];

/** How many cases each year has in each category (test/conformance/README.md). */
const EXPECTED_COUNTS: Record<TaxYearId, Record<Category, number>> = {
  "2024-25": { annual_take_home: 45, student_loan_per_period: 28 },
  "2025-26": { annual_take_home: 52, student_loan_per_period: 35 },
  "2026-27": { annual_take_home: 52, student_loan_per_period: 35 },
};

const allCases = loadConformanceCases();

function casesOf(year: TaxYearId, category: Category): ConformanceCase[] {
  return allCases.filter(
    (entry) => entry.category === category && conformanceTaxYear(entry) === year,
  );
}

const passed = Object.fromEntries(
  TAX_YEAR_IDS.map((year) => [year, { annual_take_home: 0, student_loan_per_period: 0 }]),
) as Record<TaxYearId, Record<Category, number>>;

afterAll(() => {
  // The conformance README asks the suite to print how many HMRC cases passed, per year.
  for (const year of TAX_YEAR_IDS) {
    const counts = CATEGORIES.map(
      (category) =>
        `${category} ${String(passed[year][category])}/${String(casesOf(year, category).length)}`,
    );
    console.log(`HMRC conformance ${year}: ${counts.join(", ")}`);
  }
});

function text(value: unknown, what: string): string {
  if (typeof value !== "string") throw new Error(`Conformance case has no ${what}`);
  return value;
}

function amount(value: unknown, what: string): number {
  if (typeof value !== "number") throw new Error(`Conformance case has no ${what}`);
  return value;
}

const REGIONS: Record<string, Region> = {
  england: "england",
  wales: "wales",
  scotland: "scotland",
};
const PLANS: Record<string, StudentLoanPlan> = {
  plan1: "plan1",
  plan2: "plan2",
  plan4: "plan4",
  plan5: "plan5",
  postgraduate: "postgraduate",
};
const PENSION_ARRANGEMENTS: Record<string, PensionMethod> = {
  net_pay: "net-pay",
};

function mapped<T>(table: Record<string, T>, key: string, what: string): T {
  const value = table[key];
  if (value === undefined) throw new Error(`Unmapped ${what} "${key}" in the conformance data`);
  return value;
}

function plan(entry: ConformanceCase): StudentLoanPlan {
  const plans = entry.input.student_loans;
  if (!Array.isArray(plans) || plans.length === 0) return "none";
  if (plans.length > 1)
    throw new Error(`${entry.id}: several loans at once are not an input of calculateSalary`);
  return mapped(PLANS, text(plans[0], "student loan plan"), "student loan plan");
}

interface PensionSpec {
  method: string;
  percent?: number;
  monthly_amount?: number;
  arrangement: string;
}

function runAnnual(entry: ConformanceCase): SalaryResult {
  const input = entry.input;
  expect(input.pay_period).toBe("annual");
  const pension = input.pension as PensionSpec | undefined;
  if (
    pension !== undefined &&
    pension.method !== "percentage_of_gross" &&
    pension.method !== "fixed_monthly_amount"
  ) {
    throw new Error(`${entry.id}: unknown pension method ${pension.method}`);
  }
  const salary: SalaryInput = {
    grossSalary: amount(input.gross_annual, "gross_annual"),
    payFrequency: "annual",
    region: mapped(REGIONS, text(input.region, "region"), "region"),
    taxCode: text(input.tax_code, "tax_code"),
    studentLoanPlan: plan(entry),
    pensionContribution:
      pension?.method === "percentage_of_gross" ? amount(pension.percent, "pension percent") : 0,
    pensionMethod:
      pension === undefined
        ? "net-pay"
        : mapped(PENSION_ARRANGEMENTS, pension.arrangement, "pension arrangement"),
    allowanceConvention: input.tax_code_supplied_by_user === false ? "statutory" : "paye",
    taxYear: conformanceTaxYear(entry),
  };
  if (pension?.method === "fixed_monthly_amount") {
    // The app takes 12 × the monthly amount a year; the lead's engine takes it in pence.
    const parsedInput = salaryInputSchema.parse(salary);
    const monthlyPence = Math.round(amount(pension.monthly_amount, "pension monthly_amount") * 100);
    return calculateSalaryUnchecked(parsedInput, {
      fixedAnnualPensionPence: monthlyPence * 12,
    });
  }
  return calculateSalary(salary);
}

const pence = (value: number) => Math.round(value * 100);

/**
 * The yearly loans the app rounds up to a whole pound by rounding to the penny first (see the
 * header): the exact amount, and the whole pounds below it that the engine repays.
 */
const EXACT_AMOUNT_CUT: Record<string, { exact: string; engine: number }> = {
  // (£58,331.64 − £26,065) × 9 % = £2,903.9976
  "hmrc-taxkalc-sl-data2025_student_loan-6": { exact: "2903.9976", engine: 2903 },
  // (£59,561.64 − £27,295) × 9 % = £2,903.9976
  "hmrc-taxkalc-sl-data2024_student_loan-13": { exact: "2903.9976", engine: 2903 },
  // Plan 5 on the 2026/27 figures: (£30,999.96 − £25,000) × 9 % = £539.9964
  "hmrc-taxkalc-sl-data2025_Oct_student_loan-33": { exact: "539.9964", engine: 539 },
  // Plan 5 on the 2026/27 figures: (£57,266.64 − £25,000) × 9 % = £2,903.9976
  "hmrc-taxkalc-sl-data2025_Oct_student_loan-34": { exact: "2903.9976", engine: 2903 },
  // (£27,433.32 − £26,900) × 9 % = £47.9988
  "hmrc-taxkalc-sl-data2026_student_loan-4": { exact: "47.9988", engine: 47 },
  // (£59,166.66 − £26,900) × 9 % = £2,903.9994
  "hmrc-taxkalc-sl-data2026_student_loan-6": { exact: "2903.9994", engine: 2903 },
  // (£103,033.32 − £26,900) × 9 % = £6,851.9988
  "hmrc-taxkalc-sl-data2026_student_loan-7": { exact: "6851.9988", engine: 6851 },
  // (£57,266.64 − £25,000) × 9 % = £2,903.9976
  "hmrc-taxkalc-sl-data2026_student_loan-34": { exact: "2903.9976", engine: 2903 },
};

/** The app's yearly loan, or the engine's where the two cut differently (`EXACT_AMOUNT_CUT`). */
function yearlyLoan(entry: ConformanceCase, app: number): number {
  const cut = EXACT_AMOUNT_CUT[entry.id];
  if (cut === undefined) return app;
  // The app's figure is the exact one rounded to the penny, then down to whole pounds.
  expect(Math.floor(Math.round(Number(cut.exact) * 100) / 100)).toBe(app);
  expect(cut.engine).toBe(Math.floor(Number(cut.exact)));
  return cut.engine;
}

/** A case the app collects Plan 5 in, a year the engine collects nothing (see the header). */
const plan5NotCollected = (entry: ConformanceCase, year: TaxYearId) =>
  year === "2025-26" && plan(entry) === "plan5";

describe.each(TAX_YEAR_IDS.map((year) => [year] as const))("HMRC conformance %s", (year) => {
  const annualCases = casesOf(year, "annual_take_home");
  const loanCases = casesOf(year, "student_loan_per_period");

  describe("annual take-home (hmrc/tax-kalculator fixtures)", () => {
    it(`has the ${String(EXPECTED_COUNTS[year].annual_take_home)} cases`, () => {
      expect(annualCases).toHaveLength(EXPECTED_COUNTS[year].annual_take_home);
    });

    it.each(annualCases.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
      const result = runAnnual(entry);
      // Each case allows £0.01; the engine is asserted to the penny, with no tolerance at all.
      expect(entry.tolerance.abs).toBeGreaterThanOrEqual(0);
      const expected = entry.expected;
      const tax = pence(amount(expected.income_tax, "income_tax"));
      const ni = pence(amount(expected.ni_employee, "ni_employee"));
      // total_deductions = income tax + employee NI + student loan + pension
      const loanAndPension =
        pence(amount(expected.total_deductions, "total_deductions")) - tax - ni;
      expect(result.taxYear).toBe(year);
      expect(pence(result.incomeTax)).toBe(tax);
      expect(pence(result.nationalInsurance)).toBe(ni);
      if (plan5NotCollected(entry, year)) {
        const appLoan = loanAndPension - pence(result.pension);
        expect(appLoan).toBeGreaterThanOrEqual(0);
        expect(pence(result.studentLoan)).toBe(0);
        expect(result.notes).toContain("plan5-no-repayments-before-2026");
        expect(pence(result.netAnnual)).toBe(
          pence(amount(expected.take_home_annual, "take_home_annual")) + appLoan,
        );
        expect(
          pence(
            calculateStudentLoan({
              earnings: amount(entry.input.gross_annual, "gross_annual"),
              plan: "plan5",
              convention: "paye",
              taxYear: "2026-27",
            }).annual,
          ),
        ).toBe(appLoan);
        passed[year].annual_take_home += 1;
        return;
      }
      expect(pence(result.studentLoan) + pence(result.pension)).toBe(loanAndPension);
      if (plan(entry) === "none") expect(pence(result.studentLoan)).toBe(0);
      if (entry.input.pension === undefined) expect(pence(result.pension)).toBe(0);
      expect(pence(result.netAnnual)).toBe(
        pence(amount(expected.take_home_annual, "take_home_annual")),
      );
      passed[year].annual_take_home += 1;
    });
  });

  describe("student loan per period (hmrc/tax-kalculator fixtures)", () => {
    it(`has the ${String(EXPECTED_COUNTS[year].student_loan_per_period)} cases`, () => {
      expect(loanCases).toHaveLength(EXPECTED_COUNTS[year].student_loan_per_period);
    });

    it.each(loanCases.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
      const loanPlan = plan(entry);
      const prefix = loanPlan === "postgraduate" ? "postgraduate_loan" : "student_loan";
      const field = (period: string) =>
        amount(entry.expected[`${prefix}_${period}`], `${prefix}_${period}`);
      const result = calculateStudentLoan({
        earnings: amount(entry.input.gross_annual, "gross_annual"),
        plan: loanPlan,
        convention: "paye",
        taxYear: year,
      });
      if (plan5NotCollected(entry, year)) {
        expect(result).toMatchObject({ annual: 0, monthly: 0, fourWeekly: 0, weekly: 0 });
        // The app's arithmetic, on the engine's 2026/27 Plan 5 (the same threshold and rate).
        expect(
          calculateStudentLoan({
            earnings: amount(entry.input.gross_annual, "gross_annual"),
            plan: "plan5",
            convention: "paye",
            taxYear: "2026-27",
          }),
        ).toMatchObject({
          annual: yearlyLoan(entry, field("yearly")),
          monthly: field("monthly"),
          fourWeekly: field("four_weekly"),
          weekly: field("weekly"),
        });
        passed[year].student_loan_per_period += 1;
        return;
      }
      expect(result).toMatchObject({
        annual: yearlyLoan(entry, field("yearly")),
        monthly: field("monthly"),
        fourWeekly: field("four_weekly"),
        weekly: field("weekly"),
      });
      passed[year].student_loan_per_period += 1;
    });
  });
});

describe("HMRC conformance data", () => {
  it("names only cases it has in EXACT_AMOUNT_CUT", () => {
    const ids = new Set(allCases.map((entry) => entry.id));
    for (const id of Object.keys(EXACT_AMOUNT_CUT)) expect(ids.has(id)).toBe(true);
  });

  it("has no case of a year the engine does not know", () => {
    const known = TAX_YEAR_IDS.flatMap((year) =>
      CATEGORIES.flatMap((category) => casesOf(year, category)),
    );
    const taxKalculatorCases = allCases.filter((entry) =>
      (CATEGORIES as readonly string[]).includes(entry.category),
    );
    expect(known).toHaveLength(taxKalculatorCases.length);
    expect(known).toHaveLength(45 + 28 + 52 + 35 + 52 + 35);
  });
});
