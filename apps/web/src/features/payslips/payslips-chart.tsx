import type { PayslipsResult } from "@uktax/engine/payroll";
import { scaleBand, scaleLinear } from "d3-scale";
import {
  CHART,
  ChartFigure,
  LeftAxis,
  shortMoney,
} from "../../components/charts/chart-figure";
import { formatCurrencyPence } from "../../lib/format";
import { periodName, periodTitle } from "./payslip-words";

/** Room around the bars, in SVG units (the drawing is CHART.height high, as wide as it is shown). */
const MARGIN = { top: 12, right: 12, bottom: 36, left: 56 };

/** Colours with at least 3:1 contrast against white and against each other's edges (WCAG 1.4.11). */
const NET_COLOUR = "#1d4ed8";
const DEDUCTIONS_COLOUR = "#b45309";

/** Pence, so that gross − net is exact. */
const pence = (pounds: number) => Math.round(pounds * 100);

interface Bar {
  readonly period: number;
  readonly name: string;
  readonly net: number;
  /** Income tax, employee NI, student loans and pension: gross − net. Negative after a refund. */
  readonly deductions: number;
}

function barsOf(result: PayslipsResult): Bar[] {
  return result.payslips.map((slip) => ({
    period: slip.period,
    name: periodName(result.payFrequency, slip.period),
    net: slip.net,
    deductions: (pence(slip.gross) - pence(slip.net)) / 100,
  }));
}

/** The bars whose figure is highest and lowest (the first of equals). */
function extremes(bars: readonly Bar[], figure: (bar: Bar) => number) {
  let high = bars[0];
  let low = bars[0];
  for (const bar of bars) {
    if (high === undefined || figure(bar) > figure(high)) high = bar;
    if (low === undefined || figure(bar) < figure(low)) low = bar;
  }
  return { high, low };
}

/** The chart in words: the range of take-home pay and of deductions, and where they peak. */
export function chartSummary(result: PayslipsResult): string {
  const bars = barsOf(result);
  const net = extremes(bars, (bar) => bar.net);
  const deductions = extremes(bars, (bar) => bar.deductions);
  if (!net.high || !net.low || !deductions.high || !deductions.low) return "";
  if (net.high.net === net.low.net && deductions.high === deductions.low)
    return `Every payslip is the same: ${formatCurrencyPence(net.high.net)} take-home and ${formatCurrencyPence(net.high.deductions)} of deductions.`;
  return `Take-home pay ranges from ${formatCurrencyPence(net.low.net)} (${net.low.name}) to ${formatCurrencyPence(net.high.net)} (${net.high.name}). Deductions range from ${formatCurrencyPence(deductions.low.deductions)} (${deductions.low.name}) to ${formatCurrencyPence(deductions.high.deductions)} (${deductions.high.name}).`;
}

/**
 * Each payslip as a bar of its gross pay: take-home at the bottom, deductions on top (a refund
 * drawn below the take-home line). The site's chart figure: an SVG image named by its heading and
 * summary, its legend, and the figures in a table.
 */
export default function PayslipsChart({ result }: { result: PayslipsResult }) {
  const bars = barsOf(result);
  return (
    <ChartFigure
      name="payslips"
      title="Take-home pay and deductions, payslip by payslip"
      summary={chartSummary(result)}
      legend={[
        { label: "Take-home pay", color: NET_COLOUR },
        {
          label: "Deductions (tax, NI, student loans, pension)",
          color: DEDUCTIONS_COLOUR,
        },
      ]}
      table={{
        caption: "Take-home pay and deductions by payslip",
        columns: ["Payslip", "Take-home pay", "Deductions"],
        rows: bars.map((bar) => ({
          cells: [
            bar.name,
            formatCurrencyPence(bar.net),
            formatCurrencyPence(bar.deductions),
          ],
        })),
      }}
    >
      {(width) => (
        <Bars
          bars={bars}
          width={width}
          axisTitle={`${periodTitle(result.payFrequency)} number`}
        />
      )}
    </ChartFigure>
  );
}

function Bars({
  bars,
  width,
  axisTitle,
}: {
  bars: readonly Bar[];
  width: number;
  axisTitle: string;
}) {
  const top = Math.max(
    0,
    ...bars.map((bar) => bar.net + Math.max(0, bar.deductions)),
  );
  const bottom = Math.min(0, ...bars.map((bar) => bar.net));
  const x = scaleBand<number>()
    .domain(bars.map((bar) => bar.period))
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.2);
  const y = scaleLinear()
    .domain([bottom, top])
    .nice()
    .range([CHART.height - MARGIN.bottom, MARGIN.top]);
  // Label every period when they fit, else every fourth (weekly and fortnightly years).
  const labelEvery = bars.length > 13 ? 4 : 1;
  const rect = (from: number, to: number) => ({
    y: y(Math.max(from, to)),
    height: Math.abs(y(from) - y(to)),
  });
  return (
    <>
      <LeftAxis
        scale={y}
        format={shortMoney}
        x={MARGIN.left}
        width={width - MARGIN.left - MARGIN.right}
      />
      {bars.map((bar, index) => {
        const left = x(bar.period) ?? 0;
        // Take-home from 0, then the deductions from the take-home up to the gross.
        const segments = [
          { ...rect(0, bar.net), fill: NET_COLOUR },
          {
            ...rect(bar.net, bar.net + bar.deductions),
            fill: DEDUCTIONS_COLOUR,
          },
        ];
        return (
          <g key={bar.period} data-chart-period={bar.period}>
            {segments.map((segment) => (
              <rect
                key={segment.fill}
                x={left}
                width={x.bandwidth()}
                {...segment}
              />
            ))}
            {index % labelEvery === 0 ? (
              <text
                aria-hidden="true"
                x={left + x.bandwidth() / 2}
                y={CHART.height - MARGIN.bottom + 16}
                textAnchor="middle"
                fill="#334155"
              >
                {bar.period}
              </text>
            ) : null}
          </g>
        );
      })}
      <text
        aria-hidden="true"
        x={(MARGIN.left + width - MARGIN.right) / 2}
        y={CHART.height - 4}
        textAnchor="middle"
        fill="#334155"
      >
        {axisTitle}
      </text>
    </>
  );
}
