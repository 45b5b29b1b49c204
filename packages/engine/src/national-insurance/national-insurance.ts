import { slice, sliceBetween } from "../bands.js";
import { compiledRates } from "../compiled-rates.js";
import type { CompiledNi } from "../compiled-rates.js";
import { E4, addProduct, exactZero, roundExactToPence, toPence, toPounds } from "../money.js";
import type { Exact } from "../money.js";
import { inputParser } from "../parse-input.js";
import { nationalInsuranceInputSchema } from "./national-insurance.schema.js";
import type {
  NationalInsuranceInput,
  NationalInsuranceResult,
} from "./national-insurance.schema.js";

const parseNationalInsuranceInput = inputParser(nationalInsuranceInputSchema);

/**
 * Employee Class 1 NI of a category (`c.ni` is category A) on annual earnings (E4), added to
 * `into`; returns the marginal rate (bp).
 */
export function employeeNationalInsuranceOn(
  into: Exact,
  earningsE4: number,
  ni: CompiledNi,
): number {
  const { primaryThresholdE4, upperEarningsLimitE4, employeeMainBp, employeeUpperBp } = ni;
  addProduct(
    into,
    sliceBetween(earningsE4, primaryThresholdE4, upperEarningsLimitE4),
    employeeMainBp,
  );
  addProduct(into, slice(earningsE4, upperEarningsLimitE4), employeeUpperBp);
  if (earningsE4 < primaryThresholdE4) return 0;
  return earningsE4 < upperEarningsLimitE4 ? employeeMainBp : employeeUpperBp;
}

/**
 * Employer (secondary) Class 1 NI of a category on annual earnings (E4), added to `into`: the
 * main rate from the secondary threshold, the upper rate above the category's upper threshold
 * (none for a category whose two rates are the same).
 */
export function employerNationalInsuranceOn(into: Exact, earningsE4: number, ni: CompiledNi): void {
  addProduct(
    into,
    sliceBetween(earningsE4, ni.secondaryThresholdE4, ni.employerUpperThresholdE4),
    ni.employerBp,
  );
  if (earningsE4 > ni.employerUpperThresholdE4)
    addProduct(
      into,
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
  const parsed = parseNationalInsuranceInput(input);
  const c = compiledRates(parsed.taxYear);
  const earningsE4 = toPence(parsed.earnings) * E4;
  const employee = exactZero();
  const employer = exactZero();
  employeeNationalInsuranceOn(employee, earningsE4, c.ni);
  employerNationalInsuranceOn(employer, earningsE4, c.ni);
  return {
    taxYear: parsed.taxYear,
    employee: toPounds(roundExactToPence(employee)),
    employer: toPounds(roundExactToPence(employer)),
  };
}
