import { ChartsDisclosure } from "../../components/charts/charts-disclosure";
import { loadable } from "../../lib/loadable";
import type { ComparisonBar } from "./comparison-chart";

/** The chart's code: fetched only when the visitor opens it. */
const Chart = loadable(() => import("./comparison-chart"));

/** Where the comparison results mount their chart. */
export function ComparisonChartMount({
  bars,
}: {
  bars: readonly ComparisonBar[];
}) {
  return (
    <ChartsDisclosure label="Chart: the salaries compared" load={Chart.preload}>
      {() => <Chart.Component bars={bars} />}
    </ChartsDisclosure>
  );
}
