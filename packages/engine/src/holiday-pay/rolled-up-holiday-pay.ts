import type { CompiledRates } from "../compiled-rates.js";
import { E4, mulDivRoundHalfUp, toBasisPoints } from "../money.js";

/**
 * The rolled-up holiday pay within a salary (pence): pay for work done p and holiday pay at the
 * rolled-up rate of p make up the salary, s = p × (1 + rate), so the holiday pay is
 * s − s / (1 + rate), p rounded half-up to the penny. It splits the salary into two payslip lines
 * and changes no total: the holiday pay is pay like any other.
 * Source: Working Time Regulations 1998 reg 16A (12.07 % of pay for work done, itemised
 * separately), https://www.legislation.gov.uk/uksi/1998/1833/regulation/16A;
 * https://www.gov.uk/government/publications/calculating-holiday-entitlement-for-part-year-and-irregular-hours-workers
 */
export function rolledUpHolidayPayWithin(salaryPence: number, c: CompiledRates): number {
  const rateBp = toBasisPoints(c.rates.holidayPay.rolledUpRate);
  return salaryPence - mulDivRoundHalfUp(salaryPence, E4, E4 + rateBp);
}
