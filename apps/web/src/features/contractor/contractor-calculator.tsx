import type { ReactNode } from "react";
import { loadContractorInputSchema } from "../../lib/engine-schemas";
import { Amount, OptionsPanel } from "../../components/form/bound-fields";
import { Calculator } from "../../components/form/calculator";
import { TaxYearField } from "../../components/form/tax-year-field";
import { formatCurrency } from "../../lib/format";
import { toolById } from "../../tools";
import { ContractorResults } from "./contractor-results";
import { CONTRACTOR_MODEL, useContractorStore } from "./contractor-store";

function Panel({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Calculator 6: contractor vs employee. */
export default function ContractorCalculator() {
  return (
    <Calculator
      tool={toolById("contractor")}
      loadSchema={loadContractorInputSchema}
      useStore={useContractorStore}
      model={CONTRACTOR_MODEL}
      keyFigure={({ result }) => ({
        label: "Contractor net income",
        value: formatCurrency(result.contractor.netIncome),
      })}
      status={({ result }) =>
        `Contractor net income ${formatCurrency(result.contractor.netIncome)}, employee net income ${formatCurrency(result.employee.netIncome)}.`
      }
      results={(last) => <ContractorResults last={last} />}
    >
      <TaxYearField />
      <Panel legend="Employee">
        <div className="grid gap-3 sm:grid-cols-2">
          <Amount name="employeeSalary" label="Employee salary" prefix="£" />
          <Amount name="employeePension" label="Employee pension" suffix="%" />
          <Amount name="employeeBonus" label="Annual bonus" prefix="£" />
        </div>
      </Panel>
      <Panel legend="Contractor">
        <div className="grid gap-3 sm:grid-cols-2">
          <Amount name="contractorDailyRate" label="Daily rate" prefix="£" />
          <Amount name="contractorDaysPerYear" label="Days worked per year" />
          <Amount
            name="contractorExpenses"
            label="Business expenses"
            hint="Per year"
            prefix="£"
          />
        </div>
        <div className="mt-3">
          <OptionsPanel label="More options" fields={["directorSalary"]}>
            <Amount
              name="directorSalary"
              label="Director's salary"
              hint="Salary your company pays you each year. Leave blank to pay yourself the personal allowance."
              prefix="£"
            />
          </OptionsPanel>
        </div>
      </Panel>
    </Calculator>
  );
}
