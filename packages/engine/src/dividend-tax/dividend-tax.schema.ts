import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { REGIONS } from "../enumerations.js";
import { enumField, money, moneyField } from "../schema-fields.js";

export const dividendTaxInputSchema = inputSchema("Dividend tax input", {
  /** Salary and other non-savings income for the year, before the personal allowance. */
  nonSavingsIncome: moneyField("Non-savings income"),
  dividends: moneyField("Dividends"),
  /** Scottish taxpayers pay dividend tax on the UK bands; kept for a complete picture. */
  region: enumField("Region", REGIONS).default("england"),
});

export type DividendTaxInput = z.input<typeof dividendTaxInputSchema>;

export const dividendTaxResultSchema = resultSchema({
  dividendTax: money,
  /** Personal allowance left over from non-savings income and set against dividends. */
  personalAllowanceUsed: money,
  /** Dividends covered by the dividend allowance. */
  dividendAllowanceUsed: money,
});

export type DividendTaxResult = z.output<typeof dividendTaxResultSchema>;
