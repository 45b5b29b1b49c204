import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { PENSION_METHODS } from "../enumerations.js";
import { enumField, money, moneyField, percentField } from "../schema-fields.js";

export const pensionInputSchema = inputSchema("Pension input", {
  grossPay: moneyField("Gross pay").describe("Annual gross pay the percentage applies to."),
  contribution: percentField("Pension contribution").describe(
    "Employee contribution, percent of gross pay.",
  ),
  method: enumField("Pension method", PENSION_METHODS).default("net-pay"),
});

export type PensionInput = z.input<typeof pensionInputSchema>;

export const pensionResultSchema = resultSchema({
  employeeCost: money.describe("What the employee's pay goes down by."),
  taxRelief: money.describe("Basic-rate relief the scheme claims (relief at source only)."),
  totalContribution: money.describe(
    "What goes into the pot from the employee (employeeCost + taxRelief).",
  ),
  taxablePayReduction: money.describe("Amount taken off pay before income tax."),
  niablePayReduction: money.describe("Amount taken off pay before NI and student loans."),
});

export type PensionResult = z.output<typeof pensionResultSchema>;
