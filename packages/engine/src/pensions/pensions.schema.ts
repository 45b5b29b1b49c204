import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { PENSION_METHODS } from "../enumerations.js";
import {
  enumField,
  money,
  moneyField,
  percentField,
} from "../schema-fields.js";

export const pensionInputSchema = inputSchema("Pension input", {
  /** Annual gross pay the percentage applies to. */
  grossPay: moneyField("Gross pay"),
  /** Employee contribution, percent of gross pay. */
  contribution: percentField("Pension contribution"),
  method: enumField("Pension method", PENSION_METHODS).default("net-pay"),
});

export type PensionInput = z.input<typeof pensionInputSchema>;

export const pensionResultSchema = resultSchema({
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
