import { hasAtMostDecimals, MAX_MONEY } from "../schema-fields.js";
import { TAX_YEARS } from "../tax-years/index.js";

/**
 * The fast path of the per-payslip functions accepts only inputs the schema would accept
 * unchanged (a subset, checked by a property test); anything else goes through the schema,
 * which gives the same result or the full list of issues.
 */
export function isMoney(value: unknown): value is number {
  return (
    typeof value === "number" &&
    value >= 0 &&
    value <= MAX_MONEY &&
    hasAtMostDecimals(value, 2)
  );
}

/** The number of own enumerable keys of a plain object; null for anything else or inherited keys. */
export function ownKeyCount(value: unknown): number | null {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return null;
  let keys = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return null;
    keys++;
  }
  return keys;
}

/**
 * True when `value` is a plain object with exactly `required` keys besides an optional valid
 * `taxYear` (the callers check each required key).
 */
export function hasFieldsAndOptionalTaxYear(
  value: unknown,
  required: number,
): value is Record<string, unknown> {
  const count = ownKeyCount(value);
  if (count === null) return false;
  const taxYear = (value as Record<string, unknown>).taxYear;
  return taxYear === undefined
    ? count === required
    : count === required + 1 && Object.hasOwn(TAX_YEARS, String(taxYear));
}
