import { applyBands } from "../bands.js";
import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import { allowanceSetAgainst } from "../income-tax/personal-allowance.js";
import { ukRateBandOf } from "../income-tax/tax-bands.js";
import {
  E4,
  E4_PER_POUND,
  exactToPence,
  product,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import { parseInput } from "../parse-input.js";
import { savingsTaxInputSchema } from "./savings-tax.schema.js";
import type { SavingsTaxInput, SavingsTaxResult } from "./savings-tax.schema.js";

export interface SavingsTaxFigures {
  savingsTaxPence: number;
  personalAllowanceUsedPence: number;
  startingRateUsedPence: number;
  personalSavingsAllowancePence: number;
  personalSavingsAllowanceUsedPence: number;
}

/**
 * The personal savings allowance (E4) for taxable income of `taxableE4` (after the personal
 * allowance): £1,000 when none of it is charged at the higher rate, £500 when some is but none at
 * the additional rate, else nothing, judged on the UK bands (the rates of England, Wales and
 * Northern Ireland; a Scottish taxpayer's savings are taxed on these bands too, but which
 * allowance they have is not settled here). ITA 2007 s.12B:
 * https://www.legislation.gov.uk/ukpga/2007/3/section/12B;
 * https://www.gov.uk/apply-tax-free-interest-on-savings.
 */
export function personalSavingsAllowanceE4(taxableE4: number, c: CompiledRates): number {
  return c.rates.incomeTax.personalSavingsAllowance[ukRateBandOf(taxableE4, c)] * E4_PER_POUND;
}

/**
 * Tax on savings interest, unchecked. The personal allowance goes against non-savings income
 * first, then savings (allowanceSetAgainst); savings sit on top of non-savings income in the UK
 * bands. Of the taxable interest, the part within the first £5,000 of taxable income is taxed
 * at the starting rate for savings (0 %), the next part up to the personal savings allowance at
 * 0 %; both use band space. The rest is taxed at the rates of the bands it falls in.
 * ITA 2007 ss.7, 12, 12A and 16: https://www.legislation.gov.uk/ukpga/2007/3/section/12;
 * https://www.gov.uk/apply-tax-free-interest-on-savings.
 */
export function savingsTaxOn(
  nonSavingsPence: number,
  savingsPence: number,
  c: CompiledRates,
): SavingsTaxFigures {
  const startingRate = c.rates.incomeTax.startingRateForSavings;
  const {
    taxableNonSavingsE4,
    taxableOnTopE4: taxableSavingsE4,
    allowanceOnTopE4,
  } = allowanceSetAgainst(nonSavingsPence * E4, savingsPence * E4, c);
  const startingRateE4 = Math.min(
    taxableSavingsE4,
    Math.max(0, startingRate.limit * E4_PER_POUND - taxableNonSavingsE4),
  );
  const psaE4 = personalSavingsAllowanceE4(taxableNonSavingsE4 + taxableSavingsE4, c);
  const psaUsedE4 = Math.min(taxableSavingsE4 - startingRateE4, psaE4);
  const { tax } = applyBands(
    taxableSavingsE4 - startingRateE4 - psaUsedE4,
    c.bands.rUK,
    taxableNonSavingsE4 + startingRateE4 + psaUsedE4,
  );
  return {
    savingsTaxPence: exactToPence(tax + product(startingRateE4, toBasisPoints(startingRate.rate))),
    personalAllowanceUsedPence: allowanceOnTopE4 / E4,
    startingRateUsedPence: startingRateE4 / E4,
    personalSavingsAllowancePence: psaE4 / E4,
    personalSavingsAllowanceUsedPence: psaUsedE4 / E4,
  };
}

/**
 * Tax for the year on `savingsInterest` received on top of `nonSavingsIncome`.
 *
 * @example calculateSavingsTax({ nonSavingsIncome: 15_000, savingsInterest: 10_000, taxYear: '2025-26' }).savingsTax // 1286
 */
export function calculateSavingsTax(input: SavingsTaxInput): SavingsTaxResult {
  const parsed = parseInput(savingsTaxInputSchema, input);
  const c = compiledRates(parsed.taxYear);
  const figures = savingsTaxOn(
    toPence(parsed.nonSavingsIncome),
    toPence(parsed.savingsInterest),
    c,
  );
  return {
    taxYear: parsed.taxYear,
    savingsTax: toPounds(figures.savingsTaxPence),
    personalAllowanceUsed: toPounds(figures.personalAllowanceUsedPence),
    startingRateForSavingsUsed: toPounds(figures.startingRateUsedPence),
    personalSavingsAllowance: toPounds(figures.personalSavingsAllowancePence),
    personalSavingsAllowanceUsed: toPounds(figures.personalSavingsAllowanceUsedPence),
  };
}
