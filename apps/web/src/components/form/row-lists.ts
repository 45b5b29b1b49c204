import {
  candidateOf,
  createCalculatorStore,
  defaultsOf,
  type FormFields,
  type ValuesOf,
} from "./form-model";
import {
  fieldKeyOf,
  fieldsFromQuery,
  fieldsToQuery,
  fieldsWithDefaults,
  type FormModel,
  type QueryEntries,
} from "./url-state";

/**
 * Lists of rows in a form (form-model.ts and url-state.ts for flat fields; this module is only
 * loaded by the forms that have lists, so `/`'s first load does not carry it).
 *
 * A list is rows of the same fields, added and removed by the visitor (a payslip year's pay
 * rises, a comparison's salary cards). A form names its lists (`{ payRises: rowList(…) }`); the
 * name is the list's path in the request and in the form's values, so the engine's message for
 * `["payRises", 0, "period"]` lands on the first row's `period` field (FieldRows binds it). Each
 * row has an `id`, its key while it is on screen.
 *
 * In a link, row n's keys are its fields' keys followed by n (`riseFrom1=9&riseSalary1=45000&
 * riseFrom2=…`); a link makes a row for each number from 1 to the list's most that it has a key
 * of, each value read as a flat field's is.
 */
export interface RowList<F extends FormFields = FormFields> {
  readonly fields: F;
  /** The most rows the list may hold (the engine's limit). */
  readonly max: number;
}

export const rowList = <F extends FormFields>(
  fields: F,
  max: number,
): RowList<F> => ({ fields, max });

/** One row of a list: its fields' values and its id. */
export type RowOf<F extends FormFields> = ValuesOf<F> & { id: number };

export type RowLists = Readonly<Record<string, RowList>>;

/** A form's lists' values: each list's rows under its name. */
export type ListValuesOf<L extends RowLists> = {
  -readonly [K in keyof L]: RowOf<L[K]["fields"]>[];
};

/** The values of a form of fields F and lists L. */
export type FormValuesOf<
  F extends FormFields,
  L extends RowLists,
> = ValuesOf<F> & ListValuesOf<L>;

/** A new row of a list (its fields at their defaults), with an id no row of `rows` has. */
export function newRow<F extends FormFields>(
  list: RowList<F>,
  rows: readonly { id: number }[],
): RowOf<F> {
  const id = rows.reduce((most, row) => Math.max(most, row.id), 0) + 1;
  return { ...defaultsOf(list.fields), id };
}

/** A form's defaults: its fields' defaults, and each of its lists empty. */
export function defaultsWithLists<F extends FormFields, L extends RowLists>(
  fields: F,
  lists: L,
): FormValuesOf<F, L> {
  const values: Record<string, unknown> = { ...defaultsOf(fields) };
  for (const name of Object.keys(lists)) values[name] = [];
  return values as FormValuesOf<F, L>;
}

/** A list's rows as query entries: row n's keys followed by n. */
export function rowsToQuery<F extends FormFields>(
  list: RowList<F>,
  rows: readonly RowOf<F>[],
): QueryEntries {
  return rows.flatMap((row, index) =>
    fieldsToQuery(list.fields, row, String(index + 1)),
  );
}

/** The query key of `field` in the row at `index` (from 0) of a list: its key followed by index + 1. */
export function rowFieldKey(
  list: RowList,
  index: number,
  field: string,
): string | undefined {
  return fieldKeyOf(list.fields, field, String(index + 1));
}

/** A list's rows from a link, numbered 1 to n in their order (none if it has no key of a row). */
export function rowsFromQuery<F extends FormFields>(
  list: RowList<F>,
  params: URLSearchParams,
): RowOf<F>[] {
  const rows: RowOf<F>[] = [];
  for (let n = 1; n <= list.max; n += 1) {
    const row = fieldsFromQuery(list.fields, params, String(n));
    if (row) rows.push({ ...row, id: rows.length + 1 });
  }
  return rows;
}

/**
 * The model of a form of flat fields and lists of rows (url-state.ts `formModel` for one without
 * lists). A list's rows are sent under its name, each with its fields as a flat form's are; an
 * empty list is left out. A link's bad value puts a flat field back at its default, and leaves
 * out the row it is in (a row is one change, which half of it at a default would not describe);
 * a message about the list as a whole leaves out every row.
 */
export function formModelWithLists<F extends FormFields, L extends RowLists>(
  fields: F,
  lists: L,
): FormModel<FormValuesOf<F, L>> {
  type Values = FormValuesOf<F, L>;
  const listEntries = Object.entries(lists);
  const rowsOf = (values: Values, name: string): readonly RowOf<FormFields>[] =>
    (values as Record<string, readonly RowOf<FormFields>[]>)[name] ?? [];
  return {
    candidate: (values) => {
      const body = candidateOf(fields, values);
      for (const [name, list] of listEntries) {
        const rows = rowsOf(values, name);
        if (rows.length > 0)
          body[name] = rows.map((row) => candidateOf(list.fields, row));
      }
      return body;
    },
    toQuery: (values) => [
      ...fieldsToQuery(fields, values),
      ...listEntries.flatMap(([name, list]) =>
        rowsToQuery(list, rowsOf(values, name)),
      ),
    ],
    fromQuery: (params) => {
      const flat = fieldsFromQuery(fields, params);
      const rows = listEntries.map(
        ([name, list]) => [name, rowsFromQuery(list, params)] as const,
      );
      if (!flat && rows.every(([, found]) => found.length === 0)) return null;
      return {
        ...(flat ?? defaultsWithLists(fields, lists)),
        ...Object.fromEntries(rows),
      } as Values;
    },
    withDefaults: (values, paths) => {
      const next: Record<string, unknown> = fieldsWithDefaults(
        fields,
        values,
        paths,
      );
      for (const [name] of listEntries) {
        const bad = (index: number) =>
          paths.some(
            (path) =>
              path === name ||
              path === `${name}.${index}` ||
              path.startsWith(`${name}.${index}.`),
          );
        next[name] = rowsOf(values, name).filter((_, index) => !bad(index));
      }
      return next as Values;
    },
    inputName: (path) => {
      const row = /^(.+)\.(\d+)\.([^.]+(?:\..+)?)$/.exec(path);
      const list = row?.[1] === undefined ? undefined : lists[row[1]];
      if (row && list) return rowFieldKey(list, Number(row[2]), row[3] ?? "");
      return fieldKeyOf(fields, path);
    },
  };
}

/** The store of a calculator whose form is `fields` and `lists` (each list starts empty). */
export function formStoreWithLists<TInput, TResult>() {
  return <F extends FormFields, L extends RowLists>(fields: F, lists: L) =>
    createCalculatorStore<FormValuesOf<F, L>, TInput, TResult>(
      defaultsWithLists(fields, lists),
    );
}
