import type { z } from "zod";
import {
  inputSchema,
  resultSchema,
  rulesAcrossFields,
  SCOTTISH_ONLY_CODES_RULE,
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
  taxCodeRegionIssue,
  type IssueSink,
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

/** The salary rules that involve several fields; each broken rule becomes an issue in `issues`. */
export function salaryLimitIssues(
  value: {
    grossSalary: number;
    payFrequency: (typeof PAY_FREQUENCIES)[number];
    bonus: number;
    overtime: number;
    childcareVouchers: number;
    pensionContribution: number;
    pensionMethod: (typeof PENSION_METHODS)[number];
    taxYear: TaxYearId;
  },
  issues: IssueSink,
): void {
  const periods = periodsPerYear(
    compiledRates(value.taxYear),
    value.payFrequency,
  );
  const grossPay = value.grossSalary * periods + value.bonus + value.overtime;
  if (grossPay > MAX_MONEY) {
    issues.push({
      code: "custom",
      path: ["grossSalary"],
      message:
        "Gross pay (salary a year, bonus and overtime) must be at most £100,000,000",
      input: value,
    });
  }
  const sacrificed =
    value.childcareVouchers +
    (value.pensionMethod === "salary-sacrifice"
      ? (grossPay * value.pensionContribution) / 100
      : 0);
  if (sacrificed > grossPay + 1e-9) {
    issues.push({
      code: "custom",
      path: ["childcareVouchers"],
      message:
        "Childcare vouchers (and any salary-sacrifice pension) cannot be more than gross pay",
      input: value,
    });
  }
}

export const salaryInputSchema = inputSchema("Salary input", {
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
})
  .check((ctx) => {
    // Cross-field rules run only on an input whose fields are all valid.
    if (ctx.issues.length > 0) return;
    taxCodeRegionIssue(ctx.value, ctx.issues);
    salaryLimitIssues(ctx.value, ctx.issues);
  })
  .describe(
    rulesAcrossFields(
      "gross pay a year (salary × pay periods + bonus + overtime) is at most £100,000,000",
      "childcare vouchers plus any salary-sacrifice pension are at most gross pay",
      SCOTTISH_ONLY_CODES_RULE,
    ),
  );

export type SalaryInput = z.input<typeof salaryInputSchema>;
export type ParsedSalaryInput = z.output<typeof salaryInputSchema>;

export const salaryResultSchema = resultSchema({
  /** Annual gross pay: annualised salary + bonus + overtime. */
  grossAnnual: money,
  netAnnual: money,
  netMonthly: money,
  netWeekly: money,
  incomeTax: money,
  nationalInsurance: money,
  studentLoan: money,
  /** The employee's pension contribution taken from pay. */
  pension: money,
  /** Relief-at-source basic-rate relief the scheme adds to the pot (0 for other methods). */
  pensionTaxRelief: money,
  /** Childcare vouchers taken from pay (salary sacrifice). */
  childcareVouchers: money,
  personalAllowance: money,
  taxableIncome: money,
  employerNationalInsurance: money,
  /** (incomeTax + nationalInsurance) / grossAnnual, a fraction; 0 when gross is 0. */
  effectiveTaxRate: ratio,
  /** Income tax + employee NI + student loan on the next £1 of pay, a fraction. */
  marginalRate: ratio,
  /** Coded remarks on year-specific rules (for example `plan5-first-repayment-2026`). */
  notes: resultNotes,
});

export type SalaryResult = z.output<typeof salaryResultSchema>;
