import { useMemo, type ReactNode } from "react";
import { getTaxYear, type SalaryResult } from "@uktax/engine";
import { scaleLinear, type ScaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import {
  BottomAxis,
  CHART,
  ChartFigure,
  LeftAxis,
  shortMoney,
  type ChartTableData,
  type LegendItem,
  type TableRow,
} from "../../components/charts/chart-figure";
import { taxYearLabel } from "../../components/form/tax-year-field";
import {
  formatCurrency,
  formatCurrencyPence,
  formatRate,
} from "../../lib/format";
import {
  takeHomeCurves,
  type ChartOptions,
  type CurvePoint,
  type Step,
  type TakeHomeCurves,
} from "./take-home-curves";

/**
 * The take-home calculator's charts (a chunk of their own, fetched when the visitor opens them):
 * take-home against gross pay, and the marginal rate by gross pay, on the user's own options,
 * each with a text summary and its data table. Every figure comes from the engine
 * (take-home-curves.ts).
 */
export interface TakeHomeChartsProps {
  /** The validated input the shown result was calculated from. */
  readonly input: ChartOptions;
  readonly result: SalaryResult;
}

const COLORS = {
  gross: "#475569",
  net: "#1d4ed8",
  deductions: "#fecaca",
  incomeTax: "#1d4ed8",
  nationalInsurance: "#047857",
  studentLoan: "#c2410c",
  taper: "#fef3c7",
  band: ["#f1f5f9", "#e2e8f0"],
  you: "#b91c1c",
  year: "#6d28d9",
  childcare: "#b45309",
} as const;

const MARGIN = { top: 30, right: 20, bottom: 48, left: 56 } as const;
/** The plotting area inside a drawing `width` SVG units wide (ChartFigure's). */
const plotOf = (width: number) => ({
  left: MARGIN.left,
  right: width - MARGIN.right,
  top: MARGIN.top,
  bottom: CHART.height - MARGIN.bottom,
});
type Plot = ReturnType<typeof plotOf>;

/** About one tick per 100 units: fewer on a phone. */
const tickCount = (plot: Plot) =>
  Math.max(3, Math.round((plot.right - plot.left) / 100));

const hasLoan = (input: ChartOptions) =>
  input.studentLoanPlan !== "none" || input.postgraduateLoan;

export default function TakeHomeCharts({ input, result }: TakeHomeChartsProps) {
  const curves = useMemo(
    () => takeHomeCurves(input, result.grossAnnual),
    [input, result.grossAnnual],
  );
  const year = taxYearLabel(result.taxYear);
  return (
    <>
      <NetPayChart curves={curves} input={input} result={result} year={year} />
      <MarginalRateChart
        curves={curves}
        input={input}
        result={result}
        year={year}
      />
    </>
  );
}

interface ChartProps {
  curves: TakeHomeCurves;
  input: ChartOptions;
  result: SalaryResult;
  year: string;
}

/** Both charts' x axis: gross pay a year. */
const GrossAxis = ({
  scale,
  plot,
}: {
  scale: ScaleLinear<number, number>;
  plot: Plot;
}) => (
  <BottomAxis
    scale={scale}
    y={plot.bottom}
    format={shortMoney}
    title="Gross pay a year"
    ticks={tickCount(plot)}
  />
);

const grossScale = (maxGross: number, plot: Plot) =>
  scaleLinear().domain([0, maxGross]).range([plot.left, plot.right]);

function NetPayChart({ curves, input, result, year }: ChartProps) {
  const deducted = [
    "income tax",
    "National Insurance",
    ...(hasLoan(input) ? ["student loan"] : []),
    ...(result.pension > 0 ? ["pension"] : []),
    ...(result.childcareVouchers > 0 ? ["childcare vouchers"] : []),
  ];
  const legend: LegendItem[] = [
    { label: "Take-home pay", color: COLORS.net, line: "solid" },
    { label: "Gross pay", color: COLORS.gross, line: "dashed" },
    { label: "Deducted", color: COLORS.deductions },
    { label: "You", color: COLORS.you },
  ];
  return (
    <ChartFigure
      name="net-pay"
      title="Take-home pay against gross pay"
      summary={`For the ${year} tax year with your options: at your gross pay of ${formatCurrency(result.grossAnnual)} a year you take home ${formatCurrencyPence(result.netAnnual)}, marked on the chart. The shaded gap between gross pay and take-home is what is deducted (${deducted.join(", ")}); it widens fastest where the marginal rate is highest.`}
      legend={legend}
      table={netPayTable(curves, input, result, year)}
    >
      {(width) => (
        <NetPayDrawing plot={plotOf(width)} curves={curves} result={result} />
      )}
    </ChartFigure>
  );
}

function NetPayDrawing({
  plot,
  curves,
  result,
}: {
  plot: Plot;
  curves: TakeHomeCurves;
  result: SalaryResult;
}) {
  const x = grossScale(curves.maxGross, plot);
  const y = scaleLinear()
    .domain([0, curves.maxGross])
    .range([plot.bottom, plot.top]);
  const gap = area<CurvePoint>()
    .x((point) => x(point.gross))
    .y0((point) => y(point.net))
    .y1((point) => y(point.gross));
  const netLine = line<CurvePoint>()
    .x((point) => x(point.gross))
    .y((point) => y(point.net));
  const grossLine = line<CurvePoint>()
    .x((point) => x(point.gross))
    .y((point) => y(point.gross));
  const you = { x: x(result.grossAnnual), y: y(result.netAnnual) };
  return (
    <>
      <LeftAxis
        scale={y}
        x={plot.left}
        width={plot.right - plot.left}
        format={shortMoney}
      />
      <path d={gap(curves.points) ?? ""} fill={COLORS.deductions} />
      <path
        d={grossLine(curves.points) ?? ""}
        fill="none"
        stroke={COLORS.gross}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <path
        d={netLine(curves.points) ?? ""}
        fill="none"
        stroke={COLORS.net}
        strokeWidth={2.5}
      />
      <GrossAxis scale={x} plot={plot} />
      <g data-user-point="" aria-hidden="true">
        <circle
          cx={you.x}
          cy={you.y}
          r={6}
          fill={COLORS.you}
          stroke="#fff"
          strokeWidth={2}
        />
        <YouLabel x={you.x} y={you.y + 18} room={150} plot={plot}>
          You: {formatCurrency(result.netAnnual)}
        </YouLabel>
      </g>
    </>
  );
}

/** The label by the user's mark, turned to its left near the plot's right edge. */
function YouLabel({
  x,
  y,
  room,
  plot,
  children,
}: {
  x: number;
  y: number;
  /** The room it needs to the right. */
  room: number;
  plot: Plot;
  children: ReactNode;
}) {
  const left = x > plot.right - room;
  return (
    <text
      x={x + (left ? -8 : 8)}
      y={y}
      textAnchor={left ? "end" : "start"}
      fill={COLORS.you}
      fontWeight={600}
      stroke="#fff"
      strokeWidth={3}
      paintOrder="stroke"
    >
      {children}
    </text>
  );
}

/** The engine's figures at round gross pay across the chart, with the user's own row in order. */
function netPayTable(
  curves: TakeHomeCurves,
  input: ChartOptions,
  result: SalaryResult,
  year: string,
): ChartTableData {
  // [header, figure, shown]: a column for each line that moves the net.
  const columns = (
    [
      ["Gross pay", (row) => row.grossAnnual, true],
      ["Income tax", (row) => row.incomeTax, true],
      ["National Insurance", (row) => row.nationalInsurance, true],
      ["Student loan", (row) => row.studentLoan, hasLoan(input)],
      ["Pension", (row) => row.pension, result.pension > 0],
      [
        "Childcare vouchers",
        (row) => row.childcareVouchers,
        result.childcareVouchers > 0,
      ],
      ["Take-home", (row) => row.netAnnual, true],
    ] satisfies [string, (row: SalaryResult) => number, boolean][]
  ).filter(([, , shown]) => shown);
  const others = curves.rows.filter(
    (row) => row.grossAnnual !== result.grossAnnual,
  );
  const rows = [...others, result].sort(
    (a, b) => a.grossAnnual - b.grossAnnual,
  );
  return {
    caption: `Take-home pay at gross pay across the chart, ${year}, your options (a year)`,
    columns: columns.map(([header]) => header),
    rows: rows.map((row): TableRow => ({
      cells: columns.map(([, value]) => formatCurrencyPence(value(row))),
      mark: row === result,
    })),
  };
}

/** "Basic" from the data's "basic"; the stretch below the first band is the allowance. */
function bandName(band: string | null): string {
  return band === null
    ? "Personal allowance"
    : `${band.charAt(0).toUpperCase()}${band.slice(1)}`;
}

/** "£50,270 to £100,001", or "£125,140 and over" for a stretch that runs on. */
function amountRange(from: number, to: number | null): string {
  return to === null
    ? `${formatCurrency(from)} and over`
    : `${formatCurrency(from)} to ${formatCurrency(to)}`;
}

const stepRange = (step: Step) => amountRange(step.fromGross, step.toGross);

const stepOf = (steps: readonly Step[], gross: number) =>
  steps.filter((step) => step.fromGross <= gross).at(-1) ?? steps[0];

function MarginalRateChart({ curves, input, result, year }: ChartProps) {
  const { steps } = curves;
  const household = steps.some((step) => step.year !== null);
  const highest = Math.max(
    ...steps.map((step) => Math.max(step.rates.total, step.year?.rate ?? 0)),
  );
  const loans = hasLoan(input);
  const mine = stepOf(steps, result.grossAnnual);
  // The widest stretch at the highest rate (a step of a pound or two can reach it first).
  const span = (step: Step) =>
    (step.toGross ?? curves.maxGross) - step.fromGross;
  const top = steps
    .filter(
      (step) => Math.max(step.rates.total, step.year?.rate ?? 0) === highest,
    )
    .reduce<Step | undefined>(
      (widest, step) =>
        widest === undefined || span(step) > span(widest) ? step : widest,
      undefined,
    );
  const parts = (step: Step) =>
    [
      `income tax ${formatRate(step.rates.incomeTax)}`,
      `National Insurance ${formatRate(step.rates.nationalInsurance)}`,
      ...(loans ? [`student loan ${formatRate(step.rates.studentLoan)}`] : []),
    ].join(", ");
  const limit = getTaxYear(result.taxYear).childcareSupport
    .adjustedNetIncomeLimit;
  const summary = [
    mine
      ? household
        ? `At your gross pay of ${formatCurrency(result.grossAnnual)} your year's marginal rate, what the next £200 of pay loses in income tax on all your income, National Insurance, loans and any Child Benefit charge, is ${formatRate(result.yearMarginalRate)} a pound; the pay alone loses ${formatRate(mine.rates.total)} (${parts(mine)}).`
        : `At your gross pay of ${formatCurrency(result.grossAnnual)} the marginal rate, what the next £1 of pay loses, is ${formatRate(mine.rates.total)} (${parts(mine)}).`
      : "",
    top
      ? `The highest on the chart is ${formatRate(highest)}, ${top.toGross === null ? `from ${formatCurrency(top.fromGross)} up` : `from ${formatCurrency(top.fromGross)} to ${formatCurrency(top.toGross)}`}${top.tapering ? ", where the personal allowance is withdrawn" : ""}.`
      : "",
    `The strip along the top names the income tax bands (${year})${steps.some((step) => step.tapering) ? "; the shaded stretch is where the personal allowance is withdrawn" : ""}.`,
    household
      ? "The line is your year's rate with your family and other income: between the Child Benefit charge's start and end it adds the charge's own rate, 1% of the benefit for each £200 of adjusted net income."
      : "",
    curves.childcareCliff === null
      ? ""
      : `From gross pay of ${formatCurrency(curves.childcareCliff)} your adjusted net income is over ${formatCurrency(limit)}: Tax-Free Childcare and the funded childcare hours are lost (marked on the chart).`,
  ]
    .filter((sentence) => sentence !== "")
    .join(" ");
  const legend: LegendItem[] = [
    { label: "Income tax", color: COLORS.incomeTax },
    { label: "National Insurance", color: COLORS.nationalInsurance },
    ...(loans ? [{ label: "Student loan", color: COLORS.studentLoan }] : []),
    { label: "Allowance withdrawn", color: COLORS.taper },
    ...(household
      ? [
          {
            label: "Your year, with family and other income",
            color: COLORS.year,
            line: "solid" as const,
          },
        ]
      : []),
    ...(curves.childcareCliff === null
      ? []
      : [
          {
            label: "Childcare support lost",
            color: COLORS.childcare,
            line: "dashed" as const,
          },
        ]),
    { label: "You", color: COLORS.you, line: "dashed" as const },
  ];
  return (
    <ChartFigure
      name="marginal-rate"
      title="Marginal rate by gross pay"
      summary={summary}
      legend={legend}
      table={{
        caption: `Marginal rate by gross pay, ${year}, your options`,
        columns: [
          "Gross pay a year",
          ...(household ? ["Adjusted net income"] : []),
          "Income tax band",
          "Income tax",
          "National Insurance",
          ...(loans ? ["Student loan"] : []),
          household ? "Marginal rate, pay alone" : "Marginal rate",
          ...(household ? ["Marginal rate, your year"] : []),
        ],
        rows: steps.map((step) => ({
          mark: step === mine,
          cells: [
            stepRange(step),
            ...(step.year
              ? [
                  `${amountRange(step.year.fromAdjustedNetIncome, step.year.toAdjustedNetIncome)}${step.year.childcareLost ? ", childcare support lost" : ""}`,
                ]
              : []),
            `${bandName(step.band)}${step.tapering ? ", allowance withdrawn" : ""}`,
            formatRate(step.rates.incomeTax),
            formatRate(step.rates.nationalInsurance),
            ...(loans ? [formatRate(step.rates.studentLoan)] : []),
            formatRate(step.rates.total),
            ...(step.year ? [formatRate(step.year.rate)] : []),
          ],
        })),
      }}
    >
      {(width) => (
        <MarginalDrawing
          plot={plotOf(width)}
          curves={curves}
          result={result}
          highest={highest}
        />
      )}
    </ChartFigure>
  );
}

function MarginalDrawing({
  plot,
  curves,
  result,
  highest,
}: {
  plot: Plot;
  curves: TakeHomeCurves;
  result: SalaryResult;
  /** The highest rate on the chart. */
  highest: number;
}) {
  const x = grossScale(curves.maxGross, plot);
  const y = scaleLinear()
    .domain([0, Math.max(0.5, highest)])
    .nice()
    .range([plot.bottom, plot.top]);
  const spans = curves.steps.map((step, index) => ({
    step,
    x0: x(step.fromGross),
    x1: x(curves.steps[index + 1]?.fromGross ?? curves.maxGross),
  }));
  // The band strip along the top.
  const bands = curves.bands.map((band, index) => ({
    name: bandName(band.band),
    x0: x(band.fromGross),
    x1: x(curves.bands[index + 1]?.fromGross ?? curves.maxGross),
  }));
  const youX = x(result.grossAnnual);
  // The childcare mark's label sits to its left, unless there is no room there.
  const childcareLabelLeft =
    curves.childcareCliff !== null &&
    x(curves.childcareCliff) - plot.left > 110;
  return (
    <>
      {spans
        .filter(({ step }) => step.tapering)
        .map(({ x0, x1 }) => (
          <rect
            key={x0}
            data-taper=""
            x={x0}
            width={x1 - x0}
            y={plot.top}
            height={plot.bottom - plot.top}
            fill={COLORS.taper}
          />
        ))}
      <LeftAxis
        scale={y}
        x={plot.left}
        width={plot.right - plot.left}
        format={formatRate}
      />
      {bands.map((band, index) => (
        <g key={band.x0} data-band={band.name}>
          <rect
            x={band.x0}
            width={band.x1 - band.x0}
            y={4}
            height={20}
            fill={COLORS.band[index % 2]}
          />
          {band.x1 - band.x0 > band.name.length * 7 + 6 ? (
            <text
              x={(band.x0 + band.x1) / 2}
              y={18}
              textAnchor="middle"
              fill="#1e293b"
            >
              {band.name}
            </text>
          ) : null}
        </g>
      ))}
      {spans.map(({ step, x0, x1 }) => {
        const stack = [
          [step.rates.incomeTax, COLORS.incomeTax],
          [step.rates.nationalInsurance, COLORS.nationalInsurance],
          [step.rates.studentLoan, COLORS.studentLoan],
        ] as const;
        let base = 0;
        return (
          <g key={x0}>
            {stack.map(([rate, color]) => {
              const from = base;
              base += rate;
              return rate > 0 ? (
                <rect
                  key={color}
                  x={x0}
                  width={Math.max(x1 - x0, 0.5)}
                  y={y(from + rate)}
                  height={y(from) - y(from + rate)}
                  fill={color}
                />
              ) : null;
            })}
            {x1 - x0 >= 34 && step.rates.total > 0 ? (
              <text
                x={(x0 + x1) / 2}
                y={y(step.rates.total) - 4}
                textAnchor="middle"
                fill="#0f172a"
              >
                {formatRate(step.rates.total)}
              </text>
            ) : null}
          </g>
        );
      })}
      {curves.steps.some((step) => step.year !== null) ? (
        <path
          data-year-rate=""
          d={
            line()(
              spans.flatMap(({ step, x0, x1 }): [number, number][] => {
                const rate = y(step.year?.rate ?? 0);
                return [
                  [x0, rate],
                  [x1, rate],
                ];
              }),
            ) ?? ""
          }
          fill="none"
          stroke={COLORS.year}
          strokeWidth={2.5}
        />
      ) : null}
      {curves.childcareCliff === null ? null : (
        <g data-event="childcare" aria-hidden="true">
          <line
            x1={x(curves.childcareCliff)}
            x2={x(curves.childcareCliff)}
            y1={plot.top}
            y2={plot.bottom}
            stroke={COLORS.childcare}
            strokeWidth={2}
            strokeDasharray="2 3"
          />
          <text
            x={x(curves.childcareCliff) + (childcareLabelLeft ? -6 : 6)}
            y={plot.top + 14}
            textAnchor={childcareLabelLeft ? "end" : "start"}
            fill={COLORS.childcare}
            fontWeight={600}
            stroke="#fff"
            strokeWidth={3}
            paintOrder="stroke"
          >
            Childcare lost
          </text>
        </g>
      )}
      <GrossAxis scale={x} plot={plot} />
      <g data-user-point="" aria-hidden="true">
        <line
          x1={youX}
          x2={youX}
          y1={plot.top}
          y2={plot.bottom}
          stroke={COLORS.you}
          strokeWidth={2}
          strokeDasharray="5 3"
        />
        <YouLabel x={youX} y={plot.bottom - 8} room={40} plot={plot}>
          You
        </YouLabel>
      </g>
    </>
  );
}
