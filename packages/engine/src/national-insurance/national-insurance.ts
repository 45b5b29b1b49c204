import { slice, sliceBetween } from "../bands.js";
import { compiledRates } from "../compiled-rates.js";
import type { CompiledNi } from "../compiled-rates.js";
import { E4, halfUpE4ToPence, productsFloorE4, toPence, toPounds } from "../money.js";
import { parseInput } from "../parse-input.js";
import { nationalInsuranceInputSchema } from "./national-insurance.schema.js";
import type {
  NationalInsuranceInput,
  NationalInsuranceResult,
} from "./national-insurance.schema.js";

/**
 * Employee Class 1 NI of a category (`c.ni` is category A) on annual earnings (E4), E4 rounded
 * down from its exact value (see `IncomeTaxBreakdown.taxE4`).
 */
export function employeeNationalInsuranceE4(earningsE4: number, ni: CompiledNi): number {
  return productsFloorE4(
    sliceBetween(earningsE4, ni.primaryThresholdE4, ni.upperEarningsLimitE4),
    ni.employeeMainBp,
    slice(earningsE4, ni.upperEarningsLimitE4),
    ni.employeeUpperBp,
  );
}

/** The employee's Class 1 rate on the next unit of annual earnings (bp). */
export function employeeNationalInsuranceBp(earningsE4: number, ni: CompiledNi): number {
  if (earningsE4 < ni.primaryThresholdE4) return 0;
  return earningsE4 < ni.upperEarningsLimitE4 ? ni.employeeMainBp : ni.employeeUpperBp;
}

/**
 * Employer (secondary) Class 1 NI of a category on annual earnings (E4), E4 rounded down: the
 * main rate from the secondary threshold, the upper rate above the category's upper threshold
 * (none for a category whose two rates are the same).
 */
export function employerNationalInsuranceE4(earningsE4: number, ni: CompiledNi): number {
  return productsFloorE4(
    sliceBetween(earningsE4, ni.secondaryThresholdE4, ni.employerUpperThresholdE4),
    ni.employerBp,
    slice(earningsE4, Math.max(ni.employerUpperThresholdE4, ni.secondaryThresholdE4)),
    ni.employerUpperBp,
  );
}

/**
 * Employee and employer Class 1 National Insurance on annual earnings (annual thresholds,
 * category A; no Employment Allowance).
 *
 * @example calculateNationalInsurance({ earnings: 40_000 }) // { employee: 2194.4, employer: 5250 }
 */
export function calculateNationalInsurance(input: NationalInsuranceInput): NationalInsuranceResult {
  const parsed = parseInput(nationalInsuranceInputSchema, input);
  const c = compiledRates(parsed.taxYear);
  const earningsE4 = toPence(parsed.earnings) * E4;
  return {
    taxYear: parsed.taxYear,
    employee: toPounds(halfUpE4ToPence(employeeNationalInsuranceE4(earningsE4, c.ni))),
    employer: toPounds(halfUpE4ToPence(employerNationalInsuranceE4(earningsE4, c.ni))),
  };
}
