import type { ContractorYearInput } from "./contractor-year-changes";
import type { MortgageYearInput } from "./mortgage-year-changes";
import type { PersonalInput } from "./personal-year-changes";

/** The result compared, by calculator: its input, calculated in both years. */
export type YearChangesSubject =
  | { readonly calculator: "take-home"; readonly input: PersonalInput }
  | { readonly calculator: "contractor"; readonly input: ContractorYearInput }
  | { readonly calculator: "mortgage"; readonly input: MortgageYearInput };
