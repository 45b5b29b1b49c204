import { ChartsDisclosure } from "../../components/charts/charts-disclosure";
import { loadable } from "../../lib/loadable";
import type { ComparisonBar } from "./comparison-chart";

/** The chart's code: fetched only when the visitor opens it. */
const Chart = loadable(() => import("./comparison-chart"));

export default function ComparisonChartDisclosure({
  bars,
}: {
  bars: readonly ComparisonBar[];
}) {
  return (
    <ChartsDisclosure
      label="Chart: the salaries compared"
      preload={Chart.preload}
    >
      {() => <Chart.Component bars={bars} />}
    </ChartsDisclosure>
  );
}
