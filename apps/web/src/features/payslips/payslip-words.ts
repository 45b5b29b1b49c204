import type {
  PayrollFrequency,
  PayslipDifference,
  PayslipReason,
} from "@uktax/engine/payroll";
import { formatCurrencyPence } from "../../lib/format";

/**
 * The engine's payslip reasons (codes with their figures, see docs/payroll-rules.md in the
 * engine) in plain words. Every figure comes from the reason's data; nothing is worked out here.
 */

/** What one pay period is called: "month", "week", or "period" (fortnightly and four-weekly). */
export function periodNoun(frequency: PayrollFrequency): string {
  if (frequency === "monthly") return "month";
  if (frequency === "weekly") return "week";
  return "period";
}

/** "Month", "Week", "Period". */
export function periodTitle(frequency: PayrollFrequency): string {
  const noun = periodNoun(frequency);
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
}

/** "Month 6", "Week 52", "Period 3". */
export function periodName(
  frequency: PayrollFrequency,
  period: number,
): string {
  return `${periodTitle(frequency)} ${period}`;
}

/** "months 1–2", "week 5" (the periods a reason covers, in a sentence). */
export function periodRange(
  frequency: PayrollFrequency,
  from: number,
  to: number,
): string {
  const noun = periodNoun(frequency);
  return from === to ? `${noun} ${from}` : `${noun}s ${from}–${to}`;
}

/** The figures of the result in words: money always with its pence (payslips are exact). */
const money = formatCurrencyPence;

/** A signed difference in words: "£1.80 more", "£2.00 less". */
export function moreOrLess(difference: number): string {
  return `${money(Math.abs(difference))} ${difference > 0 ? "more" : "less"}`;
}

export const FIELD_LABELS: Record<PayslipDifference["field"], string> = {
  gross: "Gross pay",
  tax: "Income tax",
  employeeNI: "National Insurance",
  employerNI: "Employer's National Insurance",
  studentLoan: "Student loans",
  pension: "Pension",
  net: "Take-home pay",
};

const DEDUCTION_NOUNS = {
  tax: "income tax",
  employeeNI: "National Insurance",
  studentLoan: "student loans",
  pension: "the pension",
} as const;

const LOAN_NAMES = {
  plan1: "Plan 1",
  plan2: "Plan 2",
  plan4: "Plan 4",
  plan5: "Plan 5",
  postgraduate: "postgraduate loan",
} as const;

const BASIS_NAMES = {
  W1: "week 1 basis",
  M1: "month 1 basis",
  X: "week 1 / month 1 basis",
} as const;

/** A reason in words, and the period it concerns (shown beside that payslip) if it is about one. */
export interface ReasonWords {
  readonly period: number | null;
  readonly text: string;
}

/** A W1/M1/X code: each payslip taxed on its own. */
const NON_CUMULATIVE = /(W1|M1|X)$/;

/** One reason in plain words; `periods` is the number of payslips in the year. */
export function reasonWords(
  reason: PayslipReason,
  frequency: PayrollFrequency,
  periods: number,
): ReasonWords {
  const noun = periodNoun(frequency);
  const name = (period: number) => periodName(frequency, period);
  const general = (text: string): ReasonWords => ({ period: null, text });
  const about = (period: number, text: string): ReasonWords => ({
    period,
    text: `${name(period)}: ${text}`,
  });
  switch (reason.code) {
    case "salary-equal-parts":
      return general(
        reason.untilPeriod < reason.periods
          ? `Until ${noun} ${reason.untilPeriod}, your salary is paid in equal payslips of ${money(reason.perPeriod)}.`
          : `Your salary is paid in ${reason.periods} equal payslips of ${money(reason.perPeriod)}.`,
      );
    case "salary-odd-pence":
      return about(
        reason.periods,
        `the salary does not split into ${reason.periods} equal whole-penny parts, so each payslip has ${money(reason.perPeriod)} and the last one ${money(reason.lastPeriod)}: it takes the odd pence.`,
      );
    case "pay-rise":
      return about(
        reason.period,
        `your salary rises from ${money(reason.from)} to ${money(reason.to)} a year, paid from this ${noun} on: ${money(reason.perPeriod)} a payslip.`,
      );
    case "bonus-paid":
      return about(
        reason.period,
        `the ${money(reason.amount)} bonus is paid with this ${noun}'s salary.`,
      );
    case "paye-free-pay-uplift":
      return general(
        `Tax code ${reason.taxCode} gives ${money(reason.freePayPerPeriod)} of tax-free pay each ${noun}, ${money(reason.freePayPerYear)} over the year. Payroll works it out from the code number (× ${reason.codeMultiplier}, plus £${reason.codeUplift}, rounded up each ${noun}), not from the ${money(reason.personalAllowance)} personal allowance the annual figure uses.`,
      );
    case "relief-at-source-claim":
      return general(
        `Payroll does not know about your relief-at-source pension, so the payslips take income tax without the ${money(reason.claim)} of relief above the basic rate, and the annual figure here is the same. Claim it on a Self Assessment tax return or ask HMRC to adjust your tax code, and the year's tax comes to ${money(reason.incomeTaxAfterClaim)}.`,
      );
    case "personal-allowance-taper":
      return general(
        `The annual figure tapers the personal allowance from ${money(reason.fullPersonalAllowance)} to ${money(reason.personalAllowance)} because income is above ${money(reason.incomeLimit)}. Payroll only does that when HMRC issues a new tax code, so these payslips keep the code's full tax-free pay and the rest is settled later.`,
      );
    case "k-code-addition":
      return general(
        `Tax code ${reason.taxCode} adds ${money(reason.addedPerPeriod)} to your taxable pay each ${noun}, to collect tax on income or benefits from elsewhere.`,
      );
    case "overriding-limit":
      return about(
        reason.period,
        `tax is capped at ${reason.limitPercent}% of this ${noun}'s pay, so ${money(reason.carried)} is carried to later payslips.`,
      );
    case "flat-rate-code":
      return general(
        `Tax code ${reason.taxCode} taxes all your pay at ${reason.ratePercent}%, with no tax-free pay and no bands.`,
      );
    case "no-tax-code":
      return general("Tax code NT: no tax is taken through payroll.");
    case "week1-month1-basis":
      if (reason.fromPeriod === 1 && reason.toPeriod === periods)
        return general(
          `Tax code on ${BASIS_NAMES[reason.suffix]}: each payslip is taxed on its own, so your tax-free pay and tax bands are not carried forward from one ${noun} to the next, and nothing is refunded through payroll at the end of the year.`,
        );
      return {
        period: reason.fromPeriod,
        text: `Tax code on ${BASIS_NAMES[reason.suffix]} for ${periodRange(frequency, reason.fromPeriod, reason.toPeriod)}: your tax-free pay is not carried forward from one ${noun} to the next, nor are your tax bands, so each of these payslips is taxed on its own.`,
      };
    case "tax-code-change": {
      const change = `your tax code changes from ${reason.from} to ${reason.to}`;
      if (NON_CUMULATIVE.test(reason.to))
        return about(
          reason.period,
          `${change}, which taxes each ${noun} on its own: tax this ${noun} is ${money(reason.tax)}.`,
        );
      const recalculated = `${change}, and tax is worked out again from the year's pay and tax so far`;
      return about(
        reason.period,
        reason.tax < 0
          ? `${recalculated}: ${money(-reason.tax)} of tax taken earlier is refunded this ${noun}.`
          : `${recalculated}: tax this ${noun} is ${money(reason.tax)}.`,
      );
    }
    case "paye-cumulative-rounding":
      return general(
        `Tax is cumulative: each payslip works out the tax due on the year's pay so far, in whole pounds, with 1/${reason.periods} of each tax band for every ${noun} so far, cut to the penny, less the tax already taken.`,
      );
    case "bonus-period-tax":
      return about(
        reason.period,
        `tax is ${money(reason.tax)} against ${money(reason.normalTax)} in a normal ${noun}: the bonus is taxed with only ${reason.period}/${reason.periods} of the year's tax bands available so far, so more of it is taxed at higher rates.`,
      );
    case "bonus-catch-up":
      return about(
        reason.period,
        `tax is only ${money(reason.tax)}: the tax bands to date grow past the bonus, and cumulative tax catches up.`,
      );
    case "bonus-no-catch-up":
      return about(
        reason.period,
        `after the bonus, later payslips are unchanged: the bonus used no tax band the rest of the year needs back.`,
      );
    case "period-ni-thresholds":
      return general(
        `National Insurance has no year to date: each payslip pays on its own against this ${noun}'s thresholds (${money(reason.primaryThreshold)} and ${money(reason.upperEarningsLimit)}, which add up to ${money(reason.primaryThresholdOverYear)} and ${money(reason.upperEarningsLimitOverYear)} over the year, against the annual ${money(reason.annualPrimaryThreshold)} and ${money(reason.annualUpperEarningsLimit)}), each rounded to the penny.`,
      );
    case "period-ni-secondary-threshold":
      return general(
        `Your employer pays National Insurance on each payslip above this ${noun}'s secondary threshold of ${money(reason.secondaryThreshold)} (${money(reason.secondaryThresholdOverYear)} over the year, against the annual ${money(reason.annualSecondaryThreshold)}).`,
      );
    case "bonus-period-ni":
      return about(
        reason.period,
        reason.amount > 0
          ? `${money(reason.amount)} of this ${noun}'s pay is above the ${noun}'s upper earnings limit of ${money(reason.upperEarningsLimit)}, so that part pays National Insurance at only ${reason.upperRatePercent}%.`
          : `the bonus ${noun}'s pay stays within the ${noun}'s upper earnings limit of ${money(reason.upperEarningsLimit)}, so all of it pays the main National Insurance rate.`,
      );
    case "ni-category":
      return general(
        `The payslips use National Insurance category ${reason.category}; the annual figure assumes category A.`,
      );
    case "no-student-loan":
      return general("No student loan.");
    case "loan-whole-pounds":
      return general(
        `Student loans are taken from each payslip's pay above this ${noun}'s threshold (${reason.thresholds
          .map((item) => `${LOAN_NAMES[item.plan]}: ${money(item.threshold)}`)
          .join(", ")}), rounded down to whole pounds.`,
      );
    case "bonus-period-loan":
      return about(
        reason.period,
        `the bonus ${noun} repays more student loan than a normal ${noun}.`,
      );
    case "no-pension":
      return general("No pension contribution.");
    case "pension-per-period":
      return general(
        `The ${reason.percent}% pension contribution is worked out and rounded to the penny on each payslip.`,
      );
    case "net-same":
      return general(
        "Take-home pay over the year is the same as the annual figure.",
      );
    case "net-from-deductions":
      return general(
        `Take-home pay moves by the deductions' differences above; the largest is ${DEDUCTION_NOUNS[reason.largestField]}, ${moreOrLess(reason.largestDifference)} than the annual figure.`,
      );
  }
}

/** "Income tax: the payslips add up to £5,484.00, £2.00 less than the annual £5,486.00." */
export function differenceWords(difference: PayslipDifference): string {
  const label = FIELD_LABELS[difference.field];
  const totals = `the payslips add up to ${money(difference.payslipTotal)}`;
  if (difference.difference === 0)
    return `${label}: ${totals}, the same as the annual figure.`;
  return `${label}: ${totals}, ${moreOrLess(difference.difference)} than the annual ${money(difference.annual)}.`;
}
