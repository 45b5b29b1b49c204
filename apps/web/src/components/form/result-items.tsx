import { formatCurrency } from "../../lib/format";
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
} from "react";

/**
 * Set by the calculator frame: `claim()` is true once after the visitor asked for a calculation
 * and its result came in. Outside a frame (the print layout, a guide) it is always false.
 */
export const ResultFocusContext = createContext<{
  readonly claim: () => boolean;
}>({ claim: () => false });

/**
 * A result's heading. It can take focus (tabIndex −1) and does when the frame asks, after each
 * calculation: focus moves from the Calculate button to it (so a screen reader reads where the
 * visitor is), and it is scrolled to the top of the window with the headline figures under it
 * (where a phone's toast, at the bottom, cannot cover them).
 */
export function ResultHeading({ children }: { children: ReactNode }) {
  const focus = useContext(ResultFocusContext);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element || !focus.claim()) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "start" });
  });
  return (
    <h3
      ref={heading}
      tabIndex={-1}
      className="text-lg font-semibold text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {children}
    </h3>
  );
}

/** A labelled figure in a results panel (a <div> inside a <dl>). */
export function ResultItem({
  label,
  value,
  emphasis = false,
  line,
}: {
  label: ReactNode;
  value: string;
  emphasis?: boolean;
  line?: LineKind;
}) {
  return (
    <div
      data-line={line}
      className={`flex items-baseline justify-between gap-4 py-2 ${emphasis ? "font-semibold" : ""} ${line === "memo" ? "pl-4 text-sm" : ""}`}
    >
      <dt className="text-slate-700">{label}</dt>
      {/* nowrap: an amount never wraps away from its sign (−£2,035.35); the label wraps instead. */}
      <dd className="whitespace-nowrap tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** A results list: label / value pairs with dividers. */
export function ResultList({
  label,
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-200">
      {children}
    </dl>
  );
}

/** A highlighted figure (a headline result). */
export function HeadlineFigure({
  label,
  value,
}: {
  label: string;
  value: string;
}) {
  return (
    <div className="rounded-lg bg-blue-50 p-4 text-center">
      <p className="text-sm text-blue-900">{label}</p>
      <p className="text-3xl font-bold tabular-nums text-blue-900">{value}</p>
    </div>
  );
}

/** The right-hand panel's placeholder before the first calculation. */
export function EmptyResults({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <h3 className="text-lg font-semibold text-slate-800">{title}</h3>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
    </div>
  );
}

/**
 * What a row of a line-by-line result does to the total: the figure it starts from, an amount
 * added or taken away, the total, or a note ("memo": included elsewhere or not paid, so it does
 * not move the total). See result-lines.ts.
 */
export type LineKind = "start" | "add" | "subtract" | "memo" | "total";

/** One row of a results list. */
export interface ResultRow {
  readonly label: ReactNode;
  readonly value: string;
  readonly emphasis?: boolean;
  readonly line?: LineKind;
}

/** A row whose value is an amount in pounds (no pence). */
export function moneyRow(
  label: ReactNode,
  amount: number,
  emphasis = false,
): ResultRow {
  return { label, value: formatCurrency(amount), emphasis };
}

/** A headline figure whose value is an amount in pounds (no pence). */
export function moneyHeadline(label: string, amount: number): Headline {
  return { label, value: formatCurrency(amount) };
}

/** Rows of amounts read from one result by field: `[label, field]`, or `[label, field, true]` to emphasise. */
export function moneyRows<T extends object>(
  source: T,
  figures: readonly (
    | readonly [label: string, field: NumberField<T>]
    | readonly [label: string, field: NumberField<T>, emphasis: boolean]
  )[],
): ResultRow[] {
  return figures.map(([label, field, emphasis]) =>
    moneyRow(label, source[field] as number, emphasis),
  );
}

/** The fields of `T` that hold numbers. */
export type NumberField<T> = {
  [K in keyof T]: T[K] extends number ? K : never;
}[keyof T];

/** A titled results list built from its rows (the list is named by `label`, default the title). */
export function ResultSection({
  title,
  label = title,
  rows,
  className,
}: {
  title: string;
  label?: string;
  rows: readonly ResultRow[];
  className?: string;
}) {
  return (
    <div className={className}>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ResultRows label={label} rows={rows} />
    </div>
  );
}

/** A results list of rows, named by `label` (a section's, or a worked example's). */
export function ResultRows({
  label,
  rows,
}: {
  label: string;
  rows: readonly ResultRow[];
}) {
  return (
    <ResultList label={label}>
      {rows.map((row, index) => (
        <ResultItem
          key={index}
          label={row.label}
          value={row.value}
          emphasis={row.emphasis}
          line={row.line}
        />
      ))}
    </ResultList>
  );
}

/** A headline figure: its label and its formatted value. */
export interface Headline {
  readonly label: string;
  readonly value: string;
}

/** A results panel: its heading, the headline figures side by side, then the rest. */
export function ResultsPanel({
  title,
  headlines = [],
  children,
}: {
  title: string;
  headlines?: readonly Headline[];
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <ResultHeading>{title}</ResultHeading>
      {headlines.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {headlines.map((figure) => (
            <HeadlineFigure
              key={figure.label}
              label={figure.label}
              value={figure.value}
            />
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}
