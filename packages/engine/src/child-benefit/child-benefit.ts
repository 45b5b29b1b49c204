import { compiledRates } from "../compiled-rates.js";
import { floorDivide, floorPenceToPounds, toPence, toPounds } from "../money.js";
import { parseInput } from "../parse-input.js";
import type { ChildBenefitRates } from "../tax-years/tax-year-rates.js";
import { childBenefitChargeInputSchema } from "./child-benefit.schema.js";
import type { ChildBenefitChargeInput, ChildBenefitChargeResult } from "./child-benefit.schema.js";

/**
 * Child Benefit for a year (pence), for `children` children: the eldest's weekly rate and each
 * other child's, for the year's weeks (× 52). https://www.gov.uk/child-benefit/what-youll-get
 */
export function childBenefitPence(children: number, rates: ChildBenefitRates): number {
  if (children === 0) return 0;
  const weeklyPence =
    toPence(rates.eldestChildWeekly) + (children - 1) * toPence(rates.otherChildWeekly);
  return weeklyPence * rates.weeksPerYear;
}

/**
 * The High Income Child Benefit Charge's percentage: 1 % for every £200 of adjusted net income
 * over £60,000, rounded down to a whole percentage, 100 % from £80,000 (ITEPA 2003 s.681C(3),
 * as Finance Act 2024 s.4 set it from 2024/25: https://www.legislation.gov.uk/ukpga/2003/1/section/681C).
 */
export function childBenefitChargePercentage(
  adjustedNetIncomePence: number,
  rates: ChildBenefitRates,
): number {
  const { incomeThreshold, incomePerPercent } = rates.highIncomeCharge;
  const excessPence = adjustedNetIncomePence - toPence(incomeThreshold);
  if (excessPence <= 0) return 0;
  return Math.min(100, floorDivide(excessPence, toPence(incomePerPercent)));
}

/**
 * The charge on each further £1 of adjusted net income, as a fraction: 1 % of the benefit (whole
 * pounds) per £200, while the charge is between none and all of it (from £60,000 to £80,000); it
 * moves a whole percentage at a time, so this is its rate over each £200 step. 0 outside.
 */
export function childBenefitChargeRate(
  adjustedNetIncomePence: number,
  benefitPence: number,
  rates: ChildBenefitRates,
): number {
  const { incomeThreshold, incomePerPercent } = rates.highIncomeCharge;
  const fromPence = toPence(incomeThreshold);
  if (
    adjustedNetIncomePence < fromPence ||
    adjustedNetIncomePence >= fromPence + 100 * toPence(incomePerPercent)
  )
    return 0;
  return floorPenceToPounds(benefitPence) / 100 / 100 / incomePerPercent;
}

/**
 * The High Income Child Benefit Charge (pence, whole pounds): the percentage of the year's
 * benefit, the benefit and the charge each in whole pounds rounded down, as HMRC's Self
 * Assessment works it out (ITEPA 2003 s.681C; https://www.gov.uk/child-benefit-tax-charge).
 * £70,000 with £2,251.60 of benefit: 50 % of £2,251 = £1,125.50 → £1,125.
 */
export function highIncomeChildBenefitChargePence(
  adjustedNetIncomePence: number,
  benefitPence: number,
  rates: ChildBenefitRates,
): number {
  const percentage = childBenefitChargePercentage(adjustedNetIncomePence, rates);
  const benefitPounds = floorPenceToPounds(benefitPence) / 100;
  return floorDivide(benefitPounds * percentage, 100) * 100;
}

/**
 * Child Benefit for the year and the High Income Child Benefit Charge on it, charged to the
 * partner with the higher adjusted net income (you, when the partner's is not given).
 *
 * @example calculateChildBenefitCharge({ childBenefitChildren: 2, adjustedNetIncome: 70_000, taxYear: '2025-26' }).highIncomeChildBenefitCharge // 1125
 */
export function calculateChildBenefitCharge(
  input: ChildBenefitChargeInput,
): ChildBenefitChargeResult {
  const parsed = parseInput(childBenefitChargeInputSchema, input);
  const rates = compiledRates(parsed.taxYear).rates.childBenefit;
  const benefitPence = childBenefitPence(parsed.childBenefitChildren, rates);
  const yoursPence = toPence(parsed.adjustedNetIncome);
  const incomePence = Math.max(yoursPence, toPence(parsed.partnerAdjustedNetIncome ?? 0));
  const chargedTo = incomePence > yoursPence ? "partner" : "you";
  const chargePence = highIncomeChildBenefitChargePence(incomePence, benefitPence, rates);
  return {
    taxYear: parsed.taxYear,
    childBenefit: toPounds(benefitPence),
    chargedTo,
    chargePercentage: benefitPence === 0 ? 0 : childBenefitChargePercentage(incomePence, rates),
    highIncomeChildBenefitCharge: toPounds(chargePence),
  };
}
