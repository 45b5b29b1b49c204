/**
 * Mortgage affordability rules (product rules, not tax figures; DESIGN §2 and spec §9).
 * The mortgage calculator takes no tax year: take-home uses the default year.
 */
export const MORTGAGE_RULES = {
  source:
    "DESIGN.md §2 Mortgage; spec §9 (recommended payment 30–40 % of net income)",
  defaultIncomeMultiple: 4.5,
  maxIncomeMultiple: 10,
  minTermYears: 1,
  maxTermYears: 40,
  maxInterestRate: 100,
  monthsPerYear: 12,
  /** Rating: payment-to-income ≤ good → good; ≤ warning → warning; above → high (percent). */
  goodRatioLimit: 30,
  warningRatioLimit: 40,
  /** The take-home assumed: England, 1257L, no loan, no pension. */
  taxCode: "1257L",
} as const;
