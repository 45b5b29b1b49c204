import type { z } from "zod";
import { inputSchema, resultSchema, withRules } from "../schemas.js";
import type { CrossFieldRule } from "../schemas.js";
import {
  ALLOWANCE_CONVENTIONS,
  PAY_FREQUENCIES,
  PENSION_BASES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
} from "../enumerations.js";
import { booleanField, nationalInsuranceCategoryField } from "../payroll/payroll.schema.js";
import {
  MAX_MONEY,
  enumField,
  money,
  moneyField,
  percentField,
  ratio,
  resultNotes,
} from "../schema-fields.js";
import { taxCodeField, taxCodeRegionRule } from "../tax-code/tax-code.schema.js";
import { compiledRates, periodsPerYear } from "../compiled-rates.js";
import { percentToBasisPoints, toPence } from "../money.js";
import { pensionablePayPence, sacrificesWithinPay } from "../pensions/pensions.js";
import { TAX_YEAR_IDS } from "../tax-years/index.js";
import type { TaxYearId } from "../tax-years/index.js";
import {
  householdCodeRule,
  householdFields,
  householdResultFields,
  stayUnderResultField,
} from "../household/household.schema.js";
import { salaryBreakdownSchema } from "./breakdown.schema.js";

/**
 * Ask for the take-home's breakdown (`salaryBreakdownSchema`) with the result: calculateSalary's,
 * and the take-home reverse and hourly find. Off by default.
 */
export const includeBreakdownField = booleanField("Include breakdown").default(false);

/** The fields a take-home calculation needs besides the pay itself (shared with reverse). */
export const deductionFields = {
  payFrequency: enumField("Pay frequency", PAY_FREQUENCIES).default("annual"),
  region: enumField("Region", REGIONS).default("england"),
  taxCode: taxCodeField.default("1257L"),
  studentLoanPlan: enumField("Student loan plan", STUDENT_LOAN_PLANS).default("none"),
  pensionContribution: percentField("Pension contribution").default(0),
  pensionMethod: enumField("Pension method", PENSION_METHODS).default("net-pay"),
  postgraduateLoan: booleanField("Postgraduate loan")
    .default(false)
    .describe("A postgraduate loan besides `studentLoanPlan` (6 % over its own threshold)."),
  pensionBasis: enumField("Pension basis", PENSION_BASES)
    .default("gross")
    .describe("What the pension percentages are of: all gross pay, or qualifying earnings."),
  /** The employer's pension contribution, percent of the same basis (reported; employer cost). */
  employerPensionContribution: percentField("Employer pension contribution").default(0),
  niCategory: nationalInsuranceCategoryField
    .default("A")
    .describe(
      "Class 1 NI category letter (A standard; C over State Pension age; B, H, J, M, V, Z).",
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
  pensionBasis: (typeof PENSION_BASES)[number];
  taxYear: TaxYearId;
}

/** Annual gross pay: salary × the pay frequency's periods + bonus + overtime (pounds). */
function grossPayOf(value: SalaryLimitFields): number {
  const periods = periodsPerYear(compiledRates(value.taxYear), value.payFrequency);
  return value.grossSalary * periods + value.bonus + value.overtime;
}

/** The most pay periods a year any supported year and frequency has (a bound for the rule below). */
const MOST_PERIODS_PER_YEAR = Math.max(
  ...TAX_YEAR_IDS.flatMap((id) =>
    PAY_FREQUENCIES.map((frequency) => periodsPerYear(compiledRates(id), frequency)),
  ),
);

const grossPayLimitRule: CrossFieldRule<SalaryLimitFields> = {
  text: "gross pay a year (salary × pay periods + bonus + overtime) is at most £100,000,000",
  check(value, issues) {
    // Within the limit at the most periods a year: no need to look up this year's periods.
    if (
      value.grossSalary * MOST_PERIODS_PER_YEAR + value.bonus + value.overtime <= MAX_MONEY ||
      grossPayOf(value) <= MAX_MONEY
    )
      return;
    issues.push({
      code: "custom",
      path: ["grossSalary"],
      message: "Gross pay (salary a year, bonus and overtime) must be at most £100,000,000",
      input: value,
    });
  },
};

const sacrificeLimitRule: CrossFieldRule<SalaryLimitFields> = {
  text: "childcare vouchers plus the pension contribution (any method, on its basis) are at most gross pay",
  check(value, issues) {
    // Childcare vouchers and the pension contribution (any method) come out of gross pay; a
    // pension alone is at most 100 % of its basis.
    if (value.childcareVouchers === 0 || grossPayOf(value) > MAX_MONEY) return;
    const rates = compiledRates(value.taxYear);
    const grossPence =
      toPence(value.grossSalary) * periodsPerYear(rates, value.payFrequency) +
      toPence(value.bonus) +
      toPence(value.overtime);
    const basisPence = pensionablePayPence(grossPence, value.pensionBasis, rates);
    const pensionBp = percentToBasisPoints(value.pensionContribution);
    if (sacrificesWithinPay(grossPence, toPence(value.childcareVouchers), basisPence, pensionBp))
      return;
    issues.push({
      code: "custom",
      path: ["childcareVouchers"],
      message:
        "Childcare vouchers and the pension contribution together cannot be more than gross pay",
      input: value,
    });
  },
};

/** Checked once the figures are known: calculateSalary and compareSalaries throw. */
const netNotNegativeRule: CrossFieldRule<SalaryLimitFields> = {
  text: "take-home pay is never negative: when income tax (on pay, benefits in kind and any K code), NI, student loans, the pension and childcare vouchers would be more than gross pay, the calculation is refused, naming benefitsInKind, taxCode, pensionContribution or childcareVouchers",
};

export const salaryInputSchema = withRules(
  inputSchema("Salary input", {
    grossSalary: moneyField("Salary"),
    ...deductionFields,
    bonus: moneyField("Bonus").default(0),
    overtime: moneyField("Overtime").default(0),
    benefitsInKind: moneyField("Benefits in kind").default(0),
    childcareVouchers: moneyField("Childcare vouchers").default(0),
    childcareVouchersBefore2011: booleanField("Childcare vouchers before 2011")
      .default(false)
      .describe(
        "Joined the voucher scheme before 6 April 2011: £55 a week exempt whatever the rate band.",
      ),
    allowanceConvention: enumField("Allowance convention", ALLOWANCE_CONVENTIONS).default(
      "statutory",
    ),
    ...householdFields,
    includeBreakdown: includeBreakdownField.describe(
      "Add `breakdown` to the result: the allowance, each income-tax and NI band, each loan, the pension, salary sacrifice and the employer's cost, line by line. Off by default: it costs many small objects per call. (compareSalaries accepts it in each salary and ignores it.)",
    ),
  }),
  grossPayLimitRule,
  sacrificeLimitRule,
  taxCodeRegionRule,
  householdCodeRule,
  netNotNegativeRule,
);

export type SalaryInput = z.input<typeof salaryInputSchema>;
export type ParsedSalaryInput = z.output<typeof salaryInputSchema>;

/** The deductions from pay every take-home result reports (salary, reverse and compare). */
export const takeHomeDeductions = {
  incomeTax: money.describe("Income tax for the year."),
  nationalInsurance: money.describe("Employee Class 1 National Insurance for the year."),
  studentLoan: money.describe("Student and postgraduate loan repayments."),
  postgraduateLoan: money.describe("The postgraduate loan's part of studentLoan (0 without one)."),
  pension: money.describe("The employee's pension contribution taken from pay."),
};

/**
 * Relief at source as the payslips take it (salary, compare and reverse results): PAYE knows
 * nothing of a relief-at-source contribution, so the payslips take more tax than the year's
 * liability, and the rest of the relief is the member's to claim.
 */
export const payslipFigures = {
  payslipIncomeTax: money.describe(
    "Income tax as the payslips take it over the year: with relief at source PAYE knows nothing of the contribution, so the band limits are not extended and adjusted net income is not reduced by it (the same income tax rules, without the contribution). Equal to incomeTax for the other pension methods and without a pension.",
  ),
  reliefAtSourceClaim: money.describe(
    "Relief at source: the tax relief above the basic rate the scheme adds, which the member gets only by claiming it (Self Assessment, or asking HMRC to change the tax code): payslipIncomeTax − incomeTax. 0 for net pay, salary sacrifice and no pension, and when no income is taxed above the basic rate (in Scotland: above the 20 % rate, so an intermediate-rate taxpayer claims 1 %).",
  ),
  payslipNetAnnual: money.describe(
    "Take-home for the year on the payslips, before any claim: the year's take-home less reliefAtSourceClaim.",
  ),
  payslipNetMonthly: money.describe("payslipNetAnnual / 12."),
};

export const salaryResultSchema = resultSchema({
  grossAnnual: money.describe("Annual gross pay: annualised salary + bonus + overtime."),
  netAnnual: money.describe(
    "Take-home for the year: grossAnnual − childcareVouchers − the deductions.",
  ),
  netMonthly: money.describe("netAnnual / 12."),
  netWeekly: money.describe("netAnnual / 52."),
  ...takeHomeDeductions,
  ...payslipFigures,
  pensionTaxRelief: money.describe(
    "Relief-at-source basic-rate relief the scheme adds to the pot (0 for other methods).",
  ),
  childcareVouchers: money.describe("Childcare vouchers taken from pay (salary sacrifice)."),
  childcareVouchersExempt: money.describe(
    "The part of the vouchers free of tax and NI (the exempt amount for the rate band, at most).",
  ),
  personalAllowance: money.describe(
    "The allowance the tax code gave (whole pounds), after any taper.",
  ),
  taxableIncome: money.describe(
    "Pay and benefits in kind that income tax was charged on, after the allowance.",
  ),
  employerNationalInsurance: money.describe(
    "Employer Class 1 NI (the NI category's rates; per period with a bonus).",
  ),
  employerClass1ANationalInsurance: money.describe("Employer Class 1A NI on benefits in kind."),
  employerPension: money.describe("The employer's pension contribution."),
  employerCost: money.describe(
    "Gross pay + employer Class 1 and Class 1A NI + the employer's pension contribution.",
  ),
  effectiveTaxRate: ratio.describe(
    "(incomeTax + nationalInsurance) / grossAnnual, a fraction; 0 when gross is 0.",
  ),
  marginalRate: ratio.describe(
    "Income tax + employee NI + student loan on the next £1 of pay, a fraction (pay alone; yearMarginalRate counts other income and the Child Benefit charge).",
  ),
  ...householdResultFields,
  notes: resultNotes,
  ...stayUnderResultField,
  breakdown: salaryBreakdownSchema.optional(),
});

export type SalaryResult = z.output<typeof salaryResultSchema>;
