import { loadable } from "../../lib/loadable";
import { useLoaded } from "../../lib/use-loaded";
import type { ComparisonBar } from "./comparison-chart";

/** The disclosure is fetched once there is a result. */
const Disclosure = loadable(() => import("./comparison-chart-disclosure"));

/** Where the comparison results mount their chart. */
export function ComparisonChartMount({
  bars,
}: {
  bars: readonly ComparisonBar[];
}) {
  return useLoaded(Disclosure) ? <Disclosure.Component bars={bars} /> : null;
}
