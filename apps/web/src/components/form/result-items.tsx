import type { ReactNode } from "react";

/** A labelled figure in a results panel (a <div> inside a <dl>). */
export function ResultItem({
  label,
  value,
  emphasis = false,
}: {
  label: ReactNode;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-2 ${emphasis ? "font-semibold" : ""}`}
    >
      <dt className="text-slate-700">{label}</dt>
      <dd className="tabular-nums text-slate-900">{value}</dd>
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
