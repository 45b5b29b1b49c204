import { z } from "zod";
import {
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
} from "../enumerations.js";
import {
  enumField,
  money,
  moneyField,
  objectError,
  percentField,
} from "../schema-fields.js";
import {
  taxCodeField,
  taxCodeRegionIssue,
  type IssueSink,
} from "../tax-code/tax-code.schema.js";
import { TAX_YEARS } from "../tax-years/index.js";
import { taxYearField, taxYearResult } from "../tax-years/tax-year-field.js";
import {
  NATIONAL_INSURANCE_CATEGORIES,
  PAYROLL_FREQUENCIES,
} from "../tax-years/tax-year-rates.js";
import { salaryResultSchema } from "../take-home/take-home.schema.js";

/** Schemas of the payroll functions (DESIGN.md "Payroll"). Lean on purpose: they run per payslip. */

export const payrollFrequencyField = enumField(
  "Pay frequency",
  PAYROLL_FREQUENCIES,
);
export const nationalInsuranceCategoryField = enumField(
  "NI category",
  NATIONAL_INSURANCE_CATEGORIES,
);
const regionField = enumField("Region", REGIONS);

function integerField(label: string, min: number, max?: number) {
  const field = z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required`
          : `${label} must be a number`,
    })
    .int(`${label} must be a whole number`);
  // Without a fixed maximum, the object's check names the maximum for the pay frequency.
  return max === undefined
    ? field.min(min, `${label} must be ${String(min)} or more`)
    : field
        .min(min, `${label} must be between ${String(min)} and ${String(max)}`)
        .max(max, `${label} must be between ${String(min)} and ${String(max)}`);
}

function booleanField(label: string) {
  return z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? `${label} is required`
        : `${label} must be true or false`,
  });
}

/** Highest period number: weekly-table payrolls may have a week 53 (54, 56) payment; monthly ones cannot. */
export function maxPeriod(
  taxYear: keyof typeof TAX_YEARS,
  frequency: (typeof PAYROLL_FREQUENCIES)[number],
): number {
  const rates = TAX_YEARS[taxYear];
  const periods = rates.payroll.frequencies[frequency];
  return periods.tablePeriodsPerYear === rates.payPeriods.weekly
    ? periods.periodsPerYear + 1
    : periods.periodsPerYear;
}

function checkPeriodAt(
  value: {
    period: number;
    payFrequency: (typeof PAYROLL_FREQUENCIES)[number];
    taxYear: keyof typeof TAX_YEARS;
  },
  path: (string | number)[],
  issues: IssueSink,
  allowExtraWeek: boolean,
  label = "Period",
): void {
  const periods =
    TAX_YEARS[value.taxYear].payroll.frequencies[value.payFrequency]
      .periodsPerYear;
  const max = allowExtraWeek
    ? maxPeriod(value.taxYear, value.payFrequency)
    : periods;
  if (value.period > max) {
    issues.push({
      code: "custom",
      message: `${label} must be between 1 and ${String(max)} for ${value.payFrequency} pay`,
      path,
      input: value.period,
    });
  }
}

// ── calculatePayePeriodTax ──────────────────────────────────────────────────────────────────

export const payePeriodTaxInputSchema = z
  .strictObject(
    {
      taxCode: taxCodeField,
      region: regionField,
      payFrequency: payrollFrequencyField,
      /** Tax period: 1–12 monthly, 1–52 weekly (53 = week 53, worked on the week 1 basis). */
      period: integerField("Period", 1),
      /** Week 1 / month 1 (non-cumulative) basis; a W1/M1/X suffix on the code also sets it. */
      week1Month1: booleanField("Week 1 / month 1"),
      /** Taxable pay of this period (after net-pay pension and salary sacrifice). */
      grossPayThisPeriod: moneyField("Gross pay this period"),
      /** Taxable pay to date, including this period. */
      taxablePayToDate: moneyField("Taxable pay to date"),
      /** Tax deducted to date, before this period. */
      taxPaidToDate: moneyField("Tax paid to date"),
      taxYear: taxYearField,
    },
    { error: objectError("PAYE period tax input") },
  )
  .check((ctx) => {
    taxCodeRegionIssue(ctx.value, ctx.issues);
    checkPeriodAt(ctx.value, ["period"], ctx.issues, true);
  });

export type PayePeriodTaxInput = z.input<typeof payePeriodTaxInputSchema>;
export type ParsedPayePeriodTaxInput = z.output<
  typeof payePeriodTaxInputSchema
>;

export const payePeriodTaxResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
  /** Tax to deduct this period; negative is a refund. */
  taxDueThisPeriod: z.number(),
  /** Tax deducted to date after this period (tax paid to date + this period). */
  taxDueToDate: z.number(),
  /** K codes only: tax not deducted this period because of the 50 % regulatory limit. */
  taxCarriedForward: money,
});
export type PayePeriodTaxResult = z.output<typeof payePeriodTaxResultSchema>;

// ── calculatePeriodNationalInsurance ────────────────────────────────────────────────────────

export const periodNationalInsuranceInputSchema = z.strictObject(
  {
    category: nationalInsuranceCategoryField,
    payFrequency: payrollFrequencyField,
    /** NI-able pay of the period. */
    grossPay: moneyField("Gross pay"),
    taxYear: taxYearField,
  },
  { error: objectError("Period National Insurance input") },
);
export type PeriodNationalInsuranceInput = z.input<
  typeof periodNationalInsuranceInputSchema
>;
export type ParsedPeriodNationalInsuranceInput = z.output<
  typeof periodNationalInsuranceInputSchema
>;

export const periodNationalInsuranceResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
  employee: money,
  employer: money,
  /** Earnings at the lower earnings limit (the LEL itself once pay reaches it), as HMRC reports. */
  earningsAtLel: money,
  earningsLelToPt: money,
  earningsPtToUel: money,
});
export type PeriodNationalInsuranceResult = z.output<
  typeof periodNationalInsuranceResultSchema
>;

// ── calculateDirectorNationalInsurance ─────────────────────────────────────────────────────

export const directorNationalInsuranceInputSchema = z.strictObject(
  {
    category: nationalInsuranceCategoryField,
    /** NI-able earnings in the director's annual (or pro-rata) earnings period. */
    earningsInYear: moneyField("Earnings in year"),
    /** Weeks in the earnings period: 52 for a full year, fewer when appointed during the year. */
    proRataWeeks: integerField("Pro-rata weeks", 1, 52),
    taxYear: taxYearField,
  },
  { error: objectError("Director National Insurance input") },
);
export type DirectorNationalInsuranceInput = z.input<
  typeof directorNationalInsuranceInputSchema
>;
export const directorNationalInsuranceResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
  employee: money,
  employer: money,
});
export type DirectorNationalInsuranceResult = z.output<
  typeof directorNationalInsuranceResultSchema
>;

// ── calculatePeriodStudentLoan ─────────────────────────────────────────────────────────────

export const periodStudentLoanInputSchema = z.strictObject(
  {
    payFrequency: payrollFrequencyField,
    /** One undergraduate plan (or none); `postgraduate` here is the postgraduate loan alone. */
    studentLoanPlan: enumField("Student loan plan", STUDENT_LOAN_PLANS),
    /** A postgraduate loan alongside the undergraduate plan. */
    postgraduateLoan: booleanField("Postgraduate loan").default(false),
    /** NI-able pay of the period. */
    earnings: moneyField("Earnings"),
    taxYear: taxYearField,
  },
  { error: objectError("Period student loan input") },
);
export type PeriodStudentLoanInput = z.input<
  typeof periodStudentLoanInputSchema
>;
export const periodStudentLoanResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
  /** Undergraduate plan deduction, whole pounds. */
  studentLoan: money,
  /** Postgraduate loan deduction, whole pounds. */
  postgraduateLoan: money,
});
export type PeriodStudentLoanResult = z.output<
  typeof periodStudentLoanResultSchema
>;

// ── calculatePayslips ──────────────────────────────────────────────────────────────────────

export const payslipsInputSchema = z
  .strictObject(
    {
      /** Annual salary, paid in equal parts each period (the last period takes any odd pence). */
      grossSalary: moneyField("Salary"),
      payFrequency: payrollFrequencyField,
      taxCode: taxCodeField,
      region: regionField,
      studentLoanPlan: enumField("Student loan plan", STUDENT_LOAN_PLANS),
      postgraduateLoan: booleanField("Postgraduate loan").default(false),
      pensionContribution: percentField("Pension contribution"),
      pensionMethod: enumField("Pension method", PENSION_METHODS).default(
        "net-pay",
      ),
      niCategory: nationalInsuranceCategoryField.default("A"),
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
      taxYear: taxYearField,
    },
    { error: objectError("Payslips input") },
  )
  .check((ctx) => {
    const value = ctx.value;
    taxCodeRegionIssue(value, ctx.issues);
    if (value.bonus !== undefined) {
      checkPeriodAt(
        { ...value, period: value.bonus.period },
        ["bonus", "period"],
        ctx.issues,
        false,
        "Bonus period",
      );
    }
  });
export type PayslipsInput = z.input<typeof payslipsInputSchema>;
export type ParsedPayslipsInput = z.output<typeof payslipsInputSchema>;

export const payslipSchema = z.object({
  period: z.number(),
  gross: money,
  /** Pay subject to PAYE this period (gross − net-pay pension or salary sacrifice). */
  taxablePay: money,
  /** Income tax; negative is a refund. */
  tax: z.number(),
  employeeNI: money,
  employerNI: money,
  /** Student loan plus postgraduate loan, whole pounds. */
  studentLoan: money,
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

export const payslipDifferenceSchema = z.object({
  field: z.enum(PAYSLIP_DIFFERENCE_FIELDS),
  /** The year's payslips added up. */
  payslipTotal: z.number(),
  /** The same figure from the annual calculation (`annual`). */
  annual: z.number(),
  /** payslipTotal − annual. */
  difference: z.number(),
  /** Why they differ, in words for the person reading the payslips. */
  reason: z.string(),
});
export type PayslipDifference = z.output<typeof payslipDifferenceSchema>;

export const payslipsResultSchema = z.object({
  taxYear: z.string(),
  payFrequency: z.enum(PAYROLL_FREQUENCIES),
  payslips: z.array(payslipSchema),
  totals: payslipTotalsSchema,
  /** calculateSalary's answer for the same inputs (annual salary + bonus). */
  annual: salaryResultSchema,
  differences: z.array(payslipDifferenceSchema),
});
export type PayslipsResult = z.output<typeof payslipsResultSchema>;
