import {
  MORTGAGE_RULES,
  type MortgageLimit,
  type MortgageResult,
  type mortgageInputSchema,
  type TaxYearId,
} from "@uktax/engine";
import type { z } from "zod";
import {
  ResultSection,
  ResultsPanel,
  moneyHeadline,
  moneyRow,
} from "../../components/form/result-items";
import { lineRow } from "../../components/form/result-lines";
import { formatCurrency, formatPercent, formatRate } from "../../lib/format";
import { YearChangesMount } from "../../components/year-changes/year-changes-mount";
import {
  affordabilityAlert,
  type AffordabilityAlert,
} from "./affordability-alert";

type MortgageInput = z.output<typeof mortgageInputSchema>;

const ALERT_STYLES: Record<AffordabilityAlert["rating"], string> = {
  none: "border-red-300 bg-red-50 text-red-950",
  good: "border-green-300 bg-green-50 text-green-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  high: "border-red-300 bg-red-50 text-red-950",
};

/** An interest rate in percent as the results name it: 4.5 → "4.5%", 7.25 → "7.25%". */
const ratePercent = (percent: number) => formatRate(percent / 100);

const LIMITS: Record<MortgageLimit, (stressRate: string) => string> = {
  incomeMultiple: () => "Income multiple",
  budget: () => "Your budget",
  stressTest: (stressRate) => `Stress test at ${stressRate}`,
};

/**
 * The lender's view in a sentence: what sets the lender's maximum, in the figures shown above it
 * (the engine's own; the site only chooses the words).
 */
export function lenderSummary(
  result: MortgageResult,
  input: Pick<MortgageInput, "incomeMultiple" | "secondApplicantIncome">,
): string {
  const stress = ratePercent(result.stressRate);
  const payment = `At ${stress} the payment on ${formatCurrency(result.maxMortgage)} would be ${formatCurrency(result.stressedMonthlyPayment)} a month`;
  const income =
    input.secondApplicantIncome > 0 ? "your joint income" : "your income";
  switch (result.limitedBy) {
    case "incomeMultiple":
      return `${payment}, within the ${formatCurrency(result.availableForMortgage)} you have for it. The lender's maximum is ${input.incomeMultiple} × ${income}: ${formatCurrency(result.lenderMaxMortgage)}.`;
    case "stressTest":
      return `${payment}, more than the ${formatCurrency(result.availableForMortgage)} you have for it, so a lender testing at ${stress} would lend at most ${formatCurrency(result.lenderMaxMortgage)}.`;
    case "budget":
      return `Your budget limits the loan: a lender would lend at most ${formatCurrency(result.lenderMaxMortgage)}.`;
  }
}

/** The results of the mortgage affordability calculator. */
export function MortgageResults({
  result,
  input,
  yearBefore,
}: {
  result: MortgageResult;
  input: MortgageInput;
  yearBefore?: TaxYearId;
}) {
  const alert = affordabilityAlert(result);
  const stress = ratePercent(result.stressRate);
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
      {input.secondApplicantIncome > 0 ? (
        <ResultSection
          title="Monthly net income by applicant"
          rows={[
            lineRow(
              "First applicant",
              result.firstApplicantMonthlyNet,
              "start",
            ),
            lineRow(
              "Second applicant",
              result.secondApplicantMonthlyNet,
              "add",
            ),
            lineRow("Monthly net income", result.monthlyNetIncome, "total"),
          ]}
        />
      ) : null}
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
        <>
          <ResultSection
            title="Loan details"
            rows={[
              moneyRow("Loan amount", result.maxMortgage),
              moneyRow("Total interest", result.totalInterest),
              moneyRow("Total payable", result.totalPayable),
              { label: "LTV ratio", value: formatPercent(result.ltvRatio) },
            ]}
          />
          <div>
            <ResultSection
              title="Lender's view"
              rows={[
                moneyRow(
                  `Income multiple cap (${input.incomeMultiple} × ${formatCurrency(result.jointIncome)})`,
                  result.incomeMultipleCap,
                ),
                moneyRow(
                  `Loan your budget repays at ${ratePercent(input.interestRate)}`,
                  result.budgetLoan,
                ),
                moneyRow(
                  `Loan your budget repays at ${stress}`,
                  result.stressedBudgetLoan,
                ),
                moneyRow(
                  `Payment on ${formatCurrency(result.maxMortgage)} at ${stress}`,
                  result.stressedMonthlyPayment,
                ),
                moneyRow("Lender's maximum", result.lenderMaxMortgage, true),
                {
                  label: "Limited by",
                  value: LIMITS[result.limitedBy](stress),
                },
              ]}
            />
            <p className="mt-2 text-sm text-slate-700">
              {lenderSummary(result, input)} Lenders check that you could still
              pay if rates rose {MORTGAGE_RULES.stressRateAddition} percentage
              points; the maximum mortgage above is what your budget repays at
              today&apos;s rate.
            </p>
          </div>
        </>
      )}
      <YearChangesMount
        subject={{ calculator: "mortgage", input }}
        year={result.taxYear}
        yearBefore={yearBefore}
      />
    </ResultsPanel>
  );
}
