import type { ContractorResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  moneyRow,
  moneyRows,
} from "../../components/form/result-items";
import { formatCurrency, formatPercent } from "../../lib/format";
import {
  CONTRACTOR_CONSIDERATIONS,
  EMPLOYEE_CONSIDERATIONS,
} from "./considerations";

const EMPLOYEE_FIGURES = [
  ["Total gross", "totalGross"],
  ["Income tax", "incomeTax"],
  ["National Insurance", "nationalInsurance"],
  ["Pension", "pension"],
  ["Student loan", "studentLoan"],
  ["Net income", "netIncome", true],
] as const;

const CONTRACTOR_FIGURES = [
  ["Gross income", "grossIncome"],
  ["Corporation tax", "corporationTax"],
  ["Dividend tax", "dividendTax"],
  ["National Insurance", "nationalInsurance"],
  ["Personal allowance", "personalAllowance"],
  ["Net income", "netIncome", true],
] as const;

/** Employee and contractor results, the summary and the considerations. */
export function ContractorResults({ result }: { result: ContractorResult }) {
  const { employee, contractor, comparison } = result;
  const better = comparison.difference >= 0 ? "more" : "less";
  return (
    <ResultsPanel title="Comparison Results">
      <div className="grid gap-4 sm:grid-cols-2">
        <ResultSection
          title="Employee"
          label="Employee results"
          rows={moneyRows(employee, EMPLOYEE_FIGURES)}
        />
        <ResultSection
          title="Contractor (outside IR35)"
          label="Contractor results"
          rows={moneyRows(contractor, CONTRACTOR_FIGURES)}
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
