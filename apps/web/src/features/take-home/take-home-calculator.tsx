import type { SalaryResult } from "@uktax/engine";
import { loadSalaryInputSchema } from "../../lib/engine-schemas";
import { CalculatorLayout } from "../../components/form/calculator-layout";
import { CalculatorForm } from "../../components/form/calculator-form";
import { NumberField } from "../../components/form/text-field";
import { OptionsDisclosure } from "../../components/form/options-disclosure";
import { ResultsStatus } from "../../components/form/results-status";
import { PENSION_METHOD_OPTIONS } from "../../components/form/salary-options";
import { SalaryDetailsFields } from "../../components/form/salary-details-fields";
import { SelectField } from "../../components/form/select-field";
import { formatCurrency } from "../../lib/format";
import { useCalculation } from "../../lib/use-calculation";
import { TakeHomeResults } from "./take-home-results";
import { toSalaryCandidate, useTakeHomeStore } from "./take-home-store";

const ADVANCED_FIELDS = [
  "bonus",
  "overtime",
  "benefitsInKind",
  "childcareVouchers",
  "pensionMethod",
] as const;

/** Calculator 1: take-home pay (spec §2, §5, §8, §9). */
export default function TakeHomeCalculator() {
  const values = useTakeHomeStore((state) => state.values);
  const advancedOpen = useTakeHomeStore((state) => state.advancedOpen);
  const last = useTakeHomeStore((state) => state.last);
  const setValue = useTakeHomeStore((state) => state.setValue);
  const setAdvancedOpen = useTakeHomeStore((state) => state.setAdvancedOpen);
  const setLast = useTakeHomeStore((state) => state.setLast);

  const { busy, errors, submit, prepare } = useCalculation({
    loadSchema: loadSalaryInputSchema,
    endpoint: "/api/calculate-salary",
    success: {
      title: "Calculation Complete",
      description: "Your take-home pay has been calculated.",
    },
    failure: {
      title: "Calculation Failed",
      description:
        "There was an error calculating your salary. Please try again.",
    },
    onResult: (result: SalaryResult, input) => setLast(input, result),
  });

  const fieldError = (field: string) => errors.fields[field];

  return (
    <CalculatorLayout
      onEngage={prepare}
      title="Take-Home Pay Calculator"
      description="Work out your income tax, National Insurance, student loan, pension and take-home pay for 2025/26."
      form={
        <CalculatorForm
          label="Your salary details"
          messages={errors.form}
          onSubmit={() => submit(toSalaryCandidate(values))}
          busy={busy}
          busyLabel="Calculating..."
          submitLabel="Calculate Take-Home Pay"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Gross salary"
              prefix="£"
              value={values.grossSalary}
              onValueChange={(value) => setValue("grossSalary", value)}
              error={fieldError("grossSalary")}
            />
            <SalaryDetailsFields
              values={values}
              setValue={setValue}
              errorFor={fieldError}
            />
          </div>
          <OptionsDisclosure
            label="Advanced Options"
            open={advancedOpen}
            onOpenChange={setAdvancedOpen}
            reveal={ADVANCED_FIELDS.some((field) => field in errors.fields)}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                label="Annual bonus"
                prefix="£"
                value={values.bonus}
                onValueChange={(value) => setValue("bonus", value)}
                error={fieldError("bonus")}
              />
              <NumberField
                label="Annual overtime"
                prefix="£"
                value={values.overtime}
                onValueChange={(value) => setValue("overtime", value)}
                error={fieldError("overtime")}
              />
              <NumberField
                label="Benefits in kind"
                hint="Taxable value per year, e.g. a company car"
                prefix="£"
                value={values.benefitsInKind}
                onValueChange={(value) => setValue("benefitsInKind", value)}
                error={fieldError("benefitsInKind")}
              />
              <NumberField
                label="Childcare vouchers"
                hint="Salary sacrificed per year"
                prefix="£"
                value={values.childcareVouchers}
                onValueChange={(value) => setValue("childcareVouchers", value)}
                error={fieldError("childcareVouchers")}
              />
            </div>
            <SelectField
              label="Pension method"
              value={values.pensionMethod}
              options={PENSION_METHOD_OPTIONS}
              onValueChange={(value) => setValue("pensionMethod", value)}
              error={fieldError("pensionMethod")}
            />
          </OptionsDisclosure>
        </CalculatorForm>
      }
      results={
        <>
          <ResultsStatus
            message={
              last
                ? `Your take-home pay is ${formatCurrency(last.result.netMonthly)} a month, ${formatCurrency(
                    last.result.netAnnual,
                  )} a year.`
                : ""
            }
          />
          <TakeHomeResults last={last} />
        </>
      }
    />
  );
}
