import type { ReverseResult, SalaryInput } from "@uktax/engine";
import {
  ResultsPanel,
  moneyHeadline,
} from "../../components/form/result-items";
import { ReverseLines } from "./reverse-lines";
import { HouseholdResults } from "../../components/household/household-results";
import { WorkingSections } from "../../components/working/working-sections";
import type { LastResult } from "../../components/form/form-model";
import { payFrequencyLabel } from "../../components/form/salary-options";
import { formatCurrency } from "../../lib/format";
import type { ParsedReverseInput } from "./reverse-store";
import { YearChangesMount } from "../../components/year-changes/year-changes-mount";

/** The right-hand panel of the reverse calculator. */
export function ReverseResults({
  last,
}: {
  last: LastResult<ParsedReverseInput, ReverseResult>;
}) {
  const { input, result } = last;
  const required = formatCurrency(result.requiredGrossSalary);
  // The take-home the result found: what changed in it since another year.
  const takeHomeRequest: SalaryInput = {
    taxYear: input.taxYear,
    grossSalary: result.requiredGrossSalary,
    payFrequency: "annual",
    region: input.region,
    taxCode: input.taxCode,
    studentLoanPlan: input.studentLoanPlan,
    postgraduateLoan: input.postgraduateLoan,
    pensionContribution: input.pensionContribution,
    pensionMethod: input.pensionMethod,
    pensionBasis: input.pensionBasis,
    employerPensionContribution: input.employerPensionContribution,
    niCategory: input.niCategory,
  };
  return (
    <ResultsPanel
      title="Required Salary"
      headlines={[
        { label: "Required gross annual salary", value: required },
        moneyHeadline("Monthly gross", result.requiredGrossMonthly),
      ]}
    >
      <p className="text-sm text-slate-700">
        To take home {formatCurrency(input.desiredNetPay)} (
        {payFrequencyLabel(input.payFrequency).toLowerCase()}).
      </p>
      <ReverseLines input={input} result={result} />
      <HouseholdResults input={input} result={result} />
      <YearChangesMount
        subject={{ calculator: "take-home", input: takeHomeRequest }}
        year={result.taxYear}
        yearBefore={last.yearBefore}
      />
      {result.breakdown ? (
        <WorkingSections
          breakdown={result.breakdown}
          taxYear={result.taxYear}
        />
      ) : null}
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
