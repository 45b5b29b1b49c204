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
  HOUSEHOLD_FIELDS,
  salaryDetails,
  taxYear,
  type ValuesOf,
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
  fieldKeyOf,
  fieldsFromQuery,
  fieldsToQuery,
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

/**
 * The comparison's form: the salary cards, and one household ("Family and other income",
 * HOUSEHOLD_FIELDS) that every salary shares: the same family and other income whichever job it
 * is, sent with each salary (the engine takes them per salary).
 */
export interface ComparisonValues extends ValuesOf<typeof HOUSEHOLD_FIELDS> {
  entries: readonly ComparisonEntry[];
  nextId: number;
}

/** The cards a comparison starts with. */
const FIRST_CARDS = {
  entries: [entry(1, "40000"), entry(2, "45000")],
  nextId: 3,
};

/** A card's field and its card from a message's path (`salaries.1.taxCode`). */
const CARD_PATH = /^salaries\.(\d+)\.(.+)$/;

/**
 * The comparison's form model: the cards in order, card n's fields in a link with the key
 * followed by n (`salary1=40000&region1=england&…&salary2=…`), then the household's, as the
 * take-home's link has them (`children=2`); a link makes a card for each number it has a key of
 * (the first cards when it has only the household's). The engine's message about a household
 * field is a salary's (`salaries.0.dividends`): it puts that field back at its default.
 */
export const COMPARISON_MODEL: FormModel<ComparisonValues> = {
  candidate: (values) => {
    const household = candidateOf(HOUSEHOLD_FIELDS, values);
    return {
      salaries: values.entries.map((item) => ({
        ...candidateOf(SALARY_CARD_FIELDS, item),
        ...household,
        payFrequency: "annual",
      })),
    };
  },
  toQuery: (values) => [
    ...rowsToQuery(SALARY_CARDS, values.entries),
    ...fieldsToQuery(HOUSEHOLD_FIELDS, values),
  ],
  fromQuery: (params) => {
    const entries = rowsFromQuery(SALARY_CARDS, params);
    const household = fieldsFromQuery(HOUSEHOLD_FIELDS, params);
    if (entries.length === 0 && !household) return null;
    return {
      ...(household ?? defaultsOf(HOUSEHOLD_FIELDS)),
      ...(entries.length > 0
        ? { entries, nextId: entries.length + 1 }
        : FIRST_CARDS),
    };
  },
  withDefaults: (values, paths) => {
    const cards = paths.flatMap((path) => {
      const card = CARD_PATH.exec(path);
      return card ? [[Number(card[1]), card[2] ?? ""] as const] : [];
    });
    return {
      ...values,
      ...fieldsWithDefaults(
        HOUSEHOLD_FIELDS,
        values,
        cards.map(([, name]) => name),
      ),
      entries: values.entries.map((item, index) => ({
        ...fieldsWithDefaults(
          SALARY_CARD_FIELDS,
          item,
          cards.flatMap(([card, name]) => (card === index ? [name] : [])),
        ),
        id: item.id,
      })),
    };
  },
  inputName: (path) => {
    const card = CARD_PATH.exec(path);
    return card
      ? rowFieldKey(SALARY_CARDS, Number(card[1]), card[2] ?? "")
      : fieldKeyOf(HOUSEHOLD_FIELDS, path);
  },
};

export const useComparisonStore = createCalculatorStore<
  ComparisonValues,
  z.output<typeof compareSalariesInputSchema>,
  CompareSalariesResult
>(
  { ...defaultsOf(HOUSEHOLD_FIELDS), ...FIRST_CARDS },
  // Each card's year, by card id: "What changed since" per card after a switch of its year.
  (values, result) =>
    Object.fromEntries(
      result.salaries.flatMap((item, index) => {
        const id = values.entries[index]?.id;
        return id === undefined ? [] : [[String(id), item.taxYear]];
      }),
    ),
);

/** Changes the cards (the household stays as it is); `change` gives null to leave them. */
const setEntries = (
  change: (
    values: ComparisonValues,
  ) => Pick<ComparisonValues, "entries" | "nextId"> | null,
) => {
  const values = useComparisonStore.getState().values;
  const next = change(values);
  if (next) useComparisonStore.setState({ values: { ...values, ...next } });
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
