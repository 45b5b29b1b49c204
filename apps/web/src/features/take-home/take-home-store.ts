import { create } from "zustand";
import type {
  SalaryInput,
  SalaryResult,
  salaryInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import type { Candidate } from "../../lib/use-calculation";
import { parseNumber } from "../../components/form/parse-number";
import {
  DEFAULT_PENSION_METHOD,
  type PayFrequency,
  type PensionMethod,
  type Region,
  type StudentLoanPlan,
} from "../../components/form/salary-options";

/** The take-home form as typed (strings), so a half-edited form survives switching tools. */
export interface TakeHomeValues {
  grossSalary: string;
  payFrequency: PayFrequency;
  region: Region;
  taxCode: string;
  studentLoanPlan: StudentLoanPlan;
  pensionContribution: string;
  pensionMethod: PensionMethod;
  bonus: string;
  overtime: string;
  benefitsInKind: string;
  childcareVouchers: string;
}

/** Spec §9: salary 40000, annual, england, 1257L, no student loan, pension 5, extras 0. */
export const TAKE_HOME_DEFAULTS: TakeHomeValues = {
  grossSalary: "40000",
  payFrequency: "annual",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: "5",
  pensionMethod: DEFAULT_PENSION_METHOD,
  bonus: "0",
  overtime: "0",
  benefitsInKind: "0",
  childcareVouchers: "0",
};

/** The candidate request body: numbers parsed, the default pension method left out. */
export function toSalaryCandidate(
  values: TakeHomeValues,
): Candidate<SalaryInput> {
  return {
    grossSalary: parseNumber(values.grossSalary),
    payFrequency: values.payFrequency,
    region: values.region,
    taxCode: values.taxCode,
    studentLoanPlan: values.studentLoanPlan,
    pensionContribution: parseNumber(values.pensionContribution),
    ...(values.pensionMethod === DEFAULT_PENSION_METHOD
      ? {}
      : { pensionMethod: values.pensionMethod }),
    bonus: parseNumber(values.bonus),
    overtime: parseNumber(values.overtime),
    benefitsInKind: parseNumber(values.benefitsInKind),
    childcareVouchers: parseNumber(values.childcareVouchers),
  };
}

/** A validated input, with the engine's defaults filled in. */
export type ParsedSalaryInput = z.output<typeof salaryInputSchema>;

interface TakeHomeState {
  values: TakeHomeValues;
  advancedOpen: boolean;
  /** The last result and the input it was calculated from. */
  last: { input: ParsedSalaryInput; result: SalaryResult } | null;
  setValue: <K extends keyof TakeHomeValues>(
    field: K,
    value: TakeHomeValues[K],
  ) => void;
  setAdvancedOpen: (open: boolean) => void;
  setLast: (input: ParsedSalaryInput, result: SalaryResult) => void;
}

export const useTakeHomeStore = create<TakeHomeState>((set) => ({
  values: TAKE_HOME_DEFAULTS,
  advancedOpen: false,
  last: null,
  setValue: (field, value) =>
    set((state) => ({ values: { ...state.values, [field]: value } })),
  setAdvancedOpen: (advancedOpen) => set({ advancedOpen }),
  setLast: (input, result) => set({ last: { input, result } }),
}));
