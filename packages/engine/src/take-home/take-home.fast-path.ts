import { ALLOWANCE_CONVENTIONS } from "../enumerations.js";
import {
  INVALID,
  enumValue,
  moneyValue,
  plainObject,
  salaryDetailsValue,
} from "../fast-path.js";
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
    bonus === INVALID ||
    overtime === INVALID ||
    benefitsInKind === INVALID ||
    childcareVouchers === INVALID ||
    allowanceConvention === INVALID
  ) {
    return null;
  }
  const details = salaryDetailsValue(fields);
  if (details === null) return null;
  const parsed: ParsedSalaryInput = {
    grossSalary,
    ...details,
    bonus,
    overtime,
    benefitsInKind,
    childcareVouchers,
    allowanceConvention,
  };
  return salaryLimitIssues(parsed).length === 0 ? parsed : null;
}
