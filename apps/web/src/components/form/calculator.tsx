import { Suspense, useEffect, useRef, type ReactNode } from "react";
import type { z } from "zod";
import type { StoreApi, UseBoundStore } from "zustand";
import type { CalculatorTool } from "../../tools";
import { useCalculation } from "../../lib/use-calculation";
import { issuesToFormErrors } from "../../lib/zod-issues-to-fields";
import {
  onQueryOpened,
  queryString,
  readQuery,
  TOOL_PARAM,
  writeQuery,
} from "../../lib/page-query";
import { useSavedResults } from "../../lib/saved-results";
import { CalculatorLayout } from "./calculator-layout";
import { CalculatorForm } from "./calculator-form";
import type { CalculatorState, LastResult } from "./form-model";
import { FormScopeProvider, type FormScope } from "./form-scope";
import { EmptyResults, type Headline } from "./result-items";
import { loadable } from "../../lib/loadable";
import { ResultsStatus } from "./results-status";
import { ResultYears, taxYearsOf, yearList } from "./result-years";
import { setCalculatorYears } from "../../lib/calculator-years";
import type { FormModel } from "./url-state";
import { preloadTooltips } from "../tooltip/info-tooltip";

/** Export PDF and Share Results: only needed once there is a result (fetched when the form is first used). */
const ResultActions = loadable(() => import("./result-actions"));

export interface CalculatorProps<
  TValues extends object,
  TSchema extends z.ZodType,
  TResult,
> {
  /** The tool (tools.ts): its id, heading, form labels, endpoint and toasts. */
  tool: CalculatorTool;
  loadSchema: () => Promise<TSchema>;
  useStore: UseBoundStore<
    StoreApi<CalculatorState<TValues, z.output<TSchema>, TResult>>
  >;
  /** The form model: the request body, and the values in a link (url-state.ts). */
  model: FormModel<TValues>;
  /** What screen readers hear when a result arrives. */
  status: (last: LastResult<z.output<TSchema>, TResult, TValues>) => string;
  /** The figure a saved result is listed by. */
  keyFigure: (
    last: LastResult<z.output<TSchema>, TResult, TValues>,
  ) => Headline;
  /** Starts loading a lazily loaded results view, when the form is first used. */
  preloadResults?: () => Promise<unknown>;
  /** The results panel, once there is a result (before that, the tool's empty panel). */
  results: (last: LastResult<z.output<TSchema>, TResult, TValues>) => ReactNode;
  /** The fields, bound by name (bound-fields.tsx). */
  children: ReactNode;
  /** Results below the form, full width (a wide table), instead of beside it. */
  wide?: boolean;
}

/**
 * A whole calculator from its form model, its endpoint and its result view: the frame, the form
 * with its bound fields, validation with the engine's schema, the call, the toasts, the status
 * message and the results with their actions (Export PDF, Share Results). After a failed attempt
 * the earlier result stays visible but marked as out of date; the first field with a message
 * takes focus, so its message is read out.
 *
 * The form lives in the page's query string (`?tool=<id>&…`, url-state.ts): every change is
 * written there, and a link to this tool (opened, or Back / Forward) restores its fields, each bad
 * value replaced by its default, and calculates.
 */
export function Calculator<
  TValues extends object,
  TSchema extends z.ZodType,
  TResult,
>(props: CalculatorProps<TValues, TSchema, TResult>) {
  const { useStore, tool, model } = props;
  const values = useStore((state) => state.values);
  const last = useStore((state) => state.last);
  const stale = useStore((state) => state.stale);
  const open = useStore((state) => state.open);
  const { setValue, setLast, setStale, setOpen } = useStore.getState();
  const sent = useRef(values);
  const form = useRef<HTMLDivElement>(null);

  const calculation = useCalculation({
    loadSchema: props.loadSchema,
    endpoint: tool.endpoint,
    success: tool.success,
    failure: tool.failure,
    onResult: (result: TResult, input) => {
      setLast(input, result, sent.current);
    },
    onFailure: () => {
      setStale(true);
    },
  });
  const { busy, errors, prepare } = calculation;
  const linkOf = (of: TValues) =>
    queryString([[TOOL_PARAM, tool.id], ...model.toQuery(of)]);
  const submit = (of: TValues) => {
    sent.current = of;
    return calculation.submit(model.candidate(of));
  };
  const latest = useRef({ submit, linkOf, props });
  useEffect(() => {
    latest.current = { submit, linkOf, props };
  });

  // The query string follows the form, and a link to this tool restores it.
  useEffect(() => {
    const entries = (of: TValues): [string, string][] => [
      [TOOL_PARAM, tool.id],
      ...model.toQuery(of),
    ];
    const restore = async () => {
      const params = readQuery();
      if (params.get(TOOL_PARAM) !== tool.id) return;
      const state = useStore.getState();
      const linked = model.fromQuery(params);
      if (!linked) {
        writeQuery(entries(state.values));
        return;
      }
      const { linkOf: link, submit: send, props: current } = latest.current;
      if (
        state.last &&
        !state.stale &&
        link(state.last.values) === link(linked) &&
        link(state.values) === link(linked)
      )
        return;
      state.restore(linked);
      let restored = linked;
      try {
        const schema = await current.loadSchema();
        const parsed = schema.safeParse(model.candidate(linked));
        if (!parsed.success) {
          const bad = Object.keys(
            issuesToFormErrors(parsed.error.issues).fields,
          );
          restored = model.withDefaults(linked, bad);
          useStore.getState().restore(restored);
        }
      } catch {
        // The schema could not load: submitting reports it.
      }
      await send(restored);
    };
    void restore();
    const stopListening = onQueryOpened(() => void restore());
    const stopWriting = useStore.subscribe((state, previous) => {
      if (state.values !== previous.values) writeQuery(entries(state.values));
    });
    return () => {
      stopListening();
      stopWriting();
    };
  }, [useStore, model, tool.id]);

  // The year(s) the form is set to: the heading names them, and so does the page around it.
  const formYears = taxYearsOf(model.candidate(values));
  useEffect(() => {
    setCalculatorYears(formYears);
  });
  useEffect(
    () => () => {
      setCalculatorYears([]);
    },
    [],
  );
  const { description } = tool.heading;

  // The shown result is what Save Results saves, and what the address bar links to.
  const { keyFigure } = props;
  useEffect(() => {
    const { setCurrent } = useSavedResults.getState();
    if (!last || stale) {
      setCurrent(null);
      return;
    }
    const { linkOf: link, props: current } = latest.current;
    const query = link(last.values);
    writeQuery([...new URLSearchParams(query)]);
    setCurrent({
      tool: tool.id,
      path: window.location.pathname,
      query,
      years: taxYearsOf(last.result),
      figure: current.keyFigure(last),
      inputs: last.values,
      result: last.result,
    });
    return () => {
      setCurrent(null);
    };
  }, [last, stale, tool.id]);

  const scope: FormScope = {
    value: (name) => (values as Record<string, unknown>)[name],
    setValue: (name, value) => {
      setValue(name as keyof TValues, value as TValues[keyof TValues]);
    },
    error: (name) => errors.fields[name],
    hasError: (names) =>
      Object.keys(errors.fields).some((path) =>
        names.some((name) => path === name || path.startsWith(`${name}.`)),
      ),
    open: (panel) => open[panel],
    setOpen,
  };

  return (
    <CalculatorLayout
      onEngage={() => {
        prepare();
        void preloadTooltips();
        ResultActions.preload().catch(() => undefined);
        props.preloadResults?.().catch(() => undefined);
      }}
      title={tool.heading.title}
      description={
        typeof description === "string"
          ? description
          : description(yearList(formYears))
      }
      wide={props.wide ?? false}
      form={
        <div ref={form}>
          <FormScopeProvider scope={scope}>
            <CalculatorForm
              label={tool.form.label}
              errors={errors}
              onSubmit={() => submit(values)}
              busy={busy}
              busyLabel={tool.form.busy}
              submitLabel={tool.form.submit}
            >
              {props.children}
            </CalculatorForm>
          </FormScopeProvider>
        </div>
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
              // The result shows with its actions, once their chunk is in (usually already).
              <Suspense fallback={null}>
                <div className="flex flex-col gap-5">
                  <ResultYears result={last.result} />
                  {props.results(last)}
                  <ResultActions.Component
                    title={tool.heading.title}
                    link={linkOf(last.values)}
                    figure={keyFigure(last)}
                    form={form}
                    years={taxYearsOf(last.result)}
                    fit={tool.print ?? "one-page"}
                    report={() => (
                      <>
                        <ResultYears result={last.result} />
                        {props.results(last)}
                      </>
                    )}
                  />
                </div>
              </Suspense>
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
