import type { ContractorResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  moneyRow,
} from "../../components/form/result-items";
import { lineRows } from "../../components/form/result-lines";
import type { LastResult } from "../../components/form/form-model";
import {
  formatCurrency,
  formatCurrencyPence,
  formatPercent,
} from "../../lib/format";
import {
  CONTRACTOR_CONSIDERATIONS,
  EMPLOYEE_CONSIDERATIONS,
} from "./considerations";
import type { ParsedContractorInput } from "./contractor-store";

const EMPLOYEE_LINES = [
  ["Total gross", "totalGross", "start"],
  ["Income tax", "incomeTax", "subtract"],
  ["National Insurance", "nationalInsurance", "subtract"],
  ["Pension", "pension", "subtract"],
  ["Student loan", "studentLoan", "subtract"],
  ["Net income", "netIncome", "total"],
] as const;

/** The company: what is left after expenses, the director's salary and its employer NI. */
const COMPANY_LINES = [
  ["Gross income", "grossIncome", "start"],
  ["Expenses", "expenses", "subtract"],
  ["Director's salary", "directorSalary", "subtract"],
  ["Employer National Insurance", "employerNationalInsurance", "subtract"],
  ["Profit before tax", "profitBeforeTax", "total"],
] as const;

const CORPORATION_TAX_LINES = [
  ["Profit before tax", "profitBeforeTax", "start"],
  ["Corporation tax", "corporationTax", "subtract"],
  ["of which marginal relief saved", "marginalRelief", "memo"],
  ["Paid to you as dividends", "dividends", "total"],
] as const;

/** The director: salary and dividends, less their taxes; the allowance is a note. */
const CONTRACTOR_LINES = [
  ["Director's salary", "directorSalary", "start"],
  ["National Insurance", "employeeNationalInsurance", "subtract"],
  ["Income tax", "incomeTax", "subtract"],
  ["Dividends", "dividends", "add"],
  ["Dividend tax", "dividendTax", "subtract"],
  [
    "Personal allowance (tax-free income, not a deduction)",
    "personalAllowance",
    "memo",
  ],
  ["Net income", "netIncome", "total"],
] as const;

/**
 * Employee and contractor results, each line by line so that it adds up (the engine's figures;
 * the contractor's personal allowance is shown as tax-free income, not as a deduction), the
 * summary and the considerations.
 */
export function ContractorResults({
  last,
}: {
  last: LastResult<ParsedContractorInput, ContractorResult>;
}) {
  const { input, result } = last;
  const { employee, contractor, comparison } = result;
  const better = comparison.difference >= 0 ? "more" : "less";
  return (
    <ResultsPanel title="Comparison Results">
      {input.contractorExpenses > contractor.grossIncome ? (
        <p
          role="note"
          data-warning="expenses"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          Your expenses ({formatCurrencyPence(input.contractorExpenses)}) are
          more than the contract&apos;s gross income (
          {formatCurrencyPence(contractor.grossIncome)}). Only{" "}
          {formatCurrencyPence(contractor.expenses)} of them can be met from it,
          so nothing is left for a salary or dividends.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ResultSection
          title="Employee"
          label="Employee results"
          rows={lineRows(employee, EMPLOYEE_LINES)}
        />
        <div className="flex flex-col gap-4">
          <ResultSection
            title="Your company (outside IR35)"
            label="Contractor company"
            rows={lineRows(contractor, COMPANY_LINES)}
          />
          <ResultSection
            title="Corporation tax"
            label="Contractor corporation tax"
            rows={lineRows(contractor, CORPORATION_TAX_LINES)}
          />
          <ResultSection
            title="You (outside IR35)"
            label="Contractor results"
            rows={lineRows(contractor, CONTRACTOR_LINES)}
          />
        </div>
      </div>

      <div className="rounded-lg bg-blue-50 p-4">
        <ResultSection
          title="Summary"
          rows={[
            moneyRow("Difference", comparison.difference, true),
            {
              label: "Percentage change",
              value: formatPercent(comparison.percentageIncrease),
            },
            moneyRow("Monthly difference", comparison.monthlyDifference),
          ]}
        />
        <p className="mt-2 text-sm text-blue-950">
          Contracting outside IR35 leaves you{" "}
          {formatCurrency(Math.abs(comparison.difference))} a year {better} than
          being an employee. Inside IR35, through an umbrella company, the same
          rate would leave you {formatCurrency(result.insideIR35.netIncome)} a
          year.
        </p>
      </div>

      {/* General advice, not this result: left out of the print layout. */}
      <div className="no-print grid gap-4 sm:grid-cols-2">
        <Considerations
          title="Contractor considerations"
          items={CONTRACTOR_CONSIDERATIONS}
        />
        <Considerations
          title="Employee benefits"
          items={EMPLOYEE_CONSIDERATIONS}
        />
      </div>
    </ResultsPanel>
  );
}

function Considerations({
  title,
  items,
}: {
  title: string;
  items: readonly string[];
}) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
