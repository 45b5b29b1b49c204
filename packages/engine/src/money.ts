/**
 * The only place that rounds money or imports decimal.js: the one arithmetic of the annual
 * calculators and the payroll alike.
 *
 * Exact amounts on the hot path are integers:
 * - base amounts (pay, allowances, band widths) are in "ten-thousandths of a penny" (E4):
 *   whole pence × 10,000, plus any part-penny from a percentage of pay (a percentage with at
 *   most two decimals is a whole number of basis points, so pence × basis points is exact);
 * - a base amount times a rate in basis points is kept in an `Exact` accumulator as
 *   `hi` (E4 units) + `lo` (E8 units). While the products stay below 2^52 — every take-home under
 *   about £450,000 — they simply add up in `lo`, one multiplication and one addition each; past
 *   that, whole E4 units carry into `hi`. So nothing ever leaves the range of integers a JS number
 *   holds exactly (2^53).
 * - a figure made of one or two such products (a band's tax, NI, a loan, a pension) is carried as
 *   one plain number, its exact value in E4 units rounded down (`productFloorE4`,
 *   `productsFloorE4`): all that rounding needs, since half a penny is a whole number of E4 units,
 *   so the part below one E4 unit never decides a penny (`halfUpE4ToPence`).
 * Results are rounded half-up to the penny only at the very end.
 */
import Decimal from "decimal.js";
import { INVARIANT_MESSAGES, assert } from "./assert.js";

/** E4 units per penny / basis points per 1. */
export const E4 = 10_000;
/** E4 units per pound. */
export const E4_PER_POUND = 1_000_000;

/**
 * An exact non-negative amount: `hi` E4 units + `lo` E8 units, 0 ≤ lo < 2^52 (not reduced below
 * E4: `exactE4` and `normalizeExact` do that when a whole-E4 view is needed). Mutable on purpose
 * (no allocation).
 */
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

/**
 * ⌊(aE4 × bpA + bE4 × bpB) / E4⌋ exactly, for amounts in [0, 2^52) and rates of at most 10,000
 * bp: a figure made of two products (two bands of one charge, or two charges shown as one).
 * Each amount's whole pence times its rate is a whole E4 amount; the two part-penny products
 * (each below E4 × E4) are added before they are floored, so the floor is of the exact sum.
 */
export function productsFloorE4(aE4: number, bpA: number, bE4: number, bpB: number): number {
  const aPence = wholeE4(aE4);
  const bPence = wholeE4(bE4);
  return (
    aPence * bpA + bPence * bpB + wholeE4((aE4 - aPence * E4) * bpA + (bE4 - bPence * E4) * bpB)
  );
}

/** Carries the whole E4 units of `lo` into `hi`, leaving 0 ≤ lo < E4. */
export function normalizeExact(value: Exact): Exact {
  const carry = wholeE4(value.lo);
  value.hi += carry;
  value.lo -= carry * E4;
  return value;
}

/**
 * Adds `amountE4 × bp / 10,000` to `into`, for an integer amount in [0, 2^52) and a rate of at
 * most 10,000 bp. While the sum stays below 2^52 the product adds to `lo` as it is: the sum is then
 * an exact integer (were the true sum 2^52 or more, so would be the computed one: rounding is
 * monotone and 2^52 is a double). Past that, `addProductWide`. Kept this small on purpose: the
 * compiler then inlines it at every call, whatever else the caller inlines.
 */
export function addProduct(into: Exact, amountE4: number, bp: number): void {
  const lo = into.lo + amountE4 * bp;
  if (lo < 4_503_599_627_370_496 /* 2^52 */) into.lo = lo;
  else addProductWide(into, amountE4, bp);
}

/**
 * `addProduct` past 2^52: ⌊amount / E4⌋ × bp goes into `hi` (every amount is below 3 × 10^14 E4,
 * so at most 3 × 10^14 a product) and the rest × bp (below E4 × E4) into `lo`, carried first.
 */
function addProductWide(into: Exact, amountE4: number, bp: number): void {
  normalizeExact(into);
  const pence = wholeE4(amountE4);
  into.hi += pence * bp;
  into.lo += (amountE4 - pence * E4) * bp;
}

/** Adds a whole E4 amount (≥ 0) to `into`: E4 × 10,000 E8 units, as `addProduct` adds. */
export function addAmount(into: Exact, amountE4: number): void {
  addProduct(into, amountE4, E4);
}

export function addExact(into: Exact, other: Exact): void {
  const lo = into.lo + other.lo;
  if (lo < 4_503_599_627_370_496 /* 2^52 */) {
    into.lo = lo;
    into.hi += other.hi;
  } else {
    addExactWide(into, other);
  }
}

/** `addExact` past 2^52: both E8 parts carried into whole E4 units first. */
function addExactWide(into: Exact, other: Exact): void {
  normalizeExact(into);
  const carry = wholeE4(other.lo);
  into.hi += other.hi + carry;
  into.lo += other.lo - carry * E4;
}

/** The amount in whole E4 units, rounded down (its E8 part below one E4 unit dropped). */
export function exactE4(value: Exact): number {
  return value.hi + wholeE4(value.lo);
}

/**
 * Compares two exact amounts: negative, zero or positive as `a` is below, equal to or above `b`.
 */
export function compareExact(a: Exact, b: Exact): number {
  const aHi = exactE4(a);
  const bHi = exactE4(b);
  if (aHi !== bHi) return aHi - bHi;
  return a.lo - wholeE4(a.lo) * E4 - (b.lo - wholeE4(b.lo) * E4);
}

/**
 * Half-up to whole pence. With nothing carried into `hi` (every amount below 2^52 E8 units), one
 * division: for lo < 2^52 the quotient (lo + ½p) / 1p is below 2^26, where doubles are at most
 * 2^-27 apart, closer than the 10^-8 a true quotient that is not whole stands from the next
 * integer; so its floor is exact. Otherwise the whole E4 units decide (half a penny is whole E4).
 */
export function roundExactToPence(value: Exact): number {
  return roundE8ToPence(value.hi, value.lo);
}

/**
 * `roundExactToPence` of the two parts (numbers, not the object: so an accumulator the compiler
 * keeps in registers stays there).
 */
function roundE8ToPence(hi: number, lo: number): number {
  return hi === 0 ? wholeE8(lo + 50_000_000) : roundWideToPence(hi, lo);
}

/** ⌊x / 10^8⌋ for an integer 0 ≤ x < 2^52 + 10^8 (see `roundExactToPence`). */
function wholeE8(x: number): number {
  return Math.floor(x / 100_000_000);
}

/** Past 2^52 the whole E4 units decide (half a penny is whole E4 units). */
function roundWideToPence(hi: number, lo: number): number {
  return halfUpE4ToPence(hi + wholeE4(lo));
}

/**
 * Half-up to whole pence, for an E4 amount ≥ 0 (the E8 part never reaches half a penny on its
 * own). Small enough for the compiler to inline anywhere.
 */
export function halfUpE4ToPence(amountE4: number): number {
  return wholeE4(amountE4 + 5_000);
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
 * K-code overriding limit (rule 4) and a period's loan deduction before whole pounds (rule 9).
 */
export function penceAtRateDown(pence: number, bp: number): number {
  return pence > 0 ? wholeE4(pence * bp) : 0;
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
  return earningsPence <= 0 ? 0 : wholeE4(earningsPence * rateBasisPoints + 4_000);
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
