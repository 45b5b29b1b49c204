import { lazy, type ComponentType } from "react";

/** Thrown when a chunk still fails to load after its retries (offline, deploy replaced it, …). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the site could not be loaded.", { cause });
    this.name = "ChunkLoadError";
  }
}

export const CHUNK_RETRY_DELAYS_MS = [300, 1000] as const;

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `load` (a dynamic import) again after 300 ms and 1 s when it fails, then gives up with a
 * ChunkLoadError. A flaky connection costs a short wait instead of a broken page.
 */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of CHUNK_RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError(error);
  }
}

/** Bumped by "Try again": loadables whose chunk failed start afresh on their next render. */
let retryEpoch = 0;
export function retryFailedChunks(): void {
  retryEpoch += 1;
}

export interface Loadable<P extends object> {
  /** Renders the component once its chunk is loaded (suspending until then). */
  readonly Component: ComponentType<P>;
  /** Starts loading (with retries); resolves when the component can render without suspending. */
  readonly preload: () => Promise<unknown>;
}

/**
 * A lazily loaded component that (unlike React.lazy) retries a failed import, forgets a final
 * failure so an error boundary's "Try again" loads it afresh, and renders at once, without
 * suspending, once preloaded (so a prerendered page hydrates without a flash).
 */
export function loadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Loadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= loadWithRetry(load).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        failedInEpoch = retryEpoch;
        throw error;
      },
    );
    return pending;
  };
  // React.lazy remembers a failure for good: after "Try again" a failed one is replaced.
  const lazyPreload = () =>
    lazy(() => preload().then((Component) => ({ default: Component })));
  let Lazy = lazyPreload();
  let failedInEpoch: number | null = null;
  function LoadableComponent(props: P) {
    if (failedInEpoch !== null && failedInEpoch !== retryEpoch) {
      failedInEpoch = null;
      Lazy = lazyPreload();
    }
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component: LoadableComponent, preload };
}
