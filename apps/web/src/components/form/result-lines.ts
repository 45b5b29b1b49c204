import type { PensionMethod, StudentLoanPlan } from "@uktax/engine";
import type { ReactNode } from "react";
import { formatCurrencyPence, formatPercent } from "../../lib/format";
import type { LineKind, NumberField, ResultRow } from "./result-items";

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
  readonly studentLoan?: number;
  readonly studentLoanPlan?: StudentLoanPlan;
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
    readonly pension: number;
  },
  input: {
    readonly studentLoanPlan: StudentLoanPlan;
    readonly pensionContribution: number;
    readonly pensionMethod: PensionMethod;
  },
) {
  return {
    incomeTax: result.incomeTax,
    nationalInsurance: result.nationalInsurance,
    studentLoan: result.studentLoan,
    studentLoanPlan: input.studentLoanPlan,
    pension: result.pension,
    pensionPercent: input.pensionContribution,
    pensionMethod: input.pensionMethod,
  } satisfies Partial<PayLines>;
}

const PENSION_METHOD_NOTES: Record<PensionMethod, string> = {
  "net-pay": "",
  "relief-at-source": ", relief at source",
  "salary-sacrifice": ", salary sacrifice",
};

/**
 * The take-home block the take-home, reverse and hourly results share: gross pay (with any bonus
 * and overtime in it as notes), benefits in kind (taxed, not paid), childcare vouchers, income
 * tax, National Insurance, the student loan and the pension with its percent, then net pay. The
 * lines that move the net add up to it exactly (net = gross − vouchers − the deductions, the
 * engine's own rule).
 */
export function payLineRows(pay: PayLines): ResultRow[] {
  const rows: ResultRow[] = [
    lineRow(pay.grossLabel ?? "Gross salary", pay.gross, "start"),
  ];
  const note = (label: string, amount: number | undefined) => {
    if (amount !== undefined && amount > 0)
      rows.push(lineRow(label, amount, "memo"));
  };
  note("of which bonus", pay.bonus);
  note("of which overtime", pay.overtime);
  note("Benefits in kind (taxed, not paid)", pay.benefitsInKind);
  if (pay.childcareVouchers !== undefined && pay.childcareVouchers > 0)
    rows.push(
      lineRow(
        "Childcare vouchers (salary sacrifice)",
        pay.childcareVouchers,
        "subtract",
      ),
    );
  rows.push(
    lineRow(pay.incomeTaxLabel ?? "Income tax", pay.incomeTax, "subtract"),
    lineRow(
      pay.nationalInsuranceLabel ?? "National Insurance",
      pay.nationalInsurance,
      "subtract",
    ),
  );
  if (pay.studentLoan !== undefined)
    rows.push(
      lineRow(
        pay.studentLoanPlan === "postgraduate"
          ? "Postgraduate loan"
          : "Student loan",
        pay.studentLoan,
        "subtract",
      ),
    );
  if (pay.pension !== undefined)
    rows.push(
      lineRow(
        `Pension (${formatPercent(pay.pensionPercent ?? 0)}${PENSION_METHOD_NOTES[pay.pensionMethod ?? "net-pay"]})`,
        pay.pension,
        "subtract",
      ),
    );
  rows.push(lineRow(pay.netLabel, pay.net, "total"));
  return rows;
}
