import type { CliffReason, SalaryResult } from "@uktax/engine";
import type { ReactNode } from "react";
import { DataTable } from "../../components/data-table";
import { useResultForm } from "../../components/form/result-form";
import {
  formatCurrency,
  formatCurrencyPence,
  formatRate,
} from "../../lib/format";

export type StayUnderRow = NonNullable<SalaryResult["toStayUnder"]>[number];

export const STAY_UNDER_TITLE = "Staying under the cliffs";

/** What happens above a cliff, for each of the engine's reasons it is one. */
const CLIFF_WORDS: Record<CliffReason, string> = {
  "child-benefit-charge-starts": "the Child Benefit charge starts",
  "child-benefit-charge-full": "the Child Benefit charge takes all the benefit",
  "allowance-taper-starts": "the personal allowance starts to go",
  "childcare-support-lost": "Tax-Free Childcare and the funded hours are lost",
  "no-personal-allowance": "no personal allowance is left",
};

/**
 * What happens above a stay-under row's cliff, from the engine's reasons (`row.reasons`): the loss
 * of childcare support only with children (as the table's childcare row), unless it is the only
 * reason.
 */
function cliffName(row: StayUnderRow, children: number): string {
  const withChildren = row.reasons.filter(
    (reason) => children > 0 || reason !== "childcare-support-lost",
  );
  const name = (withChildren.length > 0 ? withChildren : row.reasons)
    .map((reason) => CLIFF_WORDS[reason])
    .join("; ");
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/**
 * The "Stay under" table (the engine's `toStayUnder`): a column for each cliff adjusted net income
 * is over, lowest first, with what happens above it, the pension contribution (by the form's
 * method) that brings adjusted net income to it, what that adds to the pension, costs in take-home
 * and saves in tax and the Child Benefit charge, the childcare support it keeps, and the Gift Aid
 * that would do it instead. "Apply this pension" puts the cliff's percentage in the form and
 * calculates again (only while the result is the form's own: result-form.tsx). A column a cliff,
 * so the table fits a results panel; not printed: a choice to make, not part of the result.
 */
export function StayUnderTable({
  rows,
  adjustedNetIncome,
  childCount,
}: {
  rows: readonly StayUnderRow[];
  adjustedNetIncome: number;
  /** The children Child Benefit is claimed for (the charge's and childcare's rows only with some). */
  childCount: number;
}) {
  const form = useResultForm();
  const pounds = (amount: number | null) =>
    amount === null ? "—" : formatCurrencyPence(amount);
  const line = (
    heading: string,
    cell: (row: StayUnderRow) => ReactNode,
  ): ReactNode[] => [heading, ...rows.map(cell)];
  const pension = (row: StayUnderRow) => {
    if (row.pensionContribution === null) return "Not possible";
    const percent = formatRate(row.pensionContribution / 100);
    return (
      <span className="inline-flex items-center gap-2">
        {percent}
        {form ? (
          <button
            type="button"
            aria-label={`Apply this pension: ${percent}, to stay at or under ${formatCurrency(row.adjustedNetIncome)}`}
            onClick={() => {
              form.apply({
                pensionContribution: String(row.pensionContribution),
              });
            }}
            className="no-print rounded border border-blue-700 px-2 py-0.5 text-xs font-medium text-blue-800 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            Apply this pension
          </button>
        ) : null}
      </span>
    );
  };
  return (
    <section
      aria-label={STAY_UNDER_TITLE}
      className="no-print flex flex-col gap-1"
    >
      <h4 className="font-semibold text-slate-900">{STAY_UNDER_TITLE}</h4>
      <p className="text-sm text-slate-700">
        Your adjusted net income is {formatCurrencyPence(adjustedNetIncome)}. A
        bigger pension contribution (by your pension method), or Gift Aid,
        lowers it: each column is what brings it down to a cliff for the year,
        what that costs you in take-home and what it saves.
      </p>
      <DataTable
        caption="Pension or Gift Aid to stay under each cliff (a year)"
        columns={[
          "",
          ...rows.map(
            (row) => `At or under ${formatCurrency(row.adjustedNetIncome)}`,
          ),
        ]}
        rows={[
          line("What happens above it", (row) => (
            <span className="whitespace-normal">
              {cliffName(row, childCount)}
            </span>
          )),
          line("Pension", pension),
          line("Extra into your pension a year", (row) =>
            pounds(row.extraPension),
          ),
          line("Cost in take-home", (row) => pounds(row.takeHomeCost)),
          line("Income tax, NI and loans saved", (row) => pounds(row.taxSaved)),
          ...(childCount > 0
            ? [
                line("Child Benefit charge saved", (row) =>
                  pounds(row.chargeSaved),
                ),
                line("Childcare support kept", (row) =>
                  pounds(row.childcareSupportSaved),
                ),
              ]
            : []),
          line("Or Gift Aid instead", (row) => pounds(row.giftAidDonation)),
          line("Gift Aid's cost in take-home", (row) =>
            pounds(row.giftAidCost),
          ),
        ]}
      />
    </section>
  );
}
