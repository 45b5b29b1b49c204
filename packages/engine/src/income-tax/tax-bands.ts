/**
 * Income tax band by band: the rates of a regime (rUK, Wales, Scotland) on taxable income, each
 * band's share and its exact tax, with any relief-at-source extension applied to the limits. The
 * lines are the computation: the tax is their sum, and the take-home's breakdown shows them.
 * Rates and limits: the year's data (ITA 2007 ss.6–10, and the Scottish and Welsh rate
 * resolutions, as each year file cites).
 */
import { sliceBetween } from "../bands.js";
import type { CompiledRates, IncomeTaxBand, TaxRegime, UkRateBand } from "../compiled-rates.js";
import { product } from "../money.js";
import type { Exact } from "../money.js";
import { extendedLimits } from "./relief-at-source.js";

/** One band's share of taxable income (E4) and its exact tax. */
export interface IncomeTaxBandLine {
  readonly band: IncomeTaxBand;
  readonly fromE4: number;
  /** Infinity for the top band. */
  readonly upToE4: number;
  /** How far relief at source raised the band's upper limit (0 for none). */
  readonly raisedByE4: number;
  readonly taxableE4: number;
  readonly tax: Exact;
}

/** The tax on taxable income, band by band. */
export interface BandsTax {
  readonly lines: IncomeTaxBandLine[];
  /** The sum of the lines' tax. */
  readonly tax: Exact;
  /** The rate (bp) of the next unit of taxable income: the band the income ends in. */
  readonly endBandBp: number;
}

/**
 * The tax on `taxableE4` of taxable income by the regime's bands, their limits extended by a
 * relief-at-source contribution of `extensionE4` (0 for none).
 * ITA 2007 ss.6–10 (https://www.legislation.gov.uk/ukpga/2007/3/part/2/chapter/2); https://www.gov.uk/income-tax-rates.
 */
export function taxByBands(taxableE4: number, regime: TaxRegime, extensionE4: number): BandsTax {
  const lines: IncomeTaxBandLine[] = [];
  let tax = 0n;
  let endBandBp = 0;
  for (let index = 0; index < regime.bands.length; index++) {
    const band = regime.bands[index] as IncomeTaxBand;
    const { fromE4, upToE4, raisedByE4 } = extendedLimits(band, index, regime, extensionE4);
    const taxableInBandE4 = sliceBetween(taxableE4, fromE4, upToE4);
    const bandTax = product(taxableInBandE4, band.bp);
    if (taxableE4 >= fromE4 && taxableE4 < upToE4) endBandBp = band.bp;
    tax += bandTax;
    lines.push({ band, fromE4, upToE4, raisedByE4, taxableE4: taxableInBandE4, tax: bandTax });
  }
  return { lines, tax, endBandBp };
}

/** The one line of a flat-rate code: all taxable pay at one rate. */
export function flatRateLine(name: string, bp: number, taxableE4: number): IncomeTaxBandLine {
  return {
    band: { name, fromE4: 0, upToE4: Number.POSITIVE_INFINITY, bp },
    fromE4: 0,
    upToE4: Number.POSITIVE_INFINITY,
    raisedByE4: 0,
    taxableE4,
    tax: product(taxableE4, bp),
  };
}

/**
 * The UK rate band a taxpayer is in: the highest that `taxableE4` (income after allowances)
 * reaches, against the UK basic rate limit and higher rate limit, both raised by any extension
 * (relief at source, Gift Aid). Rules that depend on it (the personal savings allowance,
 * childcare voucher exemptions) judge it on the UK limits whatever the taxpayer's regime.
 * ITA 2007 ss.10 and 12B: https://www.legislation.gov.uk/ukpga/2007/3/section/10.
 */
export function ukRateBandOf(taxableE4: number, c: CompiledRates, extensionE4 = 0): UkRateBand {
  if (taxableE4 <= c.basicRateLimitE4 + extensionE4) return "basic";
  return taxableE4 <= c.higherRateLimitE4 + extensionE4 ? "higher" : "additional";
}
