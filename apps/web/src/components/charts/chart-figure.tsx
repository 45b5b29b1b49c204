import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import type { ScaleLinear } from "d3-scale";
import { DataTable } from "../data-table";

/**
 * The parts every chart shares (loaded with the chart chunks only): the figure with its title and
 * text summary, the SVG that names itself by them, the data table behind a disclosure, the legend
 * and the axes. Charts draw with d3-scale's scales and their own SVG.
 */

/**
 * The drawing area of every chart, in SVG units: CHART.height high, as wide as the figure is
 * shown (CHART.width until measured) up to CHART.maxWidth, past which it scales up.
 */
export const CHART = { width: 560, maxWidth: 1040, height: 320 } as const;

export interface Margins {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** One row of a chart's data table: the cells in column order, the first heading the row. */
export interface TableRow {
  readonly cells: readonly string[];
  /** The user's own row, marked as such. */
  readonly mark?: boolean;
}

export interface ChartTableData {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly TableRow[];
}

export interface LegendItem {
  readonly label: string;
  readonly color: string;
  /** A line (dashed or not) rather than a filled area. */
  readonly line?: "solid" | "dashed";
}

/**
 * A chart as a figure: the caption (a heading and the text summary) names the SVG image, the
 * legend reads as a list, and the same figures are in a table behind "Show the data table".
 */
export function ChartFigure({
  name,
  title,
  summary,
  legend,
  table,
  children,
}: {
  /** data-chart attribute, for tests. */
  name: string;
  title: string;
  summary: ReactNode;
  legend: readonly LegendItem[];
  table: ChartTableData;
  /** The SVG's content, for a drawing `width` units wide and CHART.height high. */
  children: (width: number) => ReactNode;
}) {
  const id = useId();
  const figure = useRef<HTMLElement>(null);
  const width = useDrawingWidth(figure);
  return (
    <figure ref={figure} data-chart={name} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h4 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </h4>
        <p id={`${id}-summary`} className="mt-1 text-sm text-slate-700">
          {summary}
        </p>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        viewBox={`0 0 ${width} ${CHART.height}`}
        className="mt-3 h-auto w-full"
        fontSize={12}
      >
        {children(width)}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <svg width="18" height="10" aria-hidden="true">
              {item.line ? (
                <line
                  x1="0"
                  x2="18"
                  y1="5"
                  y2="5"
                  stroke={item.color}
                  strokeWidth="2.5"
                  strokeDasharray={item.line === "dashed" ? "4 3" : undefined}
                />
              ) : (
                <rect width="18" height="10" rx="2" fill={item.color} />
              )}
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
          Show the data table
        </summary>
        <DataTable
          caption={table.caption}
          columns={table.columns}
          rows={table.rows.map((row) => row.cells)}
          mark={table.rows.findIndex((row) => row.mark === true)}
        />
      </details>
    </figure>
  );
}

/** The narrowest drawing: on a phone the text is still about 12 px. */
const MIN_WIDTH = 320;

/**
 * The drawing's width in SVG units: the figure's width in CSS pixels (so text is drawn at its size),
 * between MIN_WIDTH and CHART.maxWidth; CHART.width until measured.
 */
function useDrawingWidth(figure: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState<number>(CHART.width);
  useLayoutEffect(() => {
    const element = figure.current;
    if (!element) return;
    const measure = () => {
      const pixels = element.clientWidth;
      if (pixels > 0)
        setWidth(
          Math.round(Math.min(CHART.maxWidth, Math.max(MIN_WIDTH, pixels))),
        );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [figure]);
  return width;
}

/** £50k, £1.2m: money on an axis. */
export function shortMoney(amount: number): string {
  if (amount >= 1_000_000)
    return `£${Number((amount / 1_000_000).toFixed(2))}m`;
  if (amount >= 1_000) return `£${Number((amount / 1_000).toFixed(1))}k`;
  return `£${amount}`;
}

/** What both axes take: the scale, the tick labels' format and about how many ticks. */
interface AxisProps {
  readonly scale: ScaleLinear<number, number>;
  readonly format: (value: number) => string;
  readonly ticks?: number;
}

/** An x axis along the bottom of the plot: a rule, ticks and their labels, and a title. */
export function BottomAxis({
  y,
  title,
  ...axis
}: AxisProps & { y: number; title: string }) {
  const { scale, format, ticks = 6 } = axis;
  const [start = 0, end = 0] = scale.range();
  return (
    <g aria-hidden="true" fill="#334155">
      <line x1={start} x2={end} y1={y} y2={y} stroke="#64748b" />
      {scale.ticks(ticks).map((tick) => (
        <g key={tick} transform={`translate(${scale(tick)},${y})`}>
          <line y2="5" stroke="#64748b" />
          <text y="18" textAnchor="middle">
            {format(tick)}
          </text>
        </g>
      ))}
      <text x={(start + end) / 2} y={y + 36} textAnchor="middle">
        {title}
      </text>
    </g>
  );
}

/** A y axis on the left with light grid lines across the plot. */
export function LeftAxis({
  x,
  width,
  ...axis
}: AxisProps & { x: number; width: number }) {
  const { scale, format, ticks = 5 } = axis;
  return (
    <g aria-hidden="true" fill="#334155">
      {scale.ticks(ticks).map((tick) => (
        <g key={tick} transform={`translate(${x},${scale(tick)})`}>
          <line x2={width} stroke="#e2e8f0" />
          <text x="-6" dy="0.32em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}
