/**
 * Property income: the profits income tax is charged on, as non-savings income (ITTOIA 2005
 * Part 3: https://www.legislation.gov.uk/ukpga/2005/5/part/3).
 */
import type { CompiledRates } from "../compiled-rates.js";
import { toPence } from "../money.js";

/**
 * The taxable profits of a year's property receipts (pence): nothing when the receipts are within
 * the £1,000 property allowance (full relief); above it, the receipts less the expenses or less
 * the allowance, whichever is more (partial relief, by election, when the allowance is more);
 * never below 0 (a loss is carried forward against later property profits, not set against other
 * income here). ITTOIA 2005 ss.783BF–783BH:
 * https://www.legislation.gov.uk/ukpga/2005/5/part/6A/chapter/2;
 * https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income.
 */
export function propertyProfitsPence(
  receiptsPence: number,
  expensesPence: number,
  c: CompiledRates,
): number {
  const allowancePence = toPence(c.rates.incomeTax.propertyAllowance.amount);
  if (receiptsPence <= allowancePence) return 0;
  return Math.max(0, receiptsPence - Math.max(expensesPence, allowancePence));
}
