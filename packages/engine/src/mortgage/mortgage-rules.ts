/**
 * Mortgage affordability rules: product rules, not tax figures (the package README,
 * "Mortgage"). Take-home is that of the standard employee in the input's tax year.
 */
export const MORTGAGE_RULES = {
  source:
    "Product rules (package README, Mortgage): lenders' usual 4.5 × income; a payment of 30–40 % of net income is the usual affordability guide",
  defaultIncomeMultiple: 4.5,
  maxIncomeMultiple: 10,
  minTermYears: 1,
  maxTermYears: 40,
  maxInterestRate: 100,
  monthsPerYear: 12,
  /** Rating: payment-to-income ≤ good → good; ≤ warning → warning; above → high (percent). */
  goodRatioLimit: 30,
  warningRatioLimit: 40,
} as const;
