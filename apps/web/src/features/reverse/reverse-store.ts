import type {
  PayFrequency,
  Region,
  ReverseResult,
  StudentLoanPlan,
  reverseInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  choice,
  formStore,
  text,
} from "../../components/form/form-model";

/** Spec §9: desired 2500 a month; the rest as the take-home calculator. */
export const REVERSE_FIELDS = {
  desiredNetPay: amount("2500"),
  payFrequency: choice<PayFrequency>("monthly"),
  region: choice<Region>("england"),
  taxCode: text("1257L"),
  studentLoanPlan: choice<StudentLoanPlan>("none"),
  pensionContribution: amount("5"),
};

/** A validated input, with the engine's defaults filled in. */
export type ParsedReverseInput = z.output<typeof reverseInputSchema>;

export const useReverseStore = formStore<ParsedReverseInput, ReverseResult>()(
  REVERSE_FIELDS,
);
