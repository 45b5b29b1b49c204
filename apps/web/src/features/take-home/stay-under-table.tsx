import {
  allowanceNilIncome,
  getTaxYear,
  type SalaryResult,
  type TaxYearId,
} from "@uktax/engine";
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

/**
 * What happens at a cliff of adjusted net income, from the year's data: the Child Benefit charge
 * starts, the personal allowance starts to go (and, with children, childcare support is lost
 * above it), or none of the allowance is left. The engine lists one more cliff with children,
 * where the charge takes all the benefit (ITEPA 2003 s.681C), which is none of those.
 */
export function cliffName(
  cliff: number,
  taxYear: TaxYearId,
  children: number,
): string {
  const rates = getTaxYear(taxYear);
  const names = [
    ...(children > 0 &&
    cliff === rates.childBenefit.highIncomeCharge.incomeThreshold
      ? ["the Child Benefit charge starts"]
      : []),
    ...(cliff === rates.incomeTax.taper.incomeLimit
      ? ["the personal allowance starts to go"]
      : []),
    ...(children > 0 && cliff === rates.childcareSupport.adjustedNetIncomeLimit
      ? ["Tax-Free Childcare and the funded hours are lost"]
      : []),
    ...(cliff === allowanceNilIncome(taxYear)
      ? ["no personal allowance is left"]
      : []),
  ];
  const name =
    names.length > 0
      ? names.join("; ")
      : "the Child Benefit charge takes all the benefit";
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
  taxYear,
}: {
  rows: readonly StayUnderRow[];
  adjustedNetIncome: number;
  /** The children Child Benefit is claimed for (the charge's and childcare's rows only with some). */
  childCount: number;
  taxYear: TaxYearId;
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
              {cliffName(row.adjustedNetIncome, taxYear, childCount)}
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
