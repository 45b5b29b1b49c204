import {
  ValidationError,
  calculateSalary,
  getAdjustedNetIncomeCliffs,
  incomeTaxBandsOnGrossIncome,
  type SalaryResult,
} from "@uktax/engine";
import { scaleLinear } from "d3-scale";
import { regimeOf } from "../../components/year-changes/personal-year-changes";
import { hasHouseholdInput } from "../../components/household/household-input";
import type { ParsedSalaryInput } from "./take-home-store";

/**
 * The figures behind the take-home charts, every one from the engine's `calculateSalary` run on
 * the user's own options at other salaries (the site does no tax arithmetic): the salary is an
 * annual salary in whole pounds, everything else (tax year, region, tax code, loans, pension,
 * bonus, overtime, benefits, vouchers) as the user entered it.
 *
 * The marginal rate is the engine's `marginalRate`; it is a step function of pay, so its steps are
 * found exactly: the engine is run at evenly spaced salaries, and between two that differ (in the
 * rate, the income tax band reached, or whether the allowance is being withdrawn) the first pound
 * of the change is found by bisection. The split of a step's rate into income tax, NI and student
 * loan is the engine's own (the breakdown's `marginalRate` parts): nothing is worked out here.
 *
 * With household inputs ("Family and other income") each step also has the year's rate, the
 * engine's `yearMarginalRate`: income tax on all income, NI, loans and your Child Benefit charge
 * on the next £200 of pay. Besides the pay's own changes it changes where adjusted net income
 * passes one of the engine's cliffs (`getAdjustedNetIncomeCliffs`: the charge's start and end,
 * £100,000, where the allowance is gone) or the end of an income tax band on gross income (where
 * other income moves into the next band as pay rises), where the charge moves to the other
 * partner and where childcare support is lost, so the steps are split there too (found as the
 * pay's are), and each step's year rate is the engine's figure at its first pound: the next £200
 * of pay then lies inside the step.
 */

/** Salaries the engine is run at across the range, before the steps are found. */
export const SAMPLES = 100;
/** The range runs at least this far, so the curve always shows the allowance being withdrawn. */
const MIN_RANGE = 150_000;

export type ChartOptions = ParsedSalaryInput;

/** A salary result with its breakdown (always asked for here). */
type Evaluated = SalaryResult & {
  breakdown: NonNullable<SalaryResult["breakdown"]>;
};

export interface MarginalRates {
  readonly total: number;
  readonly incomeTax: number;
  readonly nationalInsurance: number;
  readonly studentLoan: number;
}

/** A stretch of pay with one marginal rate, one income tax band and one allowance state. */
export interface Step {
  /** Gross pay a year (the engine's grossAnnual) where the step starts, and where it ends. */
  readonly fromGross: number;
  /** Null for the last step (it runs on past the chart's range). */
  readonly toGross: number | null;
  readonly rates: MarginalRates;
  /** The highest income tax band with income in it (the data's name), or null below the bands. */
  readonly band: string | null;
  /** The personal allowance is being withdrawn (the taper): some, not all of it, lost. */
  readonly tapering: boolean;
  /**
   * With household inputs: the year's marginal rate across the step (the engine's
   * `yearMarginalRate` at its first pound) and adjusted net income at its ends; else null.
   */
  readonly year: {
    readonly rate: number;
    readonly fromAdjustedNetIncome: number;
    readonly toAdjustedNetIncome: number | null;
    /** Your adjusted net income is over the childcare support limit (children only). */
    readonly childcareLost: boolean;
  } | null;
}

export interface CurvePoint {
  readonly gross: number;
  readonly net: number;
}

export interface TakeHomeCurves {
  /** Net against gross: the samples and the first pound of every step, by gross. */
  readonly points: readonly CurvePoint[];
  readonly steps: readonly Step[];
  /** Stretches of one income tax band (the band of each is `band`). */
  readonly bands: readonly Step[];
  /** The engine's results at round salaries across the range (the data table's rows). */
  readonly rows: readonly SalaryResult[];
  /** The highest gross pay of the range. */
  readonly maxGross: number;
  /**
   * With children: the gross pay where your adjusted net income passes the childcare support
   * limit (Tax-Free Childcare and the funded hours lost above it), if the range reaches it.
   */
  readonly childcareCliff: number | null;
}

/** The ends of the range: at least £150,000, and half as much again as the user's pay. */
export function salaryRange(userGross: number): number {
  const wanted = Math.max(MIN_RANGE, userGross * 1.5);
  return scaleLinear().domain([0, wanted]).nice(10).domain()[1] ?? wanted;
}

/** The user's options at another annual salary, with the breakdown (null: the engine refuses). */
function evaluator(options: ChartOptions) {
  const cache = new Map<number, Evaluated | null>();
  return (salary: number): Evaluated | null => {
    let result = cache.get(salary);
    if (result !== undefined) return result;
    try {
      const calculated = calculateSalary({
        ...options,
        payFrequency: "annual",
        grossSalary: salary,
        includeBreakdown: true,
        // The rows of the "Stay under" table: not drawn, and each costs the year again.
        includeStayUnder: false,
      });
      result = calculated.breakdown
        ? { ...calculated, breakdown: calculated.breakdown }
        : null;
    } catch (error) {
      // Below the vouchers and pension, or where the deductions would pass the pay.
      if (!(error instanceof ValidationError)) throw error;
      result = null;
    }
    cache.set(salary, result);
    return result;
  };
}

/** The highest income tax band the pay reaches, and whether the allowance is being withdrawn. */
function bandOf(result: Evaluated): string | null {
  const reached = result.breakdown.incomeTax.bands.filter(
    (band) => band.taxable > 0,
  );
  return reached.at(-1)?.band ?? null;
}

function taperingOf(result: Evaluated): boolean {
  const { taperReduction, given } = result.breakdown.incomeTax.allowance;
  return taperReduction > 0 && given > 0;
}

/**
 * Where the year's rate changes with adjusted net income, lowest first: the engine's cliffs (the
 * Child Benefit charge's only with children) and the ends of the income tax bands on gross income
 * of the options' regime.
 */
function edgesOf(options: ChartOptions): number[] {
  const cliffs = getAdjustedNetIncomeCliffs(options.taxYear).flatMap((cliff) =>
    cliff.withChildrenOnly && options.childBenefitChildren === 0
      ? []
      : [cliff.adjustedNetIncome],
  );
  const bandEnds = incomeTaxBandsOnGrossIncome(
    options.taxYear,
    regimeOf(options),
  ).flatMap((band) => (band.to === null ? [] : [band.to]));
  return [...new Set([...cliffs, ...bandEnds])].sort((a, b) => a - b);
}

/** Whether your adjusted net income is over the childcare support limit (children only). */
const childcareLostOf = (result: Evaluated) =>
  result.childcareSupport.taxFreeChildcareAtStake > 0 &&
  result.childcareSupport.yourIncomeOverLimit > 0;

/**
 * What splits the chart into steps at a salary: the marginal rate's parts, the band and the taper;
 * with household inputs also how many of `household`'s edges adjusted net income is over, who pays
 * the charge and whether childcare support is lost.
 */
function stateKeyOf(household: readonly number[] | null) {
  return (result: Evaluated | null) => {
    if (!result) return "refused";
    const pay = `${JSON.stringify(result.breakdown.marginalRate)}|${bandOf(result)}|${taperingOf(result)}`;
    if (!household) return pay;
    const over = household.filter(
      (cliff) => result.adjustedNetIncome > cliff,
    ).length;
    return `${pay}|${over}|${result.childBenefitChargedTo}|${childcareLostOf(result)}`;
  };
}

/** The engine's marginal rate at a salary and its income tax, NI and loan parts (its breakdown's). */
function marginalRatesOf(result: Evaluated): MarginalRates {
  const parts = result.breakdown.marginalRate;
  return {
    total: parts.total,
    incomeTax: parts.incomeTax,
    nationalInsurance: parts.nationalInsurance,
    studentLoan: parts.studentLoans,
  };
}

/**
 * The salaries where the state changes between `from` and `to` (whole pounds, `from` < `to`):
 * the first pound of each change, found by bisection, oldest first.
 */
function changesBetween(
  evaluate: (salary: number) => Evaluated | null,
  stateKey: (result: Evaluated | null) => string,
  from: number,
  to: number,
): number[] {
  const changes: number[] = [];
  let start = from;
  const end = stateKey(evaluate(to));
  while (stateKey(evaluate(start)) !== end) {
    const key = stateKey(evaluate(start));
    let low = start;
    let high = to;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (stateKey(evaluate(middle)) === key) low = middle;
      else high = middle;
    }
    changes.push(high);
    start = high;
  }
  return changes;
}

/** Neighbours with the same key joined into one: from the first's start to the last's end. */
function joinRuns(steps: readonly Step[], key: (step: Step) => string): Step[] {
  const runs: Step[] = [];
  for (const step of steps) {
    const last = runs.at(-1);
    if (last && key(last) === key(step))
      runs[runs.length - 1] = {
        ...step,
        fromGross: last.fromGross,
        year:
          step.year && last.year
            ? {
                ...step.year,
                fromAdjustedNetIncome: last.year.fromAdjustedNetIncome,
              }
            : step.year,
      };
    else runs.push(step);
  }
  return runs;
}

/** The take-home charts' figures for the user's options. */
export function takeHomeCurves(
  options: ChartOptions,
  userGross: number,
): TakeHomeCurves {
  const evaluate = evaluator(options);
  const household = hasHouseholdInput(options) ? edgesOf(options) : null;
  const stateKey = stateKeyOf(household);
  const top = salaryRange(userGross);
  const samples = Array.from({ length: SAMPLES + 1 }, (_, index) =>
    Math.round((top * index) / SAMPLES),
  );
  const starts = new Set<number>();
  for (let index = 1; index < samples.length; index += 1) {
    const from = samples[index - 1] ?? 0;
    const to = samples[index] ?? 0;
    for (const change of changesBetween(evaluate, stateKey, from, to))
      starts.add(change);
  }
  // A step starts at the range's first salary and at every change (a refused salary starts none).
  const stepStarts = [...new Set([0, ...starts])]
    .filter((salary) => evaluate(salary) !== null)
    .sort((a, b) => a - b);
  /**
   * The year's side of the step from `salary` to `last` (household inputs only); `open` for the
   * last step, which runs on past the range.
   */
  const yearOf = (
    salary: number,
    last: number,
    open: boolean,
  ): Step["year"] => {
    if (!household) return null;
    const first = evaluate(salary) as Evaluated;
    return {
      rate: first.yearMarginalRate,
      fromAdjustedNetIncome: first.adjustedNetIncome,
      toAdjustedNetIncome: open
        ? null
        : (evaluate(last)?.adjustedNetIncome ?? null),
      childcareLost: childcareLostOf(first),
    };
  };
  // Each change as found (a £1 stretch where the rate moves a pound before the band does).
  const found = stepStarts.map((salary, index) => {
    const result = evaluate(salary) as Evaluated;
    const next = stepStarts[index + 1];
    const last = next === undefined ? top : next - 1;
    return {
      fromGross: result.grossAnnual,
      toGross:
        next === undefined ? null : (evaluate(next - 1)?.grossAnnual ?? null),
      rates: marginalRatesOf(result),
      band: bandOf(result),
      tapering: taperingOf(result),
      year: yearOf(salary, last, next === undefined),
    };
  });
  // Steps of one rate: stretches with the same rates and allowance state (and the same year's
  // rate and childcare state) joined, named by the band they end in; bands: stretches of one band.
  const steps = joinRuns(
    found,
    (step) =>
      `${JSON.stringify(step.rates)}|${step.tapering}|${step.year?.rate}|${step.year?.childcareLost}`,
  );
  const bands = joinRuns(found, (step) => String(step.band));
  const childcareCliff =
    found.find((step) => step.year?.childcareLost === true)?.fromGross ?? null;
  const points = [...new Set([...samples, ...starts])]
    .sort((a, b) => a - b)
    .flatMap((salary) => {
      const result = evaluate(salary);
      return result
        ? [{ gross: result.grossAnnual, net: result.netAnnual }]
        : [];
    });

  const rows = scaleLinear()
    .domain([0, top])
    .ticks(8)
    .flatMap((salary) => {
      const result = evaluate(salary);
      return result ? [result] : [];
    });

  return {
    points,
    steps,
    bands,
    rows,
    maxGross: points.at(-1)?.gross ?? top,
    childcareCliff,
  };
}
