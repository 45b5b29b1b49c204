import { create } from "zustand";
import type {
  CompareSalariesInput,
  CompareSalariesResult,
  SalaryInput,
} from "@uktax/engine";
import { parseNumber } from "../../components/form/parse-number";
import type {
  Region,
  StudentLoanPlan,
} from "../../components/form/salary-options";
import type { Candidate } from "../../lib/use-calculation";

/** One salary card, as typed. */
export interface ComparisonEntry {
  id: number;
  grossSalary: string;
  region: Region;
  taxCode: string;
  pensionContribution: string;
  studentLoanPlan: StudentLoanPlan;
}

export type ComparisonField = Exclude<keyof ComparisonEntry, "id">;

/** Spec §9: 1 to 3 salaries. */
export const MIN_SALARIES = 1;
export const MAX_SALARIES = 3;

/** Spec §9: the first salary 40000 (the take-home defaults), the second 45000, each added one 50000. */
const FIRST_SALARY = "40000";
const SECOND_SALARY = "45000";
const ADDED_SALARY = "50000";

function entry(id: number, grossSalary: string): ComparisonEntry {
  return {
    id,
    grossSalary,
    region: "england",
    taxCode: "1257L",
    pensionContribution: "5",
    studentLoanPlan: "none",
  };
}

export const COMPARISON_DEFAULTS: readonly ComparisonEntry[] = [
  entry(1, FIRST_SALARY),
  entry(2, SECOND_SALARY),
];

export function toComparisonCandidate(
  entries: readonly ComparisonEntry[],
): Candidate<CompareSalariesInput> {
  return {
    salaries: entries.map((item): Candidate<SalaryInput> => ({
      grossSalary: parseNumber(item.grossSalary),
      payFrequency: "annual",
      region: item.region,
      taxCode: item.taxCode,
      studentLoanPlan: item.studentLoanPlan,
      pensionContribution: parseNumber(item.pensionContribution),
    })),
  };
}

interface ComparisonState {
  entries: readonly ComparisonEntry[];
  nextId: number;
  result: CompareSalariesResult | null;
  setValue: <K extends ComparisonField>(
    id: number,
    field: K,
    value: ComparisonEntry[K],
  ) => void;
  add: () => void;
  remove: (id: number) => void;
  setResult: (result: CompareSalariesResult) => void;
}

export const useComparisonStore = create<ComparisonState>((set) => ({
  entries: COMPARISON_DEFAULTS,
  nextId: COMPARISON_DEFAULTS.length + 1,
  result: null,
  setValue: (id, field, value) =>
    set((state) => ({
      entries: state.entries.map((item) =>
        item.id === id ? { ...item, [field]: value } : item,
      ),
    })),
  add: () =>
    set((state) =>
      state.entries.length >= MAX_SALARIES
        ? state
        : {
            entries: [...state.entries, entry(state.nextId, ADDED_SALARY)],
            nextId: state.nextId + 1,
          },
    ),
  remove: (id) =>
    set((state) =>
      state.entries.length <= MIN_SALARIES
        ? state
        : { entries: state.entries.filter((item) => item.id !== id) },
    ),
  setResult: (result) => set({ result }),
}));
