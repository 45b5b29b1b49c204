/** Progressive-band arithmetic shared by income tax, dividends and NI. */
import type { BandTable, CompiledBand } from "./compiled-rates.js";
import { addAmount, addProduct, productFloorE4 } from "./money.js";
import type { Exact } from "./money.js";

/**
 * Adds the tax on `amountE4` (taxable income from 0) to `into`, band by band, starting at
 * `startE4` (income already taxed below it, for stacking dividends on salary).
 * Returns the rate (basis points) that applies to the next unit above the amount.
 */
export function applyBands(
  into: Exact,
  amountE4: number,
  bands: readonly CompiledBand[],
  startE4 = 0,
): number {
  const endE4 = startE4 + amountE4;
  let lowerE4 = 0;
  let marginalBp = 0;
  for (const band of bands) {
    const from = Math.max(lowerE4, startE4);
    const to = Math.min(band.upToE4, endE4);
    if (to > from) addProduct(into, to - from, band.bp);
    if (endE4 < band.upToE4) {
      marginalBp = band.bp;
      break;
    }
    lowerE4 = band.upToE4;
  }
  return marginalBp;
}

/** The part of `valueE4` above `thresholdE4` (0 when none). Small: inlined at every call. */
export function slice(valueE4: number, thresholdE4: number): number {
  return valueE4 > thresholdE4 ? valueE4 - thresholdE4 : 0;
}

/** The part of `valueE4` above `thresholdE4` and below `limitE4` (0 when none). */
export function sliceBetween(valueE4: number, thresholdE4: number, limitE4: number): number {
  const top = valueE4 < limitE4 ? valueE4 : limitE4;
  return top > thresholdE4 ? top - thresholdE4 : 0;
}

/** The band of a cumulative table that `amountE4` of taxable income (from 0) ends in. */
export function bandOf(table: BandTable, amountE4: number): BandTable {
  let band = table;
  while (band.next !== null && amountE4 >= band.upToE4) band = band.next;
  return band;
}

/**
 * The tax on `amountE4` of taxable income (from 0) ending in `band` (see `bandOf`), E4 rounded
 * down: every band below it (a whole E4 amount) and one exact product. Its rate on the next unit
 * of income is `band.bp`.
 */
export function bandTaxE4(band: BandTable, amountE4: number): number {
  return band.baseE4 + productFloorE4(amountE4 - band.fromE4, band.bp);
}

/**
 * Adds the tax on `amountE4` of taxable income (from 0) to `into` by the cumulative table (see
 * `bandTaxE4`); returns the rate (basis points) of the next unit above it.
 */
export function addBandTax(into: Exact, amountE4: number, table: BandTable): number {
  const band = bandOf(table, amountE4);
  addAmount(into, band.baseE4);
  addProduct(into, amountE4 - band.fromE4, band.bp);
  return band.bp;
}
