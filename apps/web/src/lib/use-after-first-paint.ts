import { startTransition, useEffect, useState } from "react";

/**
 * False for the first paint, true just after it. Lets a page paint its own content before it
 * starts fetching and evaluating heavier, secondary chunks (the home page's calculator), so
 * they do not compete with the first paint. The switch is a transition, so React renders what it
 * unlocks in small slices rather than one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
