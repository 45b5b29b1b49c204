import {
  PENSION_METHODS,
  type CompareSalariesResult,
  type compareSalariesInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  candidateOf,
  choice,
  createCalculatorStore,
  defaultsOf,
  salaryDetails,
  taxYear,
} from "../../components/form/form-model";
import { DEFAULT_PENSION_METHOD } from "../../components/form/salary-options";
import {
  rowFieldKey,
  rowList,
  rowsFromQuery,
  rowsToQuery,
  type RowOf,
} from "../../components/form/row-lists";
import {
  fieldsWithDefaults,
  type FormModel,
} from "../../components/form/url-state";

/** One salary card's fields (the take-home defaults: pay frequency annual), each card its own year. */
export const SALARY_CARD_FIELDS = {
  taxYear: taxYear(),
  grossSalary: amount("40000", { url: "salary" }),
  ...salaryDetails(),
  // As the take-home form: the engine's default method is left out of the request.
  pensionMethod: choice(PENSION_METHODS, DEFAULT_PENSION_METHOD, {
    omitDefault: true,
    url: "method",
  }),
};

export type ComparisonEntry = RowOf<typeof SALARY_CARD_FIELDS>;

/** Spec §9: 1 to 3 salaries. */
export const MIN_SALARIES = 1;
export const MAX_SALARIES = 3;

const SALARY_CARDS = rowList(SALARY_CARD_FIELDS, MAX_SALARIES);

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

/**
 * The comparison's form model: the cards in order, card n's fields in a link with the key
 * followed by n (`salary1=40000&region1=england&…&salary2=…`); a link makes a card for each
 * number it has a key of.
 */
export const COMPARISON_MODEL: FormModel<ComparisonValues> = {
  candidate: ({ entries }) => ({
    salaries: entries.map((item) => ({
      ...candidateOf(SALARY_CARD_FIELDS, item),
      payFrequency: "annual",
    })),
  }),
  toQuery: ({ entries }) => rowsToQuery(SALARY_CARDS, entries),
  fromQuery: (params) => {
    const entries = rowsFromQuery(SALARY_CARDS, params);
    return entries.length > 0 ? { entries, nextId: entries.length + 1 } : null;
  },
  withDefaults: ({ entries, nextId }, paths) => ({
    entries: entries.map((item, index) => {
      const prefix = `salaries.${index}.`;
      const names = paths
        .filter((path) => path.startsWith(prefix))
        .map((path) => path.slice(prefix.length));
      return {
        ...fieldsWithDefaults(SALARY_CARD_FIELDS, item, names),
        id: item.id,
      };
    }),
    nextId,
  }),
  inputName: (path) => {
    const card = /^salaries\.(\d+)\.(.+)$/.exec(path);
    return card
      ? rowFieldKey(SALARY_CARDS, Number(card[1]), card[2] ?? "")
      : undefined;
  },
};

export const useComparisonStore = createCalculatorStore<
  ComparisonValues,
  z.output<typeof compareSalariesInputSchema>,
  CompareSalariesResult
>(
  { entries: [entry(1, "40000"), entry(2, "45000")], nextId: 3 },
  // Each card's year, by card id: "What changed since" per card after a switch of its year.
  (values, result) =>
    Object.fromEntries(
      result.salaries.flatMap((item, index) => {
        const id = values.entries[index]?.id;
        return id === undefined ? [] : [[String(id), item.taxYear]];
      }),
    ),
);

const setEntries = (
  change: (values: ComparisonValues) => ComparisonValues | null,
) => {
  const next = change(useComparisonStore.getState().values);
  if (next) useComparisonStore.setState({ values: next });
};

export const addSalary = () => {
  setEntries(({ entries, nextId }) =>
    entries.length >= MAX_SALARIES
      ? null
      : { entries: [...entries, entry(nextId, "50000")], nextId: nextId + 1 },
  );
};

export const removeSalary = (id: number) => {
  setEntries(({ entries, nextId }) =>
    entries.length <= MIN_SALARIES
      ? null
      : { entries: entries.filter((item) => item.id !== id), nextId },
  );
};

export const setSalaryField = (id: number, field: string, value: unknown) => {
  setEntries(({ entries, nextId }) => ({
    entries: entries.map((item) =>
      item.id === id ? { ...item, [field]: value } : item,
    ),
    nextId,
  }));
};
