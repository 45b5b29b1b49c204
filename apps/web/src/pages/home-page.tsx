import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
} from "react";
import { useActiveToolStore } from "../features/home/active-tool-store";
import { ToolPicker } from "../features/home/tool-picker";
import { isToolId, type ToolId } from "../features/home/tools";
import { useAfterFirstPaint } from "../lib/use-after-first-paint";
import { useDocumentMeta } from "../lib/use-document-meta";
import { useNearViewport } from "../lib/use-near-viewport";

/** Each tool is its own chunk, fetched when its tile is chosen (or hovered/focused, to get ahead). */
const TOOL_LOADERS: Record<ToolId, () => Promise<{ default: ComponentType }>> =
  {
    calculator: () => import("../features/take-home/take-home-calculator"),
    comparison: () => import("../features/comparison/comparison-calculator"),
    reverse: () => import("../features/reverse/reverse-calculator"),
    converter: () => import("../features/hourly/hourly-calculator"),
    mortgage: () => import("../features/mortgage/mortgage-calculator"),
    contractor: () => import("../features/contractor/contractor-calculator"),
  };

const TOOL_COMPONENTS: Record<ToolId, LazyExoticComponent<ComponentType>> = {
  calculator: lazy(TOOL_LOADERS.calculator),
  comparison: lazy(TOOL_LOADERS.comparison),
  reverse: lazy(TOOL_LOADERS.reverse),
  converter: lazy(TOOL_LOADERS.converter),
  mortgage: lazy(TOOL_LOADERS.mortgage),
  contractor: lazy(TOOL_LOADERS.contractor),
};

const HomeReference = lazy(
  () => import("../features/content/home/home-reference"),
);

function preloadTool(tool: ToolId): void {
  void TOOL_LOADERS[tool]();
}

/** `/#comparison` (e.g. from the footer's Tools links) opens that tool. */
function useToolFromHash(): void {
  const setActiveTool = useActiveToolStore((state) => state.setActiveTool);
  useEffect(() => {
    const selectFromHash = () => {
      const id = window.location.hash.slice(1);
      if (isToolId(id)) setActiveTool(id);
    };
    selectFromHash();
    window.addEventListener("hashchange", selectFromHash);
    return () => window.removeEventListener("hashchange", selectFromHash);
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

/**
 * The reference sections sit below the fold: their code (and the rate tables behind it) is
 * fetched when they come within 400 px of the viewport, not with the first paint. The space they
 * will take is reserved, so nothing on screen moves when they arrive.
 */
function HomeReferenceWhenNear() {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  return (
    <div ref={placeholder} className="min-h-[40rem]">
      {near && (
        <Suspense fallback={null}>
          <HomeReference />
        </Suspense>
      )}
    </div>
  );
}

export default function HomePage() {
  useDocumentMeta(
    "UK Pay & Tax Calculator 2025/26",
    "Free UK salary and take-home pay calculators for the 2025/26 tax year: income tax, National Insurance, student loans, pensions, hourly pay, mortgages and contractor vs employee.",
  );
  useToolFromHash();
  const painted = useAfterFirstPaint();
  const activeTool = useActiveToolStore((state) => state.activeTool);
  const ActiveTool = TOOL_COMPONENTS[activeTool];

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          UK Pay &amp; Tax Calculator 2025/26
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Free calculators for take-home pay, salary comparisons, hourly rates,
          mortgages and contracting, using the 2025/26 income tax, National
          Insurance and student loan rules.
        </p>
      </div>
      <section aria-label="Calculators" className="flex flex-col gap-6">
        <ToolPicker onIntent={preloadTool} />
        <div
          className="min-h-[32rem]"
          data-testid="active-tool"
          data-active-tool={activeTool}
        >
          {painted ? (
            <Suspense fallback={<ToolLoading />}>
              <ActiveTool />
            </Suspense>
          ) : (
            <ToolLoading />
          )}
        </div>
      </section>
      <HomeReferenceWhenNear />
    </div>
  );
}
