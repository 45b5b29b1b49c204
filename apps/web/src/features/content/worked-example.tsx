import type { SalaryInput, TaxYearId } from "@uktax/engine";
import type { ReactNode } from "react";
import { ResultRows } from "../../components/form/result-items";
import {
  deductionLines,
  payLineRows,
} from "../../components/form/result-lines";
import { formatCurrencyPence } from "../../lib/format";
import { computeExample, exampleInput } from "./worked-examples";

/**
 * One worked example of a guide, computed by the engine for the year the reader chose: the lines
 * from gross pay to take-home (childcare vouchers, income tax, National Insurance, the student loan
 * and the pension where the example has them), which add up to the take-home pay to the penny, as
 * the take-home calculator lays them out (`payLineRows`). `children` explain the example.
 */
export function WorkedExample({
  title,
  input,
  year,
  children,
}: {
  title: string;
  input: SalaryInput;
  year: TaxYearId;
  children?: ReactNode;
}) {
  const parsed = exampleInput(input, year);
  const result = computeExample(input, year);
  const deductions = deductionLines(result, parsed);
  const rows = payLineRows({
    gross: result.grossAnnual,
    childcareVouchers: result.childcareVouchers,
    ...deductions,
    // Lines the example does not have (no loan plan, no pension) are left out, not shown as £0.
    studentLoan:
      parsed.studentLoanPlan === "none" ? undefined : deductions.studentLoan,
    pension: parsed.pensionContribution === 0 ? undefined : deductions.pension,
    net: result.netAnnual,
    netLabel: "Take-home pay",
  });
  return (
    <figure
      aria-label={title}
      className="worked-example space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <ResultRows label={`${title}: a year`} rows={rows} />
      <p className="text-sm text-slate-700">
        That is {formatCurrencyPence(result.netMonthly)} a month.
      </p>
      {children}
    </figure>
  );
}
