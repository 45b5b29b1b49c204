/**
 * K codes: the code's amount is added to taxable pay (the deductions HMRC collects through it
 * exceed the allowances), and the tax is held to the overriding limit, 50 % of the pay.
 */
import type { CompiledRates } from "../compiled-rates.js";
import type { AllowanceConvention } from "../enumerations.js";
import { product } from "../money.js";
import type { Exact } from "../money.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";

/**
 * What a K code adds to taxable pay in a year, whole pounds: its number × 10 (+ 9 under the PAYE
 * convention), https://www.gov.uk/tax-codes/what-your-tax-code-means.
 */
export function kCodeAdditionPounds(
  code: ParsedTaxCode & { kind: "k" },
  convention: AllowanceConvention,
  c: CompiledRates,
): number {
  return code.number * c.codeMultiplier + (convention === "paye" ? c.payeCodeUplift : 0);
}

/**
 * The overriding limit on a year's tax: 50 % of the cash pay (the Income Tax (PAYE) Regulations
 * 2003 reg. 2(1), https://www.legislation.gov.uk/uksi/2003/2682/regulation/2). Annually it can
 * only bite on a K code; payroll applies it to every code each period (`overridingLimit` in
 * payroll).
 */
export function overridingLimitOnTax(cashPayE4: number, c: CompiledRates): Exact {
  return product(cashPayE4, c.kCodeLimitBp);
}
