import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { useSavedResults } from "../lib/saved-results";
import { useToastStore } from "../lib/toast-store";

/*
 * jsdom lacks a few layout APIs that Radix primitives (tooltip, dropdown menu, switch) call.
 * These inert stand-ins let them mount; nothing here pretends to lay anything out.
 */
class ResizeObserverStandIn {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStandIn;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  useToastStore.setState({ current: null });
  // Calculators write their inputs to the address bar; each test starts at a plain "/".
  window.history.replaceState(null, "", "/");
  useSavedResults.setState({ current: null, items: [] });
});
