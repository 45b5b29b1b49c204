import { applyBands } from "../bands.js";
import type { BandSlice } from "../bands.js";
import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import { allowanceSetAgainst } from "../income-tax/personal-allowance.js";
import { extendedUkBands } from "../income-tax/relief-at-source.js";
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
import type { Exact } from "../money.js";
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
 * The personal savings allowance (E4) for taxable income of `taxableE4` (after allowances: all of
 * it, dividends too): £1,000 when none of it is charged at the higher rate, £500 when some is but
 * none at the additional rate, else nothing, judged on the UK bands with any extension (the rates
 * of England, Wales and Northern Ireland; a Scottish taxpayer's savings are taxed on these bands
 * too, but which allowance they have is not settled here). ITA 2007 s.12B:
 * https://www.legislation.gov.uk/ukpga/2007/3/section/12B;
 * https://www.gov.uk/apply-tax-free-interest-on-savings.
 */
export function personalSavingsAllowanceE4(
  taxableE4: number,
  c: CompiledRates,
  extensionE4 = 0,
): number {
  return (
    c.rates.incomeTax.personalSavingsAllowance[ukRateBandOf(taxableE4, c, extensionE4)] *
    E4_PER_POUND
  );
}

/** Where savings sit in the bands: what lies below them and what the extension is (E4). */
export interface SavingsPlace {
  /** Taxable income below the savings: non-savings income after allowances. */
  readonly belowE4: number;
  /** All taxable income, savings and dividends too (the personal savings allowance's test). */
  readonly totalTaxableE4: number;
  /** Relief at source and Gift Aid: the basic and higher rate limits rise by it. */
  readonly extensionE4: number;
}

/** The tax on savings interest and the 0 % parts of it (E4). */
export interface SavingsTaxOnTop {
  readonly tax: Exact;
  readonly startingRateE4: number;
  readonly personalSavingsAllowanceE4: number;
  readonly personalSavingsAllowanceUsedE4: number;
  /** The interest taxed above the 0 % parts, band by band. */
  readonly slices: readonly BandSlice[];
}

/**
 * Tax on taxable savings interest (after allowances) sitting on top of non-savings income: the
 * part within the first £5,000 of taxable income is taxed at the starting rate for savings (0 %),
 * the next part up to the personal savings allowance at 0 %; both use band space. The rest is
 * taxed at the UK rates of the bands it falls in (Scottish taxpayers' too).
 * ITA 2007 ss.7, 12, 12A and 16: https://www.legislation.gov.uk/ukpga/2007/3/section/12;
 * https://www.gov.uk/apply-tax-free-interest-on-savings.
 */
export function savingsTaxOnTop(
  taxableSavingsE4: number,
  place: SavingsPlace,
  c: CompiledRates,
): SavingsTaxOnTop {
  const startingRate = c.rates.incomeTax.startingRateForSavings;
  const startingRateE4 = Math.min(
    taxableSavingsE4,
    Math.max(0, startingRate.limit * E4_PER_POUND - place.belowE4),
  );
  const psaE4 = personalSavingsAllowanceE4(place.totalTaxableE4, c, place.extensionE4);
  const psaUsedE4 = Math.min(taxableSavingsE4 - startingRateE4, psaE4);
  const { tax, slices } = applyBands(
    taxableSavingsE4 - startingRateE4 - psaUsedE4,
    extendedUkBands(c.bands.rUK, place.extensionE4),
    place.belowE4 + startingRateE4 + psaUsedE4,
  );
  return {
    tax: tax + product(startingRateE4, toBasisPoints(startingRate.rate)),
    startingRateE4,
    personalSavingsAllowanceE4: psaE4,
    personalSavingsAllowanceUsedE4: psaUsedE4,
    slices,
  };
}

/**
 * Tax on savings interest with no other income on top, unchecked: the personal allowance goes
 * against non-savings income first, then savings (allowanceSetAgainst), then `savingsTaxOnTop`.
 */
export function savingsTaxOn(
  nonSavingsPence: number,
  savingsPence: number,
  c: CompiledRates,
): SavingsTaxFigures {
  const {
    taxableNonSavingsE4,
    taxableOnTopE4: taxableSavingsE4,
    allowanceOnTopE4,
  } = allowanceSetAgainst(nonSavingsPence * E4, savingsPence * E4, c);
  const onTop = savingsTaxOnTop(
    taxableSavingsE4,
    {
      belowE4: taxableNonSavingsE4,
      totalTaxableE4: taxableNonSavingsE4 + taxableSavingsE4,
      extensionE4: 0,
    },
    c,
  );
  return {
    savingsTaxPence: exactToPence(onTop.tax),
    personalAllowanceUsedPence: allowanceOnTopE4 / E4,
    startingRateUsedPence: onTop.startingRateE4 / E4,
    personalSavingsAllowancePence: onTop.personalSavingsAllowanceE4 / E4,
    personalSavingsAllowanceUsedPence: onTop.personalSavingsAllowanceUsedE4 / E4,
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
