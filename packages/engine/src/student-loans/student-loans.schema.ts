import { z } from "zod";
import { ALLOWANCE_CONVENTIONS, STUDENT_LOAN_PLANS } from "../enumerations.js";
import {
  enumField,
  money,
  moneyField,
  objectError,
  resultNotes,
} from "../schema-fields.js";
import { taxYearField, taxYearResult } from "../tax-years/tax-year-field.js";

export const studentLoanInputSchema = z.strictObject(
  {
    /** Annual earnings the loan is assessed on (gross pay after salary sacrifice). */
    earnings: moneyField("Earnings"),
    plan: enumField("Student loan plan", STUDENT_LOAN_PLANS),
    /** statutory: exact annual amount; paye: whole pounds rounded down, nothing under £12 (HMRC's app). */
    convention: enumField("Convention", ALLOWANCE_CONVENTIONS).default(
      "statutory",
    ),
    taxYear: taxYearField,
  },
  { error: objectError("Student loan input") },
);

export type StudentLoanInput = z.input<typeof studentLoanInputSchema>;

export const studentLoanResultSchema = z.object({
  /** The tax year the figures are for. */
  taxYear: taxYearResult,
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
