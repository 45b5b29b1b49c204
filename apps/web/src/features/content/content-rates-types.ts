/** Rows the content pages render, derived from the engine's rate tables in `rates.ts`. */

/** An income tax band as gov.uk shows it: gross income, for someone with the standard personal allowance. */
export interface IncomeTaxBandRow {
  readonly name: string;
  /** Fraction, e.g. 0.2. */
  readonly rate: number;
  /** First pound of gross income taxed at this rate. */
  readonly from: number;
  /** Last pound, or null for the open top band. */
  readonly to: number | null;
}

export type StudentLoanPlanId =
  "plan1" | "plan2" | "plan4" | "plan5" | "postgraduate";

export interface StudentLoanRow {
  readonly plan: StudentLoanPlanId;
  readonly label: string;
  readonly annualThreshold: number;
  readonly monthlyThreshold: number;
  readonly weeklyThreshold: number;
  /** Fraction of income over the threshold. */
  readonly rate: number;
}

export type TaxRegime = "rUK" | "scotland";
