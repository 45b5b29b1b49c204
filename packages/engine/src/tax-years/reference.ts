/**
 * Reference figures derived from a tax year's income tax data, for pages that show the rates
 * (gov.uk's way of presenting them: bands on gross income, where the allowance is gone, the 60 %
 * rate). Exact integer arithmetic only: rates become whole parts per million, money stays in
 * whole pounds. No zod, no decimal.js: a site can show these without loading the calculators.
 * Each function checks its arguments as the calculators do: a tax year that is not supported, or
 * a regime the data does not have, is a ValidationError.
 */
import { INVARIANT_MESSAGES, assert } from "../assert.js";
import { ValidationError, oneOfMessage } from "../validation-error.js";
import { getTaxYear } from "./index.js";
import type { TaxYearId } from "./index.js";
import type { IncomeTaxRates, TaxBand } from "./tax-year-rates.js";

/** The three sets of income tax bands in the data. */
export type IncomeTaxRegime = keyof IncomeTaxRates["bands"];

/** One income tax band as gov.uk shows it, on gross income, for someone with the standard personal allowance. */
export interface GrossIncomeBand {
  /** The data's band name: "basic", "higher", "starter", … */
  readonly name: string;
  /** Fraction, e.g. 0.2. */
  readonly rate: number;
  /** First whole pound of gross income taxed at this rate. */
  readonly from: number;
  /** Last whole pound, or null for the open top band. */
  readonly to: number | null;
}

/** Rates are held as whole parts per million: 0.5 → 500,000; 0.19 → 190,000. */
const PPM = 1_000_000;

/** The data has no band around the taper: a broken year file, not bad input. */
const NO_TAPER_BAND = "No income tax band holds the first pound of the allowance taper.";

function toPartsPerMillion(rate: number): number {
  const ppm = Math.round(rate * PPM);
  assert(Math.abs(rate * PPM - ppm) < 1e-6, INVARIANT_MESSAGES.rateNotExact);
  return ppm;
}

function assertSafe(amount: number): number {
  assert(Number.isSafeInteger(amount), INVARIANT_MESSAGES.notSafeInteger);
  return amount;
}

const ceilDivide = (x: number, d: number) => assertSafe(Math.ceil(x / d));
const floorDivide = (x: number, d: number) => assertSafe(Math.floor(x / d));

/** A regime's bands in a year, after checking both (getTaxYear checks the year). */
function bandsOf(taxYear: TaxYearId, regime: IncomeTaxRegime): readonly TaxBand[] {
  const { bands } = getTaxYear(taxYear).incomeTax;
  if (typeof regime !== "string" || !Object.hasOwn(bands, regime))
    throw new ValidationError([
      { path: ["regime"], message: oneOfMessage("Regime", Object.keys(bands)) },
    ]);
  return bands[regime];
}

/**
 * The gross income at which the tapered personal allowance reaches nil: the taper's income limit
 * plus the allowance divided by the reduction rate, rounded up to a whole pound.
 *
 * @example allowanceNilIncome("2025-26") // 125_140 (£100,000 + £12,570 × 2)
 */
export function allowanceNilIncome(taxYear: TaxYearId): number {
  const { personalAllowance, taper } = getTaxYear(taxYear).incomeTax;
  const reductionPpm = toPartsPerMillion(taper.reductionRate);
  return assertSafe(
    taper.incomeLimit + ceilDivide(assertSafe(personalAllowance * PPM), reductionPpm),
  );
}

/**
 * The last whole pound of gross income at which taxable income (gross less the tapered standard
 * allowance) is at most `taxable`.
 */
function grossForTaxable(taxYear: TaxYearId, taxable: number): number {
  const { personalAllowance, taper } = getTaxYear(taxYear).incomeTax;
  const withFullAllowance = taxable + personalAllowance;
  if (withFullAllowance <= taper.incomeLimit) return withFullAllowance;
  const nil = allowanceNilIncome(taxYear);
  if (taxable >= nil) return taxable;
  // In the taper: gross = taxable + allowance − (gross − limit) × r, so
  // gross = (taxable + allowance + limit × r) / (1 + r), in parts per million.
  const r = toPartsPerMillion(taper.reductionRate);
  return floorDivide(assertSafe(withFullAllowance * PPM + taper.incomeLimit * r), PPM + r);
}

/**
 * The income tax bands of a regime on gross income, for someone with the standard personal
 * allowance (tax-free up to it, tapered away above the taper's income limit).
 *
 * @example incomeTaxBandsOnGrossIncome("2025-26", "rUK")
 * // [{ name: "basic", rate: 0.2, from: 12_571, to: 50_270 },
 * //  { name: "higher", rate: 0.4, from: 50_271, to: 125_140 },
 * //  { name: "additional", rate: 0.45, from: 125_141, to: null }]
 */
export function incomeTaxBandsOnGrossIncome(
  taxYear: TaxYearId,
  regime: IncomeTaxRegime,
): GrossIncomeBand[] {
  let previousTaxable = 0;
  return bandsOf(taxYear, regime).map((band) => {
    const from = grossForTaxable(taxYear, previousTaxable) + 1;
    previousTaxable = band.upTo ?? previousTaxable;
    return {
      name: band.name,
      rate: band.rate,
      from,
      to: band.upTo === null ? null : grossForTaxable(taxYear, band.upTo),
    };
  });
}

/**
 * Income tax on an extra £1 of income where the allowance taper begins: the rate of the band that
 * holds the taper's first pound, plus that rate again on the allowance lost (× (1 + reduction
 * rate)). Exact: computed in parts per million.
 *
 * @example taperMarginalRate("2025-26", "rUK") // 0.6 (40 % × 1.5)
 * @example taperMarginalRate("2025-26", "scotland") // 0.675 (45 % × 1.5)
 */
export function taperMarginalRate(taxYear: TaxYearId, regime: IncomeTaxRegime): number {
  const { taper } = getTaxYear(taxYear).incomeTax;
  const firstTaperedPound = taper.incomeLimit + 1;
  const band = incomeTaxBandsOnGrossIncome(taxYear, regime).find(
    (row) => row.from <= firstTaperedPound && (row.to === null || row.to >= firstTaperedPound),
  );
  assert(band !== undefined, NO_TAPER_BAND);
  const ratePpm = toPartsPerMillion(band.rate);
  const r = toPartsPerMillion(taper.reductionRate);
  // rate × (1 + r) in parts per million: ppm × (PPM + r) / PPM, a whole number for the data's rates.
  const marginalPpm = (ratePpm * (PPM + r)) / PPM;
  assert(Number.isSafeInteger(marginalPpm), INVARIANT_MESSAGES.rateNotExact);
  return marginalPpm / PPM;
}
