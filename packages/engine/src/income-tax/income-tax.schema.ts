import { z } from "zod";
import {
  inputSchema,
  resultSchema,
  rulesAcrossFields,
  SCOTTISH_ONLY_CODES_RULE,
} from "../schemas.js";
import { ALLOWANCE_CONVENTIONS, REGIONS } from "../enumerations.js";
import { enumField, money, moneyField, ratio } from "../schema-fields.js";
import {
  taxCodeField,
  taxCodeRegionIssue,
} from "../tax-code/tax-code.schema.js";

export const incomeTaxInputSchema = inputSchema("Income tax input", {
  /** Annual pay and benefits subject to income tax, before any allowance. */
  taxablePay: moneyField("Taxable pay"),
  /** Adjusted net income for the allowance taper (default: taxablePay). */
  adjustedNetIncome: moneyField("Adjusted net income").optional(),
  taxCode: taxCodeField.default("1257L"),
  region: enumField("Region", REGIONS).default("england"),
  allowanceConvention: enumField(
    "Allowance convention",
    ALLOWANCE_CONVENTIONS,
  ).default("statutory"),
})
  .check((ctx) => {
    if (ctx.issues.length > 0) return;
    taxCodeRegionIssue(ctx.value, ctx.issues);
  })
  .describe(rulesAcrossFields(SCOTTISH_ONLY_CODES_RULE));

export type IncomeTaxInput = z.input<typeof incomeTaxInputSchema>;

export const incomeTaxResultSchema = resultSchema({
  incomeTax: money,
  personalAllowance: money,
  taxableIncome: money,
  /** Income tax rate on the next £1 of taxable pay, including the taper effect (fraction). */
  marginalRate: ratio,
  isScottish: z.boolean(),
});

export type IncomeTaxResult = z.output<typeof incomeTaxResultSchema>;
