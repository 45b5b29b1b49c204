import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { money, moneyField } from "../schema-fields.js";

export const nationalInsuranceInputSchema = inputSchema(
  "National Insurance input",
  {
    earnings: moneyField("Earnings").describe(
      "Annual earnings subject to Class 1 NI (after salary sacrifice).",
    ),
  },
);

export type NationalInsuranceInput = z.input<
  typeof nationalInsuranceInputSchema
>;

export const nationalInsuranceResultSchema = resultSchema({
  employee: money.describe(
    "Employee (primary) Class 1 NI on annual thresholds.",
  ),
  employer: money.describe(
    "Employer (secondary) Class 1 NI on annual thresholds, before any Employment Allowance.",
  ),
});

export type NationalInsuranceResult = z.output<
  typeof nationalInsuranceResultSchema
>;
