/**
 * The personal allowance an L, M, N or T code gives, and its taper.
 */
import type { CompiledRates } from "../compiled-rates.js";
import type { AllowanceConvention } from "../enumerations.js";
import { E4_PER_POUND, floorDivide, productFloorE4 } from "../money.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import { isMarriageRecipient } from "./marriage-allowance.js";

/**
 * The taper: the personal allowance is reduced by £1 for every £2 of adjusted net income over
 * £100,000, in whole pounds, down to nil (ITA 2007 s.35,
 * https://www.legislation.gov.uk/ukpga/2007/3/section/35). £100,003 of income loses £1.
 */
export function taperReductionPounds(adjustedNetIncomeE4: number, c: CompiledRates): number {
  const excessE4 = adjustedNetIncomeE4 - c.taperLimitE4;
  if (excessE4 <= 0) return 0;
  const reduction = floorDivide(productFloorE4(excessE4, c.taperBp), E4_PER_POUND);
  return Math.min(reduction, c.personalAllowancePounds);
}

/**
 * True when the allowance of `code` tapers: only the year's standard code (1257L, also with an
 * S or C prefix or an emergency suffix) under the statutory convention. Any other L, M, N or T
 * code is the allowance HMRC worked out for the person, and is taken as issued.
 * https://www.gov.uk/income-tax-rates/income-over-100000
 */
export function tapersAllowance(
  code: ParsedTaxCode,
  convention: AllowanceConvention,
  c: CompiledRates,
): boolean {
  return (
    convention === "statutory" &&
    code.kind === "allowance" &&
    code.letter === "L" &&
    code.number === c.standardCodeNumber
  );
}

/**
 * The allowance an L, M, N or T code states, whole pounds: its number × 10, and under the PAYE
 * convention + 9 for a number above 0, as payroll frees it
 * (https://www.gov.uk/tax-codes/what-your-tax-code-means).
 */
export function codeAllowancePounds(
  code: ParsedTaxCode & { kind: "allowance" },
  convention: AllowanceConvention,
  c: CompiledRates,
): number {
  return (
    code.number * c.codeMultiplier +
    (convention === "paye" && code.number > 0 ? c.payeCodeUplift : 0)
  );
}

/**
 * The allowance an L, M, N or T code gives, whole pounds: what it states, less an M code's
 * transferred marriage allowance (statutory convention: it comes back as a tax reduction), less
 * the taper when the code is the year's standard code (statutory convention).
 * https://www.gov.uk/income-tax-rates/income-over-100000; https://www.gov.uk/marriage-allowance
 */
export function allowanceGivenPounds(
  code: ParsedTaxCode & { kind: "allowance" },
  convention: AllowanceConvention,
  adjustedNetIncomeE4: number,
  c: CompiledRates,
): number {
  const stated = codeAllowancePounds(code, convention, c);
  if (isMarriageRecipient(code, convention))
    return Math.max(0, stated - c.marriageTransferablePounds);
  if (!tapersAllowance(code, convention, c)) return stated;
  return Math.max(0, stated - taperReductionPounds(adjustedNetIncomeE4, c));
}
