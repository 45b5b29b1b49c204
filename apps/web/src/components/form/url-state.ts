import {
  candidateOf,
  defaultsOf,
  type FieldSpec,
  type FormFields,
  type ValuesOf,
} from "./form-model";
import { parseNumber } from "./parse-number";

/**
 * A calculator's form in a link. Every field of the form model has a key in the query string
 * (`spec.url`, or the field's name); the values are written as the form holds them: amounts and
 * text as typed, choices by their value, flags as `yes` / `no`. Reading a link never trusts it:
 * a value that is missing, of the wrong shape or not one of the choices gives that field its
 * default, and unknown keys are ignored. Lists of rows in a link: row-lists.ts.
 *
 * The same keys are the `name`s of the form's controls, so the form also submits without
 * JavaScript (`<form method="get">`, see calculator-form.tsx). A key given more than once counts
 * by its last value: a flag's checkbox (`yes`) follows a hidden `no` of the same name, so an
 * unticked box sends `no` and a ticked one `no` then `yes`.
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
  /**
   * The query key of the field at a message path (`grossSalary` → `salary`, `payRises.0.period`
   * → `riseFrom1`): the `name` of its control. Undefined for a path that is no field.
   */
  inputName: (path: string) => string | undefined;
}

const keyOf = (name: string, spec: FieldSpec, suffix: string) =>
  `${spec.url ?? name}${suffix}`;

/** The query key of the field `name` of `fields`, followed by `suffix`; undefined if no such field. */
export function fieldKeyOf(
  fields: FormFields,
  name: string,
  suffix = "",
): string | undefined {
  const spec = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return spec ? keyOf(name, spec, suffix) : undefined;
}

/** A key's value in a link: its last, if it is given more than once (see above). */
function lastValue(params: URLSearchParams, key: string): string | null {
  return params.getAll(key).at(-1) ?? null;
}

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
    const raw = lastValue(params, keyOf(name, spec, suffix));
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

/**
 * The model of a form that is one flat list of fields; `sent` is added to every request as it is
 * (no field, no link: e.g. `includeBreakdown: true`, so one reply carries the working).
 */
export function formModel<F extends FormFields>(
  fields: F,
  sent: Readonly<Record<string, unknown>> = {},
): FormModel<ValuesOf<F>> {
  return {
    candidate: (values) => ({ ...candidateOf(fields, values), ...sent }),
    toQuery: (values) => fieldsToQuery(fields, values),
    fromQuery: (params) => fieldsFromQuery(fields, params),
    withDefaults: (values, paths) => fieldsWithDefaults(fields, values, paths),
    inputName: (path) => fieldKeyOf(fields, path),
  };
}
