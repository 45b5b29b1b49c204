import {
  candidateOf,
  defaultsOf,
  defaultsWithLists,
  type FieldSpec,
  type FormFields,
  type ListValuesOf,
  type RowList,
  type RowLists,
  type RowOf,
  type ValuesOf,
} from "./form-model";
import { parseNumber } from "./parse-number";

/**
 * A calculator's form in a link. Every field of the form model has a key in the query string
 * (`spec.url`, or the field's name); the values are written as the form holds them: amounts and
 * text as typed, choices by their value, flags as `yes` / `no`. Reading a link never trusts it:
 * a value that is missing, of the wrong shape or not one of the choices gives that field its
 * default, and unknown keys are ignored.
 *
 * A list of rows (form-model.ts `rowList`) is written row by row, row n's keys followed by n
 * (`riseFrom1=9&riseSalary1=45000&riseFrom2=…`), like a comparison's salary cards; a link makes a
 * row for each number from 1 to the list's most that it has a key of.
 */

/** The longest value a link may hold for one field (anything longer is ignored). */
const MAX_VALUE_LENGTH = 40;

export type QueryEntries = [key: string, value: string][];

/** How a calculator's values go to and from a link, and into a request. */
export interface FormModel<TValues> {
  /** The request body before validation. */
  candidate: (values: TValues) => Record<string, unknown>;
  /** The values as query entries (the tool's id is added by the caller). */
  toQuery: (values: TValues) => QueryEntries;
  /** The values a link holds, or null when it holds none of the form's keys. */
  fromQuery: (params: URLSearchParams) => TValues | null;
  /** The values with the fields at these message paths (e.g. `grossSalary`) back at their defaults. */
  withDefaults: (values: TValues, paths: readonly string[]) => TValues;
}

const keyOf = (name: string, spec: FieldSpec, suffix: string) =>
  `${spec.url ?? name}${suffix}`;

function encodeValue(spec: FieldSpec, value: unknown): string {
  if (spec.kind === "flag") return value === true ? "yes" : "no";
  return String(value);
}

/** A link's value for one field, or undefined when it is not a valid value of the field. */
function decodeValue(spec: FieldSpec, raw: string): unknown {
  if (raw.length > MAX_VALUE_LENGTH) return undefined;
  const value = raw.trim();
  switch (spec.kind) {
    case "amount": {
      if (value === "") return spec.initial === "" ? "" : undefined;
      return Number.isFinite(parseNumber(value)) ? value : undefined;
    }
    case "text":
      return value === "" ? undefined : value;
    case "choice":
      return spec.values.includes(value) ? value : undefined;
    case "flag":
      return value === "yes" ? true : value === "no" ? false : undefined;
  }
}

/** The fields' entries, each key followed by `suffix` (a comparison card's number). */
export function fieldsToQuery<F extends FormFields>(
  fields: F,
  values: ValuesOf<F>,
  suffix = "",
): QueryEntries {
  return Object.entries(fields).map(([name, spec]) => [
    keyOf(name, spec, suffix),
    encodeValue(spec, values[name]),
  ]);
}

/** The fields' values from a link (defaults where it has none or a bad one), or null if it has no key of the form. */
export function fieldsFromQuery<F extends FormFields>(
  fields: F,
  params: URLSearchParams,
  suffix = "",
): ValuesOf<F> | null {
  let found = false;
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const raw = params.get(keyOf(name, spec, suffix));
    if (raw !== null) found = true;
    const value = raw === null ? undefined : decodeValue(spec, raw);
    values[name] = value === undefined ? spec.initial : value;
  }
  return found ? (values as ValuesOf<F>) : null;
}

/** The values with the named fields back at their defaults. */
export function fieldsWithDefaults<F extends FormFields>(
  fields: F,
  values: ValuesOf<F>,
  names: readonly string[],
): ValuesOf<F> {
  const defaults = defaultsOf(fields);
  const next = { ...values };
  for (const name of names)
    if (name in fields) next[name as keyof F] = defaults[name as keyof F];
  return next;
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
 * The model of a form: its flat fields and its lists of rows (none by default). A list's rows
 * are sent under its name, each with its fields as a flat form's are; an empty list is left out.
 * A link's bad value puts a flat field back at its default, and leaves out the row it is in (a
 * row is one change, which half of it at a default would not describe); a message about the list
 * as a whole leaves out every row.
 */
export function formModel<
  F extends FormFields,
  L extends RowLists = Record<never, never>,
>(fields: F, lists?: L): FormModel<ValuesOf<F> & ListValuesOf<L>> {
  type Values = ValuesOf<F> & ListValuesOf<L>;
  const listEntries = Object.entries(lists ?? {});
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
  };
}
