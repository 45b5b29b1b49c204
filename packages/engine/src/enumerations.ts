/** Enumerations of the spec (§3), as readonly arrays for schemas and pickers. */

export const PAY_FREQUENCIES = ["annual", "monthly", "weekly", "daily"] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const REGIONS = ["england", "wales", "scotland", "northern-ireland"] as const;
export type Region = (typeof REGIONS)[number];

export const STUDENT_LOAN_PLANS = [
  "none",
  "plan1",
  "plan2",
  "plan4",
  "plan5",
  "postgraduate",
] as const;
export type StudentLoanPlan = (typeof STUDENT_LOAN_PLANS)[number];

export const PENSION_METHODS = ["net-pay", "relief-at-source", "salary-sacrifice"] as const;
export type PensionMethod = (typeof PENSION_METHODS)[number];

/**
 * What a pension percentage is of: all gross pay, or the auto-enrolment qualifying earnings
 * (pay between the year's lower and upper limits).
 */
export const PENSION_BASES = ["gross", "qualifying-earnings"] as const;
export type PensionBasis = (typeof PENSION_BASES)[number];

/**
 * How a contractor's contract is taxed: outside IR35 through the worker's limited company; inside
 * IR35 as an umbrella company's employee; or inside IR35 on the fee-payer's payroll as a deemed
 * employee (the off-payroll working rules, ITEPA 2003 Part 2 Chapter 10).
 */
export const IR35_STATUSES = ["outside", "inside-umbrella", "inside-payroll"] as const;
export type Ir35Status = (typeof IR35_STATUSES)[number];

export const AFFORDABILITY_RATINGS = ["good", "warning", "high"] as const;
export type AffordabilityRating = (typeof AFFORDABILITY_RATINGS)[number];

/**
 * Which limit sets a lender's maximum mortgage (`calculateMortgage`'s `lenderMaxMortgage`): the
 * income multiple, the monthly budget at the interest rate, or the budget at the stressed rate.
 */
export const MORTGAGE_LIMITS = ["incomeMultiple", "budget", "stressTest"] as const;
export type MortgageLimit = (typeof MORTGAGE_LIMITS)[number];

/**
 * How a tax code becomes an allowance in `calculateSalary`:
 * - `statutory` (default): the annual liability. 1257L frees £12,570, L/M/N allowances taper over
 *   £100,000, student loans are exact.
 * - `paye`: HMRC's payroll / HMRC app convention. 1257L frees £12,579 (code × 10 + 9), a code is
 *   used as supplied (no taper), student loans are whole pounds rounded down (nothing under £12).
 */
export const ALLOWANCE_CONVENTIONS = ["statutory", "paye"] as const;
export type AllowanceConvention = (typeof ALLOWANCE_CONVENTIONS)[number];

/**
 * Why an amount of adjusted net income is a cliff: the Child Benefit charge starts or takes all
 * the benefit; the personal allowance taper starts; Tax-Free Childcare and the funded hours are
 * lost; no personal allowance is left.
 */
export const CLIFF_REASONS = [
  "child-benefit-charge-starts",
  "child-benefit-charge-full",
  "allowance-taper-starts",
  "childcare-support-lost",
  "no-personal-allowance",
] as const;
export type CliffReason = (typeof CLIFF_REASONS)[number];
