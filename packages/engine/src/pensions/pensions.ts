import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import type { PensionBasis, PensionMethod } from "../enumerations.js";
import {
  E4,
  addAmount,
  addExact,
  addProduct,
  exactZero,
  percentToBasisPoints,
  roundExactToPence,
  toPence,
  toPounds,
} from "../money.js";
import type { Exact } from "../money.js";
import { parseInput } from "../parse-input.js";
import { pensionInputSchema } from "./pensions.schema.js";
import type { PensionInput, PensionResult } from "./pensions.schema.js";

export interface PensionBreakdown {
  /** The contribution as a percentage of gross pay (E4): what goes into the pot in total. */
  contributionE4: number;
  /** Taken off pay before income tax (net pay, salary sacrifice). */
  taxablePayReductionE4: number;
  /** Taken off pay before NI and student loans (salary sacrifice). */
  niablePayReductionE4: number;
  /** Reduces adjusted net income (all methods: the gross contribution). */
  adjustedNetIncomeReductionE4: number;
}

/** Whether a method takes the contribution off pay before income tax (net pay, salary sacrifice). */
export function reducesTaxablePay(method: PensionMethod): boolean {
  return method !== "relief-at-source";
}

/** Whether a method takes the contribution off pay before NI and student loans (salary sacrifice). */
export function reducesNiablePay(method: PensionMethod): boolean {
  return method === "salary-sacrifice";
}

/**
 * The pay a pension percentage applies to (pence): all of gross pay, or the part of it within the
 * year's qualifying earnings band (the auto-enrolment limits).
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
 * The employee's pension contribution on gross pay (pence) at `contributionBp`; adds what pay goes
 * down by to `cost` and any relief-at-source top-up to `relief`.
 */
export function pensionOn(
  cost: Exact,
  relief: Exact,
  grossPayPence: number,
  contributionBp: number,
  method: PensionMethod,
  c: CompiledRates,
): PensionBreakdown {
  const contributionE4 = grossPayPence * contributionBp;
  if (method === "relief-at-source") {
    addProduct(cost, contributionE4, E4 - c.reliefAtSourceBp);
    addProduct(relief, contributionE4, c.reliefAtSourceBp);
  } else {
    addAmount(cost, contributionE4);
  }
  return {
    contributionE4,
    taxablePayReductionE4: reducesTaxablePay(method) ? contributionE4 : 0,
    niablePayReductionE4: reducesNiablePay(method) ? contributionE4 : 0,
    adjustedNetIncomeReductionE4: contributionE4,
  };
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
  const cost = exactZero();
  const relief = exactZero();
  const breakdown = pensionOn(
    cost,
    relief,
    toPence(parsed.grossPay),
    percentToBasisPoints(parsed.contribution),
    parsed.method,
    c,
  );
  const costPence = roundExactToPence(cost);
  const total = exactZero();
  addExact(total, cost);
  addExact(total, relief);
  const reliefPence = roundExactToPence(total) - costPence;
  return {
    taxYear: parsed.taxYear,
    employeeCost: toPounds(costPence),
    taxRelief: toPounds(reliefPence),
    totalContribution: toPounds(costPence + reliefPence),
    taxablePayReduction: toPounds(
      roundExactToPence({ hi: breakdown.taxablePayReductionE4, lo: 0 }),
    ),
    niablePayReduction: toPounds(roundExactToPence({ hi: breakdown.niablePayReductionE4, lo: 0 })),
  };
}
