import { ChartsDisclosure } from "../../components/charts/charts-disclosure";
import { loadable } from "../../lib/loadable";
import type { TakeHomeChartsProps } from "./take-home-charts";

/** The charts' code and the engine they run: fetched only when the visitor opens them. */
const Charts = loadable(() => import("./take-home-charts"));

/** Where the take-home results mount their charts. */
export function TakeHomeChartsMount(props: TakeHomeChartsProps) {
  return (
    <ChartsDisclosure
      label="Charts: your take-home and marginal rate"
      load={Charts.preload}
    >
      {() => <Charts.Component {...props} />}
    </ChartsDisclosure>
  );
}
