/** Parts of an amount between limits (income tax, NI and loans use them), and dividends' bands. */
import type { CompiledBand } from "./compiled-rates.js";
import { product } from "./money.js";
import type { Exact } from "./money.js";

/** One band's slice of income taxed band by band (E4) and its exact tax. */
export interface BandSlice {
  readonly fromE4: number;
  /** Infinity for the top band. */
  readonly upToE4: number;
  readonly bp: number;
  readonly amountE4: number;
  readonly tax: Exact;
}

/**
 * The exact tax on `amountE4` of income taxed band by band, starting at `startE4` (income already
 * taxed below it, for dividends stacked on salary), the rate (bp) of the next unit above it, and
 * the slice in each band it reaches (the lines; the tax is their sum).
 */
export function applyBands(
  amountE4: number,
  bands: readonly CompiledBand[],
  startE4 = 0,
): { tax: Exact; marginalBp: number; slices: BandSlice[] } {
  const endE4 = startE4 + amountE4;
  const slices: BandSlice[] = [];
  let lowerE4 = 0;
  let tax = 0n;
  for (const band of bands) {
    const from = Math.max(lowerE4, startE4);
    const to = Math.min(band.upToE4, endE4);
    if (to > from) {
      const bandTax = product(to - from, band.bp);
      tax += bandTax;
      slices.push({
        fromE4: lowerE4,
        upToE4: band.upToE4,
        bp: band.bp,
        amountE4: to - from,
        tax: bandTax,
      });
    }
    if (endE4 < band.upToE4) return { tax, marginalBp: band.bp, slices };
    lowerE4 = band.upToE4;
  }
  return { tax, marginalBp: 0, slices };
}

/** The part of `valueE4` above `thresholdE4` (0 when none). */
export function slice(valueE4: number, thresholdE4: number): number {
  return valueE4 > thresholdE4 ? valueE4 - thresholdE4 : 0;
}

/** The part of `valueE4` above `thresholdE4` and below `limitE4` (0 when none). */
export function sliceBetween(valueE4: number, thresholdE4: number, limitE4: number): number {
  const top = valueE4 < limitE4 ? valueE4 : limitE4;
  return top > thresholdE4 ? top - thresholdE4 : 0;
}
