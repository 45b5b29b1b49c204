import type { MortgageResult, mortgageInputSchema } from "@uktax/engine";
import type { z } from "zod";
import { amount, formStore, taxYear } from "../../components/form/form-model";
import { formModel } from "../../components/form/url-state";

/**
 * Spec §9: income 40000, expenses 800, deposit 40000, rate 4.5, term 25; multiple blank (engine
 * default). The second applicant's income is blank: one applicant (the engine's default, 0).
 */
export const MORTGAGE_FIELDS = {
  taxYear: taxYear(),
  annualIncome: amount("40000", { url: "income" }),
  secondApplicantIncome: amount("", { url: "income2" }),
  monthlyExpenses: amount("800", { url: "expenses" }),
  deposit: amount("40000"),
  interestRate: amount("4.5", { url: "rate" }),
  mortgageTerm: amount("25", { url: "term" }),
  incomeMultiple: amount("", { url: "multiple" }),
};

export const MORTGAGE_MODEL = formModel(MORTGAGE_FIELDS);

export const useMortgageStore = formStore<
  z.output<typeof mortgageInputSchema>,
  MortgageResult
>()(MORTGAGE_FIELDS);
