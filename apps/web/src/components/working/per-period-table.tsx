import { getTaxYear, type TaxYearId } from "@uktax/engine";
import { formatCurrencyPence } from "../../lib/format";
import { DataTable } from "../data-table";
import { payLines, type PayLines } from "../form/result-lines";
import { perPeriod } from "./per-period";

/**
 * The take-home per year, month, week and working day, under the result: the lines that move the
 * net (gross pay, each deduction, take-home; notes such as "of which bonus" are left out), each
 * annual figure of the engine divided by the year's periods (the engine's data: 12 months, 52
 * weeks, 260 working days = 5 × 52) and rounded half-up to the penny once. It scrolls inside its
 * own labelled box when the screen is narrower than it. On screen only, as before: the print
 * layout keeps one page for the result and its working.
 */
export function PerPeriodTable({
  pay,
  taxYear,
}: {
  pay: PayLines;
  taxYear: TaxYearId;
}) {
  const { payPeriods } = getTaxYear(taxYear);
  const divisors = [1, payPeriods.monthly, payPeriods.weekly, payPeriods.daily];
  const lines = payLines(pay).filter(({ line }) => line !== "memo");
  const row = ({ label, amount }: { label: string; amount: number }) => [
    label,
    ...divisors.map((periods) =>
      formatCurrencyPence(perPeriod(amount, periods)),
    ),
  ];
  const total = lines.at(-1);
  return (
    <div className="no-print flex flex-col gap-1">
      <DataTable
        caption={`Per period: a year, a month (÷ ${payPeriods.monthly}), a week (÷ ${payPeriods.weekly}) and a working day (÷ ${payPeriods.daily})`}
        columns={["", "Year", "Month", "Week", "Day"]}
        rows={lines.slice(0, -1).map(row)}
        total={total ? row(total) : undefined}
      />
      <p className="text-sm text-slate-700">
        A day is a working day: {payPeriods.workingDaysPerWeek} days a week ×{" "}
        {payPeriods.weekly} weeks = {payPeriods.daily} a year. Each figure is
        the year&apos;s divided and rounded to the penny on its own, so a column
        can differ from its take-home by a penny or two.
      </p>
    </div>
  );
}
