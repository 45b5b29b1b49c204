import { lazy } from "react";
import { MORTGAGE_RULES } from "@uktax/engine";
import { Amount, OptionsPanel } from "../../components/form/bound-fields";
import { Calculator } from "../../components/form/calculator";
import { TaxYearField } from "../../components/form/tax-year-field";
import { formatCurrency } from "../../lib/format";
import { toolById } from "../../paths";
import { affordabilityAlert } from "./affordability-alert";
import { MORTGAGE_MODEL, useMortgageStore } from "./mortgage-store";

/** The results view: its own chunk (the engine's working, the charts), fetched once there is a result. */
const MortgageResults = lazy(() =>
  import("./mortgage-results").then((module) => ({
    default: module.MortgageResults,
  })),
);

/** Calculator 5: mortgage affordability. */
export default function MortgageCalculator() {
  return (
    <Calculator
      tool={toolById("mortgage")}
      schema={() =>
        import("../../lib/input-schemas").then(
          (schemas) => schemas.mortgageInputSchema,
        )
      }
      useStore={useMortgageStore}
      model={MORTGAGE_MODEL}
      keyFigure={({ result }) => ({
        label: "Maximum mortgage",
        value: formatCurrency(result.maxMortgage),
      })}
      status={({ result }) =>
        `You could borrow up to ${formatCurrency(result.maxMortgage)}. ${affordabilityAlert(result).text}`
      }
      results={(last) => (
        <MortgageResults
          result={last.result}
          input={last.input}
          yearBefore={last.yearBefore}
        />
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TaxYearField className="sm:col-span-2" />
        <Amount name="annualIncome" label="Annual income" prefix="£" />
        <Amount
          name="secondApplicantIncome"
          label="Second applicant's income"
          info="Buying with someone? Their annual income before tax. Each of you is taxed on your own income, and lenders lend on the two incomes together. Leave blank if you are buying alone."
          prefix="£"
        />
        <Amount name="monthlyExpenses" label="Monthly expenses" prefix="£" />
        <Amount name="deposit" label="Deposit" prefix="£" />
        <Amount name="interestRate" label="Interest rate" suffix="%" />
        <Amount name="mortgageTerm" label="Mortgage term" suffix="years" />
      </div>
      <OptionsPanel label="More options" fields={["incomeMultiple"]}>
        <Amount
          name="incomeMultiple"
          label="Income multiple"
          hint={`The most a lender will lend as a multiple of your income. Leave blank for ${MORTGAGE_RULES.defaultIncomeMultiple} times.`}
          suffix="× income"
        />
      </OptionsPanel>
    </Calculator>
  );
}
