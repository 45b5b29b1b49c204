import type { PayslipsResult } from "@uktax/engine/payroll";
import { Fragment, lazy, Suspense, useId, useState } from "react";
import { ErrorBoundary } from "../../components/error-boundary";
import { ResultsPanel } from "../../components/form/result-items";
import { yearList } from "../../components/form/result-years";
import { ScrollRegion } from "../../components/scroll-region";
import { formatCurrencyPence } from "../../lib/format";
import { downloadPayslipsCsv, PAYSLIP_COLUMNS } from "./payslip-columns";
import {
  differenceWords,
  periodName,
  reasonWords,
  type ReasonWords,
} from "./payslip-words";

/** The chart and its d3 scales: a chunk of its own, fetched by `React.lazy` once there are payslips to draw. */
const loadChart = () => import("./payslips-chart");

const money = formatCurrencyPence;

/** Every reason in words, by the field whose difference it explains. */
function explained(result: PayslipsResult) {
  return result.differences.map((difference) => ({
    difference,
    reasons: difference.reasons.map((reason) =>
      reasonWords(reason, result.payFrequency, result.payslips.length),
    ),
  }));
}

/**
 * The payslip simulator's results: the year's take-home and how it compares with the annual
 * figure, every payslip with its totals (the reasons that concern a period beside it), why the
 * year's totals differ from the annual figures line by line, the CSV export and the chart.
 */
export function PayslipsResults({ result }: { result: PayslipsResult }) {
  const captionId = useId();
  // "Try again" after a failed chunk: a new lazy component, so it is fetched again.
  const [PayslipsChart, setPayslipsChart] = useState(() => lazy(loadChart));
  const lines = explained(result);
  const notesByPeriod = new Map<number, ReasonWords[]>();
  for (const { reasons } of lines)
    for (const words of reasons)
      if (words.period !== null)
        notesByPeriod.set(words.period, [
          ...(notesByPeriod.get(words.period) ?? []),
          words,
        ]);
  const net = result.differences.find((item) => item.field === "net");
  return (
    <ResultsPanel
      title="Your payslips"
      headlines={[
        {
          label: "Take-home pay for the year",
          value: money(result.totals.net),
        },
        {
          label: "Annual calculation's take-home",
          value: money(result.annual.payslipNetAnnual),
        },
      ]}
    >
      {net ? (
        <p className="text-slate-800" data-testid="net-difference">
          {differenceWords(net)}
        </p>
      ) : null}
      <section aria-labelledby={captionId} className="flex flex-col gap-3">
        <h4 id={captionId} className="font-semibold text-slate-900">
          Every payslip: {yearList([result.taxYear])}, {result.payFrequency} pay
        </h4>
        <ScrollRegion label="Payslips table">
          <table
            aria-labelledby={captionId}
            className="min-w-full text-right text-sm tabular-nums"
          >
            <thead>
              <tr className="border-b border-slate-300 align-bottom">
                <th scope="col" className="px-2 py-1 text-left">
                  Period
                </th>
                {PAYSLIP_COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-1">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.payslips.map((slip) => {
                const notes = notesByPeriod.get(slip.period) ?? [];
                return (
                  <Fragment key={slip.period}>
                    <tr
                      data-period={slip.period}
                      className={
                        notes.length > 0
                          ? "bg-amber-50"
                          : "border-b border-slate-200"
                      }
                    >
                      <th
                        scope="row"
                        className="whitespace-nowrap px-2 py-1 text-left font-medium"
                      >
                        {periodName(result.payFrequency, slip.period)}
                      </th>
                      {PAYSLIP_COLUMNS.map((column) => (
                        <td
                          key={column.key}
                          className="whitespace-nowrap px-2 py-1"
                        >
                          {money(slip[column.key])}
                        </td>
                      ))}
                    </tr>
                    {notes.length > 0 ? (
                      <tr
                        data-period-notes={slip.period}
                        className="border-b border-slate-200 bg-amber-50"
                      >
                        <td
                          colSpan={PAYSLIP_COLUMNS.length + 1}
                          className="px-2 pb-2 text-left text-slate-800"
                        >
                          <ul className="list-disc pl-5">
                            {notes.map((note) => (
                              <li key={note.text}>{note.text}</li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
            <tfoot>
              <tr
                data-period="total"
                className="border-t-2 border-slate-400 font-semibold"
              >
                <th scope="row" className="px-2 py-1 text-left">
                  Total
                </th>
                {PAYSLIP_COLUMNS.map((column) => (
                  <td key={column.key} className="whitespace-nowrap px-2 py-1">
                    {column.total === null
                      ? ""
                      : money(result.totals[column.total])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
        <p className="text-sm text-slate-700">
          Take-home pay is gross pay less income tax, National Insurance,
          student loans and pension. Your employer&apos;s National Insurance is
          paid on top and is not taken from your pay.
        </p>
        <div className="no-print">
          <button
            type="button"
            onClick={() => {
              downloadPayslipsCsv(result);
            }}
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            Download table (CSV)
          </button>
        </div>
      </section>
      <section className="flex flex-col gap-2" data-testid="payslip-reasons">
        <h4 className="font-semibold text-slate-900">
          Why the year differs from the annual figure
        </h4>
        <ul className="flex flex-col gap-3">
          {lines.map(({ difference, reasons }) => (
            <li key={difference.field} data-field={difference.field}>
              <p className="font-medium text-slate-900">
                {differenceWords(difference)}
              </p>
              <ul className="list-disc pl-5 text-sm text-slate-800">
                {reasons.map((words) => (
                  <li key={words.text}>{words.text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <ErrorBoundary
        what="the chart"
        resetKey={PayslipsChart}
        onRetry={() => {
          setPayslipsChart(() => lazy(loadChart));
        }}
      >
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              Loading the chart…
            </p>
          }
        >
          <PayslipsChart result={result} />
        </Suspense>
      </ErrorBoundary>
    </ResultsPanel>
  );
}
