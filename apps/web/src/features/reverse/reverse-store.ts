import {
  PAY_FREQUENCIES,
  REGIONS,
  STUDENT_LOAN_PLANS,
  type ReverseResult,
  type reverseInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  choice,
  formStore,
  taxYear,
  text,
} from "../../components/form/form-model";
import { formModel } from "../../components/form/url-state";

/** Spec §9: desired 2500 a month; the rest as the take-home calculator. */
export const REVERSE_FIELDS = {
  taxYear: taxYear(),
  desiredNetPay: amount("2500", { url: "net" }),
  payFrequency: choice(PAY_FREQUENCIES, "monthly", { url: "per" }),
  region: choice(REGIONS, "england"),
  taxCode: text("1257L", { url: "code" }),
  studentLoanPlan: choice(STUDENT_LOAN_PLANS, "none", { url: "loan" }),
  pensionContribution: amount("5", { url: "pension" }),
};

export const REVERSE_MODEL = formModel(REVERSE_FIELDS);

/** A validated input, with the engine's defaults filled in. */
export type ParsedReverseInput = z.output<typeof reverseInputSchema>;

export const useReverseStore = formStore<ParsedReverseInput, ReverseResult>()(
  REVERSE_FIELDS,
);
