import { z } from "zod";
import { PENSION_METHODS } from "../enumerations.js";
import {
  enumField,
  money,
  moneyField,
  objectError,
  percentField,
} from "../schema-fields.js";
import { taxYearField, taxYearResult } from "../tax-years/tax-year-field.js";

export const pensionInputSchema = z.strictObject(
  {
    /** Annual gross pay the percentage applies to. */
    grossPay: moneyField("Gross pay"),
    /** Employee contribution, percent of gross pay. */
    contribution: percentField("Pension contribution"),
    method: enumField("Pension method", PENSION_METHODS).default("net-pay"),
    taxYear: taxYearField,
  },
  { error: objectError("Pension input") },
);

export type PensionInput = z.input<typeof pensionInputSchema>;

export const pensionResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
  /** What the employee's pay goes down by. */
  employeeCost: money,
  /** Basic-rate relief the scheme claims (relief at source only). */
  taxRelief: money,
  /** What goes into the pot from the employee (employeeCost + taxRelief). */
  totalContribution: money,
  /** Amount taken off pay before income tax. */
  taxablePayReduction: money,
  /** Amount taken off pay before NI and student loans. */
  niablePayReduction: money,
});

export type PensionResult = z.output<typeof pensionResultSchema>;
