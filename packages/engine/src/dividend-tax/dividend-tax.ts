import { applyBands } from "../bands.js";
import type { BandSlice } from "../bands.js";
import { extendedUkBands } from "../income-tax/relief-at-source.js";
import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import { allowanceSetAgainst } from "../income-tax/personal-allowance.js";
import { E4, E4_PER_POUND, exactToPence, toPence, toPounds } from "../money.js";
import type { Exact } from "../money.js";
import { parseInput } from "../parse-input.js";
import { dividendTaxInputSchema } from "./dividend-tax.schema.js";
import type { DividendTaxInput, DividendTaxResult } from "./dividend-tax.schema.js";

export interface DividendTaxFigures {
  dividendTaxPence: number;
  personalAllowanceUsedPence: number;
  dividendAllowanceUsedPence: number;
}

/**
 * Tax on taxable dividends (after allowances) sitting on top of all other income (`belowE4`,
 * taxable non-savings income and savings): the dividend allowance is taxed at 0 % but uses band
 * space; the rest at the year's dividend rates on the UK bands (Scottish taxpayers too), their
 * limits raised by any extension (relief at source, Gift Aid). Dividends are the top slice of
 * income: ITA 2007 ss.13A, 13B and 16; https://www.gov.uk/tax-on-dividends.
 */
export function dividendTaxOnTop(
  taxableDividendsE4: number,
  belowE4: number,
  extensionE4: number,
  c: CompiledRates,
): { tax: Exact; dividendAllowanceE4: number; slices: readonly BandSlice[] } {
  const dividendAllowanceE4 = Math.min(
    taxableDividendsE4,
    c.rates.dividends.allowance * E4_PER_POUND,
  );
  const { tax, slices } = applyBands(
    taxableDividendsE4 - dividendAllowanceE4,
    extendedUkBands(c.dividendBands, extensionE4),
    belowE4 + dividendAllowanceE4,
  );
  return { tax, dividendAllowanceE4, slices };
}

/**
 * Dividend tax with non-savings income only, unchecked: the personal allowance (tapered on total
 * income) is set against non-savings income first, then dividends (allowanceSetAgainst); then
 * `dividendTaxOnTop`.
 */
export function dividendTaxOn(
  nonSavingsPence: number,
  dividendsPence: number,
  c: CompiledRates,
): DividendTaxFigures {
  const {
    taxableNonSavingsE4,
    taxableOnTopE4: taxableDividendsE4,
    allowanceOnTopE4,
  } = allowanceSetAgainst(nonSavingsPence * E4, dividendsPence * E4, c);
  const { tax, dividendAllowanceE4 } = dividendTaxOnTop(
    taxableDividendsE4,
    taxableNonSavingsE4,
    0,
    c,
  );
  return {
    dividendTaxPence: exactToPence(tax),
    personalAllowanceUsedPence: allowanceOnTopE4 / E4,
    dividendAllowanceUsedPence: dividendAllowanceE4 / E4,
  };
}

/**
 * Dividend tax for the year on `dividends` received on top of `nonSavingsIncome`.
 *
 * @example calculateDividendTax({ nonSavingsIncome: 12_570, dividends: 30_000, region: 'england' }).dividendTax // 2581.25
 */
export function calculateDividendTax(input: DividendTaxInput): DividendTaxResult {
  const parsed = parseInput(dividendTaxInputSchema, input);
  const c = compiledRates(parsed.taxYear);
  const figures = dividendTaxOn(toPence(parsed.nonSavingsIncome), toPence(parsed.dividends), c);
  return {
    taxYear: parsed.taxYear,
    dividendTax: toPounds(figures.dividendTaxPence),
    personalAllowanceUsed: toPounds(figures.personalAllowanceUsedPence),
    dividendAllowanceUsed: toPounds(figures.dividendAllowanceUsedPence),
  };
}
