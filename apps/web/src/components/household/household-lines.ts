import type { SalaryResult } from "@uktax/engine";
import type { LineKind, ResultRow } from "../form/result-items";
import { lineRow, signedTotalRow } from "../form/result-lines";
import type { HouseholdInput } from "./household-input";

/**
 * The year's money (issue 30): the payslips' take-home with everything else the year brings in or
 * takes away, line by line, adding up to the engine's `yearNetIncome` (its own rule: payslipNetAnnual
 * + property income − property expenses + savings interest + dividends + Child Benefit − Gift Aid
 * given − taxOutsidePayroll − the partner's charge). The take-home's and reverse's "Your money for
 * the year" and the comparison's rows for the year read the same lines.
 */

/** The figures of a result (a take-home's, a reverse's or a compared salary's) the lines read. */
export type YearMoneyFigures = Pick<
  SalaryResult,
  | "payslipNetAnnual"
  | "childBenefit"
  | "childBenefitChargedTo"
  | "highIncomeChildBenefitCharge"
  | "taxOutsidePayroll"
  | "yearNetIncome"
>;

/** One line of the year's money. */
export interface YearLine {
  /** The same line of another result has the same key (a comparison's row). */
  readonly key: string;
  readonly label: string;
  /** Pounds; never below zero but for the total (`line` says what the line does). */
  readonly amount: number;
  readonly line: LineKind;
}

/** The tax outside payroll, by what it is: to pay, to get back or nothing. */
export function outsideLabel(outside: number): string {
  return outside > 0
    ? "Tax to pay after the year"
    : outside < 0
      ? "Tax to get back after the year"
      : "Nothing to pay or get back";
}

/** A row of a comparison whose columns pay and get back tax after the year. */
export const OUTSIDE_EITHER_WAY = "Tax to pay or get back after the year";

/** Who pays the High Income Child Benefit Charge, as a label says it. */
export function chargePayer(
  result: Pick<SalaryResult, "childBenefitChargedTo">,
) {
  return result.childBenefitChargedTo === "you" ? "you" : "your partner";
}

/**
 * Every line of the year's money, those at nothing too (a result shows the others; a comparison a
 * line some salary has): the payslips' take-home first, the year's money last.
 */
export function yearMoneyLines(
  input: HouseholdInput,
  result: YearMoneyFigures,
): YearLine[] {
  const outside = result.taxOutsidePayroll;
  const partners =
    result.childBenefitChargedTo === "you"
      ? 0
      : result.highIncomeChildBenefitCharge;
  return [
    {
      key: "payslips",
      label: "Take-home on your payslips",
      amount: result.payslipNetAnnual,
      line: "start",
    },
    {
      key: "propertyIncome",
      label: "Property income",
      amount: input.propertyIncome,
      line: "add",
    },
    {
      key: "propertyExpenses",
      label: "Property expenses",
      amount: input.propertyExpenses,
      line: "subtract",
    },
    {
      key: "savingsInterest",
      label: "Savings interest",
      amount: input.savingsInterest,
      line: "add",
    },
    {
      key: "dividends",
      label: "Dividends",
      amount: input.dividends,
      line: "add",
    },
    {
      key: "childBenefit",
      label: "Child Benefit",
      amount: result.childBenefit,
      line: "add",
    },
    {
      key: "giftAid",
      label: "Gift Aid donations",
      amount: input.giftAidDonations,
      line: "subtract",
    },
    {
      key: "outside",
      label: outsideLabel(outside),
      amount: Math.abs(outside),
      line: outside > 0 ? "subtract" : "add",
    },
    {
      key: "partnersCharge",
      label: "Child Benefit charge, paid by your partner",
      amount: partners,
      line: "subtract",
    },
    {
      key: "year",
      label: "Your money for the year",
      amount: result.yearNetIncome,
      line: "total",
    },
  ];
}

/** Whether a result shows a line: the start and the total always, another when it has an amount. */
export const isShownLine = (line: YearLine) =>
  line.amount !== 0 || line.line === "start" || line.line === "total";

/** A line as a result row (the total may be below zero: "−£400.00"). */
export function yearLineRow(line: YearLine): ResultRow {
  return line.line === "total"
    ? signedTotalRow(line.label, line.amount)
    : lineRow(line.label, line.amount, line.line);
}
