import type { ContractorResult, contractorInputSchema } from "@uktax/engine";
import type { z } from "zod";
import { amount, formStore, taxYear } from "../../components/form/form-model";
import { formModel } from "../../components/form/url-state";

/**
 * Spec §9: salary 40000, pension 5, bonus 2000, daily rate 300, 220 days, expenses 5000; the
 * director's salary blank (the engine's default).
 */
export const CONTRACTOR_FIELDS = {
  taxYear: taxYear(),
  employeeSalary: amount("40000", { url: "salary" }),
  employeePension: amount("5", { url: "pension" }),
  employeeBonus: amount("2000", { url: "bonus" }),
  contractorDailyRate: amount("300", { url: "dayrate" }),
  contractorDaysPerYear: amount("220", { url: "days" }),
  contractorExpenses: amount("5000", { url: "expenses" }),
  directorSalary: amount("", { url: "director" }),
};

export const CONTRACTOR_MODEL = formModel(CONTRACTOR_FIELDS);

/** A validated input, with the engine's defaults filled in. */
export type ParsedContractorInput = z.output<typeof contractorInputSchema>;

export const useContractorStore = formStore<
  ParsedContractorInput,
  ContractorResult
>()(CONTRACTOR_FIELDS);
