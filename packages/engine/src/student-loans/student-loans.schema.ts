import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { ALLOWANCE_CONVENTIONS, STUDENT_LOAN_PLANS } from "../enumerations.js";
import { enumField, money, moneyField, resultNotes } from "../schema-fields.js";

export const studentLoanInputSchema = inputSchema("Student loan input", {
  earnings: moneyField("Earnings").describe(
    "Annual earnings the loan is assessed on (gross pay after salary sacrifice).",
  ),
  plan: enumField("Student loan plan", STUDENT_LOAN_PLANS),
  /** statutory: exact annual amount; paye: whole pounds rounded down, nothing under £12 (HMRC's app). */
  convention: enumField("Convention", ALLOWANCE_CONVENTIONS).default("statutory"),
});

export type StudentLoanInput = z.input<typeof studentLoanInputSchema>;

export const studentLoanResultSchema = resultSchema({
  annual: money.describe("The year's repayment on annual earnings."),
  monthly: money.describe(
    "One payroll deduction when the earnings are paid evenly (HMRC: whole pounds rounded down).",
  ),
  fourWeekly: money.describe("One four-weekly deduction, likewise."),
  weekly: money.describe("One weekly deduction, likewise."),
  notes: resultNotes,
});

export type StudentLoanResult = z.output<typeof studentLoanResultSchema>;
