import { z } from "zod";
import { PENSION_METHODS, STUDENT_LOAN_PLANS } from "../enumerations.js";
import { inputSchema, withRules } from "../schemas.js";
import { enumField, money, moneyField, objectError, percentField } from "../schema-fields.js";
import {
  taxCodeField,
  taxCodeRegionIssue,
  taxCodeRegionRule,
} from "../tax-code/tax-code.schema.js";
import type { IssueSink } from "../schemas.js";
import type { TaxYearId } from "../tax-years/index.js";
import { NATIONAL_INSURANCE_CATEGORIES, PAYROLL_FREQUENCIES } from "../tax-years/tax-year-rates.js";
import { salaryResultSchema } from "../take-home/take-home.schema.js";
import {
  booleanField,
  checkPeriodAt,
  integerField,
  nationalInsuranceCategoryField,
  payrollFrequencyField,
  regionField,
} from "./payroll.schema.js";

/** Schemas of calculatePayslips: its input, each payslip, the totals and the coded reasons. */

// ── calculatePayslips ──────────────────────────────────────────────────────────────────────

/** At most this many pay rises, and as many tax-code changes, in a year of payslips. */
export const MAX_PAYSLIP_CHANGES = 12;

/** A list of changes from a period on: at most MAX_PAYSLIP_CHANGES, optional. */
function changesField<Shape extends z.core.$ZodLooseShape>(label: string, shape: Shape) {
  return z
    .array(z.strictObject(shape, { error: objectError(label) }), {
      error: (issue) =>
        issue.input === undefined ? `${label}s are required` : `${label}s must be a list`,
    })
    .max(MAX_PAYSLIP_CHANGES, `${label}s: at most ${String(MAX_PAYSLIP_CHANGES)} in a year`)
    .optional();
}

/**
 * The rules of a list of changes: each period within the year (2 to the year's periods: a change
 * from period 1 is the input's own value) and the periods strictly increasing.
 */
function checkChangePeriods(
  value: { payFrequency: (typeof PAYROLL_FREQUENCIES)[number]; taxYear: TaxYearId },
  changes: readonly { period: number }[] | undefined,
  key: string,
  label: string,
  issues: IssueSink,
): void {
  if (changes === undefined) return;
  changes.forEach((change, index) => {
    const path = [key, index, "period"];
    checkPeriodAt({ ...value, period: change.period }, path, issues, false, label);
    const before = changes[index - 1];
    if (before !== undefined && change.period <= before.period)
      issues.push({
        code: "custom",
        message: `${label} must come after the one before it (period ${String(before.period)})`,
        path,
        input: change.period,
      });
  });
}

export const payslipsInputSchema = withRules(
  inputSchema("Payslips input", {
    grossSalary: moneyField("Salary").describe(
      "Annual salary, paid in equal parts each period (the last period takes any odd pence).",
    ),
    payFrequency: payrollFrequencyField,
    taxCode: taxCodeField,
    region: regionField,
    studentLoanPlan: enumField("Student loan plan", STUDENT_LOAN_PLANS),
    postgraduateLoan: booleanField("Postgraduate loan").default(false),
    pensionContribution: percentField("Pension contribution"),
    pensionMethod: enumField("Pension method", PENSION_METHODS).default("net-pay"),
    niCategory: nationalInsuranceCategoryField.default("A"),
    payRises: changesField("Pay rise", {
      period: integerField("Pay rise period", 2).describe(
        "The first period paid at the new salary (2 or more: period 1 pays `grossSalary`).",
      ),
      grossSalary: moneyField("New salary").describe(
        "The annual salary paid from this period on, in equal parts (the last period takes any odd pence).",
      ),
    }).describe("Pay rises (or cuts), each from a period on, periods increasing."),
    taxCodeChanges: changesField("Tax code change", {
      period: integerField("Tax code change period", 2).describe(
        "The first period taxed on the new code (2 or more: period 1 uses `taxCode`).",
      ),
      taxCode: taxCodeField.describe(
        "The code in force from this period on, with or without a W1/M1/X suffix (a cumulative code after a month-1 one recalculates from the totals to date: the period can be a refund).",
      ),
    }).describe("Tax codes issued during the year, each from a period on, periods increasing."),
    /** A one-off bonus added to one period's pay. */
    bonus: z
      .strictObject(
        {
          amount: moneyField("Bonus"),
          period: integerField("Bonus period", 1),
        },
        { error: objectError("Bonus") },
      )
      .optional(),
  }),
  taxCodeRegionRule,
  {
    text: "each pay rise and tax-code change is from a period between 2 and the pay frequency's periods in a year, in increasing order; each changed tax code follows the tax code rules on region",
    check(value, issues) {
      checkChangePeriods(value, value.payRises, "payRises", "Pay rise period", issues);
      checkChangePeriods(
        value,
        value.taxCodeChanges,
        "taxCodeChanges",
        "Tax code change period",
        issues,
      );
      value.taxCodeChanges?.forEach((change, index) => {
        // The region rules of each code, reported at its own place in the list.
        taxCodeRegionIssue(
          { taxCode: change.taxCode, region: value.region, taxYear: value.taxYear },
          {
            push: (issue) => {
              if (issue.path[0] === "taxCode")
                issues.push({ ...issue, path: ["taxCodeChanges", index, "taxCode"] });
            },
          },
        );
      });
    },
  },
  {
    text: "the bonus period is at most the pay frequency's periods in a year",
    check(value, issues) {
      if (value.bonus === undefined) return;
      checkPeriodAt(
        { ...value, period: value.bonus.period },
        ["bonus", "period"],
        issues,
        false,
        "Bonus period",
      );
    },
  },
);
export type PayslipsInput = z.input<typeof payslipsInputSchema>;
export type ParsedPayslipsInput = z.output<typeof payslipsInputSchema>;

export const payslipSchema = z.object({
  period: z.number(),
  gross: money,
  taxablePay: money.describe(
    "Pay subject to PAYE this period (gross − net-pay pension or salary sacrifice).",
  ),
  tax: z.number().describe("Income tax; negative is a refund."),
  employeeNI: money,
  employerNI: money,
  studentLoan: money.describe("Student loan plus postgraduate loan, whole pounds."),
  postgraduateLoan: money,
  pension: money,
  net: z.number(),
  taxablePayToDate: money,
  taxPaidToDate: z.number(),
});
export type Payslip = z.output<typeof payslipSchema>;

export const payslipTotalsSchema = z.object({
  gross: money,
  taxablePay: money,
  tax: z.number(),
  employeeNI: money,
  employerNI: money,
  studentLoan: money,
  postgraduateLoan: money,
  pension: money,
  net: money,
});
export type PayslipTotals = z.output<typeof payslipTotalsSchema>;

export const PAYSLIP_DIFFERENCE_FIELDS = [
  "gross",
  "tax",
  "employeeNI",
  "employerNI",
  "studentLoan",
  "pension",
  "net",
] as const;

// ── Reasons: why a payslip total differs from the annual figure ──────────────────────────────
// Data, not words: each reason is a `code` with the figures a sentence needs (pounds, period
// numbers, percentages); the README's table of codes suggests a sentence for each. The rules
// behind them are numbered in docs/payroll-rules.md.

/** A pay period number (1-based). */
const periodNumber = z.number().int().min(1);
/** A count of pay periods in the year (52, 26, 13 or 12). */
const periodCount = z.number().int().min(1);
/** A percentage as a number: 20 means 20 %. */
const percent = z.number();

/** gross: the salary divides into equal payslips (no odd pence). */
export const salaryEqualPartsReasonSchema = z.object({
  code: z.literal("salary-equal-parts"),
  periods: periodCount,
  perPeriod: money.describe("Salary on each payslip, pounds."),
  untilPeriod: periodNumber.describe(
    "The last period paid at this salary: `periods`, or the period before the first pay rise.",
  ),
});
/** gross: the salary does not divide into whole pence; the last payslip takes the odd pence. */
export const salaryOddPenceReasonSchema = z.object({
  code: z.literal("salary-odd-pence"),
  periods: periodCount,
  perPeriod: money.describe("Salary on each of the first `periods − 1` payslips, pounds."),
  lastPeriod: money.describe("Salary on the last payslip (bonus excluded), pounds."),
});
/** gross: the salary changes from a period on. */
export const payRiseReasonSchema = z.object({
  code: z.literal("pay-rise"),
  period: periodNumber,
  from: money.describe("The annual salary before, pounds."),
  to: money.describe("The annual salary from this period on, pounds."),
  perPeriod: money.describe(
    "Salary on each payslip at the new salary, pounds (the year's last payslip also takes its odd pence).",
  ),
});
/** tax: a new tax code from a period on (a cumulative one after a week-1/month-1 one recalculates the year to date). */
export const taxCodeChangeReasonSchema = z.object({
  code: z.literal("tax-code-change"),
  period: periodNumber,
  from: z.string().describe("The code before, as normalised."),
  to: z.string().describe("The code from this period on."),
  tax: z.number().describe("This period's tax, pounds: negative is a refund."),
});
/** gross: a one-off bonus is paid in one period. */
export const bonusPaidReasonSchema = z.object({
  code: z.literal("bonus-paid"),
  period: periodNumber,
  amount: money,
});
/** tax: the code's free pay (code × 10 + 9, per period, rounded up) against the personal allowance (rule 1). */
export const payeFreePayUpliftReasonSchema = z.object({
  code: z.literal("paye-free-pay-uplift"),
  taxCode: z.string(),
  freePayPerPeriod: money.describe("Free pay of one pay period, pounds."),
  freePayPerYear: money.describe("freePayPerPeriod × periods, pounds."),
  codeMultiplier: z.number().describe("10: the code number is pounds ÷ 10."),
  codeUplift: z.number().describe("9: pounds added to code × 10 before the split into periods."),
  personalAllowance: money.describe("The personal allowance of the annual calculation, pounds."),
});
/** tax: the annual figure tapers the personal allowance; payroll only does so through a new code (rule 10). */
export const personalAllowanceTaperReasonSchema = z.object({
  code: z.literal("personal-allowance-taper"),
  incomeLimit: money.describe("Adjusted net income above which the allowance tapers, pounds."),
  fullPersonalAllowance: money.describe("The untapered personal allowance, pounds."),
  personalAllowance: money.describe("The tapered allowance of the annual calculation, pounds."),
});
/**
 * tax: relief at source — payroll knows nothing of the contribution, so the payslips are compared
 * with the annual tax before the relief above the basic rate, which the member claims (rule 11).
 */
export const reliefAtSourceClaimReasonSchema = z.object({
  code: z.literal("relief-at-source-claim"),
  claim: money.describe(
    "The relief above the basic rate that payroll does not give and the member claims (the annual result's reliefAtSourceClaim), pounds.",
  ),
  incomeTaxAfterClaim: money.describe(
    "The year's income tax once it is claimed (the annual result's incomeTax), pounds.",
  ),
});
/** tax: a K code adds its amount to taxable pay each period (rule 4). */
export const kCodeAdditionReasonSchema = z.object({
  code: z.literal("k-code-addition"),
  taxCode: z.string(),
  addedPerPeriod: money.describe("Pay added each period, pounds."),
});
/** tax: the overriding limit held back tax in one period, on any code; the excess is carried (rule 4). One per period. */
export const overridingLimitReasonSchema = z.object({
  code: z.literal("overriding-limit"),
  period: periodNumber,
  carried: money.describe("Tax not deducted in this period and carried to later ones, pounds."),
  limitPercent: percent.describe(
    "50: no more than this percentage of the period's pay is deducted as tax.",
  ),
});
/** tax: a flat-rate code (BR, D0, D1, SBR, SD0–SD3) taxes whole pounds at one rate (rule 3). */
export const flatRateCodeReasonSchema = z.object({
  code: z.literal("flat-rate-code"),
  taxCode: z.string(),
  ratePercent: percent,
});
/** tax: code NT, no tax through payroll. */
export const noTaxCodeReasonSchema = z.object({
  code: z.literal("no-tax-code"),
});
/** tax: a W1/M1/X suffix, every payslip on its own (rule 5). */
export const week1Month1BasisReasonSchema = z.object({
  code: z.literal("week1-month1-basis"),
  suffix: z.enum(["W1", "M1", "X"]),
  fromPeriod: periodNumber.describe("The first period taxed on that basis."),
  toPeriod: periodNumber.describe("The last period taxed on that basis."),
});
/** tax: cumulative PAYE, whole pounds to date, pro-rated bands, tax cut to the penny (rule 2). */
export const payeCumulativeRoundingReasonSchema = z.object({
  code: z.literal("paye-cumulative-rounding"),
  periods: periodCount,
});
/** tax: the bonus period's tax against a normal period's, with only period/periods of the bands (rule 2). */
export const bonusPeriodTaxReasonSchema = z.object({
  code: z.literal("bonus-period-tax"),
  period: periodNumber,
  periods: periodCount,
  tax: z.number().describe("Tax deducted in the bonus period, pounds."),
  normalTax: z.number().describe("Tax deducted in a normal period, pounds."),
});
/** tax: cumulative PAYE catches up after the bonus: the next period deducts less than normal. */
export const bonusCatchUpReasonSchema = z.object({
  code: z.literal("bonus-catch-up"),
  period: periodNumber.describe("The period after the bonus."),
  tax: z.number().describe("Tax deducted in that period, pounds."),
});
/** tax: the bonus used bands the rest of the year does not need back: later payslips unchanged. */
export const bonusNoCatchUpReasonSchema = z.object({
  code: z.literal("bonus-no-catch-up"),
  period: periodNumber.describe("The bonus period."),
});
/** employeeNI: each payslip against HMRC's period thresholds, each band rounded on its own (rules 6–7). */
export const periodNiThresholdsReasonSchema = z.object({
  code: z.literal("period-ni-thresholds"),
  periods: periodCount,
  primaryThreshold: money.describe("Period primary threshold, pounds."),
  upperEarningsLimit: money.describe("Period upper earnings limit, pounds."),
  primaryThresholdOverYear: money.describe("primaryThreshold × periods, pounds."),
  upperEarningsLimitOverYear: money.describe("upperEarningsLimit × periods, pounds."),
  annualPrimaryThreshold: money,
  annualUpperEarningsLimit: money,
});
/** employerNI: each payslip against the period secondary threshold, each band rounded (rules 6–8). */
export const periodNiSecondaryThresholdReasonSchema = z.object({
  code: z.literal("period-ni-secondary-threshold"),
  periods: periodCount,
  secondaryThreshold: money.describe("Period secondary threshold, pounds."),
  secondaryThresholdOverYear: money.describe("secondaryThreshold × periods, pounds."),
  annualSecondaryThreshold: money,
});
/** employeeNI: NI has no year to date; the bonus period's pay above the UEL pays only the upper rate (rule 6). */
export const bonusPeriodNiReasonSchema = z.object({
  code: z.literal("bonus-period-ni"),
  period: periodNumber,
  upperEarningsLimit: money.describe("Period upper earnings limit, pounds."),
  amount: money.describe(
    "NI-able pay of the bonus period above the upper earnings limit, pounds (0 if none).",
  ),
  upperRatePercent: percent.describe(
    "Employee rate above the upper earnings limit for the category (2 for category A).",
  ),
});
/** employeeNI and employerNI: the payslips use another NI category; the annual figure assumes A. */
export const niCategoryReasonSchema = z.object({
  code: z.literal("ni-category"),
  category: z.enum(NATIONAL_INSURANCE_CATEGORIES),
});
/** studentLoan: no student or postgraduate loan. */
export const noStudentLoanReasonSchema = z.object({
  code: z.literal("no-student-loan"),
});
/** studentLoan: per-payslip deductions above the period threshold, whole pounds down (rule 9). */
export const loanWholePoundsReasonSchema = z.object({
  code: z.literal("loan-whole-pounds"),
  /** Each loan's threshold for one pay period, pounds. */
  thresholds: z.array(
    z.object({
      plan: z.enum(["plan1", "plan2", "plan4", "plan5", "postgraduate"]),
      threshold: money,
    }),
  ),
});
/** studentLoan: the bonus period repays more than a normal one. */
export const bonusPeriodLoanReasonSchema = z.object({
  code: z.literal("bonus-period-loan"),
  period: periodNumber,
});
/** pension: no contribution. */
export const noPensionReasonSchema = z.object({
  code: z.literal("no-pension"),
});
/** pension: the contribution is worked out and rounded to the penny on each payslip. */
export const pensionPerPeriodReasonSchema = z.object({
  code: z.literal("pension-per-period"),
  /** The contribution, percent of pay. */
  percent,
});
/** net: take-home is the same; the deduction differences cancel out. */
export const netSameReasonSchema = z.object({
  code: z.literal("net-same"),
});
/** net: take-home differs by the deduction differences; the largest of them named. */
export const netFromDeductionsReasonSchema = z.object({
  code: z.literal("net-from-deductions"),
  largestField: z.enum(["tax", "employeeNI", "studentLoan", "pension"]),
  largestDifference: z.number().describe("That field's difference (payslips − annual), pounds."),
});

export const payslipReasonSchema = z.discriminatedUnion("code", [
  salaryEqualPartsReasonSchema,
  salaryOddPenceReasonSchema,
  payRiseReasonSchema,
  bonusPaidReasonSchema,
  payeFreePayUpliftReasonSchema,
  personalAllowanceTaperReasonSchema,
  reliefAtSourceClaimReasonSchema,
  kCodeAdditionReasonSchema,
  overridingLimitReasonSchema,
  flatRateCodeReasonSchema,
  noTaxCodeReasonSchema,
  week1Month1BasisReasonSchema,
  taxCodeChangeReasonSchema,
  payeCumulativeRoundingReasonSchema,
  bonusPeriodTaxReasonSchema,
  bonusCatchUpReasonSchema,
  bonusNoCatchUpReasonSchema,
  periodNiThresholdsReasonSchema,
  periodNiSecondaryThresholdReasonSchema,
  bonusPeriodNiReasonSchema,
  niCategoryReasonSchema,
  noStudentLoanReasonSchema,
  loanWholePoundsReasonSchema,
  bonusPeriodLoanReasonSchema,
  noPensionReasonSchema,
  pensionPerPeriodReasonSchema,
  netSameReasonSchema,
  netFromDeductionsReasonSchema,
]);
/** Why a payslip total differs from the annual figure: a `code` and the figures behind it. */
export type PayslipReason = z.output<typeof payslipReasonSchema>;
/** Every reason code. */
export type PayslipReasonCode = PayslipReason["code"];

export const payslipDifferenceSchema = z.object({
  field: z.enum(PAYSLIP_DIFFERENCE_FIELDS),
  payslipTotal: z.number().describe("The year's payslips added up."),
  annual: z
    .number()
    .describe(
      "The same figure from the annual calculation (`annual`); for tax and net, as the payslips take them (`payslipIncomeTax`, `payslipNetAnnual`: with relief at source, before the relief to claim; otherwise incomeTax and netAnnual).",
    ),
  difference: z.number().describe("payslipTotal − annual."),
  reasons: z
    .array(payslipReasonSchema)
    .describe("Why they differ, as data (the README lists the codes with a sentence for each)."),
});
export type PayslipDifference = z.output<typeof payslipDifferenceSchema>;

export const payslipsResultSchema = z.object({
  taxYear: z.string(),
  payFrequency: z.enum(PAYROLL_FREQUENCIES),
  payslips: z.array(payslipSchema),
  totals: payslipTotalsSchema,
  annual: salaryResultSchema.describe(
    "calculateSalary's answer for the same inputs (annual salary + bonus).",
  ),
  differences: z.array(payslipDifferenceSchema),
});
export type PayslipsResult = z.output<typeof payslipsResultSchema>;
