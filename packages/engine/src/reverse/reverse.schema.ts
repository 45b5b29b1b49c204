import type { z } from "zod";
import {
  inputSchema,
  resultSchema,
  rulesAcrossFields,
  SCOTTISH_ONLY_CODES_RULE,
} from "../schemas.js";
import { money, moneyField, resultNotes } from "../schema-fields.js";
import { deductionFields } from "../take-home/take-home.schema.js";
import { taxCodeRegionIssue } from "../tax-code/tax-code.schema.js";

export const reverseInputSchema = inputSchema("Reverse input", {
  /** Take-home pay wanted per `payFrequency`. */
  desiredNetPay: moneyField("Desired net pay"),
  ...deductionFields,
})
  .check((ctx) => {
    if (ctx.issues.length > 0) return;
    taxCodeRegionIssue(ctx.value, ctx.issues);
  })
  .describe(
    rulesAcrossFields(
      SCOTTISH_ONLY_CODES_RULE,
      "the desired net pay must be reachable with a salary of at most £100,000,000 a year",
    ),
  );

export type ReverseInput = z.input<typeof reverseInputSchema>;

export const reverseResultSchema = resultSchema({
  /** The smallest annual gross salary (to the penny) whose take-home per period reaches the target. */
  requiredGrossSalary: money,
  /** requiredGrossSalary / 12. */
  requiredGrossMonthly: money,
  incomeTax: money,
  nationalInsurance: money,
  studentLoan: money,
  pension: money,
  /** Annual take-home achieved. */
  netPay: money,
  /** Take-home per `payFrequency` achieved (≥ desiredNetPay). */
  netPayPerPeriod: money,
  /** Coded remarks on year-specific rules (for example `plan5-first-repayment-2026`). */
  notes: resultNotes,
});

export type ReverseResult = z.output<typeof reverseResultSchema>;
