import { create } from "zustand";
import type { MortgageInput, MortgageResult } from "@uktax/engine";
import { parseNumber } from "../../components/form/parse-number";
import type { Candidate } from "../../lib/use-calculation";

export interface MortgageValues {
  annualIncome: string;
  monthlyExpenses: string;
  deposit: string;
  interestRate: string;
  mortgageTerm: string;
  /** Engine option: blank uses the engine's default income multiple. */
  incomeMultiple: string;
}

/** Spec §9: income 40000, expenses 800, deposit 40000, rate 4.5, term 25. */
export const MORTGAGE_DEFAULTS: MortgageValues = {
  annualIncome: "40000",
  monthlyExpenses: "800",
  deposit: "40000",
  interestRate: "4.5",
  mortgageTerm: "25",
  incomeMultiple: "",
};

export function toMortgageCandidate(
  values: MortgageValues,
): Candidate<MortgageInput> {
  const incomeMultiple = parseNumber(values.incomeMultiple);
  return {
    annualIncome: parseNumber(values.annualIncome),
    monthlyExpenses: parseNumber(values.monthlyExpenses),
    deposit: parseNumber(values.deposit),
    interestRate: parseNumber(values.interestRate),
    mortgageTerm: parseNumber(values.mortgageTerm),
    ...(incomeMultiple === undefined ? {} : { incomeMultiple }),
  };
}

interface MortgageState {
  values: MortgageValues;
  result: MortgageResult | null;
  setValue: <K extends keyof MortgageValues>(
    field: K,
    value: MortgageValues[K],
  ) => void;
  setResult: (result: MortgageResult) => void;
}

export const useMortgageStore = create<MortgageState>((set) => ({
  values: MORTGAGE_DEFAULTS,
  result: null,
  setValue: (field, value) =>
    set((state) => ({ values: { ...state.values, [field]: value } })),
  setResult: (result) => set({ result }),
}));
