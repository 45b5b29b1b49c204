import {
  dec,
  decimalToPence,
  ratioHalfUp,
  toPence,
  toPounds,
} from "../money.js";
import { inputParser } from "../parse-input.js";
import { getTaxYear } from "../tax-years/index.js";
import type { CorporationTaxRates } from "../tax-years/tax-year-rates.js";
import {
  corporationTaxInputSchema,
  type CorporationTaxInput,
  type CorporationTaxResult,
} from "./corporation-tax.schema.js";

const parseCorporationTaxInput = inputParser(corporationTaxInputSchema);

export interface CorporationTaxFigures {
  corporationTaxPence: number;
  marginalReliefPence: number;
}

/**
 * Corporation tax on profits (pence), unchecked. Limits are divided by (associated companies + 1)
 * and pro-rated by months / 12. Between the limits: main rate less marginal relief
 * = fraction × (upper limit − A) × N / A, where A = profits + exempt distributions, N = profits.
 */
export function corporationTaxOn(
  profitsPence: number,
  exemptDistributionsPence: number,
  associatedCompanies: number,
  months: number,
  rates: CorporationTaxRates,
  monthsPerYear: number,
): CorporationTaxFigures {
  if (profitsPence <= 0)
    return { corporationTaxPence: 0, marginalReliefPence: 0 };
  const share = dec(months)
    .div(monthsPerYear)
    .div(associatedCompanies + 1);
  const lower = dec(rates.lowerLimit).times(100).times(share);
  const upper = dec(rates.upperLimit).times(100).times(share);
  const profits = dec(profitsPence);
  const augmented = profits.plus(exemptDistributionsPence);
  if (augmented.lte(lower)) {
    return {
      corporationTaxPence: decimalToPence(
        profits.times(rates.smallProfitsRate).div(100),
      ),
      marginalReliefPence: 0,
    };
  }
  const mainTax = profits.times(rates.mainRate);
  if (augmented.gte(upper)) {
    return {
      corporationTaxPence: decimalToPence(mainTax.div(100)),
      marginalReliefPence: 0,
    };
  }
  const relief = dec(rates.marginalReliefNumerator)
    .div(rates.marginalReliefDenominator)
    .times(upper.minus(augmented))
    .times(profits.div(augmented));
  // The liability is rounded once; the relief shown is what it took off the main-rate tax.
  const taxPence = decimalToPence(mainTax.minus(relief).div(100));
  const mainPence = decimalToPence(mainTax.div(100));
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
export function calculateCorporationTax(
  input: CorporationTaxInput,
): CorporationTaxResult {
  const parsed = parseCorporationTaxInput(input);
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
