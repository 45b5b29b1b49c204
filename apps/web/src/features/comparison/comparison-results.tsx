import type { CompareSalariesResult } from "@uktax/engine";
import { ScrollRegion } from "../../components/scroll-region";
import { formatCurrency } from "../../lib/format";

type Row = {
  label: string;
  value: (item: CompareSalariesResult["salaries"][number]) => number;
};

const ROWS: readonly Row[] = [
  { label: "Gross salary", value: (item) => item.grossSalary },
  { label: "Income tax", value: (item) => item.results.incomeTax },
  {
    label: "National Insurance",
    value: (item) => item.results.nationalInsurance,
  },
  { label: "Student loan", value: (item) => item.results.studentLoan },
  { label: "Pension", value: (item) => item.results.pension },
  { label: "Net take-home", value: (item) => item.results.netAnnual },
  { label: "Monthly net", value: (item) => item.results.netMonthly },
];

/** The comparison table: one column per salary, one row per figure. */
export function ComparisonResults({
  result,
}: {
  result: CompareSalariesResult;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-slate-900">
        Comparison Results
      </h3>
      <ScrollRegion label="Comparison results">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Take-home pay for each salary, per year unless stated
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <td />
              {result.salaries.map((_, index) => (
                <th
                  key={index}
                  scope="col"
                  className="px-2 py-2 text-right font-semibold"
                >
                  Salary {index + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {ROWS.map((row) => (
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
                {result.salaries.map((item, index) => (
                  <td key={index} className="px-2 py-2 text-right tabular-nums">
                    {formatCurrency(row.value(item))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
