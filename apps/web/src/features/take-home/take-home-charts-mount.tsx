import { loadable } from "../../lib/loadable";
import { useLoaded } from "../../lib/use-loaded";
import type { TakeHomeChartsProps } from "./take-home-charts";

/** The disclosure is fetched once there is a result, so `/`'s first load carries none of it. */
const Disclosure = loadable(() => import("./take-home-charts-disclosure"));

/** Where the take-home results mount their charts. */
export function TakeHomeChartsMount(props: TakeHomeChartsProps) {
  return useLoaded(Disclosure) ? <Disclosure.Component {...props} /> : null;
}
