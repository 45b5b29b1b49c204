import { ChartsDisclosure } from "../../components/charts/charts-disclosure";
import type { TakeHomeChartsProps } from "./take-home-charts";

/** Where the take-home results mount their charts (their code and the engine they run: fetched when opened). */
export function TakeHomeChartsMount(props: TakeHomeChartsProps) {
  return (
    <ChartsDisclosure
      label="Charts: your take-home and marginal rate"
      load={() => import("./take-home-charts")}
      chartProps={props}
    />
  );
}
