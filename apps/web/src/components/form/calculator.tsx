import {
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { StoreApi, UseBoundStore } from "zustand";
import type { CalculatorTool } from "../../paths";
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
import { takeSeed } from "../../lib/server-seed";
import { useHydrated } from "../../lib/use-hydrated";
import { CalculatorLayout } from "./calculator-layout";
import { CalculatorForm } from "./calculator-form";
import type { CalculatorState, LastResult } from "./form-model";
import { FormScopeProvider, type FormScope } from "./form-scope";
import { ResultFormContext, type ResultForm } from "./result-form";
import {
  EmptyResults,
  ResultFocusContext,
  type Headline,
} from "./result-items";
import { ErrorBoundary } from "../error-boundary";
import { ResultsStatus, resultsNote } from "./results-status";
import { PrintSummary } from "./print-summary";
import { readFormInputs, type InputRow } from "./print-parts";
import { ResultYears, taxYearsOf, yearList } from "./result-years";
import { setCalculatorYears } from "../../lib/calculator-years";
import type { FormModel } from "./url-state";
import { earlyInput } from "../../lib/early-input";
import ResultActions from "./result-actions";

export interface CalculatorProps<
  TValues extends object,
  TSchema extends z.ZodType,
  TResult,
> {
  /** The tool (paths.ts): its id, heading, form labels, endpoint and toasts. */
  tool: CalculatorTool;
  /**
   * The engine's input schema, fetched when the form is first submitted or opened from a link:
   * `() => import("../../lib/input-schemas").then((schemas) => schemas.salaryInputSchema)`
   * (lib/input-schemas.ts says why that module).
   */
  schema: () => Promise<TSchema>;
  useStore: UseBoundStore<
    StoreApi<CalculatorState<TValues, z.output<TSchema>, TResult>>
  >;
  /** The form model: the request body, and the values in a link (url-state.ts). */
  model: FormModel<TValues>;
  /** The result's headline in a sentence: the success toast's description, which screen readers hear. */
  status: (last: LastResult<z.output<TSchema>, TResult, TValues>) => string;
  /** The figure a saved result is listed by. */
  keyFigure: (
    last: LastResult<z.output<TSchema>, TResult, TValues>,
  ) => Headline;
  /**
   * The results panel, once there is a result (before that, the tool's empty panel): a
   * `React.lazy` view, so the results' code (the engine's working, the charts) is not part of the
   * form's first load.
   */
  results: (last: LastResult<z.output<TSchema>, TResult, TValues>) => ReactNode;
  /** The fields, bound by name (bound-fields.tsx). */
  children: ReactNode;
  /** Results below the form, full width (a wide table), instead of beside it. */
  wide?: boolean;
}

/**
 * A calculator's results view: a `React.lazy` chunk, so nothing shows until it has arrived, and a
 * server-rendered result keeps its HTML while it hydrates. It renders again only for a new
 * result: the page around a waiting view hydrates and renders again (Share and Export PDF
 * appear), and new props for the waiting view would make React drop the server's HTML and render
 * it afresh (the figures gone for a moment, the focus lost).
 */
const ResultsView = memo(
  function ResultsView({ view }: { last: unknown; view: () => ReactNode }) {
    return <Suspense fallback={null}>{view()}</Suspense>;
  },
  (before, after) => before.last === after.last,
);

/**
 * A whole calculator from its form model, its endpoint and its result view: the frame, the form
 * with its bound fields, validation with the engine's schema, the call, the toasts, the status
 * note and the results with their actions (Export PDF, Share Results).
 *
 * Never stale: a result belongs to the form values (the year among them) it was calculated from.
 * Once the form differs from them, or a later attempt failed, the result stays on screen but out
 * of date: greyed (grayscale, which keeps the text's contrast, where dimming with opacity would
 * fail WCAG 1.4.3), under a note saying so and why (read out politely), without Export PDF and
 * Share Results, left out of Save Results and of printing, and its success toast taken back.
 * Putting the form back to the result's values makes it current again (unless an attempt failed
 * since). After a calculation the visitor asked for, the result's heading takes focus and the
 * success toast, whose description is the headline (`status`), is what screen readers hear. After
 * a failure the note says what failed: only a rejected field blames the form, and then the first
 * field with a message takes focus, so its message is read out. A part of the results that fails
 * to render is replaced by its own "Try again", never the whole calculator.
 *
 * The form lives in the page's query string (`?tool=<id>&…`, url-state.ts): every change is
 * written there, and a link to this tool (opened, or Back / Forward) restores its fields, each bad
 * value replaced by its default, and calculates.
 *
 * A page the server rendered for such a link (server rendering on request, lib/server-seed.ts)
 * already shows its result or its messages: the calculator starts from that state (its seed)
 * and does not calculate again. The form is a GET form to its own page (calculator-form.tsx), so
 * it works before hydration and without JavaScript; Export PDF and Share appear once the page is
 * hydrated, as they need it.
 */
export function Calculator<
  TValues extends object,
  TSchema extends z.ZodType,
  TResult,
>(props: CalculatorProps<TValues, TSchema, TResult>) {
  const { useStore, tool, model } = props;
  // First, before anything reads the store: a seed from the server becomes the store's state.
  const [seed] = useState(() => {
    const planted = takeSeed(tool.id);
    if (planted)
      useStore.setState({
        values: planted.values as TValues,
        last: planted.last
          ? {
              input: planted.last.input as z.output<TSchema>,
              result: planted.last.result as TResult,
              values: planted.values as TValues,
            }
          : null,
        failure: null,
      });
    return planted;
  });
  const seededValues = useRef(seed ? useStore.getState().values : null);
  const [page] = useLocation();
  const hydrated = useHydrated();
  // Typed or chosen in the prerendered form before this render hydrated it: taken once it is live.
  const [early] = useState(() => (hydrated ? null : earlyInput(tool.id)));
  const values = useStore((state) => state.values);
  const last = useStore((state) => state.last);
  const failure = useStore((state) => state.failure);
  const open = useStore((state) => state.open);
  const { setValue, setLast, setFailure, setOpen } = useStore.getState();
  const sent = useRef(values);
  const form = useRef<HTMLDivElement>(null);
  // The inputs a result was made from, as the form read when it arrived (the browser's print).
  const [printInputs, setPrintInputs] = useState<readonly InputRow[]>([]);
  /** The visitor asked for the calculation in flight (a link being opened did not). */
  const asked = useRef(false);
  /** A result came for a calculation the visitor asked for: its heading takes focus, once. */
  const focusResult = useRef(false);
  const focus = useMemo(
    () => ({
      claim: () => {
        const wanted = focusResult.current;
        focusResult.current = false;
        return wanted;
      },
    }),
    [],
  );

  const calculation = useCalculation({
    schema: props.schema,
    endpoint: tool.endpoint,
    success: tool.success,
    failure: tool.failure,
    onResult: (result: TResult, input) => {
      setPrintInputs(readFormInputs(form.current));
      setLast(input, result, sent.current);
      // Not if the visitor has moved on (focus elsewhere on the page) while it was in flight.
      const active = document.activeElement;
      focusResult.current =
        asked.current &&
        (active === null ||
          active === document.body ||
          form.current?.contains(active) === true);
    },
    describe: () => {
      const shown = useStore.getState().last;
      return shown ? props.status(shown) : "";
    },
    onFailure: setFailure,
    ...(seed ? { initialErrors: seed.errors } : {}),
  });
  const { busy, errors } = calculation;
  const linkOf = (of: TValues) =>
    queryString([[TOOL_PARAM, tool.id], ...model.toQuery(of)]);
  const submit = (of: TValues, byVisitor = false) => {
    sent.current = of;
    asked.current = byVisitor;
    return calculation.submit(model.candidate(of));
  };
  const latest = useRef({ submit, linkOf, props, calculation });
  useEffect(() => {
    latest.current = { submit, linkOf, props, calculation };
  });

  // The result is the form's own only while the form holds the values it was calculated from
  // (compared as their link, which holds every field, the year too) and no attempt failed since.
  const changed = last !== null && linkOf(values) !== linkOf(last.values);
  const outOfDate = last !== null && (failure !== null || changed);
  useEffect(() => {
    if (outOfDate) latest.current.calculation.retractSuccess();
  }, [outOfDate]);

  // What the result may do to the form (result-form.tsx): change fields and calculate again, as
  // the visitor pressing Calculate would. One value for the frame's life: whether the result is
  // still the form's own is read from the store.
  const resultForm = useMemo<ResultForm>(
    () => ({
      apply: (changes) => {
        const next = { ...useStore.getState().values, ...changes };
        useStore.setState({ values: next });
        void latest.current.submit(next, true);
      },
      subscribe: (listener) => useStore.subscribe(listener),
      isCurrent: () => {
        const state = useStore.getState();
        const link = latest.current.linkOf;
        return (
          state.last !== null &&
          state.failure === null &&
          link(state.values) === link(state.last.values)
        );
      },
    }),
    [useStore],
  );

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
      // The server's state for this link, untouched since: already what the link shows.
      if (state.values === seededValues.current) return;
      const linked = model.fromQuery(params);
      if (!linked) {
        writeQuery(entries(state.values));
        return;
      }
      const { linkOf: link, submit: send, props: current } = latest.current;
      if (
        state.last &&
        state.failure === null &&
        link(state.last.values) === link(linked) &&
        link(state.values) === link(linked)
      )
        return;
      state.restore(linked);
      let restored = linked;
      // A schema that cannot be fetched (offline) leaves the link's values as they are: the
      // submit below fetches it again and says the server could not be reached, as any submit.
      const schema = await current.schema().catch(() => null);
      const parsed = schema?.safeParse(model.candidate(linked));
      if (parsed && !parsed.success) {
        const bad = Object.keys(issuesToFormErrors(parsed.error.issues).fields);
        restored = model.withDefaults(linked, bad);
        useStore.getState().restore(restored);
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

  // After the link's state: what the visitor changed before hydration is the form's (a shown
  // result is then out of date, as after any change).
  useEffect(() => {
    const values = early && model.fromQuery(early);
    if (values) useStore.setState({ values });
  }, [early, model, useStore]);

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

  // The shown result, while it is the form's own, is what Save Results saves, and what the
  // address bar links to.
  const { keyFigure } = props;
  useEffect(() => {
    const { setCurrent } = useSavedResults.getState();
    if (!last || outOfDate) {
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
  }, [last, outOfDate, tool.id]);

  const scope: FormScope = {
    value: (name) => (values as Record<string, unknown>)[name],
    setValue: (name, value) => {
      setValue(name as keyof TValues, value as TValues[keyof TValues]);
    },
    error: (name) => errors.fields[name],
    inputName: (name) => model.inputName(name),
    hasError: (names) =>
      Object.keys(errors.fields).some((path) =>
        names.some((name) => path === name || path.startsWith(`${name}.`)),
      ),
    open: (panel) => open[panel],
    setOpen,
  };

  return (
    <CalculatorLayout
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
              action={page}
              tool={tool.id}
              label={tool.form.label}
              errors={errors}
              onSubmit={() => submit(values, true)}
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
          <ResultsStatus
            lines={resultsNote({
              failure,
              changed,
              hasResult: last !== null,
              submitLabel: tool.form.submit,
            })}
          />
          <div
            data-out-of-date={outOfDate ? "" : undefined}
            className={outOfDate ? "no-print grayscale" : undefined}
          >
            {last ? (
              <ErrorBoundary what="these results" resetKey={last}>
                <ResultFormContext value={resultForm}>
                  <ResultFocusContext.Provider value={focus}>
                    <div className="flex flex-col gap-5">
                      {outOfDate ? null : (
                        <PrintSummary form={form} inputs={printInputs} />
                      )}
                      <ResultYears result={last.result} />
                      <ResultsView
                        last={last}
                        view={() => props.results(last)}
                      />
                      {/* Share and Export PDF need the browser: not in the server's HTML. */}
                      {hydrated && !outOfDate ? (
                        <ResultActions
                          title={tool.heading.title}
                          link={linkOf(last.values)}
                          figure={keyFigure(last)}
                          form={form}
                          years={taxYearsOf(last.result)}
                          fit={tool.print ?? "one-page"}
                          report={() => (
                            <>
                              <ResultYears result={last.result} />
                              <ResultsView
                                last={last}
                                view={() => props.results(last)}
                              />
                            </>
                          )}
                        />
                      ) : null}
                    </div>
                  </ResultFocusContext.Provider>
                </ResultFormContext>
              </ErrorBoundary>
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
