import type { PensionMethod, StudentLoanPlan } from "@uktax/engine";
import type { ReactNode } from "react";
import { formatCurrencyPence, formatPercentAsEntered } from "../../lib/format";
import { saving } from "../working/per-period";
import type { LineKind, NumberField, ResultRow } from "./result-items";
import { STUDENT_LOAN_PLAN_LABELS } from "./salary-options";

/**
 * Results that add up on the screen: every line that moves the total, to the penny and signed by
 * what it does (− taken away, + added), then the total; notes (a bonus inside gross pay, benefits
 * in kind that are taxed but never paid) are shown indented and move nothing. Every amount is the
 * engine's own figure: the site only lays them out.
 */

const MINUS = "\u2212";

/** A row of a line-by-line result: its amount in pounds to the penny, signed by `line`. */
export function lineRow(
  label: ReactNode,
  amount: number,
  line: LineKind,
): ResultRow {
  const pounds = formatCurrencyPence(amount);
  const value =
    line === "subtract"
      ? `${MINUS}${pounds}`
      : line === "add"
        ? `+${pounds}`
        : pounds;
  return { label, value, line, emphasis: line === "total" };
}

/**
 * A line whose amount may go either way (tax owed, or relief due): added when positive, taken
 * away (by its size) when negative.
 */
export function signedLineRow(label: ReactNode, amount: number): ResultRow {
  return amount < 0
    ? lineRow(label, -amount, "subtract")
    : lineRow(label, amount, "add");
}

/** A total that may be below zero: shown with the minus sign a deduction has ("−£400.00"). */
export function signedTotalRow(label: ReactNode, amount: number): ResultRow {
  return amount < 0
    ? { ...lineRow(label, -amount, "subtract"), line: "total", emphasis: true }
    : lineRow(label, amount, "total");
}

/**
 * Line rows read from one result by field: `[label, field, line]` each; a note (memo) whose
 * amount is 0 is left out.
 */
export function lineRows<T extends object>(
  source: T,
  figures: readonly (readonly [
    label: string,
    field: NumberField<T>,
    line: LineKind,
  ])[],
): ResultRow[] {
  return figures.flatMap(([label, field, line]) => {
    const amount = source[field] as number;
    return line === "memo" && amount === 0
      ? []
      : [lineRow(label, amount, line)];
  });
}

/** The figures of a take-home result (take-home, reverse, hourly): annual pounds. */
export interface PayLines {
  readonly gross: number;
  /** "Gross salary" unless said otherwise. */
  readonly grossLabel?: string;
  /** Within gross pay (notes). */
  readonly bonus?: number;
  readonly overtime?: number;
  /** Taxed but not paid (a note). */
  readonly benefitsInKind?: number;
  /** Salary sacrificed for childcare vouchers (taken from pay). */
  readonly childcareVouchers?: number;
  readonly incomeTax: number;
  readonly nationalInsurance: number;
  /** Both loans together (the engine's `studentLoan`). */
  readonly studentLoan?: number;
  readonly studentLoanPlan?: StudentLoanPlan;
  /** A postgraduate loan beside the plan (the input's `postgraduateLoan`). */
  readonly postgraduateLoanAsWell?: boolean;
  /** The postgraduate loan's part of `studentLoan` (the result's `postgraduateLoan`). */
  readonly postgraduateLoan?: number;
  readonly pension?: number;
  readonly pensionPercent?: number;
  readonly pensionMethod?: PensionMethod;
  readonly net: number;
  readonly netLabel: string;
  /** Labels for the tax and NI lines (the hourly converter's are estimates). */
  readonly incomeTaxLabel?: string;
  readonly nationalInsuranceLabel?: string;
}

/** The deductions of a take-home result with the input's loan plan and pension (take-home, reverse). */
export function deductionLines(
  result: {
    readonly incomeTax: number;
    readonly nationalInsurance: number;
    readonly studentLoan: number;
    readonly postgraduateLoan: number;
    readonly pension: number;
  },
  input: {
    readonly studentLoanPlan: StudentLoanPlan;
    readonly postgraduateLoan: boolean;
    readonly pensionContribution: number;
    readonly pensionMethod: PensionMethod;
  },
) {
  return {
    incomeTax: result.incomeTax,
    nationalInsurance: result.nationalInsurance,
    studentLoan: result.studentLoan,
    studentLoanPlan: input.studentLoanPlan,
    postgraduateLoanAsWell: input.postgraduateLoan,
    postgraduateLoan: result.postgraduateLoan,
    pension: result.pension,
    pensionPercent: input.pensionContribution,
    pensionMethod: input.pensionMethod,
  } satisfies Partial<PayLines>;
}

/** One line of a take-home: its label, its annual amount (pounds) and what it does. */
export interface PayLine {
  readonly label: string;
  readonly amount: number;
  readonly line: LineKind;
}

/** A result's loans: the plan, whether a postgraduate loan is repaid beside it, the figures. */
export interface Loans {
  /** Both loans together (the engine's `studentLoan`). */
  readonly total: number;
  readonly plan: StudentLoanPlan;
  readonly postgraduateAsWell: boolean;
  /** The postgraduate loan's part of `total` (the engine's `postgraduateLoan`). */
  readonly postgraduate: number;
}

/**
 * The loans' lines: one "Student loan" line (no loan, or a plan alone), one "Postgraduate loan"
 * line (the plan "Postgraduate", or that loan with no plan), or the plan and the postgraduate
 * loan beside it as two lines, the plan's being the rest of the total so the two add up to it.
 */
export function loanLines(loans: Loans): PayLine[] {
  const { total, plan, postgraduateAsWell, postgraduate } = loans;
  const line = (label: string, amount: number): PayLine => ({
    label,
    amount,
    line: "subtract",
  });
  if (plan === "postgraduate" || (plan === "none" && postgraduateAsWell))
    return [line("Postgraduate loan", total)];
  if (plan === "none" || !postgraduateAsWell)
    return [line("Student loan", total)];
  return [
    line(
      `Student loan, ${STUDENT_LOAN_PLAN_LABELS[plan]}`,
      saving(total, postgraduate),
    ),
    line("Postgraduate loan", postgraduate),
  ];
}

const PENSION_METHOD_NOTES: Record<PensionMethod, string> = {
  "net-pay": "",
  "relief-at-source": ", relief at source",
  "salary-sacrifice": ", salary sacrifice",
};

/**
 * The take-home block the take-home, reverse and hourly results share: gross pay (with any bonus
 * and overtime in it as notes), benefits in kind (taxed, not paid), childcare vouchers, income
 * tax, National Insurance, the loans and the pension with its percent, then net pay. The lines
 * that move the net add up to it exactly (net = gross − vouchers − the deductions, the engine's
 * own rule). The result shows them as rows (`payLineRows`), the per-period table divides them.
 */
export function payLines(pay: PayLines): PayLine[] {
  const lines: PayLine[] = [
    {
      label: pay.grossLabel ?? "Gross salary",
      amount: pay.gross,
      line: "start",
    },
  ];
  const push = (label: string, amount: number, line: LineKind) =>
    lines.push({ label, amount, line });
  const note = (label: string, amount: number | undefined) => {
    if (amount !== undefined && amount > 0) push(label, amount, "memo");
  };
  note("of which bonus", pay.bonus);
  note("of which overtime", pay.overtime);
  note("Benefits in kind (taxed, not paid)", pay.benefitsInKind);
  if (pay.childcareVouchers !== undefined && pay.childcareVouchers > 0)
    push(
      "Childcare vouchers (salary sacrifice)",
      pay.childcareVouchers,
      "subtract",
    );
  push(pay.incomeTaxLabel ?? "Income tax", pay.incomeTax, "subtract");
  push(
    pay.nationalInsuranceLabel ?? "National Insurance",
    pay.nationalInsurance,
    "subtract",
  );
  if (pay.studentLoan !== undefined)
    lines.push(
      ...loanLines({
        total: pay.studentLoan,
        plan: pay.studentLoanPlan ?? "none",
        postgraduateAsWell: pay.postgraduateLoanAsWell ?? false,
        postgraduate: pay.postgraduateLoan ?? 0,
      }),
    );
  if (pay.pension !== undefined)
    push(
      `Pension (${formatPercentAsEntered(pay.pensionPercent ?? 0)}${PENSION_METHOD_NOTES[pay.pensionMethod ?? "net-pay"]})`,
      pay.pension,
      "subtract",
    );
  push(pay.netLabel, pay.net, "total");
  return lines;
}

/** The take-home block as result rows (see `payLines`). */
export function payLineRows(pay: PayLines): ResultRow[] {
  return payLines(pay).map(({ label, amount, line }) =>
    lineRow(label, amount, line),
  );
}
