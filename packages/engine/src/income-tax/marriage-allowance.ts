/**
 * The marriage allowance, for its recipient: an M code carries the transferred allowance (£1,260),
 * which the engine gives back as a tax reduction of 20 % of it while the recipient is not taxed
 * above the basic rate (in Scotland, the intermediate rate): ITA 2007 ss.55A–55E,
 * https://www.legislation.gov.uk/ukpga/2007/3/part/3/chapter/3A; https://www.gov.uk/marriage-allowance.
 */
import type { CompiledRates, TaxRegime } from "../compiled-rates.js";
import type { AllowanceConvention } from "../enumerations.js";
import { E4_PER_POUND } from "../money.js";
import type { Exact } from "../money.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import type { IncomeTaxBandLine } from "./tax-bands.js";

/**
 * True when an M code's marriage allowance is a tax reduction here (statutory convention): the
 * code's number includes the transferred allowance, which comes off the allowance and back as the
 * reduction. Under the PAYE convention the code is used as payroll uses it.
 */
export function isMarriageRecipient(code: ParsedTaxCode, convention: AllowanceConvention): boolean {
  return convention === "statutory" && code.kind === "allowance" && code.letter === "M";
}

/**
 * ITA 2007 s.55B(2): the recipient is eligible only if no income is taxed above the regime's
 * recipient band (the basic rate band; in Scotland the intermediate one), with any relief-at-source
 * extension applied.
 * https://www.legislation.gov.uk/ukpga/2007/3/section/55B
 */
export function isMarriageEligible(
  lines: readonly IncomeTaxBandLine[],
  regime: TaxRegime,
): boolean {
  return lines.every((line, index) => index <= regime.recipientBandIndex || line.taxableE4 === 0);
}

/**
 * The tax after the marriage allowance reduction (ITA 2007 s.55B(3)): 20 % of the transferred
 * allowance off the tax, never below nil.
 * https://www.legislation.gov.uk/ukpga/2007/3/section/55B
 */
export function afterMarriageReduction(tax: Exact, c: CompiledRates): Exact {
  return tax > c.marriageReduction ? tax - c.marriageReduction : 0n;
}

/**
 * For an M code (statutory convention): the taxable pay (E4, before any relief-at-source
 * extension) above which the recipient is taxed above the recipient band and loses the
 * reduction: the band's limit plus the code's own allowance.
 */
export function marriageEligibilityLimitE4(
  code: ParsedTaxCode & { kind: "allowance" },
  regime: TaxRegime,
  c: CompiledRates,
): number {
  const allowancePounds = Math.max(
    0,
    code.number * c.codeMultiplier - c.marriageTransferablePounds,
  );
  return regime.marriageLimitE4 + allowancePounds * E4_PER_POUND;
}
