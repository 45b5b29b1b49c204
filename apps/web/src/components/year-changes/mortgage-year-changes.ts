import {
  calculateMortgage,
  type MortgageInput,
  type MortgageResult,
  type TaxYearId,
} from "@uktax/engine";
import {
  anyOf,
  standardEmployeeNi,
  standardEmployeeTax,
  yearChanges,
  type PersonalLineChange,
} from "./personal-year-changes";

/** The mortgage's input in any year (the year is the comparison's). */
export type MortgageYearInput = Omit<MortgageInput, "taxYear">;

/**
 * What changed for this mortgage between `from` and `to`: the monthly net income it is worked
 * out from (each applicant's take-home as the engine's standard employee: income tax and NI).
 */
export function mortgageYearChanges(
  input: MortgageYearInput,
  from: TaxYearId,
  to: TaxYearId,
): PersonalLineChange[] {
  return yearChanges(
    (taxYear) => calculateMortgage({ ...input, taxYear }),
    [
      {
        line: "Monthly net income",
        amount: (result: MortgageResult) => result.monthlyNetIncome,
        applies: anyOf(standardEmployeeTax, standardEmployeeNi),
        per: "month",
      },
    ],
    from,
    to,
  );
}
