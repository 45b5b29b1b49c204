/**
 * The only place that rounds money or imports decimal.js: the one arithmetic of the annual
 * calculators and the payroll alike.
 *
 * Exact amounts on the hot path are integers:
 * - base amounts (pay, allowances, band widths) are in "ten-thousandths of a penny" (E4):
 *   whole pence × 10,000, plus any part-penny from a percentage of pay (a percentage with at
 *   most two decimals is a whole number of basis points, so pence × basis points is exact);
 * - a base amount times a rate in basis points is kept in an `Exact` accumulator as
 *   `hi` (E4 units) + `lo` (E8 units, 0 ≤ lo < 10,000), so nothing ever leaves the range of
 *   integers a JS number holds exactly (2^53).
 * Results are rounded half-up to the penny only at the very end.
 */
import Decimal from "decimal.js";
import { INVARIANT_MESSAGES, assert } from "./assert.js";

/** E4 units per penny / basis points per 1. */
export const E4 = 10_000;
/** E4 units per pound. */
export const E4_PER_POUND = 1_000_000;

/** An exact non-negative amount: hi (E4 units) + lo / 10,000 (E8 units). Mutable on purpose (no allocation). */
export interface Exact {
  hi: number;
  lo: number;
}

export function exactZero(): Exact {
  return { hi: 0, lo: 0 };
}

/**
 * ⌊x / d⌋ for a safe integer x ≥ 0 and a whole d > 0, exactly, without `%` (which is a slow
 * floating-point remainder above 2^31). x / d is within one of the true quotient; one correction
 * step makes it exact, and q × d stays a safe integer.
 */
export function floorDivide(x: number, d: number): number {
  let q = Math.floor(x / d);
  const r = x - q * d;
  if (r < 0) q -= 1;
  else if (r >= d) q += 1;
  return q;
}

/**
 * ⌊x / E4⌋ for an integer x with |x| < 2^52, exactly, in one division. Proof: the quotient is
 * below 2^39, where doubles are 2^-14 apart, so x / E4 is within 2^-15 of the true quotient; a
 * true quotient that is not whole is at least 1 / E4 = 10^-4 > 2^-15 from the next integer, and
 * a whole one is exact. So the floor of the computed quotient is the true floor. (Small on
 * purpose: the compiler inlines it everywhere.)
 */
export function wholeE4(x: number): number {
  return Math.floor(x / E4);
}

/** ⌊amountE4 × bp / E4⌋ for an integer amount in [0, 2^52) and whole basis points, exactly. */
export function productFloorE4(amountE4: number, bp: number): number {
  const pence = wholeE4(amountE4);
  return pence * bp + wholeE4((amountE4 - pence * E4) * bp);
}

/** 2^52: below it, a product of integers is exact and `wholeE4` applies. */
const TWO_POW_52 = 2 ** 52;

/**
 * Adds `amountE4 × bp / 10,000` to `into` (nothing for an amount ≤ 0), for an integer amount
 * below 2^52 and a rate of at most 10,000 bp. While the product (E8 units) is below 2^52 it is
 * an exact integer `wholeE4` splits in one division; above, ⌊amount / E4⌋ × bp goes into `hi` and
 * the rest × bp (below E4 × E4) into `lo`. Either way `lo`'s whole E4 units then carry into `hi`.
 * (Both branches are exact; the first only saves a division, the take-home's slowest step.)
 */
export function addProduct(into: Exact, amountE4: number, bp: number): void {
  if (amountE4 <= 0) return;
  const product = amountE4 * bp;
  if (product < TWO_POW_52) {
    const whole = wholeE4(product);
    // Both parts are below E4: at most one unit carries.
    const lo = into.lo + (product - whole * E4);
    const carry = lo < E4 ? 0 : 1;
    into.hi += whole + carry;
    into.lo = lo - carry * E4;
  } else {
    const pence = wholeE4(amountE4);
    const lo = into.lo + (amountE4 - pence * E4) * bp;
    const carry = wholeE4(lo);
    into.hi += pence * bp + carry;
    into.lo = lo - carry * E4;
  }
}

/** Adds a whole E4 amount to `into`. */
export function addAmount(into: Exact, amountE4: number): void {
  into.hi += amountE4;
}

export function addExact(into: Exact, other: Exact): void {
  const lo = into.lo + other.lo;
  const carry = lo >= E4 ? 1 : 0;
  into.hi += other.hi + carry;
  into.lo = lo - carry * E4;
}

/** Half-up to whole pence (non-negative amounts). */
export function roundExactToPence(value: Exact): number {
  return roundE4ToPence(value.hi);
}

/**
 * Half-up to whole pence (half away from zero below zero): an E4 amount (the E8 part never
 * reaches half a penny on its own).
 */
export function roundE4ToPence(amountE4: number): number {
  return amountE4 >= 0 ? wholeE4(amountE4 + E4 / 2) : -wholeE4(E4 / 2 - amountE4);
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

// ----- decimal.js, for the calculators off the hot path (mortgage, corporation tax, hourly) -----

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type DecimalValue = InstanceType<typeof D>;

export function dec(value: number | string): DecimalValue {
  return new D(value);
}

/** Half-up to the penny, as a JSON number of pounds. */
export function roundDecimalToPounds(value: DecimalValue): number {
  return value.toDecimalPlaces(2, D.ROUND_HALF_UP).toNumber();
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

const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/**
 * numerator / denominator half-up to `places` decimals, with integers when exact in range
 * (0 when the denominator is 0).
 */
export function ratioHalfUp(numerator: number, denominator: number, places: number): number {
  if (denominator === 0) return 0;
  const scale = POWERS_OF_TEN[places] ?? 10 ** places;
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
