import type { z } from "zod";
import {
  inputSchema,
  resultSchema,
  withRules,
  type CrossFieldRule,
} from "../schemas.js";
import {
  ALLOWANCE_CONVENTIONS,
  PAY_FREQUENCIES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
} from "../enumerations.js";
import {
  MAX_MONEY,
  enumField,
  money,
  moneyField,
  percentField,
  ratio,
  resultNotes,
} from "../schema-fields.js";
import {
  taxCodeField,
  taxCodeRegionRule,
} from "../tax-code/tax-code.schema.js";
import { compiledRates, periodsPerYear } from "../compiled-rates.js";
import type { TaxYearId } from "../tax-years/index.js";

/** The fields a take-home calculation needs besides the pay itself (shared with reverse). */
export const deductionFields = {
  payFrequency: enumField("Pay frequency", PAY_FREQUENCIES).default("annual"),
  region: enumField("Region", REGIONS).default("england"),
  taxCode: taxCodeField.default("1257L"),
  studentLoanPlan: enumField("Student loan plan", STUDENT_LOAN_PLANS).default(
    "none",
  ),
  pensionContribution: percentField("Pension contribution").default(0),
  pensionMethod: enumField("Pension method", PENSION_METHODS).default(
    "net-pay",
  ),
};

/** The fields the salary rules across fields read. */
interface SalaryLimitFields {
  grossSalary: number;
  payFrequency: (typeof PAY_FREQUENCIES)[number];
  bonus: number;
  overtime: number;
  childcareVouchers: number;
  pensionContribution: number;
  pensionMethod: (typeof PENSION_METHODS)[number];
  taxYear: TaxYearId;
}

/** Annual gross pay: salary × the pay frequency's periods + bonus + overtime (pounds). */
function grossPayOf(value: SalaryLimitFields): number {
  const periods = periodsPerYear(
    compiledRates(value.taxYear),
    value.payFrequency,
  );
  return value.grossSalary * periods + value.bonus + value.overtime;
}

const grossPayLimitRule: CrossFieldRule<SalaryLimitFields> = {
  text: "gross pay a year (salary × pay periods + bonus + overtime) is at most £100,000,000",
  check(value, issues) {
    if (grossPayOf(value) <= MAX_MONEY) return;
    issues.push({
      code: "custom",
      path: ["grossSalary"],
      message:
        "Gross pay (salary a year, bonus and overtime) must be at most £100,000,000",
      input: value,
    });
  },
};

const sacrificeLimitRule: CrossFieldRule<SalaryLimitFields> = {
  text: "childcare vouchers plus any salary-sacrifice pension are at most gross pay",
  check(value, issues) {
    if (
      value.childcareVouchers === 0 &&
      value.pensionMethod !== "salary-sacrifice"
    )
      return;
    const grossPay = grossPayOf(value);
    const sacrificed =
      value.childcareVouchers +
      (value.pensionMethod === "salary-sacrifice"
        ? (grossPay * value.pensionContribution) / 100
        : 0);
    if (sacrificed <= grossPay + 1e-9) return;
    issues.push({
      code: "custom",
      path: ["childcareVouchers"],
      message:
        "Childcare vouchers (and any salary-sacrifice pension) cannot be more than gross pay",
      input: value,
    });
  },
};

export const salaryInputSchema = withRules(
  inputSchema("Salary input", {
    grossSalary: moneyField("Salary"),
    ...deductionFields,
    bonus: moneyField("Bonus").default(0),
    overtime: moneyField("Overtime").default(0),
    benefitsInKind: moneyField("Benefits in kind").default(0),
    childcareVouchers: moneyField("Childcare vouchers").default(0),
    allowanceConvention: enumField(
      "Allowance convention",
      ALLOWANCE_CONVENTIONS,
    ).default("statutory"),
  }),
  grossPayLimitRule,
  sacrificeLimitRule,
  taxCodeRegionRule,
);

export type SalaryInput = z.input<typeof salaryInputSchema>;
export type ParsedSalaryInput = z.output<typeof salaryInputSchema>;

/** The deductions from pay every take-home result reports (salary, reverse and compare). */
export const takeHomeDeductions = {
  incomeTax: money.describe("Income tax for the year."),
  nationalInsurance: money.describe(
    "Employee Class 1 National Insurance for the year.",
  ),
  studentLoan: money.describe("Student and postgraduate loan repayments."),
  pension: money.describe(
    "The employee's pension contribution taken from pay.",
  ),
};

export const salaryResultSchema = resultSchema({
  grossAnnual: money.describe(
    "Annual gross pay: annualised salary + bonus + overtime.",
  ),
  netAnnual: money.describe(
    "Take-home for the year: grossAnnual − childcareVouchers − the deductions.",
  ),
  netMonthly: money.describe("netAnnual / 12."),
  netWeekly: money.describe("netAnnual / 52."),
  ...takeHomeDeductions,
  pensionTaxRelief: money.describe(
    "Relief-at-source basic-rate relief the scheme adds to the pot (0 for other methods).",
  ),
  childcareVouchers: money.describe(
    "Childcare vouchers taken from pay (salary sacrifice).",
  ),
  personalAllowance: money.describe(
    "The allowance the tax code gave (whole pounds), after any taper.",
  ),
  taxableIncome: money.describe(
    "Pay and benefits in kind that income tax was charged on, after the allowance.",
  ),
  employerNationalInsurance: money.describe(
    "The employer's Class 1 NI on this pay (not deducted from it).",
  ),
  effectiveTaxRate: ratio.describe(
    "(incomeTax + nationalInsurance) / grossAnnual, a fraction; 0 when gross is 0.",
  ),
  marginalRate: ratio.describe(
    "Income tax + employee NI + student loan on the next £1 of pay, a fraction.",
  ),
  notes: resultNotes,
});

export type SalaryResult = z.output<typeof salaryResultSchema>;
