import type { ReverseResult } from "@uktax/engine";
import { loadReverseInputSchema } from "../../lib/engine-schemas";
import { CalculatorLayout } from "../../components/form/calculator-layout";
import { CalculatorForm } from "../../components/form/calculator-form";
import { ResultsStatus } from "../../components/form/results-status";
import { SalaryDetailsFields } from "../../components/form/salary-details-fields";
import { NumberField } from "../../components/form/text-field";
import { formatCurrency } from "../../lib/format";
import { useCalculation } from "../../lib/use-calculation";
import { ReverseResults } from "./reverse-results";
import { toReverseCandidate, useReverseStore } from "./reverse-store";

/** Calculator 3: the gross salary needed for a take-home figure (spec §2, §5, §8). */
export default function ReverseCalculator() {
  const values = useReverseStore((state) => state.values);
  const last = useReverseStore((state) => state.last);
  const setValue = useReverseStore((state) => state.setValue);
  const setLast = useReverseStore((state) => state.setLast);

  const { busy, errors, submit, prepare } = useCalculation({
    loadSchema: loadReverseInputSchema,
    endpoint: "/api/reverse-calculate",
    success: {
      title: "Reverse Calculation Complete",
      description: "The gross salary you need has been calculated.",
    },
    failure: {
      title: "Calculation Failed",
      description:
        "There was an error calculating the required gross salary. Please try again.",
    },
    onResult: (result: ReverseResult, input) => setLast(input, result),
  });

  const fieldError = (field: string) => errors.fields[field];

  return (
    <CalculatorLayout
      onEngage={prepare}
      title="Reverse Salary Calculator"
      description="Find the gross salary you need to take home the amount you want."
      form={
        <CalculatorForm
          label="Your target take-home pay"
          messages={errors.form}
          onSubmit={() => submit(toReverseCandidate(values))}
          busy={busy}
          busyLabel="Calculating..."
          submitLabel="Calculate Required Salary"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Desired take-home pay"
              prefix="£"
              value={values.desiredNetPay}
              onValueChange={(value) => setValue("desiredNetPay", value)}
              error={fieldError("desiredNetPay")}
            />
            <SalaryDetailsFields
              values={values}
              setValue={setValue}
              errorFor={fieldError}
            />
          </div>
        </CalculatorForm>
      }
      results={
        <>
          <ResultsStatus
            message={
              last
                ? `You need a gross salary of ${formatCurrency(last.result.requiredGrossSalary)} a year.`
                : ""
            }
          />
          <ReverseResults last={last} />
        </>
      }
    />
  );
}
