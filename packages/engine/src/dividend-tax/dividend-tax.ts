import { applyBands } from "../bands.js";
import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import { allowanceSetAgainst } from "../income-tax/personal-allowance.js";
import { E4, E4_PER_POUND, exactToPence, toPence, toPounds } from "../money.js";
import { parseInput } from "../parse-input.js";
import { dividendTaxInputSchema } from "./dividend-tax.schema.js";
import type { DividendTaxInput, DividendTaxResult } from "./dividend-tax.schema.js";

export interface DividendTaxFigures {
  dividendTaxPence: number;
  personalAllowanceUsedPence: number;
  dividendAllowanceUsedPence: number;
}

/**
 * Dividend tax, unchecked. The personal allowance (tapered on total income) is set against
 * non-savings income first, then dividends; dividends sit on top of non-savings income in the
 * UK bands (Scottish taxpayers too); the dividend allowance is taxed at 0 % but uses band space.
 * Dividends are the top slice of income, after the dividend allowance: ITA 2007 ss.13A, 13B; https://www.gov.uk/tax-on-dividends.
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
  const dividendAllowanceE4 = Math.min(
    taxableDividendsE4,
    c.rates.dividends.allowance * E4_PER_POUND,
  );
  const { tax } = applyBands(
    taxableDividendsE4 - dividendAllowanceE4,
    c.dividendBands,
    taxableNonSavingsE4 + dividendAllowanceE4,
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
