import { slice } from "../bands.js";
import { compiledRates, loanNotes, loanOf } from "../compiled-rates.js";
import type { CompiledLoan, CompiledRates } from "../compiled-rates.js";
import type { AllowanceConvention, StudentLoanPlan } from "../enumerations.js";
import {
  E4,
  E4_PER_POUND,
  dividePenceHalfUp,
  floorDivide,
  floorPenceToPounds,
  halfUpE4ToPence,
  exactOf,
  penceAtRateDown,
  product,
  productFloorE4,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import { parseInput } from "../parse-input.js";
import type { Exact } from "../money.js";
import { getTaxYear } from "../tax-years/index.js";
import type { StudentLoanPlanRates, TaxYearRates } from "../tax-years/tax-year-rates.js";
import { studentLoanInputSchema } from "./student-loans.schema.js";
import type { StudentLoanInput, StudentLoanResult } from "./student-loans.schema.js";

/** A plan's loan this year, null for none. */
export function loanOfPlan(c: CompiledRates, plan: StudentLoanPlan): CompiledLoan | null {
  return plan === "none" ? null : loanOf(c, plan);
}

/** The part of annual earnings (E4) a loan is repaid on: over its threshold; 0 when not collected. */
function repaidOnE4(earningsE4: number, loan: CompiledLoan): number {
  return loan.collected ? slice(earningsE4, loan.thresholdE4) : 0;
}

/**
 * A loan's rate on the next unit of annual earnings (bp): from its threshold on (at the threshold
 * itself too), when it is collected; 0 for none.
 */
export function loanRateBp(earningsE4: number, loan: CompiledLoan | null): number {
  return loan !== null && loan.collected && earningsE4 >= loan.thresholdE4 ? loan.bp : 0;
}

/**
 * A loan's annual repayment on earnings (E4), E4 rounded down from its exact value; 0 for none.
 * `statutory`: exact (plan rate × earnings over the annual threshold).
 * `paye`: the payroll convention — the exact amount down to whole pounds; nothing under the yearly minimum.
 * Plan thresholds and rates: https://www.gov.uk/repaying-your-student-loan/what-you-pay.
 */
export function loanRepaymentE4(
  earningsE4: number,
  loan: CompiledLoan | null,
  convention: AllowanceConvention,
  c: CompiledRates,
): number {
  if (loan === null) return 0;
  const repaymentE4 = productFloorE4(repaidOnE4(earningsE4, loan), loan.bp);
  return convention === "statutory" ? repaymentE4 : payeRepaymentE4(repaymentE4, c);
}

/**
 * The payroll convention: the exact repayment rounded down to whole pounds (not rounded to the
 * penny first: £69,949.92 × 6 % = £4,196.9952 repays £4,196), and none under the yearly minimum.
 * HMRC's Collection of Student Loans Manual, CSLM18025:
 * https://www.gov.uk/hmrc-internal-manuals/collection-of-student-loans/cslm18025
 */
function payeRepaymentE4(repaymentE4: number, c: CompiledRates): number {
  if (repaymentE4 < c.minimumYearlyLoanPence * E4) return 0;
  return floorDivide(repaymentE4, E4_PER_POUND) * E4_PER_POUND;
}

/** One loan's repayment of a year: a line of the take-home, which sums them. */
export interface LoanLine {
  readonly plan: Exclude<StudentLoanPlan, "none">;
  readonly loan: CompiledLoan;
  /** Earnings over the plan's threshold (E4). */
  readonly overThresholdE4: number;
  /** The repayment: exact (statutory convention) or whole pounds (payroll convention). */
  readonly repayment: Exact;
}

/**
 * The year's repayments of a plan and of a postgraduate loan beside it, a line each (none for
 * no loan): the loans' figure is their sum. Repaid on earnings over each plan's threshold, at
 * its rate (https://www.gov.uk/repaying-your-student-loan/what-you-pay); nothing on a plan not
 * yet collected (Plan 5 before April 2026).
 */
export function loanLines(
  earningsE4: number,
  loans: readonly (readonly [Exclude<StudentLoanPlan, "none">, CompiledLoan])[],
  convention: AllowanceConvention,
  c: CompiledRates,
): LoanLine[] {
  return loans.map(([plan, loan]) => ({
    plan,
    loan,
    overThresholdE4: slice(earningsE4, loan.thresholdE4),
    repayment:
      convention === "statutory"
        ? product(repaidOnE4(earningsE4, loan), loan.bp)
        : exactOf(loanRepaymentE4(earningsE4, loan, convention, c)),
  }));
}

/** One payroll deduction (whole pounds rounded down) on pay for one period, thresholds from the data. */
export function periodLoanPence(
  periodPayPence: number,
  thresholdPounds: number,
  rateBp: number,
): number {
  const over = periodPayPence - toPence(thresholdPounds);
  if (over <= 0) return 0;
  return floorPenceToPounds(penceAtRateDown(over, rateBp));
}

function planRates(
  rates: TaxYearRates,
  plan: Exclude<StudentLoanPlan, "none">,
): StudentLoanPlanRates {
  return rates.studentLoans[plan];
}

/**
 * Student or postgraduate loan repayments on annual earnings: the year's amount, and one
 * payroll deduction when the earnings are paid evenly monthly, four-weekly or weekly
 * (HMRC: period threshold, whole pounds rounded down; four-weekly uses 4 × the weekly threshold).
 *
 * @example calculateStudentLoan({ earnings: 40_000, plan: 'plan2' }).annual // 1037.7
 */
export function calculateStudentLoan(input: StudentLoanInput): StudentLoanResult {
  const parsed = parseInput(studentLoanInputSchema, input);
  const rates = getTaxYear(parsed.taxYear);
  const c = compiledRates(parsed.taxYear);
  const earningsPence = toPence(parsed.earnings);
  const annualE4 = loanRepaymentE4(
    earningsPence * E4,
    loanOfPlan(c, parsed.plan),
    parsed.convention,
    c,
  );
  if (parsed.plan === "none" || !c.loans[parsed.plan].collected)
    return {
      taxYear: parsed.taxYear,
      annual: 0,
      monthly: 0,
      fourWeekly: 0,
      weekly: 0,
      notes: parsed.plan === "none" ? [] : loanNotes(c, parsed.plan),
    };
  const plan = planRates(rates, parsed.plan);
  const bp = toBasisPoints(plan.rate);
  const periods = rates.payPeriods;
  const weeksInFourWeeks = periods.weekly / periods.fourWeekly;
  return {
    taxYear: parsed.taxYear,
    annual: toPounds(halfUpE4ToPence(annualE4)),
    monthly: toPounds(
      periodLoanPence(dividePenceHalfUp(earningsPence, periods.monthly), plan.monthlyThreshold, bp),
    ),
    fourWeekly: toPounds(
      periodLoanPence(
        dividePenceHalfUp(earningsPence, periods.fourWeekly),
        plan.weeklyThreshold * weeksInFourWeeks,
        bp,
      ),
    ),
    weekly: toPounds(
      periodLoanPence(dividePenceHalfUp(earningsPence, periods.weekly), plan.weeklyThreshold, bp),
    ),
    notes: loanNotes(c, parsed.plan),
  };
}
