import { z } from "zod";
import type { Region } from "../enumerations.js";
import type { CrossFieldRule, IssueSink } from "../schemas.js";
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
export const taxCodeRegionRule: CrossFieldRule<{
  taxCode: string;
  region: Region;
}> = {
  text: "a tax code with an S prefix needs region scotland and one with a C prefix region wales; tax codes D2 and D3 need an S prefix or region scotland",
  check: taxCodeRegionIssue,
};

/**
 * The region rules of a tax code, as issues: an S prefix outside region scotland or a C prefix
 * outside region wales contradicts the region (an issue at `taxCode` and one at `region`, with
 * the same message); a Scottish-only code (D2, D3) outside Scotland is an issue at `taxCode`.
 */
export function taxCodeRegionIssue(
  value: { taxCode: string; region: Region },
  issues: IssueSink,
): void {
  // Object checks may run beside field issues: a taxCode that is not text is reported there.
  if (typeof value.taxCode !== "string") return;
  // A code that starts with a digit has no prefix and is not D2 or D3 (the usual case): no rule
  // to break, no parse.
  const first = value.taxCode.charCodeAt(0);
  if (first >= 48 && first <= 57) return;
  // Likewise an S code in Scotland (SD2 and SD3 included) and, followed by a digit, a C code in
  // Wales.
  if ((first === 83 || first === 115) && value.region === "scotland") return;
  if ((first === 67 || first === 99) && value.region === "wales") {
    const second = value.taxCode.charCodeAt(1);
    if (second >= 48 && second <= 57) return;
  }
  const code = tryParseTaxCode(value.taxCode);
  if (code === null) return;
  const conflict = prefixRegionConflict(code, value.region);
  if (conflict !== null) {
    const message = TAX_CODE_MESSAGES[conflict];
    issues.push({
      code: "custom",
      message,
      path: ["taxCode"],
      input: value.taxCode,
    });
    issues.push({
      code: "custom",
      message,
      path: ["region"],
      input: value.region,
    });
    return;
  }
  if (isScottishOnly(code) && !isScottishTaxpayer(code, value.region)) {
    issues.push({
      code: "custom",
      message: TAX_CODE_MESSAGES.scottishOnly,
      path: ["taxCode"],
      input: value.taxCode,
    });
  }
}
