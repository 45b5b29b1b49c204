import type { SalaryResult, salaryInputSchema } from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  choice,
  formStore,
  text,
} from "../../components/form/form-model";
import { DEFAULT_PENSION_METHOD } from "../../components/form/salary-options";
import type { PayFrequency, Region, StudentLoanPlan } from "@uktax/engine";

/** Spec §9: salary 40000, annual, england, 1257L, no student loan, pension 5, extras 0. */
export const TAKE_HOME_FIELDS = {
  grossSalary: amount("40000"),
  payFrequency: choice<PayFrequency>("annual"),
  region: choice<Region>("england"),
  taxCode: text("1257L"),
  studentLoanPlan: choice<StudentLoanPlan>("none"),
  pensionContribution: amount("5"),
  // The engine's default method is left out of the request.
  pensionMethod: choice(DEFAULT_PENSION_METHOD, { omitDefault: true }),
  bonus: amount("0"),
  overtime: amount("0"),
  benefitsInKind: amount("0"),
  childcareVouchers: amount("0"),
};

/** A validated input, with the engine's defaults filled in. */
export type ParsedSalaryInput = z.output<typeof salaryInputSchema>;

export const useTakeHomeStore = formStore<ParsedSalaryInput, SalaryResult>()(
  TAKE_HOME_FIELDS,
);
