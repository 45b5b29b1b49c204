import { useRef, useState } from "react";
import type { z } from "zod";
import { ApiError, postJson, UnreachableError } from "./api-client";
import { toast, useToastStore } from "./toast-store";
import {
  hasErrors,
  issuesToFormErrors,
  NO_ERRORS,
  type FormErrors,
  type IssueLike,
} from "./zod-issues-to-fields";

/**
 * One calculator submission: validate the form's candidate input with the
 * engine's schema and, only if it is valid, POST it once (no retry) to the calculator's endpoint.
 * A second submit while one is in progress (a double click) is ignored. While the call is in
 * flight `busy` is true (the submit button shows its busy label); then `onResult` receives the
 * reply (with the parsed input it belongs to) and the success toast appears (its description
 * from `describe`, the result's headline), or the destructive failure toast does. Validation
 * messages, the engine's in the browser or the API's 400 `issues`, are shown on their fields; on
 * any failure `onFailure` says what went wrong (a `Failure`), so the form can mark its old result
 * and say why, truthfully: the form is only blamed when a field was rejected.
 */
export interface ToastText {
  readonly title: string;
  readonly description: string;
}

/** What a form hands to the schema: the input's field names, values not yet validated. */
export type Candidate = Readonly<Record<string, unknown>>;

/**
 * Why an attempt failed: a field was rejected (the engine's schema, or the API's 400 `issues`);
 * no reply at all (offline, server down; or the schema's chunk could not be fetched); the server
 * failed (a 5xx, or a reply that is not the result); or it refused the request for another reason
 * (e.g. 429, too many requests). Only `invalid` is the form's fault.
 */
export type Failure =
  | { readonly kind: "invalid" }
  | { readonly kind: "unreachable" }
  | { readonly kind: "server"; readonly status: number }
  | { readonly kind: "refused"; readonly status: number };

/** The failure of a call that threw `error`, given the field messages its reply carried. */
export function failureOf(error: unknown, errors: FormErrors): Failure {
  if (hasErrors(errors)) return { kind: "invalid" };
  if (error instanceof UnreachableError) return { kind: "unreachable" };
  if (error instanceof ApiError)
    return error.status >= 500
      ? { kind: "server", status: error.status }
      : { kind: "refused", status: error.status };
  // A 2xx whose body is not JSON: the server (or something in front of it) failed.
  return { kind: "server", status: 200 };
}

export interface CalculationOptions<TSchema extends z.ZodType, TResult> {
  /**
   * The engine's input schema, the only validation the web does, fetched when first needed: a
   * plain dynamic `import()` of lib/input-schemas.ts (e.g. `() => import("./input-schemas").then(
   * (schemas) => schemas.salaryInputSchema)`), so zod and the schemas are not part of the page's
   * first load. The browser fetches the chunk once; later calls get the same module.
   */
  readonly schema: () => Promise<TSchema>;
  /** The `/api/*` endpoint. */
  readonly endpoint: string;
  /** The success toast's title (the spec's); its description is `describe`'s. */
  readonly success: { readonly title: string };
  readonly failure: ToastText;
  readonly onResult: (result: TResult, input: z.output<TSchema>) => void;
  /** The success toast's description: the result's headline (the toast is what speaks). */
  readonly describe: () => string;
  readonly onFailure?: (failure: Failure) => void;
  /** The messages shown at first (a page rendered on the server with its link's messages). */
  readonly initialErrors?: FormErrors;
}

export interface Calculation {
  readonly busy: boolean;
  readonly errors: FormErrors;
  /**
   * Validates and sends. Resolves to the validation errors (empty when the input was valid and
   * sent, whether or not the call then succeeded).
   */
  readonly submit: (candidate: Candidate) => Promise<FormErrors>;
  /** Forgets the shown validation messages (e.g. when the fields they point at go away). */
  readonly clearErrors: () => void;
  /** Takes back the last success toast if it is still showing (its result went out of date). */
  readonly retractSuccess: () => void;
}

/** The `issues` of an API 400 reply (`{ statusCode, error, message, issues }`), if it has any. */
export function issuesOf(error: unknown): readonly IssueLike[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body: unknown = JSON.parse(
      error.message.slice(error.message.indexOf(":") + 1),
    );
    if (typeof body !== "object" || body === null || !("issues" in body))
      return [];
    const { issues } = body;
    if (!Array.isArray(issues)) return [];
    return issues.filter(
      (issue): issue is IssueLike =>
        typeof issue === "object" &&
        issue !== null &&
        Array.isArray((issue as { path?: unknown }).path) &&
        typeof (issue as { message?: unknown }).message === "string",
    );
  } catch {
    return [];
  }
}

export function useCalculation<TSchema extends z.ZodType, TResult>(
  options: CalculationOptions<TSchema, TResult>,
): Calculation {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(
    options.initialErrors ?? NO_ERRORS,
  );
  const inFlight = useRef(false);
  const successToast = useRef<number | null>(null);

  async function submit(candidate: Candidate): Promise<FormErrors> {
    if (inFlight.current) return NO_ERRORS;
    inFlight.current = true;
    const {
      schema,
      endpoint,
      success,
      failure,
      onResult,
      describe,
      onFailure,
    } = options;
    const fail = (error: unknown, invalid: FormErrors) => {
      setErrors(invalid);
      onFailure?.(failureOf(error, invalid));
      return invalid;
    };
    const failed = () =>
      toast({
        title: failure.title,
        description: failure.description,
        variant: "destructive",
      });
    try {
      let loaded: TSchema;
      try {
        loaded = await schema();
      } catch (error) {
        // The schema's chunk could not be fetched (offline): no reply at all.
        failed();
        return fail(new UnreachableError(error), NO_ERRORS);
      }
      const parsed = loaded.safeParse(candidate);
      if (!parsed.success) {
        // The messages replace an earlier toast, so nothing contradicts them.
        useToastStore.getState().dismiss();
        const invalid = issuesToFormErrors(parsed.error.issues);
        return fail(null, invalid);
      }
      setErrors(NO_ERRORS);
      setBusy(true);
      try {
        const result = await postJson<TResult>(endpoint, candidate);
        onResult(result, parsed.data);
        successToast.current = toast({
          title: success.title,
          description: describe(),
          announce: "polite",
        });
        return NO_ERRORS;
      } catch (error) {
        failed();
        return fail(error, issuesToFormErrors(issuesOf(error)));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return {
    busy,
    errors,
    submit,
    clearErrors: () => {
      setErrors(NO_ERRORS);
    },
    retractSuccess: () => {
      if (successToast.current === null) return;
      useToastStore.getState().dismiss(successToast.current);
      successToast.current = null;
    },
  };
}
