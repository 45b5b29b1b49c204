import { useEffect, useState } from "react";
import type { Loadable } from "./loadable";

/**
 * True once a loadable's chunk is in (it starts loading on mount): for optional parts, such as a
 * results view's charts, shown a moment after the rest and never suspending it. A chunk that cannot
 * be loaded leaves the part out.
 */
export function useLoaded(part: Pick<Loadable<object>, "preload">): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    part.preload().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part]);
  return loaded;
}
