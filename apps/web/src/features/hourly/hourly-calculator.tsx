import type { HourlyResult } from "@uktax/engine";
import { loadHourlyInputSchema } from "../../lib/engine-schemas";
import { CalculatorLayout } from "../../components/form/calculator-layout";
import { CheckboxField } from "../../components/form/checkbox-field";
import { CalculatorForm } from "../../components/form/calculator-form";
import { OptionsDisclosure } from "../../components/form/options-disclosure";
import { ResultsStatus } from "../../components/form/results-status";
import { NumberField } from "../../components/form/text-field";
import { formatCurrency } from "../../lib/format";
import { useCalculation } from "../../lib/use-calculation";
import { HourlyResults } from "./hourly-results";
import { toHourlyCandidate, useHourlyStore } from "./hourly-store";

/** Calculator 4: hourly rate to annual salary (spec §2, §5, §8, §9). */
export default function HourlyCalculator() {
  const values = useHourlyStore((state) => state.values);
  const result = useHourlyStore((state) => state.result);
  const setValue = useHourlyStore((state) => state.setValue);
  const setResult = useHourlyStore((state) => state.setResult);

  const { busy, errors, submit, prepare } = useCalculation({
    loadSchema: loadHourlyInputSchema,
    endpoint: "/api/convert-hourly",
    success: {
      title: "Conversion Complete",
      description: "Your hourly rate has been converted.",
    },
    failure: {
      title: "Conversion Failed",
      description:
        "There was an error converting your hourly rate. Please try again.",
    },
    onResult: (reply: HourlyResult) => setResult(reply),
  });

  const fieldError = (field: string) => errors.fields[field];

  return (
    <CalculatorLayout
      onEngage={prepare}
      title="Hourly to Annual Salary Converter"
      description="Convert an hourly rate into annual, monthly, weekly and daily pay, with estimated tax."
      form={
        <CalculatorForm
          label="Your hourly pay"
          messages={errors.form}
          onSubmit={() => submit(toHourlyCandidate(values))}
          busy={busy}
          busyLabel="Converting..."
          submitLabel="Convert to Annual Salary"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Hourly rate"
              prefix="£"
              value={values.hourlyRate}
              onValueChange={(value) => setValue("hourlyRate", value)}
              error={fieldError("hourlyRate")}
            />
            <NumberField
              label="Hours per week"
              value={values.hoursPerWeek}
              onValueChange={(value) => setValue("hoursPerWeek", value)}
              error={fieldError("hoursPerWeek")}
            />
            <NumberField
              label="Weeks per year"
              value={values.weeksPerYear}
              onValueChange={(value) => setValue("weeksPerYear", value)}
              error={fieldError("weeksPerYear")}
            />
            <NumberField
              label="Holiday weeks"
              value={values.holidayWeeks}
              onValueChange={(value) => setValue("holidayWeeks", value)}
              error={fieldError("holidayWeeks")}
            />
          </div>
          <OptionsDisclosure label="More options">
            <CheckboxField
              label="Holiday is paid"
              hint="Untick if you are not paid for your holiday weeks."
              checked={values.paidHoliday}
              onCheckedChange={(checked) => setValue("paidHoliday", checked)}
            />
          </OptionsDisclosure>
        </CalculatorForm>
      }
      results={
        <>
          <ResultsStatus
            message={
              result
                ? `Your annual gross salary is ${formatCurrency(result.annualSalary)}.`
                : ""
            }
          />
          <HourlyResults result={result} />
        </>
      }
    />
  );
}
