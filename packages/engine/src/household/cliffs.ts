/**
 * The cliffs of adjusted net income: amounts where one more pound costs more than its tax, each
 * from the year's data.
 */
import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import type { CliffReason } from "../enumerations.js";
import { E4 } from "../money.js";
import { DEFAULT_TAX_YEAR, getTaxYear } from "../tax-years/index.js";
import type { TaxYearId } from "../tax-years/index.js";

/** A cliff of adjusted net income and why it is one. */
export interface AdjustedNetIncomeCliff {
  /** Pounds. */
  readonly adjustedNetIncome: number;
  readonly reasons: readonly CliffReason[];
  /** True when every reason is the Child Benefit charge's (a cliff only with children). */
  readonly withChildrenOnly: boolean;
}

/**
 * The cliffs of a year's rates, lowest first, in pence with their reasons: where the High Income
 * Child Benefit Charge starts and where it takes all the benefit (ITEPA 2003 s.681C: the threshold
 * + 100 × the income per percent); where the allowance taper starts (ITA 2007 s.35) and where
 * Tax-Free Childcare and the funded hours are lost (SI 2015/448), £100,000 each; where the taper
 * leaves no personal allowance (the limit + the allowance ÷ the taper's rate, £125,140).
 */
export function cliffsOf(c: CompiledRates): { pence: number; reasons: CliffReason[] }[] {
  const charge = c.rates.childBenefit.highIncomeCharge;
  const taperLimitPence = c.taperLimitE4 / E4;
  const reasonsByPence = new Map<number, CliffReason[]>();
  const add = (pence: number, reason: CliffReason) => {
    reasonsByPence.set(pence, [...(reasonsByPence.get(pence) ?? []), reason]);
  };
  add(charge.incomeThreshold * 100, "child-benefit-charge-starts");
  add((charge.incomeThreshold + 100 * charge.incomePerPercent) * 100, "child-benefit-charge-full");
  add(taperLimitPence, "allowance-taper-starts");
  add(c.rates.childcareSupport.adjustedNetIncomeLimit * 100, "childcare-support-lost");
  add(
    taperLimitPence + (c.personalAllowancePounds * 100 * E4) / c.taperBp,
    "no-personal-allowance",
  );
  return [...reasonsByPence]
    .sort(([a], [b]) => a - b)
    .map(([pence, reasons]) => ({ pence, reasons }));
}

/** True when a cliff's reasons are all the Child Benefit charge's. */
export function isChildBenefitCliff(reasons: readonly CliffReason[]): boolean {
  return reasons.every((reason) => reason.startsWith("child-benefit-charge"));
}

/**
 * The cliffs of adjusted net income in a tax year, lowest first, each with its reasons (the
 * Child Benefit charge's two only matter with children).
 *
 * @example getAdjustedNetIncomeCliffs('2026-27').map((cliff) => cliff.adjustedNetIncome) // [60000, 80000, 100000, 125140]
 */
export function getAdjustedNetIncomeCliffs(taxYear?: TaxYearId): readonly AdjustedNetIncomeCliff[] {
  getTaxYear(taxYear); // refuses a year that is not one
  return cliffsOf(compiledRates(taxYear ?? DEFAULT_TAX_YEAR)).map(({ pence, reasons }) =>
    Object.freeze({
      adjustedNetIncome: pence / 100,
      reasons: Object.freeze(reasons),
      withChildrenOnly: isChildBenefitCliff(reasons),
    }),
  );
}
