import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { REGIONS } from "../enumerations.js";
import { enumField, money, moneyField } from "../schema-fields.js";

export const dividendTaxInputSchema = inputSchema("Dividend tax input", {
  nonSavingsIncome: moneyField("Non-savings income").describe(
    "Salary and other non-savings income for the year, before the personal allowance.",
  ),
  dividends: moneyField("Dividends"),
  region: enumField("Region", REGIONS)
    .default("england")
    .describe("Scottish taxpayers pay dividend tax on the UK bands; kept for a complete picture."),
});

export type DividendTaxInput = z.input<typeof dividendTaxInputSchema>;

export const dividendTaxResultSchema = resultSchema({
  dividendTax: money.describe(
    "Tax on dividends above the allowances, at the rates of the bands they fall in.",
  ),
  personalAllowanceUsed: money.describe(
    "Personal allowance left over from non-savings income and set against dividends.",
  ),
  dividendAllowanceUsed: money.describe("Dividends covered by the dividend allowance."),
});

export type DividendTaxResult = z.output<typeof dividendTaxResultSchema>;
