import { z } from "zod";
import { inputSchema, resultSchema, withRules } from "../schemas.js";
import { ALLOWANCE_CONVENTIONS, REGIONS } from "../enumerations.js";
import { enumField, money, moneyField, ratio } from "../schema-fields.js";
import { taxCodeField, taxCodeRegionRule } from "../tax-code/tax-code.schema.js";

export const incomeTaxInputSchema = withRules(
  inputSchema("Income tax input", {
    taxablePay: moneyField("Taxable pay").describe(
      "Annual pay and benefits subject to income tax, before any allowance.",
    ),
    adjustedNetIncome: moneyField("Adjusted net income")
      .optional()
      .describe(
        "Adjusted net income for the allowance taper (default: taxablePay less the Gift Aid donations grossed up).",
      ),
    giftAidDonations: moneyField("Gift Aid donations")
      .default(0)
      .describe(
        "What you gave to charity under Gift Aid in the year, as paid (the charity claims the basic rate on top): grossed up, it extends the basic and higher rate limits (https://www.gov.uk/donating-to-charity/gift-aid).",
      ),
    taxCode: taxCodeField.default("1257L"),
    region: enumField("Region", REGIONS).default("england"),
    allowanceConvention: enumField("Allowance convention", ALLOWANCE_CONVENTIONS).default(
      "statutory",
    ),
  }),
  taxCodeRegionRule,
);

export type IncomeTaxInput = z.input<typeof incomeTaxInputSchema>;

export const incomeTaxResultSchema = resultSchema({
  incomeTax: money.describe("Income tax for the year, to the penny."),
  personalAllowance: money.describe(
    "The allowance given (whole pounds) after any taper; 0 for K, flat-rate and NT codes.",
  ),
  taxableIncome: money.describe(
    "Taxable pay less the allowance (a K code adds its amount instead).",
  ),
  marginalRate: ratio.describe(
    "Income tax rate on the next £1 of taxable pay, including the taper effect (fraction).",
  ),
  isScottish: z
    .boolean()
    .describe("Whether Scottish rates applied (an S code or region scotland)."),
  giftAidGross: money.describe(
    "The Gift Aid donations grossed up at the basic rate (£4,000 paid → £5,000): how far the band limits rose.",
  ),
});

export type IncomeTaxResult = z.output<typeof incomeTaxResultSchema>;
