import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while prerendering and while hydrating the prerendered HTML, true afterwards. Parts that
 * depend on the visitor's browser (stored consent) render only once it is true, so the
 * prerendered HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
