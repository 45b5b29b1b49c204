import type { SalaryResult, salaryInputSchema } from "@uktax/engine";
import type { z } from "zod";
import { PAY_FREQUENCIES, PENSION_METHODS } from "@uktax/engine";
import {
  amount,
  choice,
  formStore,
  HOUSEHOLD_FIELDS,
  salaryDetails,
  taxYear,
} from "../../components/form/form-model";
import { DEFAULT_PENSION_METHOD } from "../../components/form/salary-options";
import { formModel } from "../../components/form/url-state";

/** Spec §9: salary 40000, annual, england, 1257L, no student loan, pension 5, extras 0. */
export const TAKE_HOME_FIELDS = {
  taxYear: taxYear(),
  grossSalary: amount("40000", { url: "salary" }),
  payFrequency: choice(PAY_FREQUENCIES, "annual", { url: "per" }),
  ...salaryDetails(),
  // The engine's default method is left out of the request.
  pensionMethod: choice(PENSION_METHODS, DEFAULT_PENSION_METHOD, {
    omitDefault: true,
    url: "method",
  }),
  bonus: amount("0"),
  overtime: amount("0"),
  benefitsInKind: amount("0", { url: "benefits" }),
  childcareVouchers: amount("0", { url: "vouchers" }),
  ...HOUSEHOLD_FIELDS,
};

/**
 * The first call asks for the breakdown (the working and the charts read the one reply) and for
 * the pension or Gift Aid that keeps adjusted net income under each cliff it is over (the "Stay
 * under" table).
 */
export const TAKE_HOME_MODEL = formModel(TAKE_HOME_FIELDS, {
  includeBreakdown: true,
  includeStayUnder: true,
});

/** A validated input, with the engine's defaults filled in. */
export type ParsedSalaryInput = z.output<typeof salaryInputSchema>;

export const useTakeHomeStore = formStore<ParsedSalaryInput, SalaryResult>()(
  TAKE_HOME_FIELDS,
);
