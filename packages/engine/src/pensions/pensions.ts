import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import type { PensionBasis, PensionMethod } from "../enumerations.js";
import {
  E4,
  exactOf,
  exactToPence,
  halfUpE4ToPence,
  percentToBasisPoints,
  product,
  toPence,
  toPounds,
} from "../money.js";
import type { Exact } from "../money.js";
import { parseInput } from "../parse-input.js";
import { pensionInputSchema } from "./pensions.schema.js";
import type { PensionInput, PensionResult } from "./pensions.schema.js";

/**
 * Whether a method takes the contribution off pay before income tax (net pay, salary sacrifice).
 * Net pay arrangements and salary sacrifice come out of pay before tax; relief at source is paid from taxed pay: https://www.gov.uk/tax-on-your-private-pension/pension-tax-relief.
 */
export function reducesTaxablePay(method: PensionMethod): boolean {
  return method !== "relief-at-source";
}

/**
 * Whether a method takes the contribution off pay before NI and student loans (salary sacrifice).
 * Salary sacrifice lowers the pay itself: https://www.gov.uk/guidance/salary-sacrifice-and-the-effects-on-paye.
 */
export function reducesNiablePay(method: PensionMethod): boolean {
  return method === "salary-sacrifice";
}

/**
 * The pay a pension percentage applies to (pence): all of gross pay, or the part of it within the
 * year's qualifying earnings band (the auto-enrolment limits).
 * Qualifying earnings: https://www.gov.uk/workplace-pensions/what-you-your-employer-and-the-government-pay.
 */
export function pensionablePayPence(
  grossPence: number,
  basis: PensionBasis,
  c: CompiledRates,
): number {
  if (basis === "gross") return grossPence;
  const { lowerPence, upperPence } = c.qualifyingEarnings;
  if (grossPence <= lowerPence) return 0;
  return (grossPence < upperPence ? grossPence : upperPence) - lowerPence;
}

/**
 * The employee's contribution into the pot a year (E4, exact): `bp` of the pensionable pay, or a
 * fixed amount (pence) where one is given instead.
 */
export function contributionE4(
  grossPence: number,
  basis: PensionBasis,
  bp: number,
  fixedPence: number | null,
  c: CompiledRates,
): number {
  return fixedPence === null ? pensionablePayPence(grossPence, basis, c) * bp : fixedPence * E4;
}

/**
 * The contribution on the next £1 of gross pay (bp): the rate, unless the basis is qualifying
 * earnings and the pay is outside the band (nothing more is pensionable).
 */
export function contributionMarginalBp(
  grossPence: number,
  basis: PensionBasis,
  bp: number,
  fixedPence: number | null,
  c: CompiledRates,
): number {
  const { lowerPence, upperPence } = c.qualifyingEarnings;
  return basis === "gross" ||
    fixedPence !== null ||
    (grossPence > lowerPence && grossPence < upperPence)
    ? bp
    : 0;
}

/**
 * Relief at source: the member pays the contribution less basic-rate relief, and the scheme claims
 * the relief from HMRC into the pot (Finance Act 2004 s.192(1)–(3),
 * https://www.legislation.gov.uk/ukpga/2004/12/section/192). The member's cost of a gross
 * contribution, exactly: contribution × (1 − the relief rate). The relief is the rest.
 */
export function memberCostOfReliefAtSource(contributionE4: number, c: CompiledRates): Exact {
  return product(contributionE4, E4 - c.reliefAtSourceBp);
}

/**
 * What the member's pay goes down by for a contribution (E4) under a method: the contribution
 * less relief at source's basic-rate relief, or all of it (net pay, salary sacrifice).
 */
export function memberCost(contributionE4: number, method: PensionMethod, c: CompiledRates): Exact {
  return method === "relief-at-source"
    ? memberCostOfReliefAtSource(contributionE4, c)
    : exactOf(contributionE4);
}

/**
 * What a contribution of `contributionBp` of the next £1 of pay costs the member's pay, in basis
 * points (a fraction, not rounded): all of it, or less basic-rate relief under relief at source
 * (as `memberCost`; Finance Act 2004 s.192, https://www.legislation.gov.uk/ukpga/2004/12/section/192).
 */
export function memberCostRateBp(
  contributionBp: number,
  method: PensionMethod,
  c: CompiledRates,
): number {
  return method === "relief-at-source"
    ? (contributionBp * (E4 - c.reliefAtSourceBp)) / E4
    : contributionBp;
}

/**
 * An employee pension contribution as a percentage of gross pay, by method: net pay (before
 * income tax), relief at source (paid from net pay at 80 %, the scheme adds basic-rate relief)
 * or salary sacrifice (before tax and NI).
 *
 * @example calculatePension({ grossPay: 40_000, contribution: 5, method: 'relief-at-source' })
 * // { employeeCost: 1600, taxRelief: 400, totalContribution: 2000, taxablePayReduction: 0, niablePayReduction: 0 }
 */
export function calculatePension(input: PensionInput): PensionResult {
  const parsed = parseInput(pensionInputSchema, input);
  const c = compiledRates(parsed.taxYear);
  const contributionE4 = toPence(parsed.grossPay) * percentToBasisPoints(parsed.contribution);
  const costPence = exactToPence(memberCost(contributionE4, parsed.method, c));
  // The pot gets the whole contribution; the relief is what the member did not pay of it.
  const totalPence = halfUpE4ToPence(contributionE4);
  return {
    taxYear: parsed.taxYear,
    employeeCost: toPounds(costPence),
    taxRelief: toPounds(parsed.method === "relief-at-source" ? totalPence - costPence : 0),
    totalContribution: toPounds(parsed.method === "relief-at-source" ? totalPence : costPence),
    taxablePayReduction: toPounds(reducesTaxablePay(parsed.method) ? totalPence : 0),
    niablePayReduction: toPounds(reducesNiablePay(parsed.method) ? totalPence : 0),
  };
}

/**
 * True when childcare vouchers and a pension contribution of `pensionBp` of `basisPence` together
 * come out of gross pay (pence): both are taken from it, so they can be at most all of it.
 */
export function sacrificesWithinPay(
  grossPence: number,
  vouchersPence: number,
  basisPence: number,
  pensionBp: number,
): boolean {
  return vouchersPence * E4 + basisPence * pensionBp <= grossPence * E4;
}
