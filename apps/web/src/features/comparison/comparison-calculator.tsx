import type { CompareSalariesResult } from "@uktax/engine";
import { loadCompareSalariesInputSchema } from "../../lib/engine-schemas";
import { CalculatorLayout } from "../../components/form/calculator-layout";
import { CalculatorForm } from "../../components/form/calculator-form";
import { ResultsStatus } from "../../components/form/results-status";
import {
  REGION_OPTIONS,
  STUDENT_LOAN_OPTIONS,
} from "../../components/form/salary-options";
import { SelectField } from "../../components/form/select-field";
import { NumberField, TextField } from "../../components/form/text-field";
import { useCalculation } from "../../lib/use-calculation";
import type { FormErrors } from "../../lib/zod-issues-to-fields";
import { ComparisonResults } from "./comparison-results";
import {
  MAX_SALARIES,
  MIN_SALARIES,
  toComparisonCandidate,
  useComparisonStore,
  type ComparisonEntry,
} from "./comparison-store";

/** Calculator 2: compare up to 3 salaries (spec §2, §4, §5, §8, §9). */
export default function ComparisonCalculator() {
  const entries = useComparisonStore((state) => state.entries);
  const result = useComparisonStore((state) => state.result);
  const add = useComparisonStore((state) => state.add);
  const remove = useComparisonStore((state) => state.remove);
  const setResult = useComparisonStore((state) => state.setResult);

  const { busy, errors, submit, clearErrors, prepare } = useCalculation({
    loadSchema: loadCompareSalariesInputSchema,
    endpoint: "/api/compare-salaries",
    success: {
      title: "Comparison Complete",
      description: "Your salaries have been compared.",
    },
    failure: {
      title: "Comparison Failed",
      description: "There was an error comparing salaries. Please try again.",
    },
    onResult: (reply: CompareSalariesResult) => setResult(reply),
  });

  const listError = errors.fields["salaries"];
  const best = result
    ? Math.max(...result.salaries.map((item) => item.results.netAnnual))
    : null;
  const bestIndex =
    result && best !== null
      ? result.salaries.findIndex((item) => item.results.netAnnual === best)
      : -1;

  return (
    <CalculatorLayout
      onEngage={prepare}
      title="Compare Salaries"
      description="Compare the take-home pay of up to 3 job offers side by side."
      form={
        <CalculatorForm
          label="Salaries to compare"
          messages={listError ? [...errors.form, listError] : errors.form}
          onSubmit={() => submit(toComparisonCandidate(entries))}
          busy={busy}
          busyLabel="Comparing..."
          submitLabel="Compare Salaries"
        >
          {entries.map((item, index) => (
            <SalaryCard
              key={item.id}
              entry={item}
              index={index}
              errors={errors}
              canRemove={entries.length > MIN_SALARIES}
              onRemove={() => {
                clearErrors();
                remove(item.id);
              }}
            />
          ))}
          {entries.length < MAX_SALARIES ? (
            <button
              type="button"
              onClick={add}
              className="rounded-lg border-2 border-dashed border-slate-300 px-4 py-6 font-medium text-blue-800 hover:border-blue-600 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              <span aria-hidden="true">+ </span>Add Salary
            </button>
          ) : null}
        </CalculatorForm>
      }
      results={
        <>
          <ResultsStatus
            message={
              result && bestIndex >= 0
                ? `Comparison ready: salary ${bestIndex + 1} has the highest take-home pay.`
                : ""
            }
          />
          <ComparisonResults result={result} />
        </>
      }
    />
  );
}

function SalaryCard({
  entry,
  index,
  errors,
  canRemove,
  onRemove,
}: {
  entry: ComparisonEntry;
  index: number;
  errors: FormErrors;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const setValue = useComparisonStore((state) => state.setValue);
  const fieldError = (field: string) =>
    errors.fields[`salaries.${index}.${field}`];
  const name = `Salary ${index + 1}`;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{name}</legend>
      {canRemove ? (
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name.toLowerCase()}`}
            className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
          >
            Remove
          </button>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          label="Gross annual salary"
          prefix="£"
          value={entry.grossSalary}
          onValueChange={(value) => setValue(entry.id, "grossSalary", value)}
          error={fieldError("grossSalary")}
        />
        <SelectField
          label="Region"
          value={entry.region}
          options={REGION_OPTIONS}
          onValueChange={(value) => setValue(entry.id, "region", value)}
          error={fieldError("region")}
        />
        <TextField
          label="Tax code"
          value={entry.taxCode}
          onValueChange={(value) => setValue(entry.id, "taxCode", value)}
          error={fieldError("taxCode")}
          autoComplete="off"
          spellCheck={false}
        />
        <NumberField
          label="Pension contribution"
          suffix="%"
          value={entry.pensionContribution}
          onValueChange={(value) =>
            setValue(entry.id, "pensionContribution", value)
          }
          error={fieldError("pensionContribution")}
        />
        <SelectField
          label="Student loan"
          value={entry.studentLoanPlan}
          options={STUDENT_LOAN_OPTIONS}
          onValueChange={(value) =>
            setValue(entry.id, "studentLoanPlan", value)
          }
          error={fieldError("studentLoanPlan")}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
