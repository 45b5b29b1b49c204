import { ChartsDisclosure } from "../../components/charts/charts-disclosure";
import type { ComparisonBar } from "./comparison-chart";

/** Where the comparison results mount their chart (its code: fetched when opened). */
export function ComparisonChartMount({
  bars,
}: {
  bars: readonly ComparisonBar[];
}) {
  return (
    <ChartsDisclosure
      label="Chart: the salaries compared"
      load={() => import("./comparison-chart")}
      chartProps={{ bars }}
    />
  );
}
