import { z } from "zod";
import { inputSchema, resultSchema, withRules } from "../schemas.js";
import type { IssueSink } from "../schemas.js";
import { REGIONS, STUDENT_LOAN_PLANS } from "../enumerations.js";
import { enumField, money, moneyField } from "../schema-fields.js";
import { taxCodeField, taxCodeRegionRule } from "../tax-code/tax-code.schema.js";
import { TAX_YEARS } from "../tax-years/index.js";
import { classOneContributions } from "../national-insurance/national-insurance.schema.js";
import { NATIONAL_INSURANCE_CATEGORIES, PAYROLL_FREQUENCIES } from "../tax-years/tax-year-rates.js";

/** Schemas of the payroll functions (rules: docs/payroll-rules.md). Lean on purpose: they run per payslip. */

export const payrollFrequencyField = enumField("Pay frequency", PAYROLL_FREQUENCIES);
export const nationalInsuranceCategoryField = enumField(
  "NI category",
  NATIONAL_INSURANCE_CATEGORIES,
);
export const regionField = enumField("Region", REGIONS);

export function integerField(label: string, min: number, max?: number) {
  const field = z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a number`,
    })
    .int(`${label} must be a whole number`);
  // Without a fixed maximum, the object's check names the maximum for the pay frequency.
  return max === undefined
    ? field.min(min, `${label} must be ${String(min)} or more`)
    : field
        .min(min, `${label} must be between ${String(min)} and ${String(max)}`)
        .max(max, `${label} must be between ${String(min)} and ${String(max)}`);
}

export function booleanField(label: string) {
  return z.boolean({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be true or false`,
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

export function checkPeriodAt(
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
  const periods = TAX_YEARS[value.taxYear].payroll.frequencies[value.payFrequency].periodsPerYear;
  const max = allowExtraWeek ? maxPeriod(value.taxYear, value.payFrequency) : periods;
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

export const payePeriodTaxInputSchema = withRules(
  inputSchema("PAYE period tax input", {
    taxCode: taxCodeField,
    region: regionField,
    payFrequency: payrollFrequencyField,
    period: integerField("Period", 1).describe(
      "Tax period: 1–12 monthly, 1–52 weekly (53 = week 53, worked on the week 1 basis).",
    ),
    week1Month1: booleanField("Week 1 / month 1").describe(
      "Week 1 / month 1 (non-cumulative) basis; a W1/M1/X suffix on the code also sets it.",
    ),
    grossPayThisPeriod: moneyField("Gross pay this period").describe(
      "Taxable pay of this period (after net-pay pension and salary sacrifice).",
    ),
    taxablePayToDate: moneyField("Taxable pay to date").describe(
      "Taxable pay to date, including this period.",
    ),
    taxPaidToDate: moneyField("Tax paid to date").describe(
      "Tax deducted to date, before this period.",
    ),
  }),
  taxCodeRegionRule,
  {
    text: "period is at most the pay frequency's periods in a year, plus one (week 53) for weekly-table frequencies",
    check(value, issues) {
      checkPeriodAt(value, ["period"], issues, true);
    },
  },
);

export type PayePeriodTaxInput = z.input<typeof payePeriodTaxInputSchema>;
export type ParsedPayePeriodTaxInput = z.output<typeof payePeriodTaxInputSchema>;

export const payePeriodTaxResultSchema = resultSchema({
  taxDueThisPeriod: z.number().describe("Tax to deduct this period; negative is a refund."),
  taxDueToDate: z
    .number()
    .describe("Tax deducted to date after this period (tax paid to date + this period)."),
  taxCarriedForward: money.describe(
    "K codes only: tax not deducted this period because of the 50 % regulatory limit.",
  ),
});
export type PayePeriodTaxResult = z.output<typeof payePeriodTaxResultSchema>;

// ── calculatePeriodNationalInsurance ────────────────────────────────────────────────────────

export const periodNationalInsuranceInputSchema = inputSchema("Period National Insurance input", {
  category: nationalInsuranceCategoryField,
  payFrequency: payrollFrequencyField,
  grossPay: moneyField("Gross pay").describe("NI-able pay of the period."),
});
export type PeriodNationalInsuranceInput = z.input<typeof periodNationalInsuranceInputSchema>;
export type ParsedPeriodNationalInsuranceInput = z.output<
  typeof periodNationalInsuranceInputSchema
>;

export const periodNationalInsuranceResultSchema = resultSchema({
  ...classOneContributions,
  earningsAtLel: money.describe(
    "Earnings at the lower earnings limit (the LEL itself once pay reaches it), as HMRC reports.",
  ),
  earningsLelToPt: money.describe(
    "Earnings above the LEL up to the primary threshold (no NI, but a qualifying year).",
  ),
  earningsPtToUel: money.describe(
    "Earnings above the primary threshold up to the upper earnings limit.",
  ),
});
export type PeriodNationalInsuranceResult = z.output<typeof periodNationalInsuranceResultSchema>;

// ── calculateDirectorNationalInsurance ─────────────────────────────────────────────────────

export const directorNationalInsuranceInputSchema = inputSchema(
  "Director National Insurance input",
  {
    category: nationalInsuranceCategoryField,
    earningsInYear: moneyField("Earnings in year").describe(
      "NI-able earnings in the director's annual (or pro-rata) earnings period.",
    ),
    proRataWeeks: integerField("Pro-rata weeks", 1, 52).describe(
      "Weeks in the earnings period: 52 for a full year, fewer when appointed during the year.",
    ),
  },
);
export type DirectorNationalInsuranceInput = z.input<typeof directorNationalInsuranceInputSchema>;
export const directorNationalInsuranceResultSchema = resultSchema(classOneContributions).describe(
  "Class 1 NI of a director's annual (or pro-rata) earnings period.",
);
export type DirectorNationalInsuranceResult = z.output<
  typeof directorNationalInsuranceResultSchema
>;

// ── calculatePeriodStudentLoan ─────────────────────────────────────────────────────────────

export const periodStudentLoanInputSchema = inputSchema("Period student loan input", {
  payFrequency: payrollFrequencyField,
  studentLoanPlan: enumField("Student loan plan", STUDENT_LOAN_PLANS).describe(
    "One undergraduate plan (or none); `postgraduate` here is the postgraduate loan alone.",
  ),
  postgraduateLoan: booleanField("Postgraduate loan")
    .default(false)
    .describe("A postgraduate loan alongside the undergraduate plan."),
  earnings: moneyField("Earnings").describe("NI-able pay of the period."),
});
export type PeriodStudentLoanInput = z.input<typeof periodStudentLoanInputSchema>;
export const periodStudentLoanResultSchema = resultSchema({
  studentLoan: money.describe("Undergraduate plan deduction, whole pounds."),
  postgraduateLoan: money.describe("Postgraduate loan deduction, whole pounds."),
});
export type PeriodStudentLoanResult = z.output<typeof periodStudentLoanResultSchema>;
