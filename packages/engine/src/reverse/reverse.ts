import type { z } from "zod";
import { INVARIANT_MESSAGES, assert } from "../assert.js";
import { periodsPerYear } from "../compiled-rates.js";
import { E4, E4_PER_POUND, dividePenceHalfUp, toPence, toPounds } from "../money.js";
import {
  isMarriageRecipient,
  marriageEligibilityLimitE4,
} from "../income-tax/marriage-allowance.js";
import { tapersAllowance, taperReductionPounds } from "../income-tax/personal-allowance.js";
import { parseInput } from "../parse-input.js";
import { MAX_MONEY } from "../schema-fields.js";
import {
  grossPayForPayAfterPensionE4,
  pensionContributionE4,
  householdResult,
  payslipResultFields,
  salaryProblem,
  salaryWithBreakdown,
  yearOfFigures,
  employeeWith,
  takeHome,
  takeHomeNotes,
} from "../take-home/take-home.js";
import { householdProblem } from "../household/household.js";
import type { TakeHomeFigures, TakeHomeProblem } from "../take-home/take-home-figures.js";
import { ValidationError } from "../validation-error.js";
import { reverseInputSchema } from "./reverse.schema.js";
import type { ReverseInput, ReverseResult } from "./reverse.schema.js";

export type ParsedReverseInput = z.output<typeof reverseInputSchema>;

const MAX_GROSS_PENCE = MAX_MONEY * 100;
const MAX_NEWTON_STEPS = 60;

/**
 * The most salaries a penny apart `firstCrossing` tries whose exact take-home is within the
 * rounding headroom of the target (a few at most where take-home rises with pay; £200 of salary
 * whose take-home stays level to the penny is a problem this solver does not answer).
 */
const MAX_PENNY_STEPS = 20_000;

const LEVEL_TAKE_HOME = {
  path: ["desiredNetPay"],
  message:
    "Desired net pay cannot be worked out with these deductions: take-home pay barely changes as the salary rises",
};

/**
 * Net pay as a function of annual gross (pence) for one problem, evaluated by one solve: the
 * problem object is reused (the solver evaluates a handful of grosses) and the last two
 * evaluations are remembered (a search ends on the two grosses either side of a crossing, and the
 * next step starts from one of them), so neither is computed twice. Local to one call.
 */
interface Solver {
  readonly problem: TakeHomeProblem;
  lastGross: number;
  lastFigures: TakeHomeFigures | null;
  previousGross: number;
  previousFigures: TakeHomeFigures | null;
}

function netAt(solver: Solver, grossPence: number): TakeHomeFigures {
  if (grossPence === solver.lastGross && solver.lastFigures !== null) return solver.lastFigures;
  if (grossPence === solver.previousGross && solver.previousFigures !== null)
    return solver.previousFigures;
  solver.previousGross = solver.lastGross;
  solver.previousFigures = solver.lastFigures;
  solver.problem.grossPayPence = grossPence;
  solver.lastGross = grossPence;
  solver.lastFigures = takeHome(solver.problem);
  return solver.lastFigures;
}

/** Pence of net pay gained per pence of gross at this point (0–1), from the exact marginal rates. */
function netSlope(problem: TakeHomeProblem, figures: TakeHomeFigures): number {
  const reliefShare =
    problem.pensionMethod === "relief-at-source" ? E4 - problem.rates.reliefAtSourceBp : E4;
  const pensionBp = (figures.pensionMarginalBp * reliefShare) / E4;
  return (E4 - figures.marginalBp - pensionBp) / E4;
}

/**
 * The smallest gross in (low, high] whose exact net (E4) reaches `goalE4`, where exact net does
 * not fall on the interval; `high` when none below it does. Newton steps on the piecewise-linear
 * exact net, kept inside the bracket, with bisection when a step would leave it.
 */
function firstExactAtLeast(
  solver: Solver,
  goalE4: number,
  lowStart: number,
  highStart: number,
): number {
  let low = lowStart;
  let high = highStart;
  let guess = Math.min(high, Math.max(low + 1, Math.floor(goalE4 / E4)));
  for (let step = 0; high - low > 1; step += 1) {
    const figures = netAt(solver, guess);
    const reached = figures.exactNetE4 >= goalE4;
    if (reached) high = guess;
    else low = guess;
    if (high - low <= 1) break;
    const slope = netSlope(solver.problem, figures);
    let next: number;
    if (step < MAX_NEWTON_STEPS && slope > 0.001) {
      // Newton on the exact (piecewise-linear) net: lands on the crossing of this piece.
      next = guess + Math.ceil((goalE4 - figures.exactNetE4) / (slope * E4));
      if (reached && next >= guess) next = guess - 1;
      if (!reached && next <= guess) next = guess + 1;
    } else {
      next = low + Math.floor((high - low) / 2);
    }
    if (next <= low || next >= high) next = low + Math.floor((high - low) / 2);
    guess = next;
  }
  return high;
}

/**
 * How far (E4) the rounded net can stand above the exact net for this problem: each figure
 * rounded half-up is at most ½p below its exact value (x − round(x) < ½p), so the rounded net is
 * less than ½p above the exact net for each figure there is — income tax and NI always, the loans'
 * figure and the pension when the problem has them.
 */
function roundingHeadroomE4(problem: TakeHomeProblem): number {
  const figures =
    2 +
    (problem.studentLoanPlan === "none" && !problem.postgraduateLoan ? 0 : 1) +
    (problem.pensionBp === 0 && problem.pensionAmountPence === null ? 0 : 1);
  return figures * (E4 / 2);
}

/**
 * The smallest gross in (low, high] whose take-home (net of the rounded figures) reaches
 * `target` pence, where exact net does not fall on the interval; `high` when none below it does.
 * The rounded net is less than the rounding headroom above the exact one, so no gross whose exact
 * net is that far short of the target reaches it, and every gross whose exact net is 2p past it
 * does: the answer is found by trying each gross in turn from the first whose exact net is
 * within the headroom of the target — a few pence at most.
 */
function firstCrossing(solver: Solver, target: number, low: number, high: number): number {
  let gross = firstExactAtLeast(solver, lowestReachingE4(solver, target), low, high);
  // The exact net never falls on the interval: the same at `gross` and at `high`, it is the same
  // at every gross between, each further penny of pay taken whole (all of it sacrificed to a
  // pension, where every figure is nil). No gross there reaches a target `gross` does not, and
  // the walk below would step through every penny to find that out.
  const atGross = netAt(solver, gross);
  if (atGross.netPence < target && atGross.exactNetE4 === netAt(solver, high).exactNetE4) {
    return high;
  }
  // The rounded net is not monotone (it can fall back a penny as the figures round), so the
  // take-home at `high` says nothing of the grosses before it: they are tried in turn. Exact net
  // rises by at most a penny for each penny of gross (every deduction grows with pay or stays),
  // so no gross before the exact net comes within the rounding headroom of the target can reach
  // it: the walk jumps there. Where deductions take all of each further pound or more (a pension
  // near 100 % of pay beside NI and loans) exact net can stay level or fall, and the walk either
  // jumps to `high` or gives up after `MAX_PENNY_STEPS` pence that stay within the headroom.
  const reachingE4 = lowestReachingE4(solver, target);
  let steps = 0;
  while (gross < high) {
    const figures = netAt(solver, gross);
    if (figures.netPence >= target) return gross;
    const shortE4 = reachingE4 - figures.exactNetE4;
    if (shortE4 > 0) {
      gross = Math.min(high, gross + Math.ceil(shortE4 / E4));
    } else {
      steps += 1;
      if (steps > MAX_PENNY_STEPS) throw new ValidationError([LEVEL_TAKE_HOME]);
      gross += 1;
    }
  }
  return high;
}

/**
 * The lowest `exactNetE4` from which the rounded net can reach `target` pence: below it the exact
 * net is at least the rounding headroom short (`exactNetE4` is never below the exact net).
 */
function lowestReachingE4(solver: Solver, target: number): number {
  return target * E4 - roundingHeadroomE4(solver.problem) + 1;
}

/** Whether no gross up to one whose exact net is `exactNetE4` can reach the target (nets rising). */
function shortOf(solver: Solver, target: number, exactNetE4: number): boolean {
  return exactNetE4 < lowestReachingE4(solver, target);
}

/**
 * The smallest gross (pence) at which the taper has taken `k` pounds of allowance. In the reverse
 * problem adjusted net income is gross less the pension contribution.
 */
function taperStepStart(problem: TakeHomeProblem, k: number): number {
  const c = problem.rates;
  // reduction ≥ k  ⇔  excess × rate ≥ £k  ⇔  excess (E4) ≥ k × E4_PER_POUND × E4 / rate
  const excessE4 = Math.ceil((k * E4_PER_POUND * E4) / c.taperBp);
  return grossPayForPayAfterPensionE4(problem, c.taperLimitE4 + excessE4);
}

/**
 * Within the allowance taper net pay dips by the tax on £1 each time the allowance loses a pound,
 * so an earlier gross may already reach the target: look back one allowance step at a time.
 */
function settleTaper(solver: Solver, target: number, found: number, codeAllowance: number): number {
  const problem = solver.problem;
  if (problem.pensionBasis === "gross" && problem.pensionBp >= E4) return found;
  const c = problem.rates;
  const lastStep = Math.min(c.personalAllowancePounds, codeAllowance);
  const reductionAt = (gross: number): number =>
    Math.min(lastStep, taperReductionPounds(gross * E4 - pensionContributionE4(problem, gross), c));
  let best = found;
  let k = reductionAt(best);
  if (k === 0) return best;
  // Below the first step exact net does not fall: an answer there is the smallest. Looked at
  // first: where little of each £1 is left (a large net-pay pension and two loans), net pay falls
  // across the whole taper and rises again after it, and the highest net before the answer is
  // here, not at the top of the step below it (the loop below covers net pay that rises).
  const beforeTaper = taperStepStart(problem, 1) - 1;
  if (beforeTaper < best && !shortOf(solver, target, netAt(solver, beforeTaper).exactNetE4)) {
    const candidate = firstCrossing(solver, target, -1, beforeTaper);
    if (netAt(solver, candidate).netPence >= target) return candidate;
  }
  // Where net pay rises over every £2 of adjusted net income, each allowance step's top is higher
  // than the one's below it: once a top is short, so is every gross below it.
  while (k > 1) {
    const stepStart = taperStepStart(problem, k);
    assert(
      reductionAt(stepStart) === k && reductionAt(stepStart - 1) === k - 1,
      INVARIANT_MESSAGES.solverDiverged,
    );
    if (shortOf(solver, target, netAt(solver, stepStart - 1).exactNetE4)) return best;
    const candidate = firstCrossing(
      solver,
      target,
      taperStepStart(problem, k - 1) - 1,
      stepStart - 1,
    );
    if (netAt(solver, candidate).netPence >= target) best = candidate;
    k -= 1;
  }
  return best;
}

/**
 * An M code's marriage-allowance reduction stops when income reaches the higher rate (in Scotland,
 * the intermediate rate), so net pay falls there by the reduction (once): an earlier gross may
 * already reach the target. Net pay is monotone on either side of that point; in the reverse
 * problem taxable pay less any relief-at-source extension is gross less the pension contribution
 * by every method and basis, so the point is exact.
 */
function settleMarriage(solver: Solver, target: number, found: number): number {
  const problem = solver.problem;
  const code = problem.taxCode;
  if (code.kind !== "allowance" || problem.pensionBp >= E4) return found;
  // Eligible while pay less the contribution ≤ the limit (E4): the first gross past it loses
  // the reduction.
  const cliff = grossPayForPayAfterPensionE4(
    problem,
    marriageEligibilityLimitE4(code, problem.regime, problem.rates) + 1,
  );
  if (found < cliff || cliff > MAX_GROSS_PENCE) return found;
  assert(
    netAt(solver, cliff).exactNetE4 < netAt(solver, cliff - 1).exactNetE4,
    INVARIANT_MESSAGES.solverDiverged,
  );
  if (shortOf(solver, target, netAt(solver, cliff - 1).exactNetE4)) return found;
  const candidate = firstCrossing(solver, target, -1, cliff - 1);
  return netAt(solver, candidate).netPence >= target ? candidate : found;
}

/** reverseCalculate without validation (statutory convention, no extras). */
export function reverseUnchecked(input: ParsedReverseInput): ReverseResult {
  // The input's deductions on a salary still to be found (a fresh object: no spread on this path).
  const problem = salaryProblem(employeeWith(0, input.taxYear, input));
  const solver: Solver = {
    problem,
    lastGross: -1,
    lastFigures: null,
    previousGross: -1,
    previousFigures: null,
  };
  const periods = periodsPerYear(problem.rates, input.payFrequency);
  const desiredPence = toPence(input.desiredNetPay);
  // round-half-up(net / periods) ≥ desired  ⇔  net ≥ desired × periods − ⌊periods / 2⌋
  const target = desiredPence === 0 ? 0 : desiredPence * periods - Math.floor(periods / 2);
  // Net pay at no pay is £0 for every code (a K code's tax is held to half of nothing): any
  // target above it needs pay.
  let gross = 0;
  let figures: TakeHomeFigures | null = null;
  if (target > 0) {
    gross = firstCrossing(solver, target, 0, MAX_GROSS_PENCE);
    // The crossing's own figures, kept: the searches below evaluate other grosses.
    const crossing = gross;
    const crossingFigures = netAt(solver, crossing);
    if (gross === MAX_GROSS_PENCE && crossingFigures.netPence < target) {
      throw new ValidationError([
        {
          path: ["desiredNetPay"],
          message: "Desired net pay cannot be reached with a salary of up to £100,000,000 a year",
        },
      ]);
    }
    const code = problem.taxCode;
    if (tapersAllowance(code, "statutory", problem.rates)) {
      gross = settleTaper(solver, target, gross, problem.rates.personalAllowancePounds);
    } else if (isMarriageRecipient(code, "statutory")) {
      gross = settleMarriage(solver, target, gross);
    }
    if (gross === crossing) figures = crossingFigures;
  }
  figures ??= netAt(solver, gross);
  // The payslips' income tax reads the problem's gross, which the searches moved: the answer's.
  problem.grossPayPence = gross;
  // The year beside the payslips at the salary found (the search is on pay's take-home).
  const household = householdProblem(input);
  const year = yearOfFigures(problem, household, figures);
  return {
    taxYear: input.taxYear,
    requiredGrossSalary: toPounds(gross),
    requiredGrossMonthly: toPounds(dividePenceHalfUp(gross, problem.rates.periods.monthly)),
    incomeTax: toPounds(figures.incomeTaxPence),
    nationalInsurance: toPounds(figures.nationalInsurancePence),
    studentLoan: toPounds(figures.studentLoanPence),
    postgraduateLoan: toPounds(figures.postgraduateLoanPence),
    pension: toPounds(figures.pensionPence),
    netPay: toPounds(figures.netPence),
    netPayPerPeriod: toPounds(dividePenceHalfUp(figures.netPence, periods)),
    ...payslipResultFields(year),
    ...householdResult(year),
    notes: takeHomeNotes(problem, figures, household),
    // The same take-home again, line by line: an annual salary of the gross found.
    ...(input.includeBreakdown
      ? {
          breakdown: salaryWithBreakdown(employeeWith(toPounds(gross), input.taxYear, input))
            .breakdown,
        }
      : {}),
  };
}

/**
 * The smallest annual gross salary (to the penny) whose take-home per `payFrequency` reaches
 * `desiredNetPay`, exact across band edges, the allowance taper and loan thresholds.
 *
 * @example reverseCalculate({ desiredNetPay: 2_500, payFrequency: 'monthly' }).requiredGrossSalary
 */
export function reverseCalculate(input: ReverseInput): ReverseResult {
  return reverseUnchecked(parseInput(reverseInputSchema, input));
}
