import type { ContractorResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  moneyRow,
} from "../../components/form/result-items";
import { lineRow } from "../../components/form/result-lines";
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
          rows={[
            lineRow("Total gross", employee.totalGross, "start"),
            lineRow("Income tax", employee.incomeTax, "subtract"),
            lineRow(
              "National Insurance",
              employee.nationalInsurance,
              "subtract",
            ),
            lineRow("Pension", employee.pension, "subtract"),
            lineRow("Student loan", employee.studentLoan, "subtract"),
            lineRow("Net income", employee.netIncome, "total"),
          ]}
        />
        <div className="flex flex-col gap-4">
          <ResultSection
            title="Your company (outside IR35)"
            label="Contractor company"
            rows={[
              lineRow("Gross income", contractor.grossIncome, "start"),
              lineRow("Expenses", contractor.expenses, "subtract"),
              lineRow(
                "Director's salary",
                contractor.directorSalary,
                "subtract",
              ),
              lineRow(
                "Employer National Insurance",
                contractor.employerNationalInsurance,
                "subtract",
              ),
              lineRow("Profit before tax", contractor.profitBeforeTax, "total"),
            ]}
          />
          <ResultSection
            title="Corporation tax"
            label="Contractor corporation tax"
            rows={[
              lineRow("Profit before tax", contractor.profitBeforeTax, "start"),
              lineRow("Corporation tax", contractor.corporationTax, "subtract"),
              ...(contractor.marginalRelief > 0
                ? [
                    lineRow(
                      "of which marginal relief saved",
                      contractor.marginalRelief,
                      "memo",
                    ),
                  ]
                : []),
              lineRow(
                "Paid to you as dividends",
                contractor.dividends,
                "total",
              ),
            ]}
          />
          <ResultSection
            title="You (outside IR35)"
            label="Contractor results"
            rows={[
              lineRow("Director's salary", contractor.directorSalary, "start"),
              lineRow(
                "National Insurance",
                contractor.employeeNationalInsurance,
                "subtract",
              ),
              lineRow("Income tax", contractor.incomeTax, "subtract"),
              lineRow("Dividends", contractor.dividends, "add"),
              lineRow("Dividend tax", contractor.dividendTax, "subtract"),
              lineRow(
                "Personal allowance (tax-free income, not a deduction)",
                contractor.personalAllowance,
                "memo",
              ),
              lineRow("Net income", contractor.netIncome, "total"),
            ]}
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
