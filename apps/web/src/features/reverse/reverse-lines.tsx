import { getTaxYear, type ReverseResult } from "@uktax/engine";
import { ResultSection } from "../../components/form/result-items";
import {
  deductionLines,
  payLineRows,
} from "../../components/form/result-lines";
import { perPeriod } from "../../components/working/per-period";
import { PerPeriodTable } from "../../components/working/per-period-table";
import { formatCurrencyPence } from "../../lib/format";
import type { ParsedReverseInput } from "./reverse-store";

/** The take-home at the gross found, line by line with its monthly figure, then per period. */
export function ReverseLines({
  input,
  result,
}: {
  input: ParsedReverseInput;
  result: ReverseResult;
}) {
  const pay = {
    gross: result.requiredGrossSalary,
    ...deductionLines(result, input),
    net: result.netPay,
    netLabel: "Annual take-home",
  };
  return (
    <>
      <ResultSection
        title="Breakdown"
        rows={[
          ...payLineRows(pay),
          {
            label: "Monthly take-home",
            value: formatCurrencyPence(
              perPeriod(
                result.netPay,
                getTaxYear(result.taxYear).payPeriods.monthly,
              ),
            ),
          },
        ]}
      />
      <PerPeriodTable pay={pay} taxYear={result.taxYear} />
    </>
  );
}
