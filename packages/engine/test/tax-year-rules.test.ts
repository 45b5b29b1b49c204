/**
 * Year-specific rules, through the public API: Plan 5 by year, the year every result reports,
 * the list of years, and bad years rejected by every calculator with an issue at `taxYear`.
 *
 * Plan 5: no repayments were collected before April 2026
 * (https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying): none in 2024/25 or
 * 2025/26, whatever HMRC's app applies in its 2025/26 year (test/conformance/README.md); 2026/27 is
 * the first year of real Plan 5 deductions.
 */
import { describe, expect, it } from "vitest";
import {
  ValidationError,
  calculateCorporationTax,
  calculateDividendTax,
  calculateIncomeTax,
  calculateMortgage,
  calculateNationalInsurance,
  calculatePension,
  calculateSalary,
  calculateStudentLoan,
  compareContractor,
  compareSalaries,
  convertHourly,
  getTaxYears,
  reverseCalculate,
} from "../src/index.js";
import { calculatePayePeriodTax, calculatePayslips } from "../src/payroll/index.js";

const PLAN5_NONE = "plan5-no-repayments-before-2026";

describe("Plan 5 by tax year (calculateSalary, £40,000, England 1257L)", () => {
  // tax 20% × (40,000 − 12,570) = 5,486.00; NI 8% × 27,430 = 2,194.40 (same in all three years)
  it("2024/25: repays nothing and says why", () => {
    const result = calculateSalary({
      grossSalary: 40_000,
      studentLoanPlan: "plan5",
      taxYear: "2024-25",
    });
    // loan 0; net 40,000 − 5,486.00 − 2,194.40 = 32,319.60
    expect(result).toMatchObject({
      taxYear: "2024-25",
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 0,
      netAnnual: 32_319.6,
    });
    expect(result.notes).toContain(PLAN5_NONE);
  });

  it("2024/25: calculateStudentLoan repays nothing either", () => {
    expect(
      calculateStudentLoan({
        earnings: 40_000,
        plan: "plan5",
        taxYear: "2024-25",
      }),
    ).toMatchObject({ annual: 0, monthly: 0, fourWeekly: 0, weekly: 0 });
  });

  it("2025/26: repays nothing either (first repayments from April 2026), with the note", () => {
    const result = calculateSalary({
      grossSalary: 40_000,
      studentLoanPlan: "plan5",
      taxYear: "2025-26",
    });
    // loan 0 (HMRC's app would take 9% × (40,000 − 25,000) = 1,350.00);
    // net 40,000 − 5,486.00 − 2,194.40 = 32,319.60
    expect(result).toMatchObject({
      taxYear: "2025-26",
      studentLoan: 0,
      netAnnual: 32_319.6,
      notes: [PLAN5_NONE],
    });
    expect(
      calculateStudentLoan({ earnings: 40_000, plan: "plan5", taxYear: "2025-26" }),
    ).toMatchObject({ annual: 0, monthly: 0, fourWeekly: 0, weekly: 0 });
    // A year of monthly payslips deducts nothing for Plan 5 either.
    const payslips = calculatePayslips({
      grossSalary: 40_000,
      payFrequency: "monthly",
      taxCode: "1257L",
      region: "england",
      studentLoanPlan: "plan5",
      pensionContribution: 0,
      taxYear: "2025-26",
    });
    expect(payslips.totals.studentLoan).toBe(0);
    expect(payslips.payslips.map((slip) => slip.studentLoan)).toEqual(Array(12).fill(0));
  });

  it("2026/27: repays normally, with no Plan 5 note", () => {
    const result = calculateSalary({
      grossSalary: 40_000,
      studentLoanPlan: "plan5",
      taxYear: "2026-27",
    });
    // loan 9% × (40,000 − 25,000) = 1,350.00; net 30,969.60
    expect(result).toMatchObject({
      taxYear: "2026-27",
      studentLoan: 1_350,
      netAnnual: 30_969.6,
    });
    expect(result.notes).not.toContain(PLAN5_NONE);
    // annual 1,350.00 exact (statutory)
    expect(
      calculateStudentLoan({
        earnings: 40_000,
        plan: "plan5",
        taxYear: "2026-27",
      }),
    ).toMatchObject({ annual: 1_350 });
  });

  it("other plans carry no Plan 5 note in 2024/25", () => {
    const result = calculateSalary({
      grossSalary: 40_000,
      studentLoanPlan: "plan2",
      taxYear: "2024-25",
    });
    // loan 9% × (40,000 − 27,295) = 1,143.45
    expect(result).toMatchObject({ taxYear: "2024-25", studentLoan: 1_143.45 });
    expect(result.notes).not.toContain(PLAN5_NONE);
  });
});

describe("getTaxYears", () => {
  it("lists the three years, oldest first, with labels and dates", () => {
    expect(getTaxYears()).toEqual([
      {
        id: "2024-25",
        label: "2024/25",
        starts: "2024-04-06",
        ends: "2025-04-05",
      },
      {
        id: "2025-26",
        label: "2025/26",
        starts: "2025-04-06",
        ends: "2026-04-05",
      },
      {
        id: "2026-27",
        label: "2026/27",
        starts: "2026-04-06",
        ends: "2027-04-05",
      },
    ]);
  });
});

/** A calculator called with a valid input in the given year (any value: bad years included). */
interface YearSubject {
  name: string;
  call: (taxYear: unknown) => unknown;
  /** The years the result reports (a comparison reports one per salary). */
  yearsOf: (result: unknown) => unknown[];
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object"
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

const topLevelYear = (result: unknown): unknown[] => [field(result, "taxYear")];

/** Calls a calculator with an input it would reject at compile time (a bad year). */
function loosely<R>(calculate: (input: never) => R) {
  return (input: Record<string, unknown>): R => calculate(input as never);
}

/** The input with `taxYear` set, or without the field when the year is undefined. */
function inYear(input: Record<string, unknown>, taxYear: unknown): Record<string, unknown> {
  return taxYear === undefined ? input : { ...input, taxYear };
}

const CALCULATORS: YearSubject[] = [
  {
    name: "calculateSalary",
    call: (taxYear) => loosely(calculateSalary)(inYear({ grossSalary: 40_000 }, taxYear)),
    yearsOf: topLevelYear,
  },
  {
    name: "compareSalaries",
    call: (taxYear) =>
      loosely(compareSalaries)({
        salaries: [{ grossSalary: 40_000 }, inYear({ grossSalary: 45_000 }, taxYear)],
      }),
    // The second salary is in the year under test (the first is in the default year).
    yearsOf: (result) => {
      const salaries = field(result, "salaries");
      const second: unknown = Array.isArray(salaries) ? salaries[1] : {};
      return [field(second, "taxYear"), field(field(second, "results"), "taxYear")];
    },
  },
  {
    name: "reverseCalculate",
    call: (taxYear) => loosely(reverseCalculate)(inYear({ desiredNetPay: 30_000 }, taxYear)),
    yearsOf: topLevelYear,
  },
  {
    name: "convertHourly",
    call: (taxYear) =>
      loosely(convertHourly)(
        inYear(
          {
            hourlyRate: 20,
            hoursPerWeek: 37.5,
            weeksPerYear: 52,
            holidayWeeks: 5,
          },
          taxYear,
        ),
      ),
    yearsOf: topLevelYear,
  },
  {
    name: "calculateMortgage",
    call: (taxYear) =>
      loosely(calculateMortgage)(
        inYear(
          {
            annualIncome: 40_000,
            monthlyExpenses: 800,
            deposit: 40_000,
            interestRate: 4.5,
            mortgageTerm: 25,
          },
          taxYear,
        ),
      ),
    yearsOf: topLevelYear,
  },
  {
    name: "compareContractor",
    call: (taxYear) =>
      loosely(compareContractor)(
        inYear(
          {
            employeeSalary: 40_000,
            contractorDailyRate: 300,
            contractorDaysPerYear: 220,
          },
          taxYear,
        ),
      ),
    yearsOf: topLevelYear,
  },
];

const PAYE_PERIOD: YearSubject = {
  name: "calculatePayePeriodTax",
  call: (taxYear) =>
    loosely(calculatePayePeriodTax)(
      inYear(
        {
          taxCode: "1257L",
          region: "england",
          payFrequency: "monthly",
          period: 1,
          week1Month1: false,
          grossPayThisPeriod: 3_000,
          taxablePayToDate: 3_000,
          taxPaidToDate: 0,
        },
        taxYear,
      ),
    ),
  yearsOf: topLevelYear,
};

const BUILDING_BLOCKS: YearSubject[] = [
  {
    name: "calculateIncomeTax",
    call: (taxYear) => loosely(calculateIncomeTax)(inYear({ taxablePay: 40_000 }, taxYear)),
    yearsOf: topLevelYear,
  },
  {
    name: "calculateNationalInsurance",
    call: (taxYear) => loosely(calculateNationalInsurance)(inYear({ earnings: 40_000 }, taxYear)),
    yearsOf: topLevelYear,
  },
  {
    name: "calculateStudentLoan",
    call: (taxYear) =>
      loosely(calculateStudentLoan)(inYear({ earnings: 40_000, plan: "plan2" }, taxYear)),
    yearsOf: topLevelYear,
  },
  {
    name: "calculatePension",
    call: (taxYear) =>
      loosely(calculatePension)(
        inYear({ grossPay: 40_000, contribution: 5, method: "net-pay" }, taxYear),
      ),
    yearsOf: topLevelYear,
  },
  {
    name: "calculateCorporationTax",
    call: (taxYear) => loosely(calculateCorporationTax)(inYear({ profits: 100_000 }, taxYear)),
    yearsOf: topLevelYear,
  },
  {
    name: "calculateDividendTax",
    call: (taxYear) =>
      loosely(calculateDividendTax)(
        inYear({ nonSavingsIncome: 12_570, dividends: 30_000 }, taxYear),
      ),
    yearsOf: topLevelYear,
  },
  {
    name: "calculatePayslips",
    call: (taxYear) =>
      loosely(calculatePayslips)(
        inYear(
          {
            grossSalary: 40_000,
            payFrequency: "monthly",
            taxCode: "1257L",
            region: "england",
            studentLoanPlan: "none",
            pensionContribution: 0,
          },
          taxYear,
        ),
      ),
    yearsOf: topLevelYear,
  },
];

describe.each(
  [...CALCULATORS, ...BUILDING_BLOCKS].map((subject) => [subject.name, subject] as const),
)("%s says which tax year it used", (_name, subject) => {
  it.each([["2024-25"], ["2025-26"], ["2026-27"]] as const)("%s", (taxYear) => {
    expect(subject.yearsOf(subject.call(taxYear))).toContain(taxYear);
  });
  it("the default year, 2025-26, when none is given", () => {
    expect(subject.yearsOf(subject.call(undefined))).toContain("2025-26");
  });
});

function validationErrorOf(call: () => unknown): ValidationError {
  try {
    call();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError, but the call returned");
}

const BAD_YEARS: unknown[] = ["2023-24", "2027-28", 7];

describe.each([...CALCULATORS, PAYE_PERIOD].map((subject) => [subject.name, subject] as const))(
  "%s rejects a tax year it does not know",
  (_name, subject) => {
    it.each(BAD_YEARS.map((year) => [JSON.stringify(year), year] as const))(
      "taxYear %s",
      (_label, year) => {
        const error = validationErrorOf(() => subject.call(year));
        expect(error.issues.map((issue) => issue.path.at(-1))).toContain("taxYear");
      },
    );
  },
);
