import { Suspense, useEffect, useRef, useState } from "react";
import { ErrorBoundary } from "../components/error-boundary";
import { useActiveToolStore } from "../features/home/active-tool-store";
import { ToolPicker, ToolPickerForm } from "../features/home/tool-picker";
import { loadable, type Loadable } from "../lib/loadable";
import { onQueryOpened, readQuery, TOOL_PARAM } from "../lib/page-query";
import { SavedResultsWhenAny } from "../features/saved-results/saved-results-when-any";
import { seededTool } from "../lib/server-seed";
import { toast } from "../lib/toast-store";
import { useNearViewport } from "../lib/use-near-viewport";
import { useYearsOnScreen } from "../lib/calculator-years";
import { yearList } from "../components/form/result-years";
import { isToolId, TOOLS, toolById, type ToolId } from "../tools";

/** Each tool is its own chunk, fetched (with retries) when its tile is chosen, hovered or focused. */
const TOOL_COMPONENTS = Object.fromEntries(
  TOOLS.map((tool) => [tool.id, loadable(tool.load)]),
) as Record<ToolId, Loadable<object>>;

const HomeReference = loadable(
  () => import("../features/content/home/home-reference"),
);

function preloadTool(tool: ToolId): void {
  TOOL_COMPONENTS[tool].preload().catch(() => undefined);
}

/** Loads the tool shown first (before hydrating the prerendered home page). */
export function preloadActiveTool(): Promise<unknown> {
  return TOOL_COMPONENTS[useActiveToolStore.getState().activeTool].preload();
}

/** Everything the prerendered home page shows, so prerendering never suspends. */
export function preloadHomeForPrerender(): Promise<unknown> {
  return Promise.all([preloadActiveTool(), HomeReference.preload()]);
}

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

const REFERENCE_ID = "home-reference";

/**
 * The reference sections sit below the fold: their code (and the rate tables behind it) is
 * fetched when they come within 200 px of the viewport. The prerendered page already contains
 * them: until then that HTML is kept as it is (not hydrated), so it reads the same without the
 * code; after, the live sections replace it. Server-side they render in full.
 */
function HomeReferenceWhenNear() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [serverHtml] = useState(() =>
    typeof document === "undefined"
      ? null
      : (document.getElementById(REFERENCE_ID)?.innerHTML ?? "") || null,
  );
  const near = useNearViewport(placeholder, 200);
  const prerendering = typeof document === "undefined";
  const staticCopy = serverHtml ? (
    <div dangerouslySetInnerHTML={{ __html: serverHtml }} />
  ) : null;
  if (!near && !prerendering)
    return (
      <div
        ref={placeholder}
        id={REFERENCE_ID}
        className="min-h-[40rem]"
        dangerouslySetInnerHTML={
          serverHtml ? { __html: serverHtml } : undefined
        }
      />
    );
  return (
    <div ref={placeholder} id={REFERENCE_ID} className="min-h-[40rem]">
      <ErrorBoundary what="this section">
        <Suspense fallback={staticCopy}>
          <HomeReference.Component />
        </Suspense>
      </ErrorBoundary>
    </div>
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
  const ActiveTool = TOOL_COMPONENTS[activeTool].Component;
  // The year the calculator below is set to (at first the year in force): "2026/27".
  const years = yearList(useYearsOnScreen());
  const title = `UK Pay & Tax Calculator ${years}`;
  // The tab's title follows it too. The route list's title (routes.ts), which the prerendered page
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
        <ToolPicker onIntent={preloadTool} />
        <div
          className="min-h-[32rem]"
          data-testid="active-tool"
          data-active-tool={activeTool}
        >
          <ErrorBoundary
            what="this calculator"
            resetKey={activeTool}
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
      <HomeReferenceWhenNear />
    </div>
  );
}
