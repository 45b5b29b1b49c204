import { MORTGAGE_RULES, type MortgageResult } from "@uktax/engine";
import { loadMortgageInputSchema } from "../../lib/engine-schemas";
import { CalculatorLayout } from "../../components/form/calculator-layout";
import { CalculatorForm } from "../../components/form/calculator-form";
import { OptionsDisclosure } from "../../components/form/options-disclosure";
import { ResultsStatus } from "../../components/form/results-status";
import { NumberField } from "../../components/form/text-field";
import { formatCurrency } from "../../lib/format";
import { useCalculation } from "../../lib/use-calculation";
import { affordabilityAlert } from "./affordability-alert";
import { MortgageResults } from "./mortgage-results";
import { toMortgageCandidate, useMortgageStore } from "./mortgage-store";

/** Calculator 5: mortgage affordability (spec §2, §5, §8, §9). */
export default function MortgageCalculator() {
  const values = useMortgageStore((state) => state.values);
  const result = useMortgageStore((state) => state.result);
  const setValue = useMortgageStore((state) => state.setValue);
  const setResult = useMortgageStore((state) => state.setResult);

  const { busy, errors, submit, prepare } = useCalculation({
    loadSchema: loadMortgageInputSchema,
    endpoint: "/api/calculate-mortgage",
    success: {
      title: "Mortgage Calculation Complete",
      description: "Your mortgage affordability has been calculated.",
    },
    failure: {
      title: "Calculation Failed",
      description:
        "There was an error calculating your mortgage affordability. Please try again.",
    },
    onResult: (reply: MortgageResult) => setResult(reply),
  });

  const fieldError = (field: string) => errors.fields[field];

  return (
    <CalculatorLayout
      onEngage={prepare}
      title="Mortgage Affordability Calculator"
      description="See how much you could borrow, what it would cost each month and how it fits your budget."
      form={
        <CalculatorForm
          label="Your finances"
          messages={errors.form}
          onSubmit={() => submit(toMortgageCandidate(values))}
          busy={busy}
          busyLabel="Calculating..."
          submitLabel="Calculate Affordability"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Annual income"
              prefix="£"
              value={values.annualIncome}
              onValueChange={(value) => setValue("annualIncome", value)}
              error={fieldError("annualIncome")}
            />
            <NumberField
              label="Monthly expenses"
              prefix="£"
              value={values.monthlyExpenses}
              onValueChange={(value) => setValue("monthlyExpenses", value)}
              error={fieldError("monthlyExpenses")}
            />
            <NumberField
              label="Deposit"
              prefix="£"
              value={values.deposit}
              onValueChange={(value) => setValue("deposit", value)}
              error={fieldError("deposit")}
            />
            <NumberField
              label="Interest rate"
              suffix="%"
              value={values.interestRate}
              onValueChange={(value) => setValue("interestRate", value)}
              error={fieldError("interestRate")}
            />
            <NumberField
              label="Mortgage term"
              suffix="years"
              value={values.mortgageTerm}
              onValueChange={(value) => setValue("mortgageTerm", value)}
              error={fieldError("mortgageTerm")}
            />
          </div>
          <OptionsDisclosure
            label="More options"
            reveal={Boolean(fieldError("incomeMultiple"))}
          >
            <NumberField
              label="Income multiple"
              hint={`The most a lender will lend as a multiple of your income. Leave blank for ${MORTGAGE_RULES.defaultIncomeMultiple} times.`}
              suffix="× income"
              value={values.incomeMultiple}
              onValueChange={(value) => setValue("incomeMultiple", value)}
              error={fieldError("incomeMultiple")}
            />
          </OptionsDisclosure>
        </CalculatorForm>
      }
      results={
        <>
          <ResultsStatus
            message={
              result
                ? `You could borrow up to ${formatCurrency(result.maxMortgage)}. ${affordabilityAlert(result).text}`
                : ""
            }
          />
          <MortgageResults result={result} />
        </>
      }
    />
  );
}
