import type { SalaryResult } from "@uktax/engine";
import { ResultSection } from "../../components/form/result-items";
import {
  deductionLines,
  payLineRows,
  type PayLines,
} from "../../components/form/result-lines";
import { PerPeriodTable } from "../../components/working/per-period-table";
import type { ParsedSalaryInput } from "./take-home-store";

/** A take-home result's lines (its breakdown and its per-period table show the same ones). */
function takeHomePayLines(
  input: ParsedSalaryInput,
  result: SalaryResult,
): PayLines {
  return {
    gross: result.grossAnnual,
    grossLabel: input.bonus > 0 || input.overtime > 0 ? "Gross pay" : undefined,
    bonus: input.bonus,
    overtime: input.overtime,
    benefitsInKind: input.benefitsInKind,
    childcareVouchers: result.childcareVouchers,
    ...deductionLines(result, input),
    // As the payslips take it: relief at source's higher-rate relief is claimed after the year
    // (ReliefToClaim), so it is not in the take-home.
    incomeTax: result.payslipIncomeTax,
    net: result.payslipNetAnnual,
    netLabel: "Net take-home",
  };
}

/** The take-home's detailed breakdown, line by line, then the same lines per period. */
export function TakeHomeLines({
  input,
  result,
}: {
  input: ParsedSalaryInput;
  result: SalaryResult;
}) {
  const pay = takeHomePayLines(input, result);
  return (
    <>
      <ResultSection
        title="Detailed Breakdown"
        label="Detailed breakdown"
        rows={payLineRows(pay)}
      />
      <PerPeriodTable pay={pay} taxYear={result.taxYear} />
    </>
  );
}
