import { dec, decimalToPence, dividePenceHalfUp, roundDecimal, toPounds } from "../money.js";
import { parseInput } from "../parse-input.js";
import {
  calculateSalaryUnchecked,
  salaryWithBreakdown,
  standardEmployee,
} from "../take-home/take-home.js";
import { getTaxYear } from "../tax-years/index.js";
import { hourlyInputSchema } from "./hourly.schema.js";
import type { HourlyInput, HourlyResult } from "./hourly.schema.js";

/**
 * An hourly rate as annual, monthly, weekly and daily pay, with the take-home of an England
 * 1257L employee with no loan or pension. Holiday weeks are paid unless `paidHoliday` is false.
 *
 * @example convertHourly({ hourlyRate: 19.23, hoursPerWeek: 40, weeksPerYear: 52, holidayWeeks: 4 }).annualSalary // 39998.4
 */
export function convertHourly(input: HourlyInput): HourlyResult {
  const parsed = parseInput(hourlyInputSchema, input);
  const periods = getTaxYear(parsed.taxYear).payPeriods;
  const rate = dec(parsed.hourlyRate);
  const hours = dec(parsed.hoursPerWeek);
  const workingWeeks = dec(parsed.weeksPerYear).minus(parsed.holidayWeeks);
  const paidWeeks = parsed.paidHoliday ? dec(parsed.weeksPerYear) : workingWeeks;
  const annualPence = decimalToPence(rate.times(hours).times(paidWeeks));
  const employee = standardEmployee(toPounds(annualPence), parsed.taxYear);
  const salary = parsed.includeBreakdown
    ? salaryWithBreakdown(employee)
    : calculateSalaryUnchecked(employee);
  const paidHours = hours.times(paidWeeks);
  return {
    taxYear: parsed.taxYear,
    annualSalary: toPounds(annualPence),
    monthlySalary: toPounds(dividePenceHalfUp(annualPence, periods.monthly)),
    workingHoursPerYear: roundDecimal(hours.times(workingWeeks), 4),
    workingDaysPerYear: roundDecimal(workingWeeks.times(periods.workingDaysPerWeek), 4),
    dailyRate: toPounds(decimalToPence(rate.times(periods.hoursPerDay))),
    weeklyRate: toPounds(decimalToPence(rate.times(hours))),
    estimatedIncomeTax: salary.incomeTax,
    estimatedNationalInsurance: salary.nationalInsurance,
    estimatedNetAnnual: salary.netAnnual,
    estimatedNetMonthly: salary.netMonthly,
    // The net in pounds is a two-decimal number, which dec() reads exactly.
    estimatedNetHourlyRate: paidHours.isZero()
      ? 0
      : toPounds(decimalToPence(dec(salary.netAnnual).div(paidHours))),
    ...(salary.breakdown === undefined ? {} : { breakdown: salary.breakdown }),
  };
}
