import { slice } from "../bands.js";
import { compiledRates, type CompiledRates } from "../compiled-rates.js";
import {
  E4,
  addProduct,
  exactZero,
  roundExactToPence,
  toPence,
  toPounds,
  type Exact,
} from "../money.js";
import { inputParser } from "../parse-input.js";
import {
  nationalInsuranceInputSchema,
  type NationalInsuranceInput,
  type NationalInsuranceResult,
} from "./national-insurance.schema.js";

const parseNationalInsuranceInput = inputParser(nationalInsuranceInputSchema);

/** Employee Class 1 NI on annual earnings (E4), added to `into`; returns the marginal rate (bp). */
export function employeeNationalInsuranceOn(
  into: Exact,
  earningsE4: number,
  c: CompiledRates,
): number {
  const {
    primaryThresholdE4,
    upperEarningsLimitE4,
    employeeMainBp,
    employeeUpperBp,
  } = c.ni;
  addProduct(
    into,
    slice(earningsE4, primaryThresholdE4, upperEarningsLimitE4),
    employeeMainBp,
  );
  addProduct(into, slice(earningsE4, upperEarningsLimitE4), employeeUpperBp);
  if (earningsE4 < primaryThresholdE4) return 0;
  return earningsE4 < upperEarningsLimitE4 ? employeeMainBp : employeeUpperBp;
}

/** Employer (secondary) Class 1 NI on annual earnings (E4), added to `into`. */
export function employerNationalInsuranceOn(
  into: Exact,
  earningsE4: number,
  c: CompiledRates,
): void {
  addProduct(
    into,
    slice(earningsE4, c.ni.secondaryThresholdE4),
    c.ni.employerBp,
  );
}

/**
 * Employee and employer Class 1 National Insurance on annual earnings (annual thresholds,
 * category A; no Employment Allowance).
 *
 * @example calculateNationalInsurance({ earnings: 40_000 }) // { employee: 2194.4, employer: 5250 }
 */
export function calculateNationalInsurance(
  input: NationalInsuranceInput,
): NationalInsuranceResult {
  const parsed = parseNationalInsuranceInput(input);
  const c = compiledRates(parsed.taxYear);
  const earningsE4 = toPence(parsed.earnings) * E4;
  const employee = exactZero();
  const employer = exactZero();
  employeeNationalInsuranceOn(employee, earningsE4, c);
  employerNationalInsuranceOn(employer, earningsE4, c);
  return {
    taxYear: parsed.taxYear,
    employee: toPounds(roundExactToPence(employee)),
    employer: toPounds(roundExactToPence(employer)),
  };
}
