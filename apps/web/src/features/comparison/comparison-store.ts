import type {
  CompareSalariesInput,
  CompareSalariesResult,
  Region,
  StudentLoanPlan,
  compareSalariesInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  candidateOf,
  choice,
  createCalculatorStore,
  defaultsOf,
  text,
  type ValuesOf,
} from "../../components/form/form-model";
import type { Candidate } from "../../lib/use-calculation";

/** One salary card's fields (the take-home defaults: pay frequency annual). */
export const SALARY_CARD_FIELDS = {
  grossSalary: amount("40000"),
  region: choice<Region>("england"),
  taxCode: text("1257L"),
  pensionContribution: amount("5"),
  studentLoanPlan: choice<StudentLoanPlan>("none"),
};

export type ComparisonEntry = ValuesOf<typeof SALARY_CARD_FIELDS> & {
  id: number;
};

/** Spec §9: 1 to 3 salaries. */
export const MIN_SALARIES = 1;
export const MAX_SALARIES = 3;

/** Spec §9: the first salary 40000 (the take-home defaults), the second 45000, each added one 50000. */
const entry = (id: number, grossSalary: string): ComparisonEntry => ({
  ...defaultsOf(SALARY_CARD_FIELDS),
  id,
  grossSalary,
});

export interface ComparisonValues {
  entries: readonly ComparisonEntry[];
  nextId: number;
}

export function toComparisonCandidate({
  entries,
}: ComparisonValues): Candidate<CompareSalariesInput> {
  return {
    salaries: entries.map((item) => ({
      ...candidateOf(SALARY_CARD_FIELDS, item),
      payFrequency: "annual",
    })),
  };
}

export const useComparisonStore = createCalculatorStore<
  ComparisonValues,
  z.output<typeof compareSalariesInputSchema>,
  CompareSalariesResult
>({ entries: [entry(1, "40000"), entry(2, "45000")], nextId: 3 });

const setEntries = (
  change: (values: ComparisonValues) => ComparisonValues | null,
) => {
  const next = change(useComparisonStore.getState().values);
  if (next) useComparisonStore.setState({ values: next });
};

export const addSalary = () =>
  setEntries(({ entries, nextId }) =>
    entries.length >= MAX_SALARIES
      ? null
      : { entries: [...entries, entry(nextId, "50000")], nextId: nextId + 1 },
  );

export const removeSalary = (id: number) =>
  setEntries(({ entries, nextId }) =>
    entries.length <= MIN_SALARIES
      ? null
      : { entries: entries.filter((item) => item.id !== id), nextId },
  );

export const setSalaryField = (id: number, field: string, value: unknown) =>
  setEntries(({ entries, nextId }) => ({
    entries: entries.map((item) =>
      item.id === id ? { ...item, [field]: value } : item,
    ),
    nextId,
  }));
