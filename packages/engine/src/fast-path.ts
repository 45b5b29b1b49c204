/**
 * Allocation-light checks that accept exactly what the zod schemas accept, for the hot path:
 * a public function first tries its fast parser and, on any doubt, falls back to the schema,
 * which then reports every issue. Each fast parser is tested for equivalence with its schema.
 */
import {
  PAY_FREQUENCIES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
  type PayFrequency,
  type PensionMethod,
  type Region,
  type StudentLoanPlan,
} from "./enumerations.js";
import { MAX_MONEY, hasAtMostDecimals } from "./schema-fields.js";
import {
  isScottishOnly,
  isScottishTaxpayer,
  tryParseTaxCode,
} from "./tax-code/tax-code.js";
import {
  DEFAULT_TAX_YEAR,
  TAX_YEAR_IDS,
  type TaxYearId,
} from "./tax-years/index.js";

/** Returned by a field check when the value is not acceptable. */
export const INVALID = Symbol("invalid");

export type Fields = Record<string, unknown>;

/** A plain object whose keys are all in `known`; otherwise null. */
export function plainObject(
  input: unknown,
  known: ReadonlySet<string>,
): Fields | null {
  if (typeof input !== "object" || input === null) return null;
  const prototype: unknown = Object.getPrototypeOf(input);
  if (prototype !== Object.prototype && prototype !== null) return null;
  const fields = input as Fields;
  for (const key in fields) if (!known.has(key)) return null;
  return fields;
}

function finiteNumber(
  value: unknown,
  max: number,
  places: number,
): number | typeof INVALID {
  if (
    typeof value !== "number" ||
    !Number.isFinite(value) ||
    value < 0 ||
    value > max
  )
    return INVALID;
  return hasAtMostDecimals(value, places) ? value : INVALID;
}

/** A money field (≥ 0, ≤ £100m, whole pence); `fallback` when absent (undefined = required). */
export function moneyValue(
  value: unknown,
  fallback?: number,
): number | typeof INVALID {
  if (value === undefined) return fallback ?? INVALID;
  return finiteNumber(value, MAX_MONEY, 2);
}

/** A percentage field (0–100, two decimals). */
export function percentValue(
  value: unknown,
  fallback: number,
): number | typeof INVALID {
  if (value === undefined) return fallback;
  return finiteNumber(value, 100, 2);
}

/** One of `values`, or `fallback` when absent. */
export function enumValue<const T extends string>(
  value: unknown,
  values: readonly T[],
  fallback: T,
): T | typeof INVALID {
  if (value === undefined) return fallback;
  for (const candidate of values) if (candidate === value) return candidate;
  return INVALID;
}

/** A tax code the grammar accepts (the schema's field rules), or `fallback` when absent. */
export function taxCodeValue(
  value: unknown,
  fallback: string,
): string | typeof INVALID {
  if (value === undefined) return fallback;
  if (
    typeof value !== "string" ||
    value.length > 20 ||
    value.trim().length === 0
  )
    return INVALID;
  return tryParseTaxCode(value) === null ? INVALID : value;
}

/** The salary details salary and reverse inputs share, with their schema defaults applied. */
export interface SalaryDetails {
  payFrequency: PayFrequency;
  region: Region;
  taxCode: string;
  studentLoanPlan: StudentLoanPlan;
  pensionContribution: number;
  pensionMethod: PensionMethod;
  taxYear: TaxYearId;
}

/**
 * The shared salary details of `fields` as the schemas would parse them, or null when any is
 * off (including a Scottish-only code such as SD2 for a taxpayer outside Scotland).
 */
export function salaryDetailsValue(fields: Fields): SalaryDetails | null {
  const payFrequency = enumValue(
    fields.payFrequency,
    PAY_FREQUENCIES,
    "annual",
  );
  const region = enumValue(fields.region, REGIONS, "england");
  const taxCode = taxCodeValue(fields.taxCode, "1257L");
  const studentLoanPlan = enumValue(
    fields.studentLoanPlan,
    STUDENT_LOAN_PLANS,
    "none",
  );
  const pensionContribution = percentValue(fields.pensionContribution, 0);
  const pensionMethod = enumValue(
    fields.pensionMethod,
    PENSION_METHODS,
    "net-pay",
  );
  const taxYear = enumValue(fields.taxYear, TAX_YEAR_IDS, DEFAULT_TAX_YEAR);
  if (
    payFrequency === INVALID ||
    region === INVALID ||
    taxCode === INVALID ||
    studentLoanPlan === INVALID ||
    pensionContribution === INVALID ||
    pensionMethod === INVALID ||
    taxYear === INVALID
  ) {
    return null;
  }
  const code = tryParseTaxCode(taxCode);
  if (
    code === null ||
    (isScottishOnly(code) && !isScottishTaxpayer(code, region))
  ) {
    return null;
  }
  return {
    payFrequency,
    region,
    taxCode,
    studentLoanPlan,
    pensionContribution,
    pensionMethod,
    taxYear,
  };
}
