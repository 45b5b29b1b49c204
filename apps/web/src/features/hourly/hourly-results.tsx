import type { HourlyResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  moneyHeadline,
  moneyRow,
} from "../../components/form/result-items";
import { formatCurrencyPence } from "../../lib/format";

const count = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** The eleven results of the hourly converter. */
export function HourlyResults({ result }: { result: HourlyResult }) {
  return (
    <ResultsPanel
      title="Your Pay"
      headlines={[
        moneyHeadline("Annual gross salary", result.annualSalary),
        moneyHeadline("Monthly gross", result.annualSalary / 12),
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
