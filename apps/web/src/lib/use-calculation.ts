import { useRef, useState } from "react";
import type { z } from "zod";
import { ApiError, postJson } from "./api-client";
import { preloadToaster, toast, useToastStore } from "./toast-store";
import {
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
 * reply (with the parsed input it belongs to) and the success toast appears, or the destructive
 * failure toast does. Validation messages, the engine's in the browser or the API's 400 `issues`,
 * are shown on their fields; on any failure `onFailure` lets the form mark its old result stale.
 */
export interface ToastText {
  readonly title: string;
  readonly description: string;
}

/** What a form hands to the schema: the input's field names, values not yet validated. */
export type Candidate = Readonly<Record<string, unknown>>;

export interface CalculationOptions<TSchema extends z.ZodType, TResult> {
  /** Loads the engine's input schema (the only validation the web does) on first use. */
  readonly loadSchema: () => Promise<TSchema>;
  /** The `/api/*` endpoint. */
  readonly endpoint: string;
  readonly success: ToastText;
  readonly failure: ToastText;
  readonly onResult: (result: TResult, input: z.output<TSchema>) => void;
  readonly onFailure?: () => void;
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
  /** Starts loading the schema and the toasts before the first submit (on first use of the form). */
  readonly prepare: () => void;
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
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const inFlight = useRef(false);

  async function submit(candidate: Candidate): Promise<FormErrors> {
    if (inFlight.current) return NO_ERRORS;
    inFlight.current = true;
    const { loadSchema, endpoint, success, failure, onResult, onFailure } =
      options;
    const fail = (invalid: FormErrors) => {
      setErrors(invalid);
      onFailure?.();
      return invalid;
    };
    const failed = () => {
      toast({
        title: failure.title,
        description: failure.description,
        variant: "destructive",
      });
    };
    try {
      let schema: TSchema;
      try {
        schema = await loadSchema();
      } catch {
        failed();
        return fail(NO_ERRORS);
      }
      const parsed = schema.safeParse(candidate);
      if (!parsed.success) {
        // The messages replace an earlier toast, so nothing contradicts them.
        useToastStore.getState().dismiss();
        return fail(issuesToFormErrors(parsed.error.issues));
      }
      setErrors(NO_ERRORS);
      setBusy(true);
      try {
        const result = await postJson<TResult>(endpoint, candidate);
        onResult(result, parsed.data);
        toast({ title: success.title, description: success.description });
        return NO_ERRORS;
      } catch (error) {
        failed();
        return fail(issuesToFormErrors(issuesOf(error)));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const prepare = () => {
    // A failed preload is retried, and reported, by submit.
    void options.loadSchema().catch(() => undefined);
    void preloadToaster();
  };

  return {
    busy,
    errors,
    submit,
    clearErrors: () => {
      setErrors(NO_ERRORS);
    },
    prepare,
  };
}
