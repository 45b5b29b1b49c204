import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element's top has come within `marginPx` of the bottom of the viewport, or has
 * been scrolled past (End key, a jump further down), and from then on. Lets content below the
 * fold be fetched just before it is reached rather than with the first paint. Checked on mount,
 * scroll and resize (passive listeners, removed once true).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  marginPx = 400,
  initial = false,
): boolean {
  const [near, setNear] = useState(initial);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const check = () => {
      if (element.getBoundingClientRect().top < window.innerHeight + marginPx)
        setNear(true);
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check, { passive: true });
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [ref, marginPx, near]);

  return near;
}
