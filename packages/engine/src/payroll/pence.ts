import { assert } from "../assert.js";

/**
 * Integer helpers for payroll (the rest comes from ../money.ts). Every payroll amount is integer
 * pence and every rate whole basis points, so the arithmetic is exact: £100m is 10^10 pence and
 * the largest product (pence × basis points) stays below 2^53.
 */
export const PAYROLL_INVARIANTS = {
  unsafeInteger: "A payroll amount left the exact integer range.",
  emptyYear: "A payroll year has no payslips.",
} as const;

/** `amount × numerator / denominator` rounded half up, for non-negative integers. */
export function mulDivRoundHalfUp(
  amount: number,
  numerator: number,
  denominator: number,
): number {
  const doubled = 2 * amount * numerator + denominator;
  assert(Number.isSafeInteger(doubled), PAYROLL_INVARIANTS.unsafeInteger);
  return Math.floor(doubled / (2 * denominator));
}

/**
 * One period's share of an annual amount of free pay, HMRC-style: annual / periods cut to four
 * decimal places of a pound, then rounded UP to the penny (docs/payroll-rules.md rule 1).
 */
export function periodFreePayPence(
  annualPounds: number,
  periodsPerYear: number,
): number {
  const tenThousandthsOfPound = Math.floor(
    (annualPounds * 10_000) / periodsPerYear,
  );
  return Math.ceil(tenThousandthsOfPound / 100);
}
