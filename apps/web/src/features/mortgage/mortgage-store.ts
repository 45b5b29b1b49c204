import type { MortgageResult, mortgageInputSchema } from "@uktax/engine";
import type { z } from "zod";
import { amount, formStore } from "../../components/form/form-model";

/** Spec §9: income 40000, expenses 800, deposit 40000, rate 4.5, term 25; multiple blank (engine default). */
export const MORTGAGE_FIELDS = {
  annualIncome: amount("40000"),
  monthlyExpenses: amount("800"),
  deposit: amount("40000"),
  interestRate: amount("4.5"),
  mortgageTerm: amount("25"),
  incomeMultiple: amount(""),
};

export const useMortgageStore = formStore<
  z.output<typeof mortgageInputSchema>,
  MortgageResult
>()(MORTGAGE_FIELDS);
