/**
 * Money: the one arithmetic of every calculator (the annual ones, the payroll, mortgage, hourly
 * and corporation tax), and the only module that rounds money or imports decimal.js.
 *
 * - Money is integer pence. Inputs arrive as pounds with at most two decimals (`toPence`);
 *   results leave as pounds (`toPounds`).
 * - A rate is whole basis points (bp: 1 % = 100 bp), so pence × bp is an exact integer, in
 *   ten-thousandths of a penny ("E4"). An amount with a part-penny (a 5 % pension on £40,000.01
 *   is £2,000.0005) is kept exact in E4; every E4 amount here is below 2^53 (£100m = 10^14 E4).
 * - An E4 amount × a rate (the tax on a band, the relief on a contribution) is in E8 and can pass
 *   2^53, so it is a BigInt, an `Exact`. Sums of them are exact.
 * - A figure a person sees is rounded once, half-up to the penny (`exactToPence`,
 *   `halfUpE4ToPence`). HMRC's payroll rules round their own ways (truncation, whole pounds):
 *   those helpers are below, each named after its rule.
 */
import Decimal from "decimal.js";
import { INVARIANT_MESSAGES, assert } from "./assert.js";

/** E4 units per penny, and basis points per 1. */
export const E4 = 10_000;
/** E4 units per pound. */
export const E4_PER_POUND = 1_000_000;

/** An exact amount of money in E8 units (hundred-millionths of a penny): E4 × bp. */
export type Exact = bigint;

const E4_BIG = 10_000n;
const HALF_PENNY_E8 = 50_000_000n;
const PENNY_E8 = 100_000_000n;

/** An E4 amount as an exact amount. */
export function exactOf(amountE4: number): Exact {
  return BigInt(amountE4) * E4_BIG;
}

/** An E4 amount times a rate in basis points, exactly. */
export function product(amountE4: number, bp: number): Exact {
  return BigInt(amountE4) * BigInt(bp);
}

/** An exact amount (≥ 0) rounded half-up to whole pence. */
export function exactToPence(amount: Exact): number {
  return Number((amount + HALF_PENNY_E8) / PENNY_E8);
}

/** An exact amount (≥ 0) in whole E4 units, rounded down. */
export function exactFloorE4(amount: Exact): number {
  return Number(amount / E4_BIG);
}

/** ⌊amountE4 × bp⌋ in E4 units, for an amount ≥ 0: a product carried as an E4 amount. */
export function productFloorE4(amountE4: number, bp: number): number {
  return exactFloorE4(product(amountE4, bp));
}

/** ⌊x / d⌋ for a safe integer x and a whole d > 0, exactly (corrects the float quotient by one). */
export function floorDivide(x: number, d: number): number {
  let q = Math.floor(x / d);
  const r = x - q * d;
  if (r < 0) q -= 1;
  else if (r >= d) q += 1;
  return q;
}

/** Half-up to whole pence, for an E4 amount ≥ 0. */
export function halfUpE4ToPence(amountE4: number): number {
  return floorDivide(amountE4 + E4 / 2, E4);
}

/** Half-up to whole pence (half away from zero below zero): an E4 amount of either sign. */
export function roundE4ToPence(amountE4: number): number {
  return amountE4 >= 0 ? halfUpE4ToPence(amountE4) : -halfUpE4ToPence(-amountE4);
}

/** `amount × numerator / denominator` rounded half up, for non-negative integers. */
export function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  const doubled = 2 * amount * numerator + denominator;
  assertSafe(doubled);
  return Math.floor(doubled / (2 * denominator));
}

/**
 * One period's share of an annual amount of free pay, HMRC-style: annual / periods cut to four
 * decimal places of a pound, then rounded UP to the penny (docs/payroll-rules.md rule 1).
 */
export function periodFreePayPence(annualPounds: number, periodsPerYear: number): number {
  const tenThousandthsOfPound = Math.floor((annualPounds * 10_000) / periodsPerYear);
  return Math.ceil(tenThousandthsOfPound / 100);
}

// ── HMRC's payroll rounding (docs/payroll-rules.md), on whole pence and pounds ──────────────

/**
 * Whole pounds of a pay amount in pence, the pence dropped, never below zero: PAYE taxes whole
 * pounds of taxable pay (rule 2) and of pay on a flat-rate code (rule 3).
 */
export function wholePoundsOfPence(pence: number): number {
  return pence > 0 ? floorDivide(pence, 100) : 0;
}

/** Tax at a rate (bp) on whole pounds, truncated to the penny: a flat-rate code's tax (rule 3). */
export function poundsAtRatePenceDown(pounds: number, bp: number): number {
  return floorDivide(pounds * bp, 100);
}

/**
 * An amount of pence at a rate (bp), truncated to the penny (pence × bp is a whole E4 amount): the
 * overriding limit (rule 4) and a period's loan deduction before whole pounds (rule 9).
 */
export function penceAtRateDown(pence: number, bp: number): number {
  return pence > 0 ? floorDivide(pence * bp, E4) : 0;
}

/**
 * `earnings × rate` rounded to the penny by HMRC's exact-percentage rule (rule 7): look only at
 * the third decimal place of the pound amount (tenths of a penny); 5 or less rounds down, 6 or
 * more rounds up; nothing for earnings of 0 or less. With N = pence × bp (E4 units, a whole
 * number) and t = ⌊N / 1,000⌋ tenths of a penny, the rule is ⌊(t + 4) / 10⌋, which is
 * ⌊(N + 4,000) / E4⌋ in one division: N = 1,000t + r with r < 1,000, and 1,000(t + 4) is a
 * multiple of 1,000, so adding r never reaches the next multiple of 10,000.
 */
export function exactPercentagePence(earningsPence: number, rateBasisPoints: number): number {
  return earningsPence <= 0 ? 0 : floorDivide(earningsPence * rateBasisPoints + 4_000, E4);
}

/**
 * An annual threshold (whole pounds) for a director's pro-rata earnings period: × weeks / the
 * year's weeks, rounded UP to the pound (HMRC's 2025/26 directors' NICs test data, the 48-week
 * case, as transcribed in https://github.com/payetools/Payetools), in pence.
 */
export function proRataPoundsUpPence(
  annualPounds: number,
  weeks: number,
  yearWeeks: number,
): number {
  return toPence(Math.ceil((annualPounds * weeks) / yearWeeks));
}

/** `numerator / denominator` rounded half up to a whole number, for a positive denominator. */
export function divideHalfUpBig(numerator: bigint, denominator: bigint): number {
  const doubled = 2n * numerator + denominator;
  const twice = 2n * denominator;
  let quotient = doubled / twice; // truncates toward zero
  if (doubled < 0n && quotient * twice !== doubled) quotient -= 1n;
  const result = Number(quotient);
  assertSafe(result);
  return result;
}

/** Throws (a bug, not bad input) when an exact amount has left the safe integer range. */
export function assertSafe(amount: number): void {
  assert(Number.isSafeInteger(amount), INVARIANT_MESSAGES.notSafeInteger);
}

/** Whole pounds rounded down, in pence. */
export function floorPenceToPounds(pence: number): number {
  return pence - (pence % 100);
}

/** Pounds (validated to whole pence) to integer pence. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** Integer pence to pounds, the JSON number of a result. */
export function toPounds(pence: number): number {
  return pence / 100;
}

/** A fraction rate (0.2) to whole basis points (2000); the data must be exact in basis points. */
export function toBasisPoints(rate: number): number {
  const bp = Math.round(rate * E4);
  assert(Math.abs(rate * E4 - bp) < 1e-6, INVARIANT_MESSAGES.rateNotExact);
  return bp;
}

/** A percentage (5.5 = 5.5 %) with at most 2 decimals to basis points (550). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

// ----- decimal.js: the mortgage, hourly and contractor calculators' divisions -----

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type DecimalValue = InstanceType<typeof D>;

export function dec(value: number | string): DecimalValue {
  return new D(value);
}

/** Half-up to `places` decimals (ratios: ≥ 4 places). */
export function roundDecimal(value: DecimalValue, places: number): number {
  return value.toDecimalPlaces(places, D.ROUND_HALF_UP).toNumber();
}

/** Exact integer pence from a decimal amount of pounds, half-up. */
export function decimalToPence(value: DecimalValue): number {
  return value.times(100).toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber();
}

/** Exact integer pence from a decimal amount of pounds, rounded down. */
export function decimalToPenceFloor(value: DecimalValue): number {
  return value.times(100).toDecimalPlaces(0, D.ROUND_FLOOR).toNumber();
}

/** Half-up division of pence by a whole number, to whole pence (negative amounts round away from zero at .5). */
export function dividePenceHalfUp(pence: number, divisor: number): number {
  const magnitude = Math.abs(pence);
  const whole = floorDivide(magnitude, divisor);
  const quotient = whole + ((magnitude - whole * divisor) * 2 >= divisor ? 1 : 0);
  return pence < 0 ? -quotient : quotient;
}

/**
 * numerator / denominator half-up to `places` decimals (0 when the denominator is 0): in integers
 * when they are exact, else by decimal.js.
 */
export function ratioHalfUp(numerator: number, denominator: number, places: number): number {
  if (denominator === 0) return 0;
  const scale = 10 ** places;
  const scaled = numerator * scale;
  if (
    Number.isSafeInteger(scaled) &&
    Number.isSafeInteger(denominator) &&
    denominator > 0 &&
    numerator >= 0
  ) {
    const whole = floorDivide(scaled, denominator);
    const quotient = whole + ((scaled - whole * denominator) * 2 >= denominator ? 1 : 0);
    return quotient / scale;
  }
  return new D(numerator).div(denominator).toDecimalPlaces(places, D.ROUND_HALF_UP).toNumber();
}
