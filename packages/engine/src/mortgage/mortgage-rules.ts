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
  /**
   * The lender's stress test: can the budget still repay the loan at the interest rate plus 3
   * percentage points? The Bank of England's Financial Policy Committee set this test in 2014
   * (3 points above the reversion rate, over the first five years), to be read with the FCA's
   * rule that lenders allow for likely rate rises, MCOB 11.6.18(2):
   * https://www.handbook.fca.org.uk/handbook/MCOB/11/6.html . The FPC withdrew its test from
   * 1 August 2022 (https://www.bankofengland.co.uk/paper/2022/an-fpc-response-consultation-on-withdrawal-of-the-affordability-test-recommendation);
   * lenders still stress under MCOB 11.6.18, and 3 points is the familiar benchmark.
   */
  stressRateAddition: 3,
} as const;
