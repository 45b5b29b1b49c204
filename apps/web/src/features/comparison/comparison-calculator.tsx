import { lazy } from "react";
import { Amount, Choice, Text } from "../../components/form/bound-fields";
import { Calculator } from "../../components/form/calculator";
import { TaxYearField } from "../../components/form/tax-year-field";
import { formatCurrencyPence } from "../../lib/format";
import { FormErrorSummary } from "../../components/form/form-error-summary";
import {
  FormScopeProvider,
  useFormScope,
} from "../../components/form/form-scope";
import {
  REGION_OPTIONS,
  PENSION_METHOD_OPTIONS,
  STUDENT_LOAN_OPTIONS,
} from "../../components/form/salary-options";
import { PostgraduateLoanField } from "../../components/form/postgraduate-loan-field";
import { HouseholdFields } from "../../components/household/household-fields";
import { toolById } from "../../paths";
import {
  addSalary,
  MAX_SALARIES,
  MIN_SALARIES,
  COMPARISON_MODEL,
  removeSalary,
  setSalaryField,
  useComparisonStore,
  type ComparisonEntry,
} from "./comparison-store";

/** The results view: its own chunk (the engine's working, the charts), fetched once there is a result. */
const ComparisonResults = lazy(() =>
  import("./comparison-results").then((module) => ({
    default: module.ComparisonResults,
  })),
);

/** Calculator 2: compare up to 3 salaries. */
export default function ComparisonCalculator() {
  return (
    <Calculator
      tool={toolById("comparison")}
      schema={() =>
        import("../../lib/input-schemas").then(
          (schemas) => schemas.compareSalariesInputSchema,
        )
      }
      useStore={useComparisonStore}
      model={COMPARISON_MODEL}
      keyFigure={({ result }) => ({
        label: "Take-home",
        value: result.salaries
          .map((item) => formatCurrencyPence(item.results.payslipNetAnnual))
          .join(" / "),
      })}
      status={({ result }) => {
        const best = Math.max(
          ...result.salaries.map((item) => item.results.payslipNetAnnual),
        );
        const index = result.salaries.findIndex(
          (item) => item.results.payslipNetAnnual === best,
        );
        return `Comparison ready: salary ${index + 1} has the highest take-home pay.`;
      }}
      results={(last) => <ComparisonResults last={last} />}
    >
      <SalaryCards />
      <SharedHousehold />
    </Calculator>
  );
}

function SalaryCards() {
  const entries = useComparisonStore((state) => state.values.entries);
  const form = useFormScope();
  const listError = form.error("salaries");
  return (
    <>
      <FormErrorSummary messages={listError ? [listError] : []} />
      {entries.map((item, index) => (
        <SalaryCard
          key={item.id}
          entry={item}
          index={index}
          canRemove={entries.length > MIN_SALARIES}
        />
      ))}
      {entries.length < MAX_SALARIES ? (
        <button
          type="button"
          onClick={addSalary}
          className="rounded-lg border-2 border-dashed border-slate-300 px-4 py-6 font-medium text-blue-800 hover:border-blue-600 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <span aria-hidden="true">+ </span>Add Salary
        </button>
      ) : null}
    </>
  );
}

const SHARED_HOUSEHOLD = "Family and other income, for every salary";

/**
 * "Family and other income", once for every salary: the household is the same whichever job it
 * is, and it is sent with each salary (comparison-store.ts). The engine's messages about it are
 * each salary's (`salaries.0.dividends`): the field shows the first, and its panel stays open
 * while there is one. The hints quote each card's year.
 */
function SharedHousehold() {
  const entries = useComparisonStore((state) => state.values.entries);
  const form = useFormScope();
  const everySalary = (names: readonly string[]) =>
    entries.flatMap((_, index) =>
      names.map((name) => `salaries.${index}.${name}`),
    );
  return (
    <FormScopeProvider
      scope={{
        ...form,
        error: (field) =>
          everySalary([field])
            .map((path) => form.error(path))
            .find((message) => message !== undefined),
        hasError: (fields) => form.hasError(everySalary(fields)),
      }}
    >
      {/* A group of its own, named for screen readers and in a print's inputs. */}
      <fieldset>
        <legend className="sr-only">{SHARED_HOUSEHOLD}</legend>
        <HouseholdFields taxYears={entries.map((item) => item.taxYear)} />
      </fieldset>
    </FormScopeProvider>
  );
}

function SalaryCard({
  entry,
  index,
  canRemove,
}: {
  entry: ComparisonEntry;
  index: number;
  canRemove: boolean;
}) {
  const form = useFormScope();
  const name = `Salary ${index + 1}`;
  const prefix = `salaries.${index}.`;
  return (
    <FormScopeProvider
      scope={{
        ...form,
        value: (field) => entry[field as keyof ComparisonEntry],
        setValue: (field, value) => {
          setSalaryField(entry.id, field, value);
        },
        error: (field) => form.error(prefix + field),
        inputName: (field) => form.inputName(prefix + field),
        hasError: (fields) => form.hasError(fields.map((f) => prefix + f)),
      }}
    >
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{name}</legend>
        {canRemove ? (
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => {
                removeSalary(entry.id);
              }}
              aria-label={`Remove ${name.toLowerCase()}`}
              className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
            >
              Remove
            </button>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TaxYearField className="sm:col-span-2" />
          <Amount name="grossSalary" label="Gross annual salary" prefix="£" />
          <Choice name="region" label="Region" options={REGION_OPTIONS} />
          <Text name="taxCode" label="Tax code" />
          <Amount
            name="pensionContribution"
            label="Pension contribution"
            suffix="%"
          />
          <Choice
            name="studentLoanPlan"
            label="Student loan"
            options={STUDENT_LOAN_OPTIONS}
            className="sm:col-span-2"
          />
          <PostgraduateLoanField className="sm:col-span-2" />
          <Choice
            name="pensionMethod"
            label="Pension method"
            options={PENSION_METHOD_OPTIONS}
            className="sm:col-span-2"
          />
        </div>
      </fieldset>
    </FormScopeProvider>
  );
}
