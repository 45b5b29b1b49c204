import type { MortgageResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  moneyHeadline,
  moneyRow,
} from "../../components/form/result-items";
import { formatPercent } from "../../lib/format";
import {
  affordabilityAlert,
  type AffordabilityAlert,
} from "./affordability-alert";

const ALERT_STYLES: Record<AffordabilityAlert["rating"], string> = {
  none: "border-red-300 bg-red-50 text-red-950",
  good: "border-green-300 bg-green-50 text-green-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  high: "border-red-300 bg-red-50 text-red-950",
};

/** The results of the mortgage affordability calculator. */
export function MortgageResults({ result }: { result: MortgageResult }) {
  const alert = affordabilityAlert(result);
  return (
    <ResultsPanel
      title="What You Could Afford"
      headlines={[
        moneyHeadline("Maximum mortgage", result.maxMortgage),
        moneyHeadline("Total property value", result.maxPropertyValue),
      ]}
    >
      <div
        role={alert.rating === "none" ? "alert" : undefined}
        data-rating={alert.rating}
        className={`rounded-lg border p-4 text-sm ${ALERT_STYLES[alert.rating]}`}
      >
        <p className="font-semibold">{alert.title}</p>
        <p className="mt-1">{alert.text}</p>
      </div>
      <ResultSection
        title="Monthly budget"
        rows={[
          moneyRow("Monthly payment", result.monthlyPayment, true),
          moneyRow("Monthly net income", result.monthlyNetIncome),
          moneyRow("Available for mortgage", result.availableForMortgage),
          moneyRow("Remaining budget", result.remainingBudget),
        ]}
      />
      {alert.rating === "none" ? null : (
        <ResultSection
          title="Loan details"
          rows={[
            moneyRow("Loan amount", result.maxMortgage),
            moneyRow("Total interest", result.totalInterest),
            moneyRow("Total payable", result.totalPayable),
            { label: "LTV ratio", value: formatPercent(result.ltvRatio) },
          ]}
        />
      )}
    </ResultsPanel>
  );
}
