import type { ContractorResult } from "@uktax/engine";
import {
  EmptyResults,
  ResultSection,
  ResultsPanel,
  moneyRow,
} from "../../components/form/result-items";
import { formatCurrency, formatPercent } from "../../lib/format";
import {
  CONTRACTOR_CONSIDERATIONS,
  EMPLOYEE_CONSIDERATIONS,
} from "./considerations";

/** Employee and contractor results, the summary and the considerations. */
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
    <ResultsPanel title="Comparison Results">
      <div className="grid gap-4 sm:grid-cols-2">
        <ResultSection
          title="Employee"
          label="Employee results"
          rows={[
            moneyRow("Total gross", employee.totalGross),
            moneyRow("Income tax", employee.incomeTax),
            moneyRow("National Insurance", employee.nationalInsurance),
            moneyRow("Pension", employee.pension),
            moneyRow("Student loan", employee.studentLoan),
            moneyRow("Net income", employee.netIncome, true),
          ]}
        />
        <ResultSection
          title="Contractor (outside IR35)"
          label="Contractor results"
          rows={[
            moneyRow("Gross income", contractor.grossIncome),
            moneyRow("Corporation tax", contractor.corporationTax),
            moneyRow("Dividend tax", contractor.dividendTax),
            moneyRow("National Insurance", contractor.nationalInsurance),
            moneyRow("Personal allowance", contractor.personalAllowance),
            moneyRow("Net income", contractor.netIncome, true),
          ]}
        />
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

      <div className="grid gap-4 sm:grid-cols-2">
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
