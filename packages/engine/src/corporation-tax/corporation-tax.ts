import {
  E4,
  divideHalfUpBig,
  mulDivRoundHalfUp,
  ratioHalfUp,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import { parseInput } from "../parse-input.js";
import { getTaxYear } from "../tax-years/index.js";
import type { CorporationTaxRates } from "../tax-years/tax-year-rates.js";
import { corporationTaxInputSchema } from "./corporation-tax.schema.js";
import type { CorporationTaxInput, CorporationTaxResult } from "./corporation-tax.schema.js";

export interface CorporationTaxFigures {
  corporationTaxPence: number;
  marginalReliefPence: number;
}

/**
 * Corporation tax on profits (pence), unchecked. Limits are divided by (associated companies + 1)
 * and pro-rated by months / 12. Between the limits: main rate less marginal relief
 * = fraction × (upper limit − A) × N / A, where A = profits + exempt distributions, N = profits.
 * Rates, limits and the marginal relief fraction: https://www.gov.uk/guidance/corporation-tax-marginal-relief (CTA 2010 s.18B).
 */
export function corporationTaxOn(
  profitsPence: number,
  exemptDistributionsPence: number,
  associatedCompanies: number,
  months: number,
  rates: CorporationTaxRates,
  monthsPerYear: number,
): CorporationTaxFigures {
  if (profitsPence <= 0) return { corporationTaxPence: 0, marginalReliefPence: 0 };
  // Exact integer arithmetic: the limits in pence are limit × 100 × months / D.
  const D = monthsPerYear * (associatedCompanies + 1);
  const augmented = profitsPence + exemptDistributionsPence;
  const smallBp = toBasisPoints(rates.smallProfitsRate);
  const mainBp = toBasisPoints(rates.mainRate);
  const mainPence = mulDivRoundHalfUp(profitsPence, mainBp, E4);
  if (augmented * D <= rates.lowerLimit * 100 * months) {
    return {
      corporationTaxPence: mulDivRoundHalfUp(profitsPence, smallBp, E4),
      marginalReliefPence: 0,
    };
  }
  const upperScaled = rates.upperLimit * 100 * months; // upper limit × D, pence
  if (augmented * D >= upperScaled) {
    return { corporationTaxPence: mainPence, marginalReliefPence: 0 };
  }
  // tax = P × main − (n / d) × (upper − A) × P / A, over one common denominator (BigInt: the
  // products pass 2^53).
  const P = BigInt(profitsPence);
  const A = BigInt(augmented);
  const n = BigInt(rates.marginalReliefNumerator);
  const d = BigInt(rates.marginalReliefDenominator);
  const bigD = BigInt(D);
  const numerator =
    P * BigInt(mainBp) * d * bigD * A - BigInt(E4) * n * (BigInt(upperScaled) - A * bigD) * P;
  const denominator = BigInt(E4) * d * bigD * A;
  // The liability is rounded once; the relief shown is what it took off the main-rate tax.
  const taxPence = divideHalfUpBig(numerator, denominator);
  return {
    corporationTaxPence: taxPence,
    marginalReliefPence: mainPence - taxPence,
  };
}

/**
 * UK corporation tax for an accounting period in the financial year: small profits rate up to the
 * lower limit, main rate from the upper limit, marginal relief between.
 *
 * @example calculateCorporationTax({ profits: 100_000 }) // { corporationTax: 22750, marginalRelief: 2250, effectiveRate: 0.2275 }
 */
export function calculateCorporationTax(input: CorporationTaxInput): CorporationTaxResult {
  const parsed = parseInput(corporationTaxInputSchema, input);
  const rates = getTaxYear(parsed.taxYear);
  const profitsPence = toPence(parsed.profits);
  const figures = corporationTaxOn(
    profitsPence,
    toPence(parsed.exemptDistributions),
    parsed.associatedCompanies,
    parsed.months,
    rates.corporationTax,
    rates.payPeriods.monthly,
  );
  return {
    taxYear: parsed.taxYear,
    corporationTax: toPounds(figures.corporationTaxPence),
    marginalRelief: toPounds(figures.marginalReliefPence),
    effectiveRate: ratioHalfUp(figures.corporationTaxPence, profitsPence, 6),
  };
}
