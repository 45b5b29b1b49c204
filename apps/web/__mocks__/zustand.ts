import { vi } from "vitest";
import type * as Zustand from "zustand";

/**
 * zustand for the DOM unit tests, after zustand's own testing recipe ("Testing" in its docs):
 * src/testing/setup.ts mocks `zustand` with this module and calls `resetStores()` after each
 * test. The DOM tests of a worker share one module graph (vite.config.ts, `isolate: false`), so
 * without it a store would carry one file's values, results and open panels into the next.
 */
export * from "zustand";

const actual = await vi.importActual<typeof Zustand>("zustand");

const resets = new Set<() => void>();

/**
 * Every store back to the state it would be created with now: its creator runs again (so a
 * store that reads localStorage when created, like the cookie choice, reads it again).
 */
export function resetStores(): void {
  for (const reset of resets) reset();
}

function remember<T>(
  store: Zustand.StoreApi<T>,
  creator: Zustand.StateCreator<T>,
): void {
  resets.add(() => {
    store.setState(creator(store.setState, store.getState, store), true);
  });
}

function rememberedStore<T>(creator: Zustand.StateCreator<T>) {
  const store = actual.createStore(creator);
  remember(store, creator);
  return store;
}

function rememberedHook<T>(creator: Zustand.StateCreator<T>) {
  const useBound = actual.create(creator);
  remember(useBound, creator);
  return useBound;
}

export const createStore = (<T>(creator?: Zustand.StateCreator<T>) =>
  creator === undefined
    ? rememberedStore
    : rememberedStore(creator)) as typeof Zustand.createStore;

export const create = (<T>(creator?: Zustand.StateCreator<T>) =>
  creator === undefined
    ? rememberedHook
    : rememberedHook(creator)) as typeof Zustand.create;
