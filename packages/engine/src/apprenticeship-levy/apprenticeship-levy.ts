import type { CompiledRates } from "../compiled-rates.js";
import { roundE4ToPence, toBasisPoints } from "../money.js";

/**
 * The apprenticeship levy on a pay bill (pence), rounded half-up to the penny: its rate on all of
 * the pay, the employer's annual allowance taken as used up across the rest of its pay bill (an
 * umbrella company or a medium or large fee-payer, whose bill is far over the allowance; the
 * allowance is the employer's, not each worker's).
 * Source: https://www.gov.uk/guidance/pay-apprenticeship-levy (0.5 % of the pay bill, less an
 * allowance of £15,000 a year).
 */
export function apprenticeshipLevyOn(payBillPence: number, c: CompiledRates): number {
  return roundE4ToPence(
    payBillPence * toBasisPoints(c.rates.nationalInsurance.apprenticeshipLevy.rate),
  );
}
