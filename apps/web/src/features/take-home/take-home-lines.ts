import type { SalaryResult } from "@uktax/engine";
import {
  deductionLines,
  type PayLines,
} from "../../components/form/result-lines";
import type { ParsedSalaryInput } from "./take-home-store";

/** A take-home result's lines (its breakdown and its per-period table show the same ones). */
export function takeHomePayLines(
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
    net: result.netAnnual,
    netLabel: "Net take-home",
  };
}
