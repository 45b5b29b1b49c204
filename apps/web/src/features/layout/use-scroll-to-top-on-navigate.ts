import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** A client-side navigation starts the new page at the top, as a full page load would. */
export function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (!window.location.hash) document.scrollingElement?.scrollTo(0, 0);
  }, [location]);
}
