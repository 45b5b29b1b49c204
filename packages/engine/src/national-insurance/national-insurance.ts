import { compiledRates } from "../compiled-rates.js";
import { E4, exactToPence, toPence, toPounds } from "../money.js";
import { parseInput } from "../parse-input.js";
import { employeeClass1, employerClass1 } from "./class-1.js";
import { nationalInsuranceInputSchema } from "./national-insurance.schema.js";
import type {
  NationalInsuranceInput,
  NationalInsuranceResult,
} from "./national-insurance.schema.js";

/**
 * Employee and employer Class 1 National Insurance on annual earnings (annual thresholds,
 * category A; no Employment Allowance): the rules are in `class-1.ts`.
 *
 * @example calculateNationalInsurance({ earnings: 40_000 }) // { employee: 2194.4, employer: 5250 }
 */
export function calculateNationalInsurance(input: NationalInsuranceInput): NationalInsuranceResult {
  const parsed = parseInput(nationalInsuranceInputSchema, input);
  const c = compiledRates(parsed.taxYear);
  const earningsE4 = toPence(parsed.earnings) * E4;
  return {
    taxYear: parsed.taxYear,
    employee: toPounds(exactToPence(employeeClass1(earningsE4, c.ni).contribution)),
    employer: toPounds(exactToPence(employerClass1(earningsE4, c.ni).contribution)),
  };
}
