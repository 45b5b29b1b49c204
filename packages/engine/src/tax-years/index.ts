import { TAX_YEAR_2025_26 } from "./2025-26.js";
import type { TaxYearRates } from "./tax-year-rates.js";

/** Every supported tax year, by id. The only importer of year files. */
export const TAX_YEARS = {
  "2025-26": TAX_YEAR_2025_26,
} as const satisfies Record<string, TaxYearRates>;

export type TaxYearId = keyof typeof TAX_YEARS;

export const TAX_YEAR_IDS = ["2025-26"] as const satisfies readonly TaxYearId[];

export const DEFAULT_TAX_YEAR: TaxYearId = "2025-26";

/** The figures of one tax year. */
export function getTaxYear(id: TaxYearId = DEFAULT_TAX_YEAR): TaxYearRates {
  return TAX_YEARS[id];
}
