import type { ReverseResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  deductionRows,
  moneyHeadline,
  moneyRow,
} from "../../components/form/result-items";
import type { LastResult } from "../../components/form/form-model";
import { payFrequencyLabel } from "../../components/form/salary-options";
import { formatCurrency } from "../../lib/format";
import type { ParsedReverseInput } from "./reverse-store";

/** The right-hand panel of the reverse calculator. */
export function ReverseResults({
  last,
}: {
  last: LastResult<ParsedReverseInput, ReverseResult>;
}) {
  const { input, result } = last;
  const required = formatCurrency(result.requiredGrossSalary);
  return (
    <ResultsPanel
      title="Required Salary"
      headlines={[
        { label: "Required gross annual salary", value: required },
        moneyHeadline("Monthly gross", result.requiredGrossSalary / 12),
      ]}
    >
      <p className="text-sm text-slate-700">
        To take home {formatCurrency(input.desiredNetPay)} (
        {payFrequencyLabel(input.payFrequency).toLowerCase()}).
      </p>
      <ResultSection
        title="Breakdown"
        rows={[
          ...deductionRows(
            result.requiredGrossSalary,
            result,
            input.pensionContribution,
          ),
          moneyRow("Annual take-home", result.netPay, true),
          moneyRow("Monthly take-home", result.netPay / 12),
        ]}
      />
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
    </ResultsPanel>
  );
}
