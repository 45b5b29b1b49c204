import { z } from "zod";
import { money, moneyField, objectError } from "../schema-fields.js";
import { taxYearField, taxYearResult } from "../tax-years/tax-year-field.js";

export const nationalInsuranceInputSchema = z.strictObject(
  {
    /** Annual earnings subject to Class 1 NI (after salary sacrifice). */
    earnings: moneyField("Earnings"),
    taxYear: taxYearField,
  },
  { error: objectError("National Insurance input") },
);

export type NationalInsuranceInput = z.input<
  typeof nationalInsuranceInputSchema
>;

export const nationalInsuranceResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
  /** Employee (primary) Class 1 NI on annual thresholds. */
  employee: money,
  /** Employer (secondary) Class 1 NI on annual thresholds, before any Employment Allowance. */
  employer: money,
});

export type NationalInsuranceResult = z.output<
  typeof nationalInsuranceResultSchema
>;
