import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { money, moneyField } from "../schema-fields.js";

export const nationalInsuranceInputSchema = inputSchema("National Insurance input", {
  earnings: moneyField("Earnings").describe(
    "Annual earnings subject to Class 1 NI (after salary sacrifice).",
  ),
});

export type NationalInsuranceInput = z.input<typeof nationalInsuranceInputSchema>;

/** Class 1 NI on some earnings, both sides (annual, one pay period or a director's year). */
export const classOneContributions = {
  employee: money.describe("Employee (primary) Class 1 NI."),
  employer: money.describe("Employer (secondary) Class 1 NI, before any Employment Allowance."),
};

export const nationalInsuranceResultSchema = resultSchema(classOneContributions).describe(
  "Class 1 NI on annual earnings, by the annual thresholds.",
);

export type NationalInsuranceResult = z.output<typeof nationalInsuranceResultSchema>;
