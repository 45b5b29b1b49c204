import type { ContractorResult, contractorInputSchema } from "@uktax/engine";
import type { z } from "zod";
import { amount, formStore } from "../../components/form/form-model";

/**
 * Spec §9: salary 40000, pension 5, bonus 2000, daily rate 300, 220 days, expenses 5000; the
 * director's salary blank (the engine's default).
 */
export const CONTRACTOR_FIELDS = {
  employeeSalary: amount("40000"),
  employeePension: amount("5"),
  employeeBonus: amount("2000"),
  contractorDailyRate: amount("300"),
  contractorDaysPerYear: amount("220"),
  contractorExpenses: amount("5000"),
  directorSalary: amount(""),
};

export const useContractorStore = formStore<
  z.output<typeof contractorInputSchema>,
  ContractorResult
>()(CONTRACTOR_FIELDS);
