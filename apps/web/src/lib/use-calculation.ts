import { useRef, useState } from "react";
import type { z } from "zod";
import { postJson } from "./api-client";
import { toast } from "./toast-store";
import {
  issuesToFormErrors,
  NO_ERRORS,
  type FormErrors,
} from "./zod-issues-to-fields";

/**
 * One calculator submission (spec §4, §7, §8): validate the form's candidate input with the
 * engine's schema and, only if it is valid, POST it once (no retry) to the calculator's endpoint.
 * The body is what the user entered (the schema's input shape; the API applies the same
 * defaults), and `onResult` also gets the parsed input the result belongs to. While the call is in flight `busy` is true (the submit button shows its
 * busy label); then `onResult` receives the reply and a success toast appears, or the
 * destructive failure toast does.
 */
export interface ToastText {
  readonly title: string;
  readonly description: string;
}

/** What a form hands to the schema: the input's field names, values not yet validated. */
export type Candidate<TInput> = { [K in keyof TInput]?: unknown };

export interface CalculationOptions<TSchema extends z.ZodType, TResult> {
  /** Loads the engine's input schema (the only validation the web does) on first use. */
  readonly loadSchema: () => Promise<TSchema>;
  /** The `/api/*` endpoint. */
  readonly endpoint: string;
  readonly success: ToastText;
  readonly failure: ToastText;
  readonly onResult: (result: TResult, input: z.output<TSchema>) => void;
}

export interface Calculation<TSchema extends z.ZodType> {
  readonly busy: boolean;
  readonly errors: FormErrors;
  /**
   * Validates and sends. Resolves to the validation errors (empty when the input was valid and
   * sent, whether or not the call then succeeded).
   */
  readonly submit: (
    candidate: Candidate<z.input<TSchema>>,
  ) => Promise<FormErrors>;
  /** Forgets the shown validation messages (e.g. when the fields they point at go away). */
  readonly clearErrors: () => void;
  /** Starts loading the schema before the first submit (call it when the form is first used). */
  readonly prepare: () => void;
}

export function useCalculation<TSchema extends z.ZodType, TResult>(
  options: CalculationOptions<TSchema, TResult>,
): Calculation<TSchema> {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const inFlight = useRef(false);

  async function submit(
    candidate: Candidate<z.input<TSchema>>,
  ): Promise<FormErrors> {
    if (inFlight.current) return NO_ERRORS;
    const { loadSchema, endpoint, success, failure, onResult } = options;
    let schema: TSchema;
    try {
      schema = await loadSchema();
    } catch {
      toast({
        title: failure.title,
        description: failure.description,
        variant: "destructive",
      });
      return NO_ERRORS;
    }
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) {
      const invalid = issuesToFormErrors(parsed.error.issues);
      setErrors(invalid);
      return invalid;
    }
    setErrors(NO_ERRORS);
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await postJson<TResult>(endpoint, candidate);
      onResult(result, parsed.data);
      toast({ title: success.title, description: success.description });
    } catch {
      toast({
        title: failure.title,
        description: failure.description,
        variant: "destructive",
      });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    return NO_ERRORS;
  }

  const prepare = () => {
    // A failed preload is retried, and reported, by submit.
    options.loadSchema().catch(() => undefined);
  };

  return {
    busy,
    errors,
    submit,
    clearErrors: () => setErrors(NO_ERRORS),
    prepare,
  };
}
