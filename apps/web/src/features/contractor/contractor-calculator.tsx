import type { ContractorResult } from "@uktax/engine";
import { loadContractorInputSchema } from "../../lib/engine-schemas";
import { CalculatorLayout } from "../../components/form/calculator-layout";
import { CalculatorForm } from "../../components/form/calculator-form";
import { OptionsDisclosure } from "../../components/form/options-disclosure";
import { ResultsStatus } from "../../components/form/results-status";
import { NumberField } from "../../components/form/text-field";
import { formatCurrency } from "../../lib/format";
import { useCalculation } from "../../lib/use-calculation";
import { ContractorResults } from "./contractor-results";
import { toContractorCandidate, useContractorStore } from "./contractor-store";

/** Calculator 6: contractor vs employee (spec §2, §5, §8, §9). */
export default function ContractorCalculator() {
  const values = useContractorStore((state) => state.values);
  const result = useContractorStore((state) => state.result);
  const setValue = useContractorStore((state) => state.setValue);
  const setResult = useContractorStore((state) => state.setResult);

  const { busy, errors, submit, prepare } = useCalculation({
    loadSchema: loadContractorInputSchema,
    endpoint: "/api/compare-contractor",
    success: {
      title: "Comparison Complete",
      description: "Contractor and employee pay have been compared.",
    },
    failure: {
      title: "Comparison Failed",
      description:
        "There was an error comparing contractor vs employee. Please try again.",
    },
    onResult: (reply: ContractorResult) => setResult(reply),
  });

  const fieldError = (field: string) => errors.fields[field];

  return (
    <CalculatorLayout
      onEngage={prepare}
      title="Contractor vs Employee"
      description="Compare a permanent job with contracting through your own limited company: IR35, corporation tax and dividends."
      form={
        <CalculatorForm
          label="Employee and contractor details"
          messages={errors.form}
          onSubmit={() => submit(toContractorCandidate(values))}
          busy={busy}
          busyLabel="Comparing..."
          submitLabel="Compare Contractor vs Employee"
        >
          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">
              Employee
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <NumberField
                label="Employee salary"
                prefix="£"
                value={values.employeeSalary}
                onValueChange={(value) => setValue("employeeSalary", value)}
                error={fieldError("employeeSalary")}
              />
              <NumberField
                label="Employee pension"
                suffix="%"
                value={values.employeePension}
                onValueChange={(value) => setValue("employeePension", value)}
                error={fieldError("employeePension")}
              />
              <NumberField
                label="Annual bonus"
                prefix="£"
                value={values.employeeBonus}
                onValueChange={(value) => setValue("employeeBonus", value)}
                error={fieldError("employeeBonus")}
              />
            </div>
          </fieldset>
          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">
              Contractor
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <NumberField
                label="Daily rate"
                prefix="£"
                value={values.contractorDailyRate}
                onValueChange={(value) =>
                  setValue("contractorDailyRate", value)
                }
                error={fieldError("contractorDailyRate")}
              />
              <NumberField
                label="Days worked per year"
                value={values.contractorDaysPerYear}
                onValueChange={(value) =>
                  setValue("contractorDaysPerYear", value)
                }
                error={fieldError("contractorDaysPerYear")}
              />
              <NumberField
                label="Business expenses"
                hint="Per year"
                prefix="£"
                value={values.contractorExpenses}
                onValueChange={(value) => setValue("contractorExpenses", value)}
                error={fieldError("contractorExpenses")}
              />
            </div>
            <div className="mt-3">
              <OptionsDisclosure
                label="More options"
                reveal={Boolean(fieldError("directorSalary"))}
              >
                <NumberField
                  label="Director's salary"
                  hint="Salary your company pays you each year. Leave blank to pay yourself the personal allowance."
                  prefix="£"
                  value={values.directorSalary}
                  onValueChange={(value) => setValue("directorSalary", value)}
                  error={fieldError("directorSalary")}
                />
              </OptionsDisclosure>
            </div>
          </fieldset>
        </CalculatorForm>
      }
      results={
        <>
          <ResultsStatus
            message={
              result
                ? `Contractor net income ${formatCurrency(result.contractor.netIncome)}, employee net income ${formatCurrency(
                    result.employee.netIncome,
                  )}.`
                : ""
            }
          />
          <ContractorResults result={result} />
        </>
      }
    />
  );
}
