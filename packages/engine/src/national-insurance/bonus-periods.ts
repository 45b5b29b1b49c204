/**
 * A year with a bonus, as a payroll pays it: the bonus in one earnings period, National Insurance
 * worked out period by period.
 */
import { INVARIANT_MESSAGES, assert } from "../assert.js";
import { E4, exactOf, floorDivide, roundE4ToPence } from "../money.js";
import type { PayrollTables } from "../payroll/payroll-tables.js";
import { periodBandPence } from "../payroll/period-national-insurance.js";
import type { NationalInsuranceCategory } from "../tax-years/tax-year-rates.js";
import { sumOfLines } from "./class-1.js";
import type { NationalInsuranceFigure, NationalInsuranceLine } from "./class-1.js";

/** NI-able pay (pence) of each earnings period of a year with a bonus. */
export interface BonusPeriodPay {
  /** Each of the n − 2 regular periods. */
  readonly regular: number;
  /** The last regular period: it takes the odd pence. */
  readonly last: number;
  /** The bonus period: a regular period's pay and the bonus. */
  readonly withBonus: number;
}

/**
 * How a payroll pays a year with a bonus (SSCR 2001 reg.8: NI is due per earnings period): the
 * bonus in one period, the rest of the NI-able pay (`niableE4`, rounded to the penny) spread over
 * the `periods` in whole pence, the last regular period taking the odd pence, as
 * `calculatePayslips` does. The bonus is NI-able in full in its period.
 * https://www.legislation.gov.uk/uksi/2001/1004/regulation/8
 */
export function bonusPeriodPay(
  niableE4: number,
  bonusPence: number,
  periods: number,
): BonusPeriodPay {
  const niablePence = Math.max(0, roundE4ToPence(niableE4));
  const bonus = Math.min(bonusPence, niablePence);
  const rest = niablePence - bonus;
  const regular = floorDivide(rest, periods);
  return {
    regular,
    last: rest - regular * (periods - 1),
    withBonus: regular + bonus,
  };
}

/** One band of a year paid in earnings periods: its part of each period's pay. */
interface PeriodPart {
  readonly fromPence: number;
  readonly toPence: number;
  readonly bp: number;
}

/**
 * A band's line over a year paid in periods (`pay`, `periods` of them): the earnings and the
 * contribution of each of its parts in each period (rounded per part and period, as the payroll
 * does: `periodBandPence`), added up. Parts are shown as one band where the payroll rounds two
 * parts apart at one rate.
 */
function periodsLine(
  band: "main" | "upper",
  parts: readonly PeriodPart[],
  pay: BonusPeriodPay,
  periods: number,
): NationalInsuranceLine {
  const overYear = (perPeriod: (pence: number) => number) =>
    (periods - 2) * perPeriod(pay.regular) + perPeriod(pay.last) + perPeriod(pay.withBonus);
  let earningsPence = 0;
  let contributionPence = 0;
  for (const part of parts) {
    earningsPence += overYear((pence) =>
      Math.max(0, Math.min(pence, part.toPence) - part.fromPence),
    );
    contributionPence += overYear((pence) =>
      periodBandPence(pence, part.fromPence, part.toPence, part.bp),
    );
  }
  const first = parts[0];
  const last = parts[parts.length - 1];
  assert(first !== undefined && last !== undefined, INVARIANT_MESSAGES.emptyYear);
  return {
    band,
    bp: first.bp,
    fromE4: first.fromPence * periods * E4,
    toE4: last.toPence * periods * E4,
    earningsE4: earningsPence * E4,
    contribution: exactOf(contributionPence * E4),
  };
}

/**
 * The employee's Class 1 NI of a year with a bonus, as a payroll deducts it (SSCR 2001 reg.8: NI
 * is due per earnings period, https://www.legislation.gov.uk/uksi/2001/1004/regulation/8): the
 * bonus in one period, the rest spread over the others (`bonusPeriodPay`), each period on HMRC's
 * period thresholds and rounding. Its marginal rate: the next £1 of pay spread over the periods.
 */
export function employeeClass1ByPeriods(
  pay: BonusPeriodPay,
  tables: PayrollTables,
  category: NationalInsuranceCategory,
): NationalInsuranceFigure {
  const t = tables.nationalInsurance;
  const rates = tables.categories[category];
  const n = tables.periodsPerYear;
  const main = rates.employeeMainBasisPoints;
  const upper = rates.employeeUpperBasisPoints;
  const lines = [
    periodsLine(
      "main",
      [{ fromPence: t.primaryThreshold, toPence: t.upperEarningsLimit, bp: main }],
      pay,
      n,
    ),
    periodsLine(
      "upper",
      [{ fromPence: t.upperEarningsLimit, toPence: Infinity, bp: upper }],
      pay,
      n,
    ),
  ];
  // The rate on the next £1 of a period's pay.
  const rateOf = (pence: number) =>
    pence < t.primaryThreshold ? 0 : pence < t.upperEarningsLimit ? main : upper;
  return {
    lines,
    contribution: sumOfLines(lines),
    marginalBp: ((n - 1) * rateOf(pay.regular) + rateOf(pay.withBonus)) / n,
    periods: n,
  };
}

/** The employer's Class 1 NI of a year with a bonus, per earnings period (see `employeeClass1ByPeriods`). */
export function employerClass1ByPeriods(
  pay: BonusPeriodPay,
  tables: PayrollTables,
  category: NationalInsuranceCategory,
): NationalInsuranceFigure {
  const t = tables.nationalInsurance;
  const rates = tables.categories[category];
  const upperThreshold = t.employerUpperThreshold[category];
  const main: PeriodPart = {
    fromPence: t.secondaryThreshold,
    toPence: upperThreshold,
    bp: rates.employerMainBasisPoints,
  };
  const above: PeriodPart = {
    fromPence: Math.max(upperThreshold, t.secondaryThreshold),
    toPence: Infinity,
    bp: rates.employerUpperBasisPoints,
  };
  const n = tables.periodsPerYear;
  // The payroll rounds the two parts apart even at one rate: then shown as one band.
  const lines =
    main.bp === above.bp
      ? [periodsLine("main", [main, above], pay, n)]
      : [periodsLine("main", [main], pay, n), periodsLine("upper", [above], pay, n)];
  return { lines, contribution: sumOfLines(lines), marginalBp: 0, periods: n };
}
