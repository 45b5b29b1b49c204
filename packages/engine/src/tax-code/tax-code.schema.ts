import { z } from "zod";
import type { Region } from "../enumerations.js";
import type { CrossFieldRule, IssueSink } from "../schemas.js";
import { getTaxYear } from "../tax-years/index.js";
import type { TaxYearId } from "../tax-years/index.js";
import {
  TAX_CODE_MAX_LENGTH,
  TAX_CODE_MESSAGES,
  TAX_CODE_NUMBER_RULES,
  TAX_CODE_PATTERN,
  isScottishOnly,
  isScottishTaxpayer,
  prefixRegionConflict,
  tryParseTaxCode,
} from "./tax-code.js";

/** The message of text the grammar rejects: a number rule's own, else the general one. */
function invalidCodeMessage(text: unknown): string {
  if (typeof text === "string")
    for (const rule of TAX_CODE_NUMBER_RULES) if (!rule.pattern.test(text)) return rule.message;
  return TAX_CODE_MESSAGES.invalid;
}

/**
 * `taxCode`: text in the tax-code grammar (TAX_CODE_PATTERN), one check. Blank text is
 * "required"; text the grammar rejects for a number with a space, a leading zero or too many
 * digits gets that rule's message (TAX_CODE_NUMBER_RULES), other text the general one; the region rules
 * (S and C prefixes, the Scottish-only D2/D3) need the region too, so `taxCodeRegionIssue`
 * checks them on the object.
 */
export const taxCodeField = z
  .string({
    error: (issue) =>
      issue.input === undefined ? TAX_CODE_MESSAGES.required : "Tax code must be text",
  })
  .regex(/\S/, { message: TAX_CODE_MESSAGES.required, abort: true })
  .max(TAX_CODE_MAX_LENGTH, { message: TAX_CODE_MESSAGES.invalid, abort: true })
  .regex(TAX_CODE_PATTERN, {
    error: (issue) => invalidCodeMessage(issue.input),
  });

/** The rule of every input with a tax code and a region. */
export const taxCodeRegionRule: CrossFieldRule<TaxCodeInContext> = {
  text: "a tax code with an S prefix needs region scotland and one with a C prefix region wales; tax codes D2 and D3 need an S prefix or region scotland; an M code's number includes the marriage allowance received, so it is at least that allowance ÷ 10 (126)",
  check: taxCodeRegionIssue,
};

/** A tax code with what its rules depend on: the region and the tax year. */
export interface TaxCodeInContext {
  taxCode: string;
  region: Region;
  taxYear: TaxYearId;
}

/**
 * The rules of a tax code in its region and year, as issues:
 * - an S prefix outside region scotland or a C prefix outside region wales contradicts the region
 *   (an issue at `taxCode` and one at `region`, with the same message);
 * - a Scottish-only code (D2, D3) outside Scotland is an issue at `taxCode`;
 * - an M code is a marriage allowance recipient's: its allowance includes the allowance received
 *   (ITA 2007 s.55B, https://www.legislation.gov.uk/ukpga/2007/3/section/55B; £1,260, so 1383M
 *   with the standard allowance), so a smaller number (0M, 100M) is not a code HMRC issues: an
 *   issue at `taxCode`.
 */
export function taxCodeRegionIssue(value: TaxCodeInContext, issues: IssueSink): void {
  // Object checks may run beside field issues: a taxCode that is not text is reported there.
  if (typeof value.taxCode !== "string") return;
  const code = tryParseTaxCode(value.taxCode);
  if (code === null) return;
  const issueAtTaxCode = (message: string) => {
    issues.push({ code: "custom", message, path: ["taxCode"], input: value.taxCode });
  };
  const conflict = prefixRegionConflict(code, value.region);
  if (conflict !== null) {
    const message = TAX_CODE_MESSAGES[conflict];
    issueAtTaxCode(message);
    issues.push({ code: "custom", message, path: ["region"], input: value.region });
    return;
  }
  if (isScottishOnly(code) && !isScottishTaxpayer(code, value.region))
    issueAtTaxCode(TAX_CODE_MESSAGES.scottishOnly);
  if (code.kind === "allowance" && code.letter === "M") {
    const { marriageAllowance, codeMultiplier } = getTaxYear(value.taxYear).incomeTax;
    const smallest = Math.ceil(marriageAllowance.transferable / codeMultiplier);
    if (code.number < smallest)
      issueAtTaxCode(
        `Tax code ${code.normalised} is too small for an M code: an M code includes the £${marriageAllowance.transferable.toLocaleString("en-GB")} of marriage allowance received, so its number is at least ${String(smallest)} (for example ${String(smallest + 1257)}M)`,
      );
  }
}
