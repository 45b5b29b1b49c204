import { lazy } from "react";
import { Amount } from "../../components/form/bound-fields";
import { Calculator } from "../../components/form/calculator";
import { TaxYearField } from "../../components/form/tax-year-field";
import { SalaryDetailsFields } from "../../components/form/salary-details-fields";
import { HouseholdFields } from "../../components/household/household-fields";
import { formatCurrency } from "../../lib/format";
import { toolById } from "../../paths";
import { REVERSE_MODEL, useReverseStore } from "./reverse-store";

/** The results view: its own chunk (the engine's working, the charts), fetched once there is a result. */
const ReverseResults = lazy(() =>
  import("./reverse-results").then((module) => ({
    default: module.ReverseResults,
  })),
);

/** Calculator 3: the gross salary needed for a take-home figure. */
export default function ReverseCalculator() {
  return (
    <Calculator
      tool={toolById("reverse")}
      schema={() =>
        import("../../lib/input-schemas").then(
          (schemas) => schemas.reverseInputSchema,
        )
      }
      useStore={useReverseStore}
      model={REVERSE_MODEL}
      keyFigure={({ result }) => ({
        label: "Required gross salary",
        value: formatCurrency(result.requiredGrossSalary),
      })}
      status={({ result }) =>
        `You need a gross salary of ${formatCurrency(result.requiredGrossSalary)} a year.`
      }
      results={(last) => <ReverseResults last={last} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TaxYearField className="sm:col-span-2" />
        <Amount name="desiredNetPay" label="Desired take-home pay" prefix="£" />
        <SalaryDetailsFields />
      </div>
      <HouseholdFields />
    </Calculator>
  );
}
