import {
  ALLOWANCE_CONVENTIONS,
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
import {
  salaryLimitIssues,
  type ParsedSalaryInput,
} from "./take-home.schema.js";

const KEYS = new Set([
  "grossSalary",
  "payFrequency",
  "region",
  "taxCode",
  "studentLoanPlan",
  "pensionContribution",
  "pensionMethod",
  "taxYear",
  "bonus",
  "overtime",
  "benefitsInKind",
  "childcareVouchers",
  "allowanceConvention",
]);

/**
 * `salaryInputSchema.parse` for inputs it accepts, without zod; null whenever anything is off
 * (the caller then runs the schema, which reports every issue).
 */
export function fastParseSalaryInput(input: unknown): ParsedSalaryInput | null {
  const fields = plainObject(input, KEYS);
  if (fields === null) return null;
  const grossSalary = moneyValue(fields.grossSalary);
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
  const bonus = moneyValue(fields.bonus, 0);
  const overtime = moneyValue(fields.overtime, 0);
  const benefitsInKind = moneyValue(fields.benefitsInKind, 0);
  const childcareVouchers = moneyValue(fields.childcareVouchers, 0);
  const allowanceConvention = enumValue(
    fields.allowanceConvention,
    ALLOWANCE_CONVENTIONS,
    "statutory",
  );
  if (
    grossSalary === INVALID ||
    payFrequency === INVALID ||
    region === INVALID ||
    taxCode === INVALID ||
    studentLoanPlan === INVALID ||
    pensionContribution === INVALID ||
    pensionMethod === INVALID ||
    taxYear === INVALID ||
    bonus === INVALID ||
    overtime === INVALID ||
    benefitsInKind === INVALID ||
    childcareVouchers === INVALID ||
    allowanceConvention === INVALID
  ) {
    return null;
  }
  const code = tryParseTaxCode(taxCode);
  if (
    code === null ||
    (isScottishOnly(code) && !isScottishTaxpayer(code, region))
  )
    return null;
  const parsed: ParsedSalaryInput = {
    grossSalary,
    payFrequency,
    region,
    taxCode,
    studentLoanPlan,
    pensionContribution,
    pensionMethod,
    taxYear,
    bonus,
    overtime,
    benefitsInKind,
    childcareVouchers,
    allowanceConvention,
  };
  return salaryLimitIssues(parsed).length === 0 ? parsed : null;
}
