import {
  REGIONS,
  STUDENT_LOAN_PLANS,
  TAX_YEAR_IDS,
  type TaxYearId,
} from "@uktax/engine";
import { createSeedableStore } from "../../lib/seedable-store";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import type { Failure } from "../../lib/use-calculation";
import { parseNumber } from "./parse-number";
import { taxYearsOf } from "./result-years";

/**
 * A calculator's form as data: each field's kind and default. From it come the form's values
 * (what the user typed: strings, choices, flags), the store that keeps them while the visitor
 * switches tools, and the candidate request body the engine's schema validates.
 *
 * - `amount(default)`: a number typed as text; parsed on submit (blank → left out).
 * - `text(default)`: sent as typed (e.g. a tax code).
 * - `choice(values, default, { omitDefault })`: one of an enumeration (the engine's list); left
 *   out when it is the engine's default and `omitDefault` is set.
 * - `flag(default, { omitDefault })`: a yes/no option, likewise.
 * - `taxYear()`: the tax year, one of the engine's years (default: the year in force on the
 *   visitor's date, `SITE_TAX_YEAR`; never the engine's `DEFAULT_TAX_YEAR`).
 *
 * Every field also has its key in the page's query string (`url-state.ts`): `url`, or its name.
 */
interface UrlKey {
  /** The field's key in a link's query string (default: the field's name). */
  readonly url?: string;
}

export type FieldSpec = UrlKey &
  (
    | { readonly kind: "amount"; readonly initial: string }
    | { readonly kind: "text"; readonly initial: string }
    | {
        readonly kind: "choice";
        readonly initial: string;
        readonly values: readonly string[];
        readonly omitDefault: boolean;
      }
    | {
        readonly kind: "flag";
        readonly initial: boolean;
        readonly omitDefault: boolean;
      }
  );

interface Omittable extends UrlKey {
  omitDefault?: boolean;
}

export const amount = (initial: string, { url }: UrlKey = {}) =>
  ({ kind: "amount", initial, url }) as const;
export const text = (initial: string, { url }: UrlKey = {}) =>
  ({ kind: "text", initial, url }) as const;
export const choice = <T extends string>(
  values: readonly T[],
  initial: NoInfer<T>,
  { omitDefault = false, url }: Omittable = {},
) => ({ kind: "choice", initial, values, omitDefault, url }) as const;
export const flag = (
  initial: boolean,
  { omitDefault = false, url }: Omittable = {},
) => ({ kind: "flag", initial, omitDefault, url }) as const;
/**
 * The tax year every calculation takes (sent as `taxYear`; `year` in a link, which always holds
 * it, so a link or a saved result keeps its year). Default: the year in force (site-tax-year.ts).
 */
export const taxYear = () =>
  choice<TaxYearId>(TAX_YEAR_IDS, SITE_TAX_YEAR, { url: "year" });

/**
 * A postgraduate loan besides the student-loan plan (the engine's `postgraduateLoan`, default
 * false and then left out of the request; `pgloan=yes` in a link).
 */
export const postgraduateLoan = () =>
  flag(false, { omitDefault: true, url: "pgloan" });

/**
 * A salary's deductions as the take-home, reverse and comparison forms take them, with the spec's
 * defaults (§9: England, 1257L, no student loan, 5 % pension; no postgraduate loan) and their names in a link: the
 * fields salary-details-fields.tsx draws.
 */
export const salaryDetails = () => ({
  region: choice(REGIONS, "england"),
  taxCode: text("1257L", { url: "code" }),
  studentLoanPlan: choice(STUDENT_LOAN_PLANS, "none", { url: "loan" }),
  postgraduateLoan: postgraduateLoan(),
  pensionContribution: amount("5", { url: "pension" }),
});

/**
 * The household and other income beside pay (issue 30), the "Family and other income" the
 * take-home, reverse and comparison forms take (household-fields.tsx draws them; the comparison
 * sends its one household with each salary): the engine's defaults (no children, no partner's
 * income given, no other income, no Gift Aid, no Blind Person's Allowance). The partner's income
 * is blank when not given, and left out of the request then; the allowance is left out unless
 * claimed.
 */
export const HOUSEHOLD_FIELDS = {
  childBenefitChildren: amount("0", { url: "children" }),
  partnerAdjustedNetIncome: amount("", { url: "partner" }),
  savingsInterest: amount("0", { url: "savings" }),
  dividends: amount("0"),
  propertyIncome: amount("0", { url: "property" }),
  propertyExpenses: amount("0", { url: "propertycosts" }),
  giftAidDonations: amount("0", { url: "giftaid" }),
  blindPersonsAllowance: flag(false, { omitDefault: true, url: "blind" }),
};

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

/**
 * Whether a form value is still its field's default: an amount by the number it reads ("0.00" is
 * "0"; blank is blank), anything else as it is. A panel of optional fields opens by itself when
 * one of them is not (e.g. a link filled it).
 */
export function isDefaultValue(spec: FieldSpec, value: unknown): boolean {
  if (spec.kind !== "amount") return value === spec.initial;
  const typed = parseNumber(typeof value === "string" ? value : "");
  return Object.is(typed, parseNumber(spec.initial));
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

/**
 * The last result, the validated input it was calculated from and the form's values as they were
 * sent (what a link or a saved result reproduces).
 */
export interface LastResult<TInput, TResult, TValues = unknown> {
  readonly input: TInput;
  readonly result: TResult;
  readonly values: TValues;
  /**
   * The year of the result shown before a switch of year (a result for 2026/27 after one for
   * 2025/26: "2025-26"), kept while the year stays; absent before any switch, after a link is
   * opened and for results of several years. "What changed since" compares with it.
   */
  readonly yearBefore?: TaxYearId;
  /**
   * For a result of parts that each have their own year (the comparison's salary cards, by card
   * id): each part's year before a switch of its year, as `yearBefore`; only parts that have one.
   */
  readonly partYearsBefore?: Readonly<Record<string, TaxYearId>>;
}

/** The year of each part of a result that has parts (the comparison's cards), by the part's key. */
export type PartYears<TValues, TResult> = (
  values: TValues,
  result: TResult,
) => Readonly<Record<string, TaxYearId>>;

/** `yearBefore` of a result that replaces `previous`: the year it switched from, if any. */
function yearBeforeOf(
  previous: LastResult<unknown, unknown> | null,
  result: unknown,
): TaxYearId | undefined {
  const now = taxYearsOf(result);
  const was = previous ? taxYearsOf(previous.result) : [];
  if (now.length !== 1 || was.length !== 1) return undefined;
  return was[0] === now[0] ? previous?.yearBefore : was[0];
}

/**
 * `partYearsBefore` of a result whose parts are `now` (their years by key) replacing `previous`:
 * a part whose year changed keeps the year it had, one whose year stayed keeps its year before
 * (undefined when no part has one).
 */
function partYearsBeforeOf<TValues, TResult>(
  previous: LastResult<unknown, TResult, TValues> | null,
  now: Readonly<Record<string, TaxYearId>>,
  partYears: PartYears<TValues, TResult>,
): Record<string, TaxYearId> | undefined {
  const was = previous ? partYears(previous.values, previous.result) : {};
  const before: Record<string, TaxYearId> = {};
  for (const [key, year] of Object.entries(now)) {
    const earlier = Object.hasOwn(was, key) ? was[key] : undefined;
    const kept = earlier === year ? previous?.partYearsBefore?.[key] : earlier;
    if (kept !== undefined) before[key] = kept;
  }
  return Object.keys(before).length > 0 ? before : undefined;
}

export interface CalculatorState<TValues, TInput, TResult> {
  values: TValues;
  last: LastResult<TInput, TResult, TValues> | null;
  /**
   * Why the last attempt failed, until a result or a link replaces it (null after a success). A
   * shown result is out of date while there is one, or while the form differs from its values.
   */
  failure: Failure | null;
  /** Which option panels are open, by label (kept while the visitor switches tools). */
  open: Readonly<Record<string, boolean>>;
  setValue: <K extends keyof TValues>(field: K, value: TValues[K]) => void;
  /** Replaces every value (a link being opened) and forgets the result of other inputs. */
  restore: (values: TValues) => void;
  setLast: (input: TInput, result: TResult, values: TValues) => void;
  setFailure: (failure: Failure | null) => void;
  setOpen: (panel: string, open: boolean) => void;
}

/**
 * One zustand store per calculator, holding its form, its last result and its open panels.
 * `partYears` names the parts of a result that each have their own year (the comparison's cards).
 */
export function createCalculatorStore<TValues extends object, TInput, TResult>(
  initial: TValues,
  partYears?: PartYears<TValues, TResult>,
) {
  // Seedable: a page rendered on request with a result hydrates with it (lib/seedable-store.ts).
  type State = CalculatorState<TValues, TInput, TResult>;
  return createSeedableStore<State>((set) => ({
    values: initial,
    last: null,
    failure: null,
    open: {},
    setValue: (field, value) => {
      set((state) => ({ values: { ...state.values, [field]: value } }));
    },
    restore: (values) => {
      set({ values, last: null, failure: null });
    },
    setLast: (input, result, values) => {
      set((state) => {
        const yearBefore = yearBeforeOf(state.last, result);
        const partYearsBefore = partYears
          ? partYearsBeforeOf(state.last, partYears(values, result), partYears)
          : undefined;
        return {
          last: {
            input,
            result,
            values,
            ...(yearBefore ? { yearBefore } : {}),
            ...(partYearsBefore ? { partYearsBefore } : {}),
          },
          failure: null,
        };
      });
    },
    setFailure: (failure) => {
      set({ failure });
    },
    setOpen: (panel, open) => {
      set((state) => ({ open: { ...state.open, [panel]: open } }));
    },
  }));
}

/** `formStore<Input, Result>()(FIELDS)`: the store of a calculator whose form is FIELDS. */
export function formStore<TInput, TResult>() {
  return <F extends FormFields>(fields: F) =>
    createCalculatorStore<ValuesOf<F>, TInput, TResult>(defaultsOf(fields));
}
