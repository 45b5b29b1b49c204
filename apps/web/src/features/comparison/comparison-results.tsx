import type {
  CompareSalariesResult,
  compareSalariesInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import type { LastResult } from "../../components/form/form-model";
import { ResultHeading } from "../../components/form/result-items";
import { taxYearLabel } from "../../components/form/tax-year-field";
import { ScrollRegion } from "../../components/scroll-region";
import { saving } from "../../components/working/per-period";
import {
  RELIEF_TO_CLAIM_LABEL,
  ReliefToClaimNote,
} from "../../components/form/relief-to-claim";
import { formatCurrencyPence } from "../../lib/format";
import { useComparisonStore, type ComparisonValues } from "./comparison-store";
import { ComparisonChartMount } from "./comparison-chart-mount";
import { YearChangesMount } from "../../components/year-changes/year-changes-mount";

type Row = {
  label: string;
  value: (item: CompareSalariesResult["salaries"][number]) => number;
};

/**
 * The rows; with a postgraduate loan in any salary, its part of the loans is a row of its own and
 * "Student loan" the rest (so each column's lines still add up to its take-home).
 */
function rowsOf(withPostgraduate: boolean): readonly Row[] {
  const loans: Row[] = withPostgraduate
    ? [
        {
          label: "Student loan",
          value: (item) =>
            saving(item.results.studentLoan, item.results.postgraduateLoan),
        },
        {
          label: "Postgraduate loan",
          value: (item) => item.results.postgraduateLoan,
        },
      ]
    : [{ label: "Student loan", value: (item) => item.results.studentLoan }];
  return [
    { label: "Gross salary", value: (item) => item.grossSalary },
    // Relief at source: what the payslips take and pay (the relief to claim is its own row).
    { label: "Income tax", value: (item) => item.results.payslipIncomeTax },
    {
      label: "National Insurance",
      value: (item) => item.results.nationalInsurance,
    },
    ...loans,
    { label: "Pension", value: (item) => item.results.pension },
    { label: "Net take-home", value: (item) => item.results.payslipNetAnnual },
    { label: "Monthly net", value: (item) => item.results.payslipNetMonthly },
  ];
}

/** Shown only when a salary has relief at source to claim. */
const CLAIM_ROW: Row = {
  label: RELIEF_TO_CLAIM_LABEL,
  value: (item) => item.results.reliefAtSourceClaim,
};

/**
 * The comparison table: one column per salary, one row per figure, every amount to the penny as
 * the engine gives it (formatted once, by lib/format.ts), so each column's deductions add up to
 * its take-home exactly and each figure reads as it does in the chart and its table. (Rounded to
 * whole pounds one by one, the lines could be £1 off the take-home under them: £40,007 gross,
 * £5,087.33 tax, £2,194.96 NI and £2,000.35 pension leave £30,724.36, but £40,007 − £5,087 −
 * £2,195 − £2,000 = £30,725.) A salary removed from the form
 * since the comparison loses its column; the others are headed by their card's current number.
 */
export function ComparisonResults({
  last,
}: {
  last: LastResult<
    z.output<typeof compareSalariesInputSchema>,
    CompareSalariesResult,
    ComparisonValues
  >;
}) {
  const entries = useComparisonStore((state) => state.values.entries);
  const columns = last.result.salaries.flatMap((item, index) => {
    const id = last.values.entries[index]?.id;
    const card = entries.findIndex((entry) => entry.id === id);
    return card === -1 ? [] : [{ item, name: `Salary ${card + 1}`, id, index }];
  });
  const withLoanRows = rowsOf(
    last.values.entries.some(
      (entry) =>
        entry.postgraduateLoan || entry.studentLoanPlan === "postgraduate",
    ),
  );
  const claims = columns.map(({ item }) => item.results.reliefAtSourceClaim);
  const rows = claims.some((claim) => claim > 0)
    ? [...withLoanRows, CLAIM_ROW]
    : withLoanRows;
  return (
    <div className="flex flex-col gap-3">
      <ResultHeading>Comparison Results</ResultHeading>
      <ScrollRegion label="Comparison results">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Take-home pay for each salary, per year unless stated
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <td />
              {columns.map(({ name }) => (
                <th
                  key={name}
                  scope="col"
                  className="px-2 py-2 text-right font-semibold"
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            <tr>
              <th scope="row" className="px-2 py-2 font-medium text-slate-700">
                Tax year
              </th>
              {columns.map(({ item, name }) => (
                <td key={name} className="px-2 py-2 text-right">
                  {taxYearLabel(item.taxYear)}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr
                key={row.label}
                className={row.label === "Net take-home" ? "font-semibold" : ""}
              >
                <th
                  scope="row"
                  className="px-2 py-2 font-medium text-slate-700"
                >
                  {row.label}
                </th>
                {columns.map(({ item, name }) => (
                  <td
                    key={name}
                    className="whitespace-nowrap px-2 py-2 text-right tabular-nums"
                  >
                    {formatCurrencyPence(row.value(item))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ReliefToClaimNote claims={claims} />
      {columns.map(({ item, name, id, index }) => {
        // Each card's own year, compared with its year before a switch (or the site's year).
        const input = last.input.salaries[index];
        return input === undefined ? null : (
          <YearChangesMount
            key={name}
            name={name}
            subject={{ calculator: "take-home", input }}
            year={item.taxYear}
            yearBefore={
              id === undefined ? undefined : last.partYearsBefore?.[String(id)]
            }
          />
        );
      })}
      <ComparisonChartMount bars={columns} />
    </div>
  );
}
