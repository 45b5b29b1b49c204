/**
 * What-ifs on a year of pay: how far pension or Gift Aid brings adjusted net income under each
 * cliff (the Child Benefit charge's start and end, the £100,000 taper and childcare limit, the end
 * of the personal allowance), and the marginal rate of the whole year. Each one evaluates the same
 * calculation again with one input changed (`evaluate`, the take-home's own), so every figure
 * comes from the rules that give the result.
 */
import type { CliffReason } from "../enumerations.js";
import { childBenefitChargeRate } from "../child-benefit/child-benefit.js";
import { giftAidPaidForGrossPence } from "../income-tax/gift-aid.js";
import { E4, halfUpE4ToPence } from "../money.js";
import { pensionablePayPence, sacrificesWithinPay } from "../pensions/pensions.js";
import type { TakeHomeFigures, TakeHomeProblem } from "../take-home/take-home-figures.js";
import { cliffsOf, isChildBenefitCliff } from "./cliffs.js";
import { hasIncomeTaxEffect, taxesOtherIncome } from "./household.js";
import type { HouseholdFigures, HouseholdProblem } from "./household.js";

/** One evaluation of a year of pay. */
export interface YearOfPay {
  readonly problem: TakeHomeProblem;
  readonly household: HouseholdProblem;
  readonly figures: TakeHomeFigures;
  readonly year: HouseholdFigures;
}

/** The take-home's calculation of a year: the take-home, the payslips' tax and the household. */
export type EvaluateYear = (problem: TakeHomeProblem, household: HouseholdProblem) => YearOfPay;

/** A change's effect, pence (null where the change cannot be made). */
export interface StayUnderRow {
  readonly cliffPence: number;
  readonly reasons: readonly CliffReason[];
  readonly excessPence: number;
  readonly pension: {
    /** The pension contribution, basis points of the pension basis. */
    readonly contributionBp: number;
    readonly extraPensionPence: number;
    readonly takeHomeCostPence: number;
    readonly taxSavedPence: number;
    readonly chargeSavedPence: number;
    readonly childcareSupportSavedPence: number;
  } | null;
  readonly giftAid: { readonly donationPence: number; readonly costPence: number } | null;
}

/** Income tax (all income), employee NI and loans for the year, pence. */
function taxNiAndLoansPence(y: YearOfPay): number {
  return y.year.totalIncomeTaxPence + y.figures.nationalInsurancePence + y.figures.studentLoanPence;
}

/**
 * For each cliff adjusted net income is over: the smallest pension percentage (to 2 decimal places)
 * that brings it to the cliff, by the chosen method and basis, and what that costs and saves; and
 * the Gift Aid that would do it instead. A percentage over 100, or one the pay cannot bear (net
 * pay below zero, or vouchers and pension over gross pay), gives no pension row.
 */
export function toStayUnder(now: YearOfPay, evaluate: EvaluateYear): StayUnderRow[] {
  const { problem, household } = now;
  const c = problem.rates;
  const cliffs = cliffsOf(c).filter(
    ({ pence, reasons }) =>
      now.year.adjustedNetIncomePence > pence &&
      (household.childBenefitChildren > 0 || !isChildBenefitCliff(reasons)),
  );
  return cliffs.map(({ pence: cliffPence, reasons }) => {
    const excessPence = now.year.adjustedNetIncomePence - cliffPence;
    return {
      cliffPence,
      reasons,
      excessPence,
      pension: pensionToStayUnder(now, excessPence, evaluate),
      giftAid: giftAidToStayUnder(now, excessPence, evaluate),
    };
  });
}

function pensionToStayUnder(
  now: YearOfPay,
  excessPence: number,
  evaluate: EvaluateYear,
): StayUnderRow["pension"] {
  const { problem } = now;
  if (problem.pensionAmountPence !== null) return null;
  const basisPence = pensionablePayPence(
    problem.grossPayPence,
    problem.pensionBasis,
    problem.rates,
  );
  if (basisPence === 0) return null;
  // The contribution is basis × bp (E4): the least bp whose contribution is `excess` more.
  const contributionBp = Math.ceil((now.figures.contributionE4 + excessPence * E4) / basisPence);
  if (contributionBp > E4) return null;
  if (
    !sacrificesWithinPay(
      problem.grossPayPence,
      problem.childcareVouchersPence,
      basisPence,
      contributionBp,
    )
  )
    return null;
  const after = evaluate({ ...problem, pensionBp: contributionBp }, now.household);
  if (after.figures.netPence < 0) return null;
  return {
    contributionBp,
    extraPensionPence: halfUpE4ToPence(after.figures.contributionE4 - now.figures.contributionE4),
    takeHomeCostPence: now.year.yearNetPence - after.year.yearNetPence,
    taxSavedPence: taxNiAndLoansPence(now) - taxNiAndLoansPence(after),
    chargeSavedPence: now.year.chargePence - after.year.chargePence,
    childcareSupportSavedPence:
      now.year.childcare.lost && !after.year.childcare.lost ? now.year.childcare.atStakePence : 0,
  };
}

function giftAidToStayUnder(
  now: YearOfPay,
  excessPence: number,
  evaluate: EvaluateYear,
): StayUnderRow["giftAid"] {
  if (!taxesOtherIncome(now.problem.taxCode)) return null;
  const donationPence = giftAidPaidForGrossPence(excessPence, now.problem.rates);
  const after = evaluate(now.problem, {
    ...now.household,
    giftAidPaidPence: now.household.giftAidPaidPence + donationPence,
  });
  return { donationPence, costPence: now.year.yearNetPence - after.year.yearNetPence };
}

/** The next £200 of gross pay the year's marginal rate is measured on (pence). */
const MARGINAL_STEP_PENCE = 20_000;

/**
 * The year's marginal rate: income tax on all income, employee NI and loans on the next £200 of
 * gross pay, per £1 (the taper moves in whole pounds: £200 measures it fairly), and your Child
 * Benefit charge at its own rate on the adjusted net income that £200 adds (the charge rises a
 * percentage at a time; `childBenefitChargeRate`). With pay the only income and no children, the
 * take-home's own marginal rate on the next £1 (`marginalBp`), which the year adds nothing to.
 */
export function yearMarginalRate(now: YearOfPay, evaluate: EvaluateYear): number {
  if (now.household.childBenefitChildren === 0 && !hasIncomeTaxEffect(now.household))
    return Math.round(now.figures.marginalBp) / E4;
  const next = evaluate(
    { ...now.problem, grossPayPence: now.problem.grossPayPence + MARGINAL_STEP_PENCE },
    now.household,
  );
  const chargeRate =
    now.year.chargedTo === "you"
      ? childBenefitChargeRate(
          now.year.adjustedNetIncomePence,
          now.year.childBenefitPence,
          now.problem.rates.rates.childBenefit,
        )
      : 0;
  const addedIncomePence = next.year.adjustedNetIncomePence - now.year.adjustedNetIncomePence;
  const costPence =
    taxNiAndLoansPence(next) - taxNiAndLoansPence(now) + chargeRate * addedIncomePence;
  return Math.round((costPence * E4) / MARGINAL_STEP_PENCE) / E4;
}
