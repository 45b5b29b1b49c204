import { slice } from "../bands.js";
import { compiledRates, loanNotes, loanOf } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import type { AllowanceConvention, StudentLoanPlan } from "../enumerations.js";
import {
  E4,
  addProduct,
  exactE4,
  dividePenceHalfUp,
  exactZero,
  floorPenceToPounds,
  roundExactToPence,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import type { Exact } from "../money.js";
import { inputParser } from "../parse-input.js";
import { getTaxYear } from "../tax-years/index.js";
import type { StudentLoanPlanRates, TaxYearRates } from "../tax-years/tax-year-rates.js";
import { studentLoanInputSchema } from "./student-loans.schema.js";
import type { StudentLoanInput, StudentLoanResult } from "./student-loans.schema.js";

const parseStudentLoanInput = inputParser(studentLoanInputSchema);

/**
 * Annual student loan repayment on earnings (E4) added to `into`; returns the marginal rate (bp).
 * `statutory`: exact (plan rate × earnings over the annual threshold).
 * `paye`: HMRC's app — rounded to the penny, then down to whole pounds; nothing under the yearly minimum.
 */
export function studentLoanOn(
  into: Exact,
  earningsE4: number,
  plan: StudentLoanPlan,
  convention: AllowanceConvention,
  c: CompiledRates,
): number {
  if (plan === "none") return 0;
  const loan = loanOf(c, plan);
  if (!loan.collected || earningsE4 < loan.thresholdE4) return 0;
  // From the threshold on, the next pound is repaid at the plan's rate (at the threshold itself too).
  const over = slice(earningsE4, loan.thresholdE4);
  if (over > 0) {
    if (convention === "statutory") addProduct(into, over, loan.bp);
    else addPayeLoan(into, over, loan.bp, c);
  }
  return loan.bp;
}

/** HMRC's app: the repayment rounded to the penny, then down to whole pounds; none under the minimum. */
function addPayeLoan(into: Exact, overE4: number, bp: number, c: CompiledRates): void {
  const exact = exactZero();
  addProduct(exact, overE4, bp);
  if (exactE4(exact) < c.minimumYearlyLoanPence * E4) return;
  into.hi += floorPenceToPounds(roundExactToPence(exact)) * E4;
}

/** One payroll deduction (whole pounds rounded down) on pay for one period, thresholds from the data. */
export function periodLoanPence(
  periodPayPence: number,
  thresholdPounds: number,
  rateBp: number,
): number {
  const over = periodPayPence - Math.round(thresholdPounds * 100);
  if (over <= 0) return 0;
  const exact = exactZero();
  addProduct(exact, over * E4, rateBp);
  return floorPenceToPounds(Math.floor(exactE4(exact) / E4));
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
  const parsed = parseStudentLoanInput(input);
  const rates = getTaxYear(parsed.taxYear);
  const c = compiledRates(parsed.taxYear);
  const earningsPence = toPence(parsed.earnings);
  const annual = exactZero();
  studentLoanOn(annual, earningsPence * E4, parsed.plan, parsed.convention, c);
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
    annual: toPounds(roundExactToPence(annual)),
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
