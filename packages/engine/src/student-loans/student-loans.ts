import { slice } from "../bands.js";
import { compiledRates, loanNotes, loanOf } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import type { AllowanceConvention, StudentLoanPlan } from "../enumerations.js";
import {
  E4,
  dividePenceHalfUp,
  floorPenceToPounds,
  halfUpE4ToPence,
  productFloorE4,
  productsFloorE4,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import { inputParser } from "../parse-input.js";
import { getTaxYear } from "../tax-years/index.js";
import type { StudentLoanPlanRates, TaxYearRates } from "../tax-years/tax-year-rates.js";
import { studentLoanInputSchema } from "./student-loans.schema.js";
import type { StudentLoanInput, StudentLoanResult } from "./student-loans.schema.js";

const parseStudentLoanInput = inputParser(studentLoanInputSchema);

/** The part of annual earnings (E4) a loan is repaid on: over its threshold; 0 when not collected. */
function loanOverE4(earningsE4: number, plan: StudentLoanPlan, c: CompiledRates): number {
  if (plan === "none") return 0;
  const loan = loanOf(c, plan);
  return loan.collected ? slice(earningsE4, loan.thresholdE4) : 0;
}

/**
 * A loan's rate on the next unit of annual earnings (bp): from its threshold on (at the threshold
 * itself too), when it is collected.
 */
export function studentLoanBp(earningsE4: number, plan: StudentLoanPlan, c: CompiledRates): number {
  if (plan === "none") return 0;
  const loan = loanOf(c, plan);
  return loan.collected && earningsE4 >= loan.thresholdE4 ? loan.bp : 0;
}

/**
 * Annual student loan repayment on earnings (E4), E4 rounded down from its exact value (see
 * `IncomeTaxBreakdown.taxE4`).
 * `statutory`: exact (plan rate × earnings over the annual threshold).
 * `paye`: HMRC's app — rounded to the penny, then down to whole pounds; nothing under the yearly minimum.
 */
export function studentLoanE4(
  earningsE4: number,
  plan: StudentLoanPlan,
  convention: AllowanceConvention,
  c: CompiledRates,
): number {
  const over = loanOverE4(earningsE4, plan, c);
  if (over <= 0 || plan === "none") return 0;
  const repaymentE4 = productFloorE4(over, loanOf(c, plan).bp);
  if (convention === "statutory") return repaymentE4;
  if (repaymentE4 < c.minimumYearlyLoanPence * E4) return 0;
  return floorPenceToPounds(halfUpE4ToPence(repaymentE4)) * E4;
}

/**
 * A plan's and a postgraduate loan's repayments together (E4 rounded down from their exact sum):
 * what one figure of both shows. `studentLoanE4` when there is one loan.
 */
export function studentLoansE4(
  earningsE4: number,
  plan: StudentLoanPlan,
  postgraduate: boolean,
  convention: AllowanceConvention,
  c: CompiledRates,
): number {
  if (!postgraduate || plan === "postgraduate" || plan === "none")
    return studentLoanE4(earningsE4, postgraduate ? "postgraduate" : plan, convention, c);
  if (convention !== "statutory")
    // Each is whole pounds here: their sum is exact.
    return (
      studentLoanE4(earningsE4, plan, convention, c) +
      studentLoanE4(earningsE4, "postgraduate", convention, c)
    );
  return productsFloorE4(
    loanOverE4(earningsE4, plan, c),
    loanOf(c, plan).bp,
    loanOverE4(earningsE4, "postgraduate", c),
    loanOf(c, "postgraduate").bp,
  );
}

/** One payroll deduction (whole pounds rounded down) on pay for one period, thresholds from the data. */
export function periodLoanPence(
  periodPayPence: number,
  thresholdPounds: number,
  rateBp: number,
): number {
  const over = periodPayPence - Math.round(thresholdPounds * 100);
  if (over <= 0) return 0;
  return floorPenceToPounds(Math.floor(productFloorE4(over * E4, rateBp) / E4));
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
  const annualE4 = studentLoanE4(earningsPence * E4, parsed.plan, parsed.convention, c);
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
