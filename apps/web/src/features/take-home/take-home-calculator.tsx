import { lazy } from "react";
import {
  Amount,
  Choice,
  OptionsPanel,
} from "../../components/form/bound-fields";
import { Calculator } from "../../components/form/calculator";
import { TaxYearField } from "../../components/form/tax-year-field";
import { PENSION_METHOD_OPTIONS } from "../../components/form/salary-options";
import { SalaryDetailsFields } from "../../components/form/salary-details-fields";
import { formatCurrency } from "../../lib/format";
import { toolById } from "../../paths";
import { HouseholdFields } from "../../components/household/household-fields";
import { TAKE_HOME_MODEL, useTakeHomeStore } from "./take-home-store";

/** The results view: its own chunk (the engine's working, the charts), fetched once there is a result. */
const TakeHomeResults = lazy(() => import("./take-home-results"));

const ADVANCED = "Advanced Options";
const ADVANCED_FIELDS = [
  "bonus",
  "overtime",
  "benefitsInKind",
  "childcareVouchers",
  "pensionMethod",
];

/** Calculator 1: take-home pay. */
export default function TakeHomeCalculator() {
  return (
    <Calculator
      tool={toolById("calculator")}
      schema={() =>
        import("../../lib/input-schemas").then(
          (schemas) => schemas.salaryInputSchema,
        )
      }
      useStore={useTakeHomeStore}
      model={TAKE_HOME_MODEL}
      keyFigure={({ result }) => ({
        label: "Annual take-home",
        value: formatCurrency(result.payslipNetAnnual),
      })}
      status={({ result }) =>
        `Your take-home pay is ${formatCurrency(result.payslipNetMonthly)} a month, ${formatCurrency(result.payslipNetAnnual)} a year.`
      }
      results={(last) => <TakeHomeResults last={last} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TaxYearField className="sm:col-span-2" />
        <Amount name="grossSalary" label="Gross salary" prefix="£" />
        <SalaryDetailsFields />
      </div>
      <OptionsPanel label={ADVANCED} fields={ADVANCED_FIELDS}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Amount name="bonus" label="Annual bonus" prefix="£" />
          <Amount name="overtime" label="Annual overtime" prefix="£" />
          <Amount
            name="benefitsInKind"
            label="Benefits in kind"
            hint="Taxable value per year, e.g. a company car"
            prefix="£"
          />
          <Amount
            name="childcareVouchers"
            label="Childcare vouchers"
            hint="Salary sacrificed per year"
            prefix="£"
          />
        </div>
        <Choice
          name="pensionMethod"
          label="Pension method"
          options={PENSION_METHOD_OPTIONS}
        />
      </OptionsPanel>
      <HouseholdFields />
    </Calculator>
  );
}
