import {
  IR35_STATUSES,
  type ContractorResult,
  type Ir35Status,
  type contractorInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  choice,
  formStore,
  taxYear,
} from "../../components/form/form-model";
import { optionsOf } from "../../components/form/salary-options";
import { formModel } from "../../components/form/url-state";

/** The IR35 choice as the form offers it. */
export const IR35_STATUS_LABELS: Readonly<Record<Ir35Status, string>> = {
  outside: "Outside (your company)",
  "inside-umbrella": "Inside (umbrella company)",
  "inside-payroll": "Inside (client's payroll)",
};
export const IR35_STATUS_OPTIONS = optionsOf(IR35_STATUSES, IR35_STATUS_LABELS);

/**
 * Spec §9: salary 40000, pension 5, bonus 2000, daily rate 300, 220 days, expenses 5000; the
 * director's salary blank (the engine's default). IR35: outside (the engine's default, left out
 * of the request and of a link); the umbrella's margin and employer pension blank (0).
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
  ir35Status: choice(IR35_STATUSES, "outside", {
    url: "ir35",
    omitDefault: true,
  }),
  umbrellaMargin: amount("", { url: "margin" }),
  umbrellaEmployerPension: amount("", { url: "umbrellapension" }),
};

export const CONTRACTOR_MODEL = formModel(CONTRACTOR_FIELDS);

/** A validated input, with the engine's defaults filled in. */
export type ParsedContractorInput = z.output<typeof contractorInputSchema>;

export const useContractorStore = formStore<
  ParsedContractorInput,
  ContractorResult
>()(CONTRACTOR_FIELDS);
