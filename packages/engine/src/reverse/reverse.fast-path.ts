import {
  moneyValue,
  INVALID,
  plainObject,
  salaryDetailsValue,
} from "../fast-path.js";
import type { ParsedReverseInput } from "./reverse.js";

const KEYS = new Set([
  "desiredNetPay",
  "payFrequency",
  "region",
  "taxCode",
  "studentLoanPlan",
  "pensionContribution",
  "pensionMethod",
  "taxYear",
]);

/** `reverseInputSchema.parse` for inputs it accepts, without zod; null whenever anything is off. */
export function fastParseReverseInput(
  input: unknown,
): ParsedReverseInput | null {
  const fields = plainObject(input, KEYS);
  if (fields === null) return null;
  const desiredNetPay = moneyValue(fields.desiredNetPay);
  if (desiredNetPay === INVALID) return null;
  const details = salaryDetailsValue(fields);
  return details === null ? null : { desiredNetPay, ...details };
}
