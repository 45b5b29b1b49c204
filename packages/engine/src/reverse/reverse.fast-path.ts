import {
  PAY_FREQUENCIES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
} from "../enumerations.js";
import {
  INVALID,
  enumValue,
  moneyValue,
  percentValue,
  plainObject,
  taxCodeValue,
} from "../fast-path.js";
import {
  isScottishOnly,
  isScottishTaxpayer,
  tryParseTaxCode,
} from "../tax-code/tax-code.js";
import { DEFAULT_TAX_YEAR, TAX_YEAR_IDS } from "../tax-years/index.js";
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
  const payFrequency = enumValue(
    fields.payFrequency,
    PAY_FREQUENCIES,
    "annual",
  );
  const region = enumValue(fields.region, REGIONS, "england");
  const taxCode = taxCodeValue(fields.taxCode, "1257L");
  const studentLoanPlan = enumValue(
    fields.studentLoanPlan,
    STUDENT_LOAN_PLANS,
    "none",
  );
  const pensionContribution = percentValue(fields.pensionContribution, 0);
  const pensionMethod = enumValue(
    fields.pensionMethod,
    PENSION_METHODS,
    "net-pay",
  );
  const taxYear = enumValue(fields.taxYear, TAX_YEAR_IDS, DEFAULT_TAX_YEAR);
  if (
    desiredNetPay === INVALID ||
    payFrequency === INVALID ||
    region === INVALID ||
    taxCode === INVALID ||
    studentLoanPlan === INVALID ||
    pensionContribution === INVALID ||
    pensionMethod === INVALID ||
    taxYear === INVALID
  ) {
    return null;
  }
  const code = tryParseTaxCode(taxCode);
  if (
    code === null ||
    (isScottishOnly(code) && !isScottishTaxpayer(code, region))
  )
    return null;
  return {
    desiredNetPay,
    payFrequency,
    region,
    taxCode,
    studentLoanPlan,
    pensionContribution,
    pensionMethod,
    taxYear,
  };
}
