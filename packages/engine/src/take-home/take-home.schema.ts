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
  PENSION_BASES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
} from "../enumerations.js";
import {
  booleanField,
  nationalInsuranceCategoryField,
} from "../payroll/payroll.schema.js";
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
import { E4, percentToBasisPoints, toPence } from "../money.js";
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
  /** A postgraduate loan besides `studentLoanPlan` (6 % over its own threshold). */
  postgraduateLoan: booleanField("Postgraduate loan").default(false),
  /** What the pension percentages are of: all gross pay, or qualifying earnings. */
  pensionBasis: enumField("Pension basis", PENSION_BASES).default("gross"),
  /** The employer's pension contribution, percent of the same basis (reported; employer cost). */
  employerPensionContribution: percentField(
    "Employer pension contribution",
  ).default(0),
  /** Class 1 NI category letter (A standard; C over State Pension age; B, H, J, M, V, Z). */
  niCategory: nationalInsuranceCategoryField.default("A"),
};

/** The rule checked once the figures are known (calculateSalary and compareSalaries throw). */
export const NET_NOT_NEGATIVE_RULE =
  "take-home pay is never negative: when income tax (on pay, benefits in kind and any K code), NI, student loans, the pension and childcare vouchers would be more than gross pay, the calculation is refused, naming benefitsInKind, taxCode, pensionContribution or childcareVouchers";

/** The salary rules that involve several fields; each broken rule becomes an issue in `issues`. */
export function salaryLimitIssues(
  value: {
    grossSalary: number;
    payFrequency: (typeof PAY_FREQUENCIES)[number];
    bonus: number;
    overtime: number;
    childcareVouchers: number;
    pensionContribution: number;
    pensionBasis: (typeof PENSION_BASES)[number];
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
  // Childcare vouchers and the pension contribution (any method) come out of gross pay; a pension
  // alone is at most 100 % of its basis.
  const vouchersPence = toPence(value.childcareVouchers);
  if (vouchersPence === 0 || grossPay > MAX_MONEY) return;
  const grossPence =
    toPence(value.grossSalary) * periods +
    toPence(value.bonus) +
    toPence(value.overtime);
  const pensionBp = percentToBasisPoints(value.pensionContribution);
  const { lowerPence, upperPence } = compiledRates(
    value.taxYear,
  ).qualifyingEarnings;
  const basisPence =
    value.pensionBasis === "gross"
      ? grossPence
      : Math.max(0, Math.min(grossPence, upperPence) - lowerPence);
  if (vouchersPence * E4 + basisPence * pensionBp > grossPence * E4) {
    issues.push({
      code: "custom",
      path: ["childcareVouchers"],
      message:
        "Childcare vouchers and the pension contribution together cannot be more than gross pay",
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
  /** Joined the voucher scheme before 6 April 2011: £55 a week exempt whatever the rate band. */
  childcareVouchersBefore2011: booleanField(
    "Childcare vouchers before 2011",
  ).default(false),
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
      "childcare vouchers plus the pension contribution (any method, on its basis) are at most gross pay",
      SCOTTISH_ONLY_CODES_RULE,
      NET_NOT_NEGATIVE_RULE,
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
  /** Student and postgraduate loans together. */
  studentLoan: money,
  /** The postgraduate loan's part of `studentLoan` (0 without one). */
  postgraduateLoan: money,
  /** The employee's pension contribution taken from pay. */
  pension: money,
  /** Relief-at-source basic-rate relief the scheme adds to the pot (0 for other methods). */
  pensionTaxRelief: money,
  /** Childcare vouchers taken from pay (salary sacrifice). */
  childcareVouchers: money,
  /** The part of the vouchers free of tax and NI (the exempt amount for the rate band, at most). */
  childcareVouchersExempt: money,
  personalAllowance: money,
  taxableIncome: money,
  /** Employer Class 1 NI (the NI category's rates; per period with a bonus). */
  employerNationalInsurance: money,
  /** Employer Class 1A NI on benefits in kind. */
  employerClass1ANationalInsurance: money,
  /** The employer's pension contribution. */
  employerPension: money,
  /** Gross pay + employer Class 1 and Class 1A NI + the employer's pension contribution. */
  employerCost: money,
  /** (incomeTax + nationalInsurance) / grossAnnual, a fraction; 0 when gross is 0. */
  effectiveTaxRate: ratio,
  /** Income tax + employee NI + student loan on the next £1 of pay, a fraction. */
  marginalRate: ratio,
  /** Coded remarks on year-specific rules (for example `plan5-first-repayment-2026`). */
  notes: resultNotes,
});

export type SalaryResult = z.output<typeof salaryResultSchema>;
