import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from "react";
import { Disclosure } from "../disclosure";
import { ErrorBoundary } from "../error-boundary";

type ChartModule<P> = { default: ComponentType<P> };

/**
 * Where a results view mounts its charts: a closed disclosure whose content, the chart's chunk
 * (d3 and what the chart calculates with), is fetched by `React.lazy` when it is first opened.
 * A chunk that cannot be fetched says so in place with "Try again" (as does opening it again);
 * the results stay as they are. Not printed.
 */
export function ChartsDisclosure<P extends object>({
  label,
  load,
  chartProps,
}: {
  label: string;
  /** The chart's module (a dynamic import): its default export is drawn with `chartProps`. */
  load: () => Promise<ChartModule<P>>;
  chartProps: P;
}) {
  const [Chart, setChart] = useState<LazyExoticComponent<
    ComponentType<P>
  > | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchAgain = () => {
    setFailed(false);
    setChart(() => lazy(load));
  };
  return (
    <Disclosure
      label={label}
      look="section"
      className="print:hidden"
      onOpenChange={(opened) => {
        if (opened && (!Chart || failed)) fetchAgain();
      }}
    >
      {(open) =>
        open && Chart ? (
          <div className="flex flex-col gap-6">
            <ErrorBoundary
              what="the charts"
              resetKey={Chart}
              onError={() => {
                setFailed(true);
              }}
              onRetry={fetchAgain}
            >
              <Suspense fallback={<p role="status">Loading charts…</p>}>
                <Chart {...chartProps} />
              </Suspense>
            </ErrorBoundary>
          </div>
        ) : null
      }
    </Disclosure>
  );
}
