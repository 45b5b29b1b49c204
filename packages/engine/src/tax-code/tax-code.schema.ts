import { z } from "zod";
import type { Region } from "../enumerations.js";
import type { CrossFieldRule, IssueSink } from "../schemas.js";
import {
  TAX_CODE_MAX_LENGTH,
  TAX_CODE_MESSAGES,
  TAX_CODE_PATTERN,
  isScottishOnly,
  isScottishTaxpayer,
  tryParseTaxCode,
} from "./tax-code.js";

/**
 * `taxCode`: text in the tax-code grammar (TAX_CODE_PATTERN). Blank text is "required"; the
 * Scottish-only D2/D3 need the region too, so `taxCodeRegionIssue` checks them on the object.
 */
export const taxCodeField = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? TAX_CODE_MESSAGES.required
        : "Tax code must be text",
  })
  .regex(/\S/, { message: TAX_CODE_MESSAGES.required, abort: true })
  .max(TAX_CODE_MAX_LENGTH, { message: TAX_CODE_MESSAGES.invalid, abort: true })
  .regex(TAX_CODE_PATTERN, TAX_CODE_MESSAGES.invalid);

/** The rule of every input with a tax code and a region. */
export const taxCodeRegionRule: CrossFieldRule<{
  taxCode: string;
  region: Region;
}> = {
  text: "tax codes D2 and D3 need an S prefix or region scotland",
  check: taxCodeRegionIssue,
};

/** Adds an issue at `taxCode` when a Scottish-only code (D2, D3) is used outside Scotland. */
export function taxCodeRegionIssue(
  value: { taxCode: string; region: Region },
  issues: IssueSink,
): void {
  // Object checks may run beside field issues: a taxCode that is not text is reported there.
  if (typeof value.taxCode !== "string") return;
  const code = tryParseTaxCode(value.taxCode);
  if (
    code !== null &&
    isScottishOnly(code) &&
    !isScottishTaxpayer(code, value.region)
  ) {
    issues.push({
      code: "custom",
      message: TAX_CODE_MESSAGES.scottishOnly,
      path: ["taxCode"],
      input: value.taxCode,
    });
  }
}
