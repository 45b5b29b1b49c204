import { lazy, type ReactNode } from "react";
import {
  Amount,
  Choice,
  OptionsPanel,
} from "../../components/form/bound-fields";
import { useFormScope } from "../../components/form/form-scope";
import { Calculator } from "../../components/form/calculator";
import { TaxYearField } from "../../components/form/tax-year-field";
import { formatCurrency } from "../../lib/format";
import { toolById } from "../../paths";
import {
  CONTRACTOR_MODEL,
  IR35_STATUS_OPTIONS,
  useContractorStore,
} from "./contractor-store";
import { chosenRoute } from "../../lib/ir35-routes";

/** The results view: its own chunk (the engine's working, the charts), fetched once there is a result. */
const ContractorResults = lazy(() =>
  import("./contractor-results").then((module) => ({
    default: module.ContractorResults,
  })),
);

function Panel({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

const UMBRELLA_FIELDS = ["umbrellaMargin", "umbrellaEmployerPension"];

/**
 * The IR35 choice, and the umbrella's costs wherever an umbrella's figures are shown (outside
 * IR35 as the alternative, or inside through one), or while one of them shows a message.
 */
function Ir35Fields() {
  const form = useFormScope();
  const umbrellaShown =
    form.value("ir35Status") !== "inside-payroll" ||
    form.hasError(UMBRELLA_FIELDS);
  return (
    <div className="mt-3 flex flex-col gap-3">
      <Choice
        name="ir35Status"
        label="IR35 status"
        hint="Who decides: for medium and large clients and the public sector, the client."
        options={IR35_STATUS_OPTIONS}
      />
      {umbrellaShown ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Amount
            name="umbrellaMargin"
            label="Umbrella margin"
            hint="The umbrella company's fee per year. Leave blank for none."
            prefix="£"
          />
          <Amount
            name="umbrellaEmployerPension"
            label="Umbrella employer pension"
            hint="Paid by the umbrella from your rate. Leave blank for none."
            suffix="%"
          />
        </div>
      ) : null}
    </div>
  );
}

/** Calculator 6: contractor vs employee. */
export default function ContractorCalculator() {
  return (
    <Calculator
      tool={toolById("contractor")}
      schema={() =>
        import("../../lib/input-schemas").then(
          (schemas) => schemas.contractorInputSchema,
        )
      }
      useStore={useContractorStore}
      model={CONTRACTOR_MODEL}
      keyFigure={({ result }) => ({
        label: "Contractor net income",
        value: formatCurrency(chosenRoute(result).netIncome),
      })}
      status={({ result }) =>
        `Contractor net income ${formatCurrency(chosenRoute(result).netIncome)} (${chosenRoute(result).name}), employee net income ${formatCurrency(result.employee.netIncome)}.`
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
        <Ir35Fields />
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
