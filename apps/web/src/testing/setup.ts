import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import type * as MockedZustand from "../../__mocks__/zustand";

// Every zustand store is made afresh after each test (__mocks__/zustand.ts).
vi.mock("zustand");
const { resetStores } = await vi.importMock<typeof MockedZustand>("zustand");

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): a result's lazily loaded
// parts (charts, results views) are imported for the first time inside a test, which takes more
// than a second on a busy 2-core CI machine. A test that fails still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

/*
 * jsdom lacks a few layout APIs that Radix primitives (tooltip, dropdown menu, switch) call.
 * These inert stand-ins let them mount; nothing here pretends to lay anything out.
 */
class ResizeObserverStandIn {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!("ResizeObserver" in globalThis))
  globalThis.ResizeObserver = ResizeObserverStandIn;
const elementStandIns = {
  hasPointerCapture: () => false,
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
  scrollIntoView: () => undefined,
};
for (const [name, standIn] of Object.entries(elementStandIns))
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, {
      value: standIn,
      configurable: true,
      writable: true,
    });

// The DOM tests of a worker share one jsdom (vite.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Calculators write their inputs to the address bar; each test starts at a plain "/".
  window.history.replaceState(null, "", "/");
  resetStores(); // after clearing the storage some stores read when made
});
