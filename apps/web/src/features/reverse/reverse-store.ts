import { create } from "zustand";
import type {
  ReverseInput,
  ReverseResult,
  reverseInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import { parseNumber } from "../../components/form/parse-number";
import type {
  PayFrequency,
  Region,
  StudentLoanPlan,
} from "../../components/form/salary-options";
import type { Candidate } from "../../lib/use-calculation";

export interface ReverseValues {
  desiredNetPay: string;
  payFrequency: PayFrequency;
  region: Region;
  taxCode: string;
  studentLoanPlan: StudentLoanPlan;
  pensionContribution: string;
}

/** Spec §9: desired 2500 a month; the rest as the take-home calculator. */
export const REVERSE_DEFAULTS: ReverseValues = {
  desiredNetPay: "2500",
  payFrequency: "monthly",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: "5",
};

export function toReverseCandidate(
  values: ReverseValues,
): Candidate<ReverseInput> {
  return {
    desiredNetPay: parseNumber(values.desiredNetPay),
    payFrequency: values.payFrequency,
    region: values.region,
    taxCode: values.taxCode,
    studentLoanPlan: values.studentLoanPlan,
    pensionContribution: parseNumber(values.pensionContribution),
  };
}

/** A validated input, with the engine's defaults filled in. */
export type ParsedReverseInput = z.output<typeof reverseInputSchema>;

interface ReverseState {
  values: ReverseValues;
  last: { input: ParsedReverseInput; result: ReverseResult } | null;
  setValue: <K extends keyof ReverseValues>(
    field: K,
    value: ReverseValues[K],
  ) => void;
  setLast: (input: ParsedReverseInput, result: ReverseResult) => void;
}

export const useReverseStore = create<ReverseState>((set) => ({
  values: REVERSE_DEFAULTS,
  last: null,
  setValue: (field, value) =>
    set((state) => ({ values: { ...state.values, [field]: value } })),
  setLast: (input, result) => set({ last: { input, result } }),
}));
