import { z } from "zod";
import { REGIONS } from "../enumerations.js";
import { enumField, money, moneyField, objectError } from "../schema-fields.js";
import { taxYearField, taxYearResult } from "../tax-years/tax-year-field.js";

export const dividendTaxInputSchema = z.strictObject(
  {
    /** Salary and other non-savings income for the year, before the personal allowance. */
    nonSavingsIncome: moneyField("Non-savings income"),
    dividends: moneyField("Dividends"),
    /** Scottish taxpayers pay dividend tax on the UK bands; kept for a complete picture. */
    region: enumField("Region", REGIONS).default("england"),
    taxYear: taxYearField,
  },
  { error: objectError("Dividend tax input") },
);

export type DividendTaxInput = z.input<typeof dividendTaxInputSchema>;

export const dividendTaxResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
  dividendTax: money,
  /** Personal allowance left over from non-savings income and set against dividends. */
  personalAllowanceUsed: money,
  /** Dividends covered by the dividend allowance. */
  dividendAllowanceUsed: money,
});

export type DividendTaxResult = z.output<typeof dividendTaxResultSchema>;
