import { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { money, moneyField, quantityField } from "../schema-fields.js";

export const corporationTaxInputSchema = inputSchema("Corporation tax input", {
  /** Taxable total profits for the accounting period. */
  profits: moneyField("Profits"),
  /** Number of associated companies (the limits are divided by this + 1). */
  associatedCompanies: quantityField(
    "Associated companies",
    "Associated companies must be positive",
    1_000,
    "Associated companies must be at most 1,000",
  )
    .int("Associated companies must be a whole number")
    .default(0),
  /** Exempt distributions received (count towards augmented profits). */
  exemptDistributions: moneyField("Exempt distributions").default(0),
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
  corporationTax: money,
  marginalRelief: money,
  /** corporationTax / profits as a fraction (0 when there are no profits). */
  effectiveRate: z.number(),
});

export type CorporationTaxResult = z.output<typeof corporationTaxResultSchema>;
