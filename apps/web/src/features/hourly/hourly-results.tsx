import type { HourlyResult } from "@uktax/engine";
import {
  EmptyResults,
  ResultSection,
  ResultsPanel,
  moneyRow,
} from "../../components/form/result-items";
import { formatCurrency, formatCurrencyPence } from "../../lib/format";

const count = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** The eleven results of the hourly converter. */
export function HourlyResults({ result }: { result: HourlyResult | null }) {
  if (!result) {
    return (
      <EmptyResults title="Ready to Convert">
        Enter your hourly rate and hours and press Convert to Annual Salary to
        see your pay per year, month, week and day.
      </EmptyResults>
    );
  }
  return (
    <ResultsPanel
      title="Your Pay"
      headlines={[
        {
          label: "Annual gross salary",
          value: formatCurrency(result.annualSalary),
        },
        {
          label: "Monthly gross",
          value: formatCurrency(result.annualSalary / 12),
        },
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
          moneyRow("Daily rate (8 hours)", result.dailyRate),
          moneyRow("Weekly gross pay", result.weeklyRate),
        ]}
      />
      <ResultSection
        title="Estimated take-home (England, tax code 1257L)"
        label="Estimated take-home"
        rows={[
          moneyRow("Estimated income tax", result.estimatedIncomeTax),
          moneyRow(
            "Estimated National Insurance",
            result.estimatedNationalInsurance,
          ),
          moneyRow("Estimated net annual", result.estimatedNetAnnual, true),
          moneyRow("Monthly net", result.estimatedNetAnnual / 12),
          {
            label: "Net hourly rate",
            value: formatCurrencyPence(result.estimatedNetHourlyRate),
          },
        ]}
      />
    </ResultsPanel>
  );
}
