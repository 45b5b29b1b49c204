import { compiledRates } from "../compiled-rates.js";
import { toPence, toPounds } from "../money.js";
import { parseInput } from "../parse-input.js";
import type { ChildcareSupportRates } from "../tax-years/tax-year-rates.js";
import { childcareSupportInputSchema } from "./childcare-support.schema.js";
import type { ChildcareSupportInput, ChildcareSupportResult } from "./childcare-support.schema.js";

/**
 * How far an adjusted net income (pence) is over the limit for Tax-Free Childcare and the funded
 * hours (0 within it): either parent over £100,000 loses both for the household. The Childcare
 * Payments (Eligibility) Regulations 2015: https://www.legislation.gov.uk/uksi/2015/448;
 * https://www.gov.uk/tax-free-childcare; https://www.gov.uk/30-hours-free-childcare.
 */
export function childcareIncomeOverLimitPence(
  adjustedNetIncomePence: number,
  rates: ChildcareSupportRates,
): number {
  return Math.max(0, adjustedNetIncomePence - toPence(rates.adjustedNetIncomeLimit));
}

/**
 * Whether Tax-Free Childcare and the funded hours are lost at these incomes, and what is at stake.
 *
 * @example calculateChildcareSupport({ children: 1, adjustedNetIncome: 100_001 }).yourIncomeOverLimit // 1
 */
export function calculateChildcareSupport(input: ChildcareSupportInput): ChildcareSupportResult {
  const parsed = parseInput(childcareSupportInputSchema, input);
  const rates = compiledRates(parsed.taxYear).rates.childcareSupport;
  const yours = childcareIncomeOverLimitPence(toPence(parsed.adjustedNetIncome), rates);
  const partners = childcareIncomeOverLimitPence(
    toPence(parsed.partnerAdjustedNetIncome ?? 0),
    rates,
  );
  return {
    taxYear: parsed.taxYear,
    lost: yours > 0 || partners > 0,
    adjustedNetIncomeLimit: rates.adjustedNetIncomeLimit,
    yourIncomeOverLimit: toPounds(yours),
    partnerIncomeOverLimit: toPounds(partners),
    taxFreeChildcareAtStake: parsed.children * rates.taxFreeChildcarePerChild,
  };
}
