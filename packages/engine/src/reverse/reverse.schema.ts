import type { z } from "zod";
import { inputSchema, resultSchema, withRules } from "../schemas.js";
import { money, moneyField, resultNotes } from "../schema-fields.js";
import { salaryBreakdownSchema } from "../take-home/breakdown.schema.js";
import {
  deductionFields,
  includeBreakdownField,
  payslipFigures,
  takeHomeDeductions,
} from "../take-home/take-home.schema.js";
import { taxCodeRegionRule } from "../tax-code/tax-code.schema.js";
import {
  householdCodeRule,
  householdFields,
  householdResultFields,
  stayUnderResultField,
} from "../household/household.schema.js";

export const reverseInputSchema = withRules(
  inputSchema("Reverse input", {
    desiredNetPay: moneyField("Desired net pay").describe(
      "Take-home pay wanted per `payFrequency`.",
    ),
    ...deductionFields,
    ...householdFields,
    includeBreakdown: includeBreakdownField.describe(
      "Add `breakdown` to the result: the take-home at requiredGrossSalary line by line, as calculateSalary's `breakdown` (an annual salary with these deductions). Off by default.",
    ),
  }),
  taxCodeRegionRule,
  householdCodeRule,
  // Checked by the solver, which knows the take-home at the largest salary.
  {
    text: "the desired net pay must be reachable with a salary of at most £100,000,000 a year",
  },
  {
    text: "take-home pay must change with the salary near the desired net pay (it does not where a pension near 100 % of pay, with NI and loans, takes all of each further pound)",
  },
);

export type ReverseInput = z.input<typeof reverseInputSchema>;

export const reverseResultSchema = resultSchema({
  requiredGrossSalary: money.describe(
    "The smallest annual gross salary (to the penny) whose take-home per period reaches the target.",
  ),
  requiredGrossMonthly: money.describe("requiredGrossSalary / 12."),
  ...takeHomeDeductions,
  netPay: money.describe("Annual take-home achieved."),
  netPayPerPeriod: money.describe("Take-home per `payFrequency` achieved (≥ desiredNetPay)."),
  ...payslipFigures,
  ...householdResultFields,
  notes: resultNotes,
  ...stayUnderResultField,
  breakdown: salaryBreakdownSchema
    .optional()
    .describe(
      "Only with includeBreakdown: true. The take-home at requiredGrossSalary line by line (calculateSalary's breakdown of an annual salary with these deductions); its totals are this result's figures.",
    ),
});

export type ReverseResult = z.output<typeof reverseResultSchema>;
