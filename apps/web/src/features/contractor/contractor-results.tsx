import type { ContractorResult } from "@uktax/engine";
import {
  EmptyResults,
  ResultItem,
  ResultList,
} from "../../components/form/result-items";
import { formatCurrency, formatPercent } from "../../lib/format";
import {
  CONTRACTOR_CONSIDERATIONS,
  EMPLOYEE_CONSIDERATIONS,
} from "./considerations";

/** Employee and contractor results, the summary and the considerations (spec §2 Calculator 6). */
export function ContractorResults({
  result,
}: {
  result: ContractorResult | null;
}) {
  if (!result) {
    return (
      <EmptyResults title="Ready to Compare">
        Enter the employee and contractor details and press Compare to see which
        leaves you with more.
      </EmptyResults>
    );
  }
  const { employee, contractor, comparison } = result;
  const better = comparison.difference >= 0 ? "more" : "less";
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold text-slate-900">
        Comparison Results
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold text-slate-900">Employee</h4>
          <ResultList label="Employee results">
            <ResultItem
              label="Total gross"
              value={formatCurrency(employee.totalGross)}
            />
            <ResultItem
              label="Income tax"
              value={formatCurrency(employee.incomeTax)}
            />
            <ResultItem
              label="National Insurance"
              value={formatCurrency(employee.nationalInsurance)}
            />
            <ResultItem
              label="Pension"
              value={formatCurrency(employee.pension)}
            />
            <ResultItem
              label="Student loan"
              value={formatCurrency(employee.studentLoan)}
            />
            <ResultItem
              label="Net income"
              value={formatCurrency(employee.netIncome)}
              emphasis
            />
          </ResultList>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">
            Contractor (outside IR35)
          </h4>
          <ResultList label="Contractor results">
            <ResultItem
              label="Gross income"
              value={formatCurrency(contractor.grossIncome)}
            />
            <ResultItem
              label="Corporation tax"
              value={formatCurrency(contractor.corporationTax)}
            />
            <ResultItem
              label="Dividend tax"
              value={formatCurrency(contractor.dividendTax)}
            />
            <ResultItem
              label="National Insurance"
              value={formatCurrency(contractor.nationalInsurance)}
            />
            <ResultItem
              label="Personal allowance"
              value={formatCurrency(contractor.personalAllowance)}
            />
            <ResultItem
              label="Net income"
              value={formatCurrency(contractor.netIncome)}
              emphasis
            />
          </ResultList>
        </div>
      </div>

      <div className="rounded-lg bg-blue-50 p-4">
        <h4 className="font-semibold text-blue-950">Summary</h4>
        <ResultList label="Summary">
          <ResultItem
            label="Difference"
            value={formatCurrency(comparison.difference)}
            emphasis
          />
          <ResultItem
            label="Percentage change"
            value={formatPercent(comparison.percentageIncrease)}
          />
          <ResultItem
            label="Monthly difference"
            value={formatCurrency(comparison.monthlyDifference)}
          />
        </ResultList>
        <p className="mt-2 text-sm text-blue-950">
          Contracting outside IR35 leaves you{" "}
          {formatCurrency(Math.abs(comparison.difference))} a year {better} than
          being an employee. Inside IR35, through an umbrella company, the same
          rate would leave you {formatCurrency(result.insideIR35.netIncome)} a
          year.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold text-slate-900">
            Contractor considerations
          </h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {CONTRACTOR_CONSIDERATIONS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">Employee benefits</h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {EMPLOYEE_CONSIDERATIONS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
