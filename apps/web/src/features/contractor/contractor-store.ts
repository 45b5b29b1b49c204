import { create } from "zustand";
import type { ContractorInput, ContractorResult } from "@uktax/engine";
import { parseNumber } from "../../components/form/parse-number";
import type { Candidate } from "../../lib/use-calculation";

export interface ContractorValues {
  employeeSalary: string;
  employeePension: string;
  employeeBonus: string;
  contractorDailyRate: string;
  contractorDaysPerYear: string;
  contractorExpenses: string;
  /** Engine option: blank uses the engine's default director's salary. */
  directorSalary: string;
}

/** Spec §9: salary 40000, pension 5, bonus 2000, daily rate 300, 220 days, expenses 5000. */
export const CONTRACTOR_DEFAULTS: ContractorValues = {
  employeeSalary: "40000",
  employeePension: "5",
  employeeBonus: "2000",
  contractorDailyRate: "300",
  contractorDaysPerYear: "220",
  contractorExpenses: "5000",
  directorSalary: "",
};

export function toContractorCandidate(
  values: ContractorValues,
): Candidate<ContractorInput> {
  const directorSalary = parseNumber(values.directorSalary);
  return {
    employeeSalary: parseNumber(values.employeeSalary),
    employeePension: parseNumber(values.employeePension),
    employeeBonus: parseNumber(values.employeeBonus),
    contractorDailyRate: parseNumber(values.contractorDailyRate),
    contractorDaysPerYear: parseNumber(values.contractorDaysPerYear),
    contractorExpenses: parseNumber(values.contractorExpenses),
    ...(directorSalary === undefined ? {} : { directorSalary }),
  };
}

interface ContractorState {
  values: ContractorValues;
  result: ContractorResult | null;
  setValue: <K extends keyof ContractorValues>(
    field: K,
    value: ContractorValues[K],
  ) => void;
  setResult: (result: ContractorResult) => void;
}

export const useContractorStore = create<ContractorState>((set) => ({
  values: CONTRACTOR_DEFAULTS,
  result: null,
  setValue: (field, value) =>
    set((state) => ({ values: { ...state.values, [field]: value } })),
  setResult: (result) => set({ result }),
}));
