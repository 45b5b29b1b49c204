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
import { hasHouseholdInput } from "../../components/household/household-input";
import {
  chargePayer,
  isShownLine,
  OUTSIDE_EITHER_WAY,
  yearLineRow,
  yearMoneyLines,
} from "../../components/household/household-lines";
import { formatCurrencyPence } from "../../lib/format";
import { useComparisonStore, type ComparisonValues } from "./comparison-store";
import { ComparisonChartMount } from "./comparison-chart-mount";
import { YearChangesMount } from "../../components/year-changes/year-changes-mount";

type Input = z.output<typeof compareSalariesInputSchema>;
type Item = CompareSalariesResult["salaries"][number];

/** A column of the table: a compared salary's result and the input it came from. */
interface Column {
  readonly item: Item;
  readonly input: Input["salaries"][number];
  readonly name: string;
  readonly id: number | undefined;
  readonly index: number;
}

interface Row {
  readonly label: string;
  readonly cell: (column: Column) => string;
  /** A total: in bold. */
  readonly emphasis?: boolean;
}

/** A row of amounts to the penny, read from each salary's result. */
const moneyRow = (label: string, value: (item: Item) => number): Row => ({
  label,
  cell: ({ item }) => formatCurrencyPence(value(item)),
});

/**
 * The rows; with a postgraduate loan in any salary, its part of the loans is a row of its own and
 * "Student loan" the rest (so each column's lines still add up to its take-home).
 */
function rowsOf(withPostgraduate: boolean): readonly Row[] {
  const loans: Row[] = withPostgraduate
    ? [
        moneyRow("Student loan", (item) =>
          saving(item.results.studentLoan, item.results.postgraduateLoan),
        ),
        moneyRow("Postgraduate loan", (item) => item.results.postgraduateLoan),
      ]
    : [moneyRow("Student loan", (item) => item.results.studentLoan)];
  return [
    moneyRow("Gross salary", (item) => item.grossSalary),
    // Relief at source: what the payslips take and pay (the relief to claim is its own row).
    moneyRow("Income tax", (item) => item.results.payslipIncomeTax),
    moneyRow("National Insurance", (item) => item.results.nationalInsurance),
    ...loans,
    moneyRow("Pension", (item) => item.results.pension),
    {
      ...moneyRow("Net take-home", (item) => item.results.payslipNetAnnual),
      emphasis: true,
    },
    moneyRow("Monthly net", (item) => item.results.payslipNetMonthly),
  ];
}

/** Shown only when a salary has relief at source to claim. */
const CLAIM_ROW = moneyRow(
  RELIEF_TO_CLAIM_LABEL,
  (item) => item.results.reliefAtSourceClaim,
);

export const YEAR_ROWS_TITLE = "Your year, with family and other income";

/**
 * With the household's inputs: the year beside the payslips, for each salary. Adjusted net income
 * and the Child Benefit charge (with children), then the year's money line by line as the
 * take-home's "Your money for the year" has it (household-lines.ts), signed by what each line
 * does, so each column's lines add up to its money for the year. A line shows when some salary
 * has it; the tax after the year is named by what it is when every salary's is the same kind.
 */
function yearRowsOf(columns: readonly Column[]): readonly Row[] {
  const linesOf = ({ input, item }: Column) =>
    yearMoneyLines(input, item.results);
  const figures: Row[] = [
    moneyRow("Adjusted net income", (item) => item.results.adjustedNetIncome),
    ...(columns.some(({ input }) => input.childBenefitChildren > 0)
      ? [
          {
            label: "High Income Child Benefit Charge",
            cell: ({ item }: Column) => {
              const charge = item.results.highIncomeChildBenefitCharge;
              return `${formatCurrencyPence(charge)}${charge > 0 ? `, paid by ${chargePayer(item.results)}` : ""}`;
            },
          },
        ]
      : []),
  ];
  const first = columns[0];
  const keys = first ? linesOf(first).map((line) => line.key) : [];
  const moneyLines = keys.flatMap((key): Row[] => {
    const lineOf = (column: Column) =>
      linesOf(column).find((line) => line.key === key);
    const across = columns.flatMap((column) => lineOf(column) ?? []);
    if (!across.some(isShownLine)) return [];
    const labels = new Set(
      across.filter((line) => line.amount !== 0).map((line) => line.label),
    );
    return [
      {
        label:
          labels.size > 1
            ? OUTSIDE_EITHER_WAY
            : ([...labels][0] ?? across[0]?.label ?? ""),
        cell: (column) => {
          const line = lineOf(column);
          if (!line) return "";
          return isShownLine(line)
            ? yearLineRow(line).value
            : formatCurrencyPence(0);
        },
        emphasis: across[0]?.line === "total",
      },
    ];
  });
  return [...figures, ...moneyLines];
}

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
  last: LastResult<Input, CompareSalariesResult, ComparisonValues>;
}) {
  const entries = useComparisonStore((state) => state.values.entries);
  const columns: Column[] = last.result.salaries.flatMap((item, index) => {
    const id = last.values.entries[index]?.id;
    const card = entries.findIndex((entry) => entry.id === id);
    const input = last.input.salaries[index];
    return card === -1 || input === undefined
      ? []
      : [{ item, input, name: `Salary ${card + 1}`, id, index }];
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
  const yearRows = columns.some(({ input }) => hasHouseholdInput(input))
    ? yearRowsOf(columns)
    : [];
  const rowsOfGroup = (group: readonly Row[]) =>
    group.map((row) => (
      <tr key={row.label} className={row.emphasis ? "font-semibold" : ""}>
        <th scope="row" className="px-2 py-2 font-medium text-slate-700">
          {row.label}
        </th>
        {columns.map((column) => (
          <td
            key={column.name}
            className="whitespace-nowrap px-2 py-2 text-right tabular-nums"
          >
            {row.cell(column)}
          </td>
        ))}
      </tr>
    ));
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
            {rowsOfGroup(rows)}
          </tbody>
          {yearRows.length > 0 ? (
            <tbody className="divide-y divide-slate-200 border-t-2 border-slate-300">
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={columns.length + 1}
                  className="px-2 pb-1 pt-3 text-left font-semibold text-slate-900"
                >
                  {YEAR_ROWS_TITLE}
                </th>
              </tr>
              {rowsOfGroup(yearRows)}
            </tbody>
          ) : null}
        </table>
      </ScrollRegion>
      <ReliefToClaimNote claims={claims} />
      {columns.map(({ item, input, name, id }) => (
        // Each card's own year, compared with its year before a switch (or the site's year).
        <YearChangesMount
          key={name}
          name={name}
          subject={{ calculator: "take-home", input }}
          year={item.taxYear}
          yearBefore={
            id === undefined ? undefined : last.partYearsBefore?.[String(id)]
          }
        />
      ))}
      <ComparisonChartMount bars={columns} />
    </div>
  );
}
