/**
 * Relief at source: a member's gross contribution to a relief-at-source pension extends the basic
 * rate limit and the higher rate limit by its amount (and in Scotland the basic rate limit and
 * every Scottish limit above it), so the higher rates are paid on less income: Finance Act 2004
 * s.192(4) and (4A), https://www.legislation.gov.uk/ukpga/2004/12/section/192; HMRC PTM044220,
 * https://www.gov.uk/hmrc-internal-manuals/pensions-tax-manual/ptm044220. The basic-rate part of
 * the relief is the scheme's, added to the pot (`memberCostOfReliefAtSource` in pensions).
 */
import type { CompiledBand, IncomeTaxBand, TaxRegime } from "../compiled-rates.js";

/** A band's limits with a relief-at-source extension applied (E4), and how far its top rose. */
export interface ExtendedLimits {
  readonly fromE4: number;
  /** Infinity for the top band. */
  readonly upToE4: number;
  /** How much the band's upper limit was raised (0 when it was not). */
  readonly raisedByE4: number;
}

/**
 * The limits of the `index`-th band of a regime with a contribution of `extensionE4` (gross):
 * the upper limit of the regime's extended band (the basic rate band) and of every band above it
 * rise by the contribution, and so does the lower limit of every band above it.
 * Finance Act 2004 s.192(4), (4A): https://www.legislation.gov.uk/ukpga/2004/12/section/192
 */
export function extendedLimits(
  band: IncomeTaxBand,
  index: number,
  regime: TaxRegime,
  extensionE4: number,
): ExtendedLimits {
  const raisesTop = index >= regime.extendedBandIndex && Number.isFinite(band.upToE4);
  const raisesBottom = index > regime.extendedBandIndex;
  return {
    fromE4: band.fromE4 + (raisesBottom ? extensionE4 : 0),
    upToE4: band.upToE4 + (raisesTop ? extensionE4 : 0),
    raisedByE4: raisesTop ? extensionE4 : 0,
  };
}

/**
 * The tax one more unit of extension takes off (bp, ≤ 0): while taxable income reaches past the
 * whole extension, raising the limits moves a unit from the band the income ends in down to the
 * extended band; otherwise nothing.
 */
export function extensionMarginalBp(
  taxableE4: number,
  extensionE4: number,
  endBandBp: number,
  regime: TaxRegime,
): number {
  const extended = regime.bands[regime.extendedBandIndex];
  if (extensionE4 <= 0 || extended === undefined) return 0;
  return taxableE4 - extended.fromE4 >= extensionE4 ? extended.bp - endBandBp : 0;
}

/**
 * UK bands (savings' and dividends' rates on the rUK limits, from 0) with the basic rate limit and
 * the higher rate limit raised by an extension (relief at source, Gift Aid): every finite upper
 * limit rises by it. Finance Act 2004 s.192(4); ITA 2007 s.414:
 * https://www.legislation.gov.uk/ukpga/2007/3/section/414.
 */
export function extendedUkBands(
  bands: readonly CompiledBand[],
  extensionE4: number,
): readonly CompiledBand[] {
  if (extensionE4 === 0) return bands;
  return bands.map((band) => ({ upToE4: band.upToE4 + extensionE4, bp: band.bp }));
}
