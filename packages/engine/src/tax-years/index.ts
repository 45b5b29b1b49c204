import { TAX_YEAR_2024_25 } from "./2024-25.js";
import { TAX_YEAR_2025_26 } from "./2025-26.js";
import { TAX_YEAR_2026_27 } from "./2026-27.js";
import type { TaxYearRates } from "./tax-year-rates.js";
import { deepFreeze } from "../deep-freeze.js";
import { ValidationError, oneOfMessage } from "../validation-error.js";

/**
 * Every supported tax year, by id, oldest first, frozen (no caller can change a figure another
 * one reads). The only importer of year files: a new year is its data file and one line here;
 * every list of years is derived from this object.
 */
export const TAX_YEARS = deepFreeze({
  "2024-25": TAX_YEAR_2024_25,
  "2025-26": TAX_YEAR_2025_26,
  "2026-27": TAX_YEAR_2026_27,
} as const satisfies Record<string, TaxYearRates>);

export type TaxYearId = keyof typeof TAX_YEARS;

/** The ids of `TAX_YEARS`, oldest first. */
export const TAX_YEAR_IDS = Object.freeze(Object.keys(TAX_YEARS) as [TaxYearId, ...TaxYearId[]]);

/** The year the product is labelled for (the spec's 2025/26): the default of every `taxYear` field. */
export const DEFAULT_TAX_YEAR: TaxYearId = "2025-26";

/** True for the id of a supported tax year (an own key of `TAX_YEARS`, never an inherited one). */
export function isTaxYearId(value: unknown): value is TaxYearId {
  return typeof value === "string" && Object.hasOwn(TAX_YEARS, value);
}

/**
 * The figures of one tax year.
 *
 * @throws ValidationError at `taxYear` for anything but a supported year's id ("2023-24",
 *   "__proto__", "constructor", …).
 */
export function getTaxYear(id: TaxYearId = DEFAULT_TAX_YEAR): TaxYearRates {
  if (!isTaxYearId(id))
    throw new ValidationError([
      { path: ["taxYear"], message: oneOfMessage("Tax year", TAX_YEAR_IDS) },
    ]);
  return TAX_YEARS[id];
}

/** A tax year as a picker shows it. */
export interface TaxYearSummary {
  readonly id: TaxYearId;
  /** "2025/26" */
  readonly label: string;
  /** First day, ISO date ("2025-04-06"). */
  readonly starts: string;
  /** Last day, ISO date ("2026-04-05"). */
  readonly ends: string;
}

/**
 * Every supported tax year, oldest first, derived from the data.
 *
 * @example getTaxYears()[0] // { id: '2024-25', label: '2024/25', starts: '2024-04-06', ends: '2025-04-05' }
 */
export function getTaxYears(): TaxYearSummary[] {
  return TAX_YEAR_IDS.map((id) => {
    const { label, starts, ends } = TAX_YEARS[id];
    return { id, label, starts, ends };
  });
}
