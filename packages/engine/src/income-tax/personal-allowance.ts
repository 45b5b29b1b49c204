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

/** Non-savings income and income taxed on top of it (savings or dividends), after the allowance. */
export interface AllowanceSetAgainst {
  /** Non-savings income above the allowance. */
  taxableNonSavingsE4: number;
  /** The income on top, less what is left of the allowance. */
  taxableOnTopE4: number;
  /** The allowance set against the income on top. */
  allowanceOnTopE4: number;
}

/**
 * The personal allowance (tapered on the two incomes together) set against non-savings income
 * first, then against income taxed on top of it (savings or dividends), the order that gives the
 * most relief here (ITA 2007 s.25: https://www.legislation.gov.uk/ukpga/2007/3/section/25).
 */
export function allowanceSetAgainst(
  nonSavingsE4: number,
  onTopE4: number,
  c: CompiledRates,
): AllowanceSetAgainst {
  const allowanceE4 =
    (c.personalAllowancePounds - taperReductionPounds(nonSavingsE4 + onTopE4, c)) * E4_PER_POUND;
  const leftE4 = Math.max(0, allowanceE4 - nonSavingsE4);
  return {
    taxableNonSavingsE4: Math.max(0, nonSavingsE4 - allowanceE4),
    taxableOnTopE4: Math.max(0, onTopE4 - leftE4),
    allowanceOnTopE4: Math.min(leftE4, onTopE4),
  };
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

/**
 * Blind Person's Allowance, whole pounds: added to the personal allowance of someone registered
 * blind or severely sight impaired (or unable to work for blindness in Scotland or Northern
 * Ireland) who claims it; the taper does not reduce it. ITA 2007 s.38:
 * https://www.legislation.gov.uk/ukpga/2007/3/section/38; https://www.gov.uk/blind-persons-allowance.
 */
export function blindPersonsAllowancePounds(claimed: boolean, c: CompiledRates): number {
  return claimed ? c.rates.incomeTax.blindPersonsAllowance.amount : 0;
}
