import type { ReverseResult } from "@uktax/engine";
import {
  EmptyResults,
  HeadlineFigure,
  ResultItem,
  ResultList,
} from "../../components/form/result-items";
import { payFrequencyLabel } from "../../components/form/salary-options";
import { formatCurrency, formatPercent } from "../../lib/format";
import type { ParsedReverseInput } from "./reverse-store";

/** The right-hand panel of the reverse calculator (spec §2 Calculator 3). */
export function ReverseResults({
  last,
}: {
  last: { input: ParsedReverseInput; result: ReverseResult } | null;
}) {
  if (!last) {
    return (
      <EmptyResults title="Ready to Calculate">
        Enter the take-home pay you want and press Calculate Required Salary to
        find the gross salary you need.
      </EmptyResults>
    );
  }
  const { input, result } = last;
  const required = formatCurrency(result.requiredGrossSalary);
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold text-slate-900">Required Salary</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <HeadlineFigure label="Required gross annual salary" value={required} />
        <HeadlineFigure
          label="Monthly gross"
          value={formatCurrency(result.requiredGrossSalary / 12)}
        />
      </div>
      <p className="text-sm text-slate-700">
        To take home {formatCurrency(input.desiredNetPay)} (
        {payFrequencyLabel(input.payFrequency).toLowerCase()}).
      </p>
      <div>
        <h4 className="font-semibold text-slate-900">Breakdown</h4>
        <ResultList label="Breakdown">
          <ResultItem label="Gross salary" value={required} />
          <ResultItem
            label="Income tax"
            value={formatCurrency(result.incomeTax)}
          />
          <ResultItem
            label="National Insurance"
            value={formatCurrency(result.nationalInsurance)}
          />
          <ResultItem
            label="Student loan"
            value={formatCurrency(result.studentLoan)}
          />
          <ResultItem
            label={`Pension (${formatPercent(input.pensionContribution)})`}
            value={formatCurrency(result.pension)}
          />
          <ResultItem
            label="Annual take-home"
            value={formatCurrency(result.netPay)}
            emphasis
          />
          <ResultItem
            label="Monthly take-home"
            value={formatCurrency(result.netPay / 12)}
          />
        </ResultList>
      </div>
      <aside
        aria-label="Negotiation tip"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="font-semibold">Negotiation tip</p>
        <p className="mt-1">
          Treat {required} as your minimum, not your opening number. Start a
          little higher so there is room to negotiate, and compare whole
          packages: an employer&apos;s pension contribution, bonus, holiday and
          flexible working can be worth as much as a higher salary.
        </p>
      </aside>
    </div>
  );
}
