import { lazy } from "react";
import { Amount, Flag, OptionsPanel } from "../../components/form/bound-fields";
import { Calculator } from "../../components/form/calculator";
import { TaxYearField } from "../../components/form/tax-year-field";
import { formatCurrency } from "../../lib/format";
import { toolById } from "../../paths";
import { HOURLY_MODEL, useHourlyStore } from "./hourly-store";

/** The results view: its own chunk (the engine's working, the charts), fetched once there is a result. */
const HourlyResults = lazy(() =>
  import("./hourly-results").then((module) => ({
    default: module.HourlyResults,
  })),
);

/** Calculator 4: hourly rate to annual salary. */
export default function HourlyCalculator() {
  return (
    <Calculator
      tool={toolById("converter")}
      schema={() =>
        import("../../lib/input-schemas").then(
          (schemas) => schemas.hourlyInputSchema,
        )
      }
      useStore={useHourlyStore}
      model={HOURLY_MODEL}
      keyFigure={({ result }) => ({
        label: "Annual gross salary",
        value: formatCurrency(result.annualSalary),
      })}
      status={({ result }) =>
        `Your annual gross salary is ${formatCurrency(result.annualSalary)}.`
      }
      results={(last) => (
        <HourlyResults result={last.result} yearBefore={last.yearBefore} />
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TaxYearField className="sm:col-span-2" />
        <Amount name="hourlyRate" label="Hourly rate" prefix="£" />
        <Amount name="hoursPerWeek" label="Hours per week" />
        <Amount name="weeksPerYear" label="Weeks per year" />
        <Amount name="holidayWeeks" label="Holiday weeks" />
      </div>
      <OptionsPanel label="More options" fields={[]}>
        <Flag
          name="paidHoliday"
          label="Holiday is paid"
          hint="Untick if you are not paid for your holiday weeks."
        />
      </OptionsPanel>
    </Calculator>
  );
}
