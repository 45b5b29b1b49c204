import type { SalaryResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  deductionRows,
  moneyHeadline,
  moneyRow,
} from "../../components/form/result-items";
import {
  formatCurrency,
  formatFractionAsPercent,
  formatPercent,
} from "../../lib/format";
import type { LastResult } from "../../components/form/form-model";
import { compareWithMedian, UK_MEDIAN_SALARY } from "./uk-median";
import { exportPdf, shareResults } from "./share-results";
import type { ParsedSalaryInput } from "./take-home-store";

/** The right-hand panel of the take-home calculator. */
export function TakeHomeResults({
  last,
}: {
  last: LastResult<ParsedSalaryInput, SalaryResult>;
}) {
  const { input, result } = last;
  return (
    <ResultsPanel
      title="Your Take-Home Pay"
      headlines={[
        moneyHeadline("Monthly take-home", result.netMonthly),
        moneyHeadline("Annual take-home", result.netAnnual),
      ]}
    >
      <p className="text-center text-slate-700">
        Effective tax rate:{" "}
        <strong className="tabular-nums">
          {formatFractionAsPercent(result.effectiveTaxRate)}
        </strong>
      </p>

      <ResultSection
        title="Detailed Breakdown"
        label="Detailed breakdown"
        rows={[
          ...deductionRows(
            result.grossAnnual,
            result,
            input.pensionContribution,
          ),
          moneyRow("Net take-home", result.netAnnual, true),
        ]}
      />

      <MedianComparisonPanel grossAnnual={result.grossAnnual} />

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={exportPdf}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          Export PDF
        </button>
        <button
          type="button"
          onClick={() =>
            void shareResults({
              title: "UK take-home pay",
              text: `Take-home pay on ${formatCurrency(result.grossAnnual)}: ${formatCurrency(result.netMonthly)} a month.`,
            })
          }
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          Share Results
        </button>
      </div>
    </ResultsPanel>
  );
}

function MedianComparisonPanel({ grossAnnual }: { grossAnnual: number }) {
  const { percent, barWidth } = compareWithMedian(grossAnnual);
  const rounded = formatPercent(Math.abs(percent));
  const sentence =
    rounded === formatPercent(0)
      ? "Your salary is at the UK median."
      : `Your salary is ${rounded} ${percent > 0 ? "above" : "below"} the UK median.`;
  return (
    <div>
      <h4 className="font-semibold text-slate-900">UK Salary Comparison</h4>
      <p className="text-sm text-slate-700">
        UK median salary:{" "}
        <span className="tabular-nums">{formatCurrency(UK_MEDIAN_SALARY)}</span>
      </p>
      <p className="mt-1 text-slate-800">{sentence}</p>
      <div
        role="meter"
        aria-label="Your salary compared with the UK median"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(barWidth)}
        aria-valuetext={sentence}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-700"
          style={{ width: `${barWidth}%` }}
        />
      </div>
    </div>
  );
}
