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
  HOUSEHOLD_FIELDS,
  salaryDetails,
  taxYear,
} from "../../components/form/form-model";
import { formModel } from "../../components/form/url-state";

/**
 * Spec §9: desired 2500 a month; the rest as the take-home calculator, with its "Family and other
 * income" (the payslips' take-home is what is looked for; the household's lines show the year at
 * the salary found).
 */
export const REVERSE_FIELDS = {
  taxYear: taxYear(),
  desiredNetPay: amount("2500", { url: "net" }),
  payFrequency: choice(PAY_FREQUENCIES, "monthly", { url: "per" }),
  ...salaryDetails(),
  ...HOUSEHOLD_FIELDS,
};

/**
 * The first call asks for the breakdown: the working and the charts read the one reply. No
 * "Stay under" rows: a bigger pension changes the salary needed, so its rows at the salary found
 * would not be what applying them gives.
 */
export const REVERSE_MODEL = formModel(REVERSE_FIELDS, {
  includeBreakdown: true,
});

/** A validated input, with the engine's defaults filled in. */
export type ParsedReverseInput = z.output<typeof reverseInputSchema>;

export const useReverseStore = formStore<ParsedReverseInput, ReverseResult>()(
  REVERSE_FIELDS,
);
