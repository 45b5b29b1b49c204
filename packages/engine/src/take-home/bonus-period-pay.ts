import { floorDivide, roundE4ToPence } from "../money.js";

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
