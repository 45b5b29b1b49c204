import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { ErrorBoundary } from "../components/error-boundary";
import HomeReference from "../features/content/home/home-reference";
import { useActiveToolStore } from "../features/home/active-tool-store";
import { ToolPicker, ToolPickerForm } from "../features/home/tool-picker";
import { onQueryOpened, readQuery, TOOL_PARAM } from "../lib/page-query";
import { SavedResultsWhenAny } from "../features/saved-results/saved-results-when-any";
import { seededTool } from "../lib/server-seed";
import { toast } from "../lib/toast-store";
import { useYearsOnScreen } from "../lib/calculator-years";
import { yearList } from "../components/form/result-years";
import { isToolId, toolById, type ToolId } from "../paths";

/** The tool → calculator map: each calculator is its own chunk, fetched by `React.lazy` when chosen. */
export const CALCULATOR_LOADERS = {
  calculator: () => import("../features/take-home/take-home-calculator"),
  comparison: () => import("../features/comparison/comparison-calculator"),
  reverse: () => import("../features/reverse/reverse-calculator"),
  converter: () => import("../features/hourly/hourly-calculator"),
  mortgage: () => import("../features/mortgage/mortgage-calculator"),
  contractor: () => import("../features/contractor/contractor-calculator"),
} as const satisfies Record<ToolId, () => Promise<{ default: ComponentType }>>;

/** Fetches the calculator shown first (main.tsx waits for it before hydrating the home page). */
export function loadActiveCalculator(): Promise<unknown> {
  return CALCULATOR_LOADERS[useActiveToolStore.getState().activeTool]();
}

/**
 * Each calculator as a `React.lazy` component, made once, so coming back to the page shows a
 * loaded calculator at once. "Try again" puts a new one for a failed chunk in the page's state.
 */
const CALCULATORS = ((): Record<ToolId, ComponentType> => {
  const calculators = {} as Record<ToolId, ComponentType>;
  for (const id of Object.keys(CALCULATOR_LOADERS) as ToolId[])
    calculators[id] = lazy(CALCULATOR_LOADERS[id]);
  return calculators;
})();

/**
 * `/#comparison` (e.g. from the footer's Tools links) opens that tool, and so does a link's
 * `?tool=comparison` (whose calculator then restores its fields). After hydration, so the
 * prerendered page and the first render agree.
 */
function useToolFromLocation(): void {
  const setActiveTool = useActiveToolStore((state) => state.setActiveTool);
  useEffect(() => {
    const selectFromHash = () => {
      const id = window.location.hash.slice(1);
      if (isToolId(id)) setActiveTool(id);
    };
    const selectFromQuery = () => {
      const id = readQuery().get(TOOL_PARAM) ?? "";
      if (isToolId(id)) setActiveTool(id);
    };
    selectFromHash();
    selectFromQuery();
    window.addEventListener("hashchange", selectFromHash);
    const stop = onQueryOpened(selectFromQuery);
    return () => {
      window.removeEventListener("hashchange", selectFromHash);
      stop();
    };
  }, [setActiveTool]);
}

function ToolLoading() {
  return (
    <p
      role="status"
      className="flex min-h-[32rem] items-center justify-center text-slate-600"
    >
      Loading calculator…
    </p>
  );
}

export default function HomePage() {
  // A page rendered on request for a link shows the link's tool (lib/server-seed.ts).
  useState(() => {
    const tool = seededTool();
    if (tool !== undefined && isToolId(tool))
      useActiveToolStore.setState({ activeTool: tool });
  });
  useToolFromLocation();
  const activeTool = useActiveToolStore((state) => state.activeTool);
  const [calculators, setCalculators] = useState(CALCULATORS);
  const ActiveTool = calculators[activeTool];
  // The year the calculator below is set to (at first the year in force): "2026/27".
  const years = yearList(useYearsOnScreen());
  const title = `UK Pay & Tax Calculator ${years}`;
  // The tab's title follows it too. The route list's title (paths.ts), which the prerendered page
  // has and the router sets on a change of page, names the year the site opens on; the calculator
  // reports its year after it loads, which runs this again, so the tab ends on the year shown.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="flex flex-col gap-4 sm:gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 hidden max-w-3xl text-slate-700 sm:block">
          Free calculators for take-home pay, salary comparisons, hourly rates,
          mortgages and contracting, using the {years} income tax, National
          Insurance and student loan rules.
        </p>
      </div>
      <section
        aria-label="Calculators"
        className="flex flex-col gap-4 sm:gap-6"
      >
        <ToolPicker
          onIntent={(id) => void CALCULATOR_LOADERS[id]().catch(() => null)}
        />
        <div
          className="min-h-[32rem]"
          data-testid="active-tool"
          data-active-tool={activeTool}
        >
          <ErrorBoundary
            what="this calculator"
            resetKey={ActiveTool}
            onRetry={() => {
              setCalculators((current) => ({
                ...current,
                [activeTool]: lazy(CALCULATOR_LOADERS[activeTool]),
              }));
            }}
            onError={() => {
              const { failure } = toolById(activeTool);
              toast({ ...failure, variant: "destructive" });
            }}
          >
            <Suspense fallback={<ToolLoading />}>
              <ActiveTool />
            </Suspense>
          </ErrorBoundary>
        </div>
      </section>
      <ToolPickerForm />
      <SavedResultsWhenAny />
      <HomeReference />
    </div>
  );
}
