import { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { money, moneyField, quantityField } from "../schema-fields.js";

export const corporationTaxInputSchema = inputSchema("Corporation tax input", {
  profits: moneyField("Profits").describe("Taxable total profits for the accounting period."),
  /** Number of associated companies (the limits are divided by this + 1). */
  associatedCompanies: quantityField(
    "Associated companies",
    "Associated companies must be positive",
    1_000,
    "Associated companies must be at most 1,000",
  )
    .int("Associated companies must be a whole number")
    .default(0),
  exemptDistributions: moneyField("Exempt distributions")
    .default(0)
    .describe("Exempt distributions received (count towards augmented profits)."),
  /** Length of the accounting period in months (limits are pro-rated). */
  months: z
    .number({ error: "Months must be a number" })
    .int("Months must be a whole number")
    .min(1, "Months must be between 1 and 12")
    .max(12, "Months must be between 1 and 12")
    .default(12),
});

export type CorporationTaxInput = z.input<typeof corporationTaxInputSchema>;

export const corporationTaxResultSchema = resultSchema({
  corporationTax: money.describe("Corporation tax for the period, after any marginal relief."),
  marginalRelief: money.describe(
    "Marginal relief between the lower and upper limits (0 outside them).",
  ),
  effectiveRate: z
    .number()
    .describe("corporationTax / profits as a fraction (0 when there are no profits)."),
});

export type CorporationTaxResult = z.output<typeof corporationTaxResultSchema>;
