import type { PayslipsResult } from "@uktax/engine";
import { scaleBand, scaleLinear } from "d3-scale";
import { useId } from "react";
import { formatCurrency, formatCurrencyPence } from "../../lib/format";
import { periodName, periodTitle } from "./payslip-words";

/** Drawing area in SVG units (the SVG scales to its container's width). */
const WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 64 };

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
 * drawn below the take-home line). An SVG image named by its heading and described by its
 * summary, with the figures in a table beneath.
 */
export default function PayslipsChart({ result }: { result: PayslipsResult }) {
  const titleId = useId();
  const summaryId = useId();
  const bars = barsOf(result);
  const top = Math.max(
    0,
    ...bars.map((bar) => bar.net + Math.max(0, bar.deductions)),
  );
  const bottom = Math.min(0, ...bars.map((bar) => bar.net));
  const x = scaleBand<number>()
    .domain(bars.map((bar) => bar.period))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const y = scaleLinear()
    .domain([bottom, top])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = y.ticks(5);
  // Label every period when they fit, else every fourth (weekly and fortnightly years).
  const labelEvery = bars.length > 13 ? 4 : 1;
  const rect = (from: number, to: number) => ({
    y: y(Math.max(from, to)),
    height: Math.abs(y(from) - y(to)),
  });
  return (
    <figure className="flex flex-col gap-2" data-testid="payslips-chart">
      <h4 id={titleId} className="font-semibold text-slate-900">
        Take-home pay and deductions, payslip by payslip
      </h4>
      <p id={summaryId} className="text-sm text-slate-800">
        {chartSummary(result)}
      </p>
      <ul className="flex gap-4 text-sm text-slate-800" aria-label="Legend">
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3"
            style={{ background: NET_COLOUR }}
          />
          Take-home pay
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3"
            style={{ background: DEDUCTIONS_COLOUR }}
          />
          Deductions (tax, NI, student loans, pension)
        </li>
      </ul>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#cbd5e1"
            />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="11"
              fill="#334155"
            >
              {formatCurrency(tick)}
            </text>
          </g>
        ))}
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
                  x={left + x.bandwidth() / 2}
                  y={HEIGHT - MARGIN.bottom + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#334155"
                >
                  {bar.period}
                </text>
              ) : null}
            </g>
          );
        })}
        <text
          x={(MARGIN.left + WIDTH - MARGIN.right) / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
          fontSize="12"
          fill="#334155"
        >
          {`${periodTitle(result.payFrequency)} number`}
        </text>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-blue-800">
          The chart&apos;s figures as a table
        </summary>
        <table
          className="mt-2 text-right tabular-nums"
          data-testid="chart-table"
        >
          <caption className="sr-only">
            Take-home pay and deductions by payslip
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 text-left">
                Period
              </th>
              <th scope="col" className="px-2">
                Take-home pay
              </th>
              <th scope="col" className="px-2">
                Deductions
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.period}>
                <th scope="row" className="px-2 text-left font-normal">
                  {bar.name}
                </th>
                <td className="px-2">{formatCurrencyPence(bar.net)}</td>
                <td className="px-2">{formatCurrencyPence(bar.deductions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
