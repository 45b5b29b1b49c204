import {
  PAY_FREQUENCIES,
  type ReverseResult,
  type reverseInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  choice,
  formStore,
  salaryDetails,
  taxYear,
} from "../../components/form/form-model";
import { formModel } from "../../components/form/url-state";

/** Spec §9: desired 2500 a month; the rest as the take-home calculator. */
export const REVERSE_FIELDS = {
  taxYear: taxYear(),
  desiredNetPay: amount("2500", { url: "net" }),
  payFrequency: choice(PAY_FREQUENCIES, "monthly", { url: "per" }),
  ...salaryDetails(),
};

/** The first call asks for the breakdown: the working and the charts read the one reply. */
export const REVERSE_MODEL = formModel(REVERSE_FIELDS, {
  includeBreakdown: true,
});

/** A validated input, with the engine's defaults filled in. */
export type ParsedReverseInput = z.output<typeof reverseInputSchema>;

export const useReverseStore = formStore<ParsedReverseInput, ReverseResult>()(
  REVERSE_FIELDS,
);
