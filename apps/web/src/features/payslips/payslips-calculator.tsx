import {
  Amount,
  Choice,
  OptionsPanel,
  Text,
} from "../../components/form/bound-fields";
import { lazy, type ReactNode } from "react";
import { Calculator } from "../../components/form/calculator";
import { useFormScope, valueText } from "../../components/form/form-scope";
import { parseNumber } from "../../components/form/parse-number";
import { FieldRows } from "../../components/form/field-rows";
import { SalaryDetailsFields } from "../../components/form/salary-details-fields";
import { PAYROLL_FREQUENCIES } from "@uktax/engine/payroll";
import {
  optionsOf,
  PAYROLL_FREQUENCY_LABELS,
  PENSION_METHOD_OPTIONS,
} from "../../components/form/salary-options";
import { TaxYearField } from "../../components/form/tax-year-field";
import { formatCurrencyPence } from "../../lib/format";
import type { CalculatorTool } from "../../paths";
import {
  PAYSLIPS_LISTS,
  PAYSLIPS_MODEL,
  STANDARD_CODE,
  usePayslipsStore,
} from "./payslips-store";

/** The results view: its own chunk (the engine's working, the charts), fetched once there is a result. */
const PayslipsResults = lazy(() =>
  import("./payslips-results").then((module) => ({
    default: module.PayslipsResults,
  })),
);

/** The payslip simulator's texts and endpoint (it has a page of its own, not a home tile). */
export const PAYSLIPS_TOOL: CalculatorTool = {
  id: "payslips",
  heading: {
    title: "A Year of Payslips",
    description:
      "Every payslip of your tax year, worked out the way your employer's payroll does it, and why the year's payslips differ from the annual figure.",
  },
  form: {
    label: "Your pay and tax code",
    submit: "Simulate Payslips",
    busy: "Simulating...",
  },
  endpoint: "/api/payslips",
  empty: {
    title: "Ready to Simulate",
    text: "Enter your salary, pay frequency and tax code, add a bonus, a pay rise or a change of tax code if you have one, and press Simulate Payslips to see every payslip of the year.",
  },
  success: {
    title: "Payslips Ready",
  },
  failure: {
    title: "Simulation Failed",
    description:
      "There was an error working out your payslips. Please try again.",
  },
  print: "pages",
};

/** The payroll's frequencies (the engine's list, imported here so the home page's tools do not load it). */
const PAYROLL_FREQUENCY_OPTIONS = optionsOf(
  PAYROLL_FREQUENCIES,
  PAYROLL_FREQUENCY_LABELS,
);

const CHANGES = "Changes during the year";
const CHANGE_FIELDS = ["bonus", "payRises", "taxCodeChanges"];
const FROM_PERIOD = "From period";

/** The payslip simulator: the form, then every payslip with its totals, reasons and chart. */
export default function PayslipsCalculator() {
  return (
    <Calculator
      tool={PAYSLIPS_TOOL}
      schema={() =>
        import("../../lib/input-schemas").then(
          (schemas) => schemas.payslipsInputSchema,
        )
      }
      useStore={usePayslipsStore}
      model={PAYSLIPS_MODEL}
      wide
      keyFigure={({ result }) => ({
        label: "Take-home pay for the year",
        value: formatCurrencyPence(result.totals.net),
      })}
      status={({ result }) =>
        `Your ${result.payslips.length} payslips add up to ${formatCurrencyPence(result.totals.net)} of take-home pay for the year.`
      }
      results={(last) => <PayslipsResults result={last.result} />}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TaxYearField />
        <Amount
          name="grossSalary"
          label="Annual salary"
          prefix="£"
          hint="Paid in equal parts each pay day"
        />
        <SalaryDetailsFields frequencies={PAYROLL_FREQUENCY_OPTIONS} />
        <Choice
          name="pensionMethod"
          label="Pension method"
          options={PENSION_METHOD_OPTIONS}
        />
      </div>
      <p className="text-sm text-slate-700">
        A tax code ending W1 or M1 (an emergency code, for example{" "}
        {STANDARD_CODE} M1) works each payslip out on its own.
      </p>
      <ChangesPanel>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">
            A bonus paid in one pay period
          </legend>
          <Amount
            name="bonus.amount"
            label="Bonus"
            prefix="£"
            hint="0 for no bonus"
          />
          <Amount
            name="bonus.period"
            label="Paid in period"
            hint="1 is the first pay day of the tax year, e.g. 6 for September when paid monthly"
            inputMode="numeric"
          />
        </fieldset>
        <FieldRows
          name="payRises"
          list={PAYSLIPS_LISTS.payRises}
          legend="Pay rises"
          hint="Your new annual salary, paid from a pay period on (2 or later)."
          rowName={(n) => `Pay rise ${n}`}
          addLabel="Add a pay rise"
        >
          <Amount name="period" label={FROM_PERIOD} inputMode="numeric" />
          <Amount name="grossSalary" label="New salary" prefix="£" />
        </FieldRows>
        <FieldRows
          name="taxCodeChanges"
          list={PAYSLIPS_LISTS.taxCodeChanges}
          legend="Tax-code changes"
          hint={`The tax code in force from a pay period on (2 or later): an emergency code such as ${STANDARD_CODE} M1 for the first months, then ${STANDARD_CODE} once HMRC corrects it.`}
          rowName={(n) => `Tax-code change ${n}`}
          addLabel="Add a tax-code change"
        >
          <Amount name="period" label={FROM_PERIOD} inputMode="numeric" />
          <Text name="taxCode" label="New tax code" />
        </FieldRows>
      </ChangesPanel>
    </Calculator>
  );
}

/** The changes during the year: open from the start when a link (or the store) holds some. */
function ChangesPanel({ children }: { children: ReactNode }) {
  const form = useFormScope();
  const listed = (name: string) =>
    ((form.value(name) ?? []) as readonly unknown[]).length > 0;
  const bonus = parseNumber(valueText(form.value("bonus.amount")));
  const changed =
    (bonus !== undefined && bonus !== 0) ||
    listed("payRises") ||
    listed("taxCodeChanges");
  return (
    <OptionsPanel label={CHANGES} fields={CHANGE_FIELDS} defaultOpen={changed}>
      {children}
    </OptionsPanel>
  );
}
