import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { money, moneyField } from "../schema-fields.js";

export const nationalInsuranceInputSchema = inputSchema(
  "National Insurance input",
  {
    /** Annual earnings subject to Class 1 NI (after salary sacrifice). */
    earnings: moneyField("Earnings"),
  },
);

export type NationalInsuranceInput = z.input<
  typeof nationalInsuranceInputSchema
>;

export const nationalInsuranceResultSchema = resultSchema({
  /** Employee (primary) Class 1 NI on annual thresholds. */
  employee: money,
  /** Employer (secondary) Class 1 NI on annual thresholds, before any Employment Allowance. */
  employer: money,
});

export type NationalInsuranceResult = z.output<
  typeof nationalInsuranceResultSchema
>;
