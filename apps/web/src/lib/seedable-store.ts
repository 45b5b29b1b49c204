import {
  createStore,
  useStore,
  type StateCreator,
  type StoreApi,
  type UseBoundStore,
} from "zustand";

/**
 * `create(creator)` from zustand, except that React's server snapshot (what it reads while
 * rendering on the server and while hydrating) is the store's state, not its first state. A page
 * rendered on request with a calculator's result (lib/server-seed.ts puts that state in the
 * store before the render, on the server and in the browser) then hydrates with the same state;
 * everywhere else the two are the same. `getInitialState()` stays the store's first state.
 */
export function createSeedableStore<T>(
  creator: StateCreator<T>,
): UseBoundStore<StoreApi<T>> {
  const api = createStore<T>()(creator);
  const seeded: StoreApi<T> = { ...api, getInitialState: api.getState };
  const useBound = <U>(selector: (state: T) => U) => useStore(seeded, selector);
  return Object.assign(useBound, api) as UseBoundStore<StoreApi<T>>;
}
