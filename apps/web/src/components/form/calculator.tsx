import type { ReactNode } from "react";
import type { z } from "zod";
import type { StoreApi, UseBoundStore } from "zustand";
import type { Tool } from "../../tools";
import { useCalculation, type Candidate } from "../../lib/use-calculation";
import { CalculatorLayout } from "./calculator-layout";
import { CalculatorForm } from "./calculator-form";
import {
  candidateOf,
  type CalculatorState,
  type FormFields,
  type LastResult,
  type ValuesOf,
} from "./form-model";
import { FormScopeProvider, type FormScope } from "./form-scope";
import { EmptyResults } from "./result-items";
import { ResultsStatus } from "./results-status";
import { preloadTooltips } from "../tooltip/info-tooltip";

export interface CalculatorProps<
  TValues extends object,
  TSchema extends z.ZodType,
  TResult,
> {
  /** The tool (tools.ts): its heading, form labels, endpoint and toasts. */
  tool: Pick<
    Tool,
    "heading" | "form" | "endpoint" | "empty" | "success" | "failure"
  >;
  loadSchema: () => Promise<TSchema>;
  useStore: UseBoundStore<
    StoreApi<CalculatorState<TValues, z.output<TSchema>, TResult>>
  >;
  /** The form model; or, for forms that are not a flat list of fields, `candidate`. */
  fields?: FormFields;
  candidate?: (values: TValues) => Candidate<z.input<TSchema>>;
  /** What screen readers hear when a result arrives. */
  status: (last: LastResult<z.output<TSchema>, TResult>) => string;
  /** The results panel, once there is a result (before that, the tool's empty panel). */
  results: (last: LastResult<z.output<TSchema>, TResult>) => ReactNode;
  /** The fields, bound by name (bound-fields.tsx). */
  children: ReactNode;
}

/**
 * A whole calculator from its field list, its endpoint and its result view: the frame, the form
 * with its bound fields, validation with the engine's schema, the call, the toasts, the status
 * message and the results. After a failed attempt the earlier result stays visible but marked as
 * out of date; the first field with a message takes focus, so its message is read out.
 */
export function Calculator<
  TValues extends object,
  TSchema extends z.ZodType,
  TResult,
>(props: CalculatorProps<TValues, TSchema, TResult>) {
  const { useStore, tool } = props;
  const values = useStore((state) => state.values);
  const last = useStore((state) => state.last);
  const stale = useStore((state) => state.stale);
  const open = useStore((state) => state.open);
  const { setValue, setLast, setStale, setOpen } = useStore.getState();

  const { busy, errors, submit, prepare } = useCalculation({
    loadSchema: props.loadSchema,
    endpoint: tool.endpoint,
    success: tool.success,
    failure: tool.failure,
    onResult: (result: TResult, input) => setLast(input, result),
    onFailure: () => setStale(true),
  });

  const scope: FormScope = {
    value: (name) => (values as Record<string, unknown>)[name],
    setValue: (name, value) =>
      setValue(name as keyof TValues, value as TValues[keyof TValues]),
    error: (name) => errors.fields[name],
    hasError: (names) => names.some((name) => name in errors.fields),
    open: (panel) => open[panel] ?? false,
    setOpen,
  };
  const candidate = () =>
    props.candidate
      ? props.candidate(values)
      : (candidateOf(
          props.fields ?? {},
          values as ValuesOf<FormFields>,
        ) as Candidate<z.input<TSchema>>);

  return (
    <CalculatorLayout
      onEngage={() => {
        prepare();
        void preloadTooltips();
      }}
      title={tool.heading.title}
      description={tool.heading.description}
      form={
        <FormScopeProvider scope={scope}>
          <CalculatorForm
            label={tool.form.label}
            errors={errors}
            onSubmit={() => submit(candidate())}
            busy={busy}
            busyLabel={tool.form.busy}
            submitLabel={tool.form.submit}
          >
            {props.children}
          </CalculatorForm>
        </FormScopeProvider>
      }
      results={
        <>
          <ResultsStatus message={last && !stale ? props.status(last) : ""} />
          {last && stale ? (
            <p
              role="note"
              className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              These results are for your previous inputs. Correct the form and
              calculate again to update them.
            </p>
          ) : null}
          <div className={last && stale ? "opacity-60" : undefined}>
            {last ? (
              props.results(last)
            ) : (
              <EmptyResults title={tool.empty.title}>
                {tool.empty.text}
              </EmptyResults>
            )}
          </div>
        </>
      }
    />
  );
}
