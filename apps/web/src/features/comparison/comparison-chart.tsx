import type { CompareSalariesResult } from "@uktax/engine";
import { scaleBand, scaleLinear } from "d3-scale";
import {
  BottomAxis,
  CHART,
  ChartFigure,
  shortMoney,
  type LegendItem,
} from "../../components/charts/chart-figure";
import { taxYearLabel } from "../../components/form/tax-year-field";
import { formatCurrencyPence } from "../../lib/format";

/**
 * The comparison's chart (a chunk of its own, fetched when the visitor opens it): a bar for each
 * salary compared, its gross pay split into take-home and each deduction, as the engine returned
 * them, with a text summary and the data table.
 */
export interface ComparisonBar {
  /** "Salary 1": the card's current number. */
  readonly name: string;
  readonly item: CompareSalariesResult["salaries"][number];
}

type Item = ComparisonBar["item"];

type Figure = {
  [K in keyof Item["results"]]: Item["results"][K] extends number ? K : never;
}[keyof Item["results"]];

/** The parts of a bar, left to right: they add up to gross pay (no vouchers in a comparison). */
const PARTS = (
  [
    ["Take-home", "#1d4ed8", "payslipNetAnnual"],
    ["Income tax", "#b91c1c", "payslipIncomeTax"],
    ["National Insurance", "#047857", "nationalInsurance"],
    ["Student loan", "#c2410c", "studentLoan"],
    ["Pension", "#6d28d9", "pension"],
  ] as const satisfies readonly (readonly [string, string, Figure])[]
).map(([label, color, figure]) => ({
  label,
  color,
  value: (item: Item) => item.results[figure],
}));

const MARGIN = { top: 12, right: 24, bottom: 48, left: 84 } as const;

export default function ComparisonChart({
  bars,
}: {
  bars: readonly ComparisonBar[];
}) {
  const best = bars.reduce<ComparisonBar | undefined>(
    (top, bar) =>
      top &&
      top.item.results.payslipNetAnnual >= bar.item.results.payslipNetAnnual
        ? top
        : bar,
    undefined,
  );
  const summary = [
    ...bars.map(
      ({ name, item }) =>
        `${name} (${taxYearLabel(item.taxYear)}): ${formatCurrencyPence(item.grossSalary)} gross, ${formatCurrencyPence(item.results.payslipNetAnnual)} take-home a year.`,
    ),
    best && bars.length > 1 ? `${best.name} takes home the most.` : "",
  ].join(" ");
  const legend: LegendItem[] = PARTS.map(({ label, color }) => ({
    label,
    color,
  }));
  return (
    <ChartFigure
      name="comparison"
      title="The salaries compared"
      summary={summary}
      legend={legend}
      table={{
        caption: "Each salary's gross pay, deductions and take-home (a year)",
        columns: [
          "Salary",
          "Tax year",
          "Gross pay",
          ...PARTS.slice(1).map(({ label }) => label),
          "Take-home",
        ],
        rows: bars.map(({ name, item }) => ({
          cells: [
            name,
            taxYearLabel(item.taxYear),
            formatCurrencyPence(item.grossSalary),
            ...PARTS.slice(1).map(({ value }) =>
              formatCurrencyPence(value(item)),
            ),
            formatCurrencyPence(item.results.payslipNetAnnual),
          ],
        })),
      }}
    >
      {(width) => <Bars bars={bars} width={width} />}
    </ChartFigure>
  );
}

function Bars({
  bars,
  width,
}: {
  bars: readonly ComparisonBar[];
  width: number;
}) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...bars.map(({ item }) => item.grossSalary))])
    .nice()
    .range([MARGIN.left, width - MARGIN.right]);
  const y = scaleBand()
    .domain(bars.map(({ name }) => name))
    .range([MARGIN.top, CHART.height - MARGIN.bottom])
    .padding(0.35);
  return (
    <>
      {bars.map(({ name, item }) => {
        const top = y(name) ?? 0;
        let start = 0;
        return (
          <g key={name} data-bar={name}>
            <text
              x={MARGIN.left - 8}
              y={top + y.bandwidth() / 2}
              dy="0.32em"
              textAnchor="end"
              fill="#1e293b"
              fontWeight={600}
            >
              {name}
            </text>
            {PARTS.map(({ label, color, value }) => {
              const from = start;
              start += value(item);
              return value(item) > 0 ? (
                <rect
                  key={label}
                  x={x(from)}
                  width={x(from + value(item)) - x(from)}
                  y={top}
                  height={y.bandwidth()}
                  fill={color}
                />
              ) : null;
            })}
            {x(item.results.payslipNetAnnual) - x(0) > 100 ? (
              <text
                x={x(0) + 6}
                y={top + y.bandwidth() / 2}
                dy="0.32em"
                fill="#fff"
                fontWeight={600}
              >
                {formatCurrencyPence(item.results.payslipNetAnnual)}
              </text>
            ) : null}
          </g>
        );
      })}
      <BottomAxis
        scale={x}
        y={CHART.height - MARGIN.bottom}
        format={shortMoney}
        title="Pounds a year"
        ticks={Math.max(3, Math.round(width / 100))}
      />
    </>
  );
}
