/**
 * The HMRC-written annual cases of shared/conformance/hmrc-2025-26.json (fixtures of
 * hmrc/tax-kalculator, the engine of HMRC's own pay app), read at test time:
 * 52 `annual_take_home` and 35 `student_loan_per_period`.
 *
 * Conventions (conformance/README.md and each case's notes): the app frees code × 10 + 9 and does
 * not taper a user-supplied code — `allowanceConvention: 'paye'`; a code the app chose itself
 * (`tax_code_supplied_by_user: false`) is tapered — the statutory convention. NI, student loans and
 * pensions must match exactly; the app's loan is whole pounds rounded down (nothing under £12).
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  calculateStudentLoan,
  type PensionMethod,
  type Region,
  type StudentLoanPlan,
} from "../src/index.js";
import {
  calculateSalaryUnchecked,
  salaryProblem,
  salaryResult,
  takeHome,
} from "../src/take-home/take-home.js";
import { loadConformanceCases, type ConformanceCase } from "./conformance.js";

const annualCases = loadConformanceCases("annual_take_home");
const loanCases = loadConformanceCases("student_loan_per_period");
const passed = { annual: 0, loans: 0 };

afterAll(() => {
  // The README asks the suite to print how many HMRC cases passed.
  console.log(
    `HMRC conformance annual_take_home: ${String(passed.annual)}/${String(annualCases.length)} passed to the penny; ` +
      `student_loan_per_period: ${String(passed.loans)}/${String(loanCases.length)} passed`,
  );
});

function text(value: unknown, what: string): string {
  if (typeof value !== "string")
    throw new Error(`Conformance case has no ${what}`);
  return value;
}

function amount(value: unknown, what: string): number {
  if (typeof value !== "number")
    throw new Error(`Conformance case has no ${what}`);
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
  if (value === undefined)
    throw new Error(`Unmapped ${what} "${key}" in the conformance data`);
  return value;
}

function plan(entry: ConformanceCase): StudentLoanPlan {
  const plans = entry.input.student_loans;
  if (!Array.isArray(plans) || plans.length === 0) return "none";
  if (plans.length > 1)
    throw new Error(
      `${entry.id}: several loans at once are not an input of calculateSalary`,
    );
  return mapped(
    PLANS,
    text(plans[0], "student loan plan"),
    "student loan plan",
  );
}

interface PensionSpec {
  method: string;
  percent?: number;
  monthly_amount?: number;
  arrangement: string;
}

function runAnnual(entry: ConformanceCase) {
  const input = entry.input;
  expect(input.pay_period).toBe("annual");
  const pension = input.pension as PensionSpec | undefined;
  const parsed = {
    grossSalary: amount(input.gross_annual, "gross_annual"),
    payFrequency: "annual" as const,
    region: mapped(REGIONS, text(input.region, "region"), "region"),
    taxCode: text(input.tax_code, "tax_code"),
    studentLoanPlan: plan(entry),
    pensionContribution:
      pension?.method === "percentage_of_gross"
        ? amount(pension.percent, "pension percent")
        : 0,
    pensionMethod:
      pension === undefined
        ? ("net-pay" as const)
        : mapped(
            PENSION_ARRANGEMENTS,
            pension.arrangement,
            "pension arrangement",
          ),
    bonus: 0,
    overtime: 0,
    benefitsInKind: 0,
    childcareVouchers: 0,
    allowanceConvention:
      input.tax_code_supplied_by_user === false
        ? ("statutory" as const)
        : ("paye" as const),
    taxYear: "2025-26" as const,
  };
  if (pension?.method === "fixed_monthly_amount") {
    // A fixed monthly amount: the engine's core takes an annual amount in pence.
    const problem = salaryProblem(parsed);
    const monthly = Math.round(
      amount(pension.monthly_amount, "pension monthly_amount") * 100,
    );
    return salaryResult(
      takeHome({
        ...problem,
        pensionAmountPence: monthly * problem.rates.periods.monthly,
      }),
      problem.rates,
    );
  }
  if (pension !== undefined && pension.method !== "percentage_of_gross") {
    throw new Error(`${entry.id}: unknown pension method ${pension.method}`);
  }
  return calculateSalaryUnchecked(parsed);
}

describe("HMRC annual take-home (hmrc/tax-kalculator fixtures)", () => {
  it("has the 52 cases", () => {
    expect(annualCases).toHaveLength(52);
  });

  it.each(annualCases.map((entry) => [entry.id, entry] as const))(
    "%s",
    (_id, entry) => {
      const result = runAnnual(entry);
      // The README allows each case's tolerance (£0.01); the engine matches every figure exactly,
      // so the comparison is in whole pence with no tolerance at all.
      expect(entry.tolerance.abs).toBeGreaterThanOrEqual(0);
      const pence = (value: number) => Math.round(value * 100);
      const expected = entry.expected;
      const tax = pence(amount(expected.income_tax, "income_tax"));
      const ni = pence(amount(expected.ni_employee, "ni_employee"));
      // total_deductions = income tax + NI + student loan + pension
      const loanAndPension =
        pence(amount(expected.total_deductions, "total_deductions")) - tax - ni;
      expect(pence(result.incomeTax)).toBe(tax);
      expect(pence(result.nationalInsurance)).toBe(ni);
      expect(pence(result.studentLoan) + pence(result.pension)).toBe(
        loanAndPension,
      );
      if (plan(entry) === "none") expect(pence(result.studentLoan)).toBe(0);
      else if (entry.input.pension === undefined)
        expect(pence(result.pension)).toBe(0);
      expect(pence(result.netAnnual)).toBe(
        pence(amount(expected.take_home_annual, "take_home_annual")),
      );
      passed.annual += 1;
    },
  );
});

describe("HMRC student loan per period (hmrc/tax-kalculator fixtures)", () => {
  it("has the 35 cases", () => {
    expect(loanCases).toHaveLength(35);
  });

  it.each(loanCases.map((entry) => [entry.id, entry] as const))(
    "%s",
    (_id, entry) => {
      const loanPlan = plan(entry);
      const prefix =
        loanPlan === "postgraduate" ? "postgraduate_loan" : "student_loan";
      const result = calculateStudentLoan({
        earnings: amount(entry.input.gross_annual, "gross_annual"),
        plan: loanPlan,
        convention: "paye",
      });
      expect(result).toEqual({
        annual: entry.expected[`${prefix}_yearly`],
        monthly: entry.expected[`${prefix}_monthly`],
        fourWeekly: entry.expected[`${prefix}_four_weekly`],
        weekly: entry.expected[`${prefix}_weekly`],
      });
      passed.loans += 1;
    },
  );
});
