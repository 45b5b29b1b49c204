import type { HourlyResult } from "@uktax/engine";
import {
  EmptyResults,
  HeadlineFigure,
  ResultItem,
  ResultList,
} from "../../components/form/result-items";
import { formatCurrency, formatCurrencyPence } from "../../lib/format";

const count = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** The eleven results of the hourly converter (spec §2 Calculator 4). */
export function HourlyResults({ result }: { result: HourlyResult | null }) {
  if (!result) {
    return (
      <EmptyResults title="Ready to Convert">
        Enter your hourly rate and hours and press Convert to Annual Salary to
        see your pay per year, month, week and day.
      </EmptyResults>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold text-slate-900">Your Pay</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <HeadlineFigure
          label="Annual gross salary"
          value={formatCurrency(result.annualSalary)}
        />
        <HeadlineFigure
          label="Monthly gross"
          value={formatCurrency(result.annualSalary / 12)}
        />
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">
          Working time and gross pay
        </h4>
        <ResultList label="Working time and gross pay">
          <ResultItem
            label="Working hours per year"
            value={`${count.format(result.workingHoursPerYear)} hours`}
          />
          <ResultItem
            label="Working days per year"
            value={`${count.format(result.workingDaysPerYear)} days`}
          />
          <ResultItem
            label="Daily rate (8 hours)"
            value={formatCurrency(result.dailyRate)}
          />
          <ResultItem
            label="Weekly gross pay"
            value={formatCurrency(result.weeklyRate)}
          />
        </ResultList>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">
          Estimated take-home (England, tax code 1257L)
        </h4>
        <ResultList label="Estimated take-home">
          <ResultItem
            label="Estimated income tax"
            value={formatCurrency(result.estimatedIncomeTax)}
          />
          <ResultItem
            label="Estimated National Insurance"
            value={formatCurrency(result.estimatedNationalInsurance)}
          />
          <ResultItem
            label="Estimated net annual"
            value={formatCurrency(result.estimatedNetAnnual)}
            emphasis
          />
          <ResultItem
            label="Monthly net"
            value={formatCurrency(result.estimatedNetAnnual / 12)}
          />
          <ResultItem
            label="Net hourly rate"
            value={formatCurrencyPence(result.estimatedNetHourlyRate)}
          />
        </ResultList>
      </div>
    </div>
  );
}
