/**
 * Gift Aid: a gift to charity is treated as made after income tax at the basic rate, which the
 * charity claims; the donor's basic rate limit and higher rate limit rise by the gift grossed up
 * (ITA 2007 ss.414 and 520: https://www.legislation.gov.uk/ukpga/2007/3/section/414,
 * https://www.legislation.gov.uk/ukpga/2007/3/section/520), the same extension relief at source
 * gives (relief-at-source.ts), and adjusted net income falls by it (ITA 2007 s.58:
 * https://www.legislation.gov.uk/ukpga/2007/3/section/58; https://www.gov.uk/donating-to-charity/gift-aid).
 */
import type { CompiledRates } from "../compiled-rates.js";
import { E4 } from "../money.js";

/** What was given (pence, as paid) grossed up at the basic rate, E4: £4,000 → £5,000 at 20 %. */
export function giftAidGrossE4(paidPence: number, c: CompiledRates): number {
  const basicBp = c.bands.rUK[0]?.bp ?? 0;
  return Number((BigInt(paidPence) * BigInt(E4 * E4)) / BigInt(E4 - basicBp));
}

/**
 * The least paid (pence) whose grossed-up amount reaches `grossPence`: the donation that brings
 * adjusted net income down by it (£4,000 for £5,000 at 20 %).
 */
export function giftAidPaidForGrossPence(grossPence: number, c: CompiledRates): number {
  const keptBp = E4 - (c.bands.rUK[0]?.bp ?? 0);
  return Math.ceil((grossPence * keptBp) / E4);
}
