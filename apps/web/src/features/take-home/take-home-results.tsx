import type { SalaryResult } from "@uktax/engine";
import {
  ResultsPanel,
  moneyHeadline,
} from "../../components/form/result-items";
import { TakeHomeLines } from "./take-home-lines";
import { HouseholdResults } from "../../components/household/household-results";
import { StayUnderTable } from "./stay-under-table";
import { ReliefToClaim } from "../../components/form/relief-to-claim";
import { WorkingSections } from "../../components/working/working-sections";
import {
  formatCurrency,
  formatFractionAsPercent,
  formatPercent,
} from "../../lib/format";
import type { LastResult } from "../../components/form/form-model";
import { compareWithMedian, UK_MEDIAN_SALARY } from "./uk-median";
import type { ParsedSalaryInput } from "./take-home-store";
import { TakeHomeChartsMount } from "./take-home-charts-mount";
import { YearChangesMount } from "../../components/year-changes/year-changes-mount";

/** The right-hand panel of the take-home calculator (its own chunk: loaded with the first result). */
export default function TakeHomeResults({
  last,
}: {
  last: LastResult<ParsedSalaryInput, SalaryResult>;
}) {
  const { input, result } = last;
  return (
    <ResultsPanel
      title="Your Take-Home Pay"
      headlines={[
        moneyHeadline("Monthly take-home", result.payslipNetMonthly),
        moneyHeadline("Annual take-home", result.payslipNetAnnual),
      ]}
    >
      <p className="text-center text-slate-700">
        Effective tax rate:{" "}
        <strong className="tabular-nums">
          {formatFractionAsPercent(result.effectiveTaxRate)}
        </strong>
      </p>

      <TakeHomeLines input={input} result={result} />
      <ReliefToClaim claim={result.reliefAtSourceClaim} />
      <HouseholdResults input={input} result={result} />
      {result.toStayUnder && result.toStayUnder.length > 0 ? (
        <StayUnderTable
          rows={result.toStayUnder}
          adjustedNetIncome={result.adjustedNetIncome}
          childCount={input.childBenefitChildren}
        />
      ) : null}

      <YearChangesMount
        subject={{ calculator: "take-home", input }}
        year={result.taxYear}
        yearBefore={last.yearBefore}
      />

      {result.breakdown ? (
        <WorkingSections
          breakdown={result.breakdown}
          taxYear={result.taxYear}
        />
      ) : null}

      <MedianComparisonPanel grossAnnual={result.grossAnnual} />

      <TakeHomeChartsMount input={input} result={result} />
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
