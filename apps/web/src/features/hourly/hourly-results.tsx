import type { HourlyResult, TaxYearId } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  moneyHeadline,
} from "../../components/form/result-items";
import { payLineRows } from "../../components/form/result-lines";
import { WorkingSections } from "../../components/working/working-sections";
import { formatCurrencyPence } from "../../lib/format";
import { YearChangesMount } from "../../components/year-changes/year-changes-mount";

const count = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** The eleven results of the hourly converter. */
export function HourlyResults({
  result,
  yearBefore,
}: {
  result: HourlyResult;
  /** The year of the result shown before a switch of year (form-model.ts). */
  yearBefore?: TaxYearId;
}) {
  return (
    <ResultsPanel
      title="Your Pay"
      headlines={[
        moneyHeadline("Annual gross salary", result.annualSalary),
        moneyHeadline("Monthly gross", result.monthlySalary),
      ]}
    >
      <ResultSection
        title="Working time and gross pay"
        rows={[
          {
            label: "Working hours per year",
            value: `${count.format(result.workingHoursPerYear)} hours`,
          },
          {
            label: "Working days per year",
            value: `${count.format(result.workingDaysPerYear)} days`,
          },
          {
            label: "Daily rate (8 hours)",
            value: formatCurrencyPence(result.dailyRate),
          },
          {
            label: "Weekly gross pay",
            value: formatCurrencyPence(result.weeklyRate),
          },
        ]}
      />
      <ResultSection
        title="Estimated take-home (England, tax code 1257L)"
        label="Estimated take-home"
        rows={[
          ...payLineRows({
            gross: result.annualSalary,
            grossLabel: "Gross pay",
            incomeTax: result.estimatedIncomeTax,
            incomeTaxLabel: "Estimated income tax",
            nationalInsurance: result.estimatedNationalInsurance,
            nationalInsuranceLabel: "Estimated National Insurance",
            net: result.estimatedNetAnnual,
            netLabel: "Estimated net annual",
          }),
          {
            label: "Monthly net",
            value: formatCurrencyPence(result.estimatedNetMonthly),
          },
          {
            label: "Net hourly rate",
            value: formatCurrencyPence(result.estimatedNetHourlyRate),
          },
        ]}
      />
      <YearChangesMount
        subject={{
          calculator: "take-home",
          input: { grossSalary: result.annualSalary },
        }}
        year={result.taxYear}
        yearBefore={yearBefore}
      />
      {result.breakdown ? (
        <WorkingSections
          breakdown={result.breakdown}
          taxYear={result.taxYear}
        />
      ) : null}
    </ResultsPanel>
  );
}
