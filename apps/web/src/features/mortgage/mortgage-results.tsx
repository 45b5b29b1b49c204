import type { MortgageResult } from "@uktax/engine";
import {
  EmptyResults,
  HeadlineFigure,
  ResultItem,
  ResultList,
} from "../../components/form/result-items";
import { formatCurrency, formatPercent } from "../../lib/format";
import { affordabilityAlert } from "./affordability-alert";

const ALERT_STYLES: Record<MortgageResult["affordabilityRating"], string> = {
  good: "border-green-300 bg-green-50 text-green-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  high: "border-red-300 bg-red-50 text-red-950",
};

/** The results of the mortgage affordability calculator (spec §2 Calculator 5, §8). */
export function MortgageResults({ result }: { result: MortgageResult | null }) {
  if (!result) {
    return (
      <EmptyResults title="Ready to Calculate">
        Enter your income, outgoings and deposit and press Calculate
        Affordability to see what you could borrow.
      </EmptyResults>
    );
  }
  const alert = affordabilityAlert(result);
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold text-slate-900">
        What You Could Afford
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <HeadlineFigure
          label="Maximum mortgage"
          value={formatCurrency(result.maxMortgage)}
        />
        <HeadlineFigure
          label="Total property value"
          value={formatCurrency(result.maxPropertyValue)}
        />
      </div>
      <div
        data-rating={result.affordabilityRating}
        className={`rounded-lg border p-4 text-sm ${ALERT_STYLES[result.affordabilityRating]}`}
      >
        <p className="font-semibold">{alert.title}</p>
        <p className="mt-1">{alert.text}</p>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">Monthly budget</h4>
        <ResultList label="Monthly budget">
          <ResultItem
            label="Monthly payment"
            value={formatCurrency(result.monthlyPayment)}
            emphasis
          />
          <ResultItem
            label="Monthly net income"
            value={formatCurrency(result.monthlyNetIncome)}
          />
          <ResultItem
            label="Available for mortgage"
            value={formatCurrency(result.availableForMortgage)}
          />
          <ResultItem
            label="Remaining budget"
            value={formatCurrency(result.remainingBudget)}
          />
        </ResultList>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">Loan details</h4>
        <ResultList label="Loan details">
          <ResultItem
            label="Loan amount"
            value={formatCurrency(result.maxMortgage)}
          />
          <ResultItem
            label="Total interest"
            value={formatCurrency(result.totalInterest)}
          />
          <ResultItem
            label="Total payable"
            value={formatCurrency(result.totalPayable)}
          />
          <ResultItem
            label="LTV ratio"
            value={formatPercent(result.ltvRatio)}
          />
        </ResultList>
      </div>
    </div>
  );
}
