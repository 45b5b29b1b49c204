import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { ALLOWANCE_CONVENTIONS, STUDENT_LOAN_PLANS } from "../enumerations.js";
import { enumField, money, moneyField, resultNotes } from "../schema-fields.js";

export const studentLoanInputSchema = inputSchema("Student loan input", {
  /** Annual earnings the loan is assessed on (gross pay after salary sacrifice). */
  earnings: moneyField("Earnings"),
  plan: enumField("Student loan plan", STUDENT_LOAN_PLANS),
  /** statutory: exact annual amount; paye: whole pounds rounded down, nothing under £12 (HMRC's app). */
  convention: enumField("Convention", ALLOWANCE_CONVENTIONS).default(
    "statutory",
  ),
});

export type StudentLoanInput = z.input<typeof studentLoanInputSchema>;

export const studentLoanResultSchema = resultSchema({
  /** The year's repayment on annual earnings. */
  annual: money,
  /** One payroll deduction when the earnings are paid evenly (HMRC: whole pounds rounded down). */
  monthly: money,
  fourWeekly: money,
  weekly: money,
  /** Coded remarks on year-specific rules (for example `plan5-no-repayments-before-2026`). */
  notes: resultNotes,
});

export type StudentLoanResult = z.output<typeof studentLoanResultSchema>;
