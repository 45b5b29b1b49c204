import type { StudentLoanPlan } from "../enumerations.js";
import { toPence, toPounds } from "../money.js";
import { periodLoanPence as wholePoundsLoanPence } from "../student-loans/student-loans.js";
import { getPayrollTables } from "./payroll-tables.js";
import type { PayrollTables, UndergraduatePlan } from "./payroll-tables.js";
import { periodStudentLoanInputSchema } from "./payroll.schema.js";
import type { PeriodStudentLoanInput, PeriodStudentLoanResult } from "./payroll.schema.js";
import { parseInput } from "../parse-input.js";

/**
 * Student and postgraduate loan deductions for one pay period: rate × (NI-able pay − the period
 * threshold), rounded DOWN to whole pounds (docs/payroll-rules.md rule 9; the arithmetic is the
 * annual engine's `periodLoanPence`). One undergraduate plan at a time; a postgraduate loan runs
 * alongside it. Weekly-table frequencies use the weekly threshold × weeks in the period
 * (fortnightly × 2, four-weekly × 4); monthly pay the monthly one.
 */
export function periodLoanPence(
  tables: PayrollTables,
  plan: UndergraduatePlan | "postgraduate",
  earningsPence: number,
): number {
  const { thresholdPounds, rateBasisPoints, collected } = tables.loans[plan];
  if (!collected) return 0;
  return wholePoundsLoanPence(earningsPence, thresholdPounds, rateBasisPoints);
}

/** Which loans a plan choice (plus the postgraduate flag) means. */
export function loansOf(
  plan: StudentLoanPlan,
  postgraduateLoan: boolean,
): { undergraduate: UndergraduatePlan | null; postgraduate: boolean } {
  if (plan === "none") return { undergraduate: null, postgraduate: postgraduateLoan };
  if (plan === "postgraduate") return { undergraduate: null, postgraduate: true };
  return { undergraduate: plan, postgraduate: postgraduateLoan };
}

/**
 * Student loan and postgraduate loan deductions for one payslip, in whole pounds.
 *
 * @throws ValidationError listing every invalid field.
 * @example calculatePeriodStudentLoan({ payFrequency: 'monthly', studentLoanPlan: 'plan2', postgraduateLoan: true, earnings: 3000 })
 *   // { studentLoan: 56, postgraduateLoan: 75 }
 */
export function calculatePeriodStudentLoan(input: PeriodStudentLoanInput): PeriodStudentLoanResult {
  const valid = parseInput(periodStudentLoanInputSchema, input);
  const tables = getPayrollTables(valid.taxYear, valid.payFrequency);
  const earnings = toPence(valid.earnings);
  const loans = loansOf(valid.studentLoanPlan, valid.postgraduateLoan);
  return {
    taxYear: valid.taxYear,
    studentLoan: toPounds(
      loans.undergraduate === null ? 0 : periodLoanPence(tables, loans.undergraduate, earnings),
    ),
    postgraduateLoan: toPounds(
      loans.postgraduate ? periodLoanPence(tables, "postgraduate", earnings) : 0,
    ),
  };
}
