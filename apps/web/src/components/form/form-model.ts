import { create } from "zustand";
import { parseNumber } from "./parse-number";

/**
 * A calculator's form as data: each field's kind and default. From it come the form's values
 * (what the user typed: strings, choices, flags), the store that keeps them while the visitor
 * switches tools, and the candidate request body the engine's schema validates.
 *
 * - `amount(default)`: a number typed as text; parsed on submit (blank → left out).
 * - `text(default)`: sent as typed (e.g. a tax code).
 * - `choice(default, { omitDefault })`: one of an enumeration; left out when it is the engine's
 *   default and `omitDefault` is set.
 * - `flag(default, { omitDefault })`: a yes/no option, likewise.
 */
export type FieldSpec =
  | { readonly kind: "amount"; readonly initial: string }
  | { readonly kind: "text"; readonly initial: string }
  | {
      readonly kind: "choice";
      readonly initial: string;
      readonly omitDefault: boolean;
    }
  | {
      readonly kind: "flag";
      readonly initial: boolean;
      readonly omitDefault: boolean;
    };

export const amount = (initial: string) =>
  ({ kind: "amount", initial }) as const;
export const text = (initial: string) => ({ kind: "text", initial }) as const;
export const choice = <T extends string>(
  initial: T,
  { omitDefault = false }: { omitDefault?: boolean } = {},
) => ({ kind: "choice", initial, omitDefault }) as const;
export const flag = (
  initial: boolean,
  { omitDefault = false }: { omitDefault?: boolean } = {},
) => ({ kind: "flag", initial, omitDefault }) as const;

export type FormFields = Readonly<Record<string, FieldSpec>>;

/** The form's values: amounts and text as strings, choices as their literal type, flags as booleans. */
export type ValuesOf<F extends FormFields> = {
  -readonly [K in keyof F]: F[K]["initial"] extends boolean
    ? boolean
    : F[K] extends { kind: "choice"; initial: infer T }
      ? T
      : string;
};

export function defaultsOf<F extends FormFields>(fields: F): ValuesOf<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, spec.initial]),
  ) as ValuesOf<F>;
}

/** The request body before validation: amounts parsed, defaults the engine fills in left out. */
export function candidateOf<F extends FormFields>(
  fields: F,
  values: ValuesOf<F>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const value: unknown = values[name];
    if (spec.kind === "amount") body[name] = parseNumber(String(value));
    else if (
      (spec.kind === "choice" || spec.kind === "flag") &&
      spec.omitDefault &&
      value === spec.initial
    )
      continue;
    else body[name] = value;
  }
  return body;
}

/** The last result and the validated input it was calculated from. */
export interface LastResult<TInput, TResult> {
  readonly input: TInput;
  readonly result: TResult;
}

export interface CalculatorState<TValues, TInput, TResult> {
  values: TValues;
  last: LastResult<TInput, TResult> | null;
  /** True when the shown result no longer matches the form (a later attempt failed). */
  stale: boolean;
  /** Which option panels are open, by label (kept while the visitor switches tools). */
  open: Readonly<Record<string, boolean>>;
  setValue: <K extends keyof TValues>(field: K, value: TValues[K]) => void;
  setLast: (input: TInput, result: TResult) => void;
  setStale: (stale: boolean) => void;
  setOpen: (panel: string, open: boolean) => void;
}

/** One zustand store per calculator, holding its form, its last result and its open panels. */
export function createCalculatorStore<TValues extends object, TInput, TResult>(
  initial: TValues,
) {
  return create<CalculatorState<TValues, TInput, TResult>>((set) => ({
    values: initial,
    last: null,
    stale: false,
    open: {},
    setValue: (field, value) =>
      set((state) => ({ values: { ...state.values, [field]: value } })),
    setLast: (input, result) => set({ last: { input, result }, stale: false }),
    setStale: (stale) => set((state) => (state.last ? { stale } : state)),
    setOpen: (panel, open) =>
      set((state) => ({ open: { ...state.open, [panel]: open } })),
  }));
}

/** `formStore<Input, Result>()(FIELDS)`: the store of a calculator whose form is FIELDS. */
export function formStore<TInput, TResult>() {
  return <F extends FormFields>(fields: F) =>
    createCalculatorStore<ValuesOf<F>, TInput, TResult>(defaultsOf(fields));
}
