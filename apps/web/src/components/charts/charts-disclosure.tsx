import { useState, type ReactNode } from "react";

type Status = "closed" | "loading" | "ready" | "failed";

/**
 * Where a results view mounts its charts: a closed disclosure whose content (the chart chunk,
 * which brings what it calculates with) is fetched only when it is opened, and rendered once it
 * is in; pointing at or focusing the summary starts the fetch a moment early. A chunk that cannot
 * be fetched (after loadable's retries) says so, with "Try again", and leaves the results as they
 * are. Not printed.
 */
export function ChartsDisclosure({
  label,
  preload,
  children,
}: {
  label: string;
  /** The chart chunk's loadable preload: resolves once its component renders without suspending. */
  preload: () => Promise<unknown>;
  /** The charts, rendered once loaded, while open. */
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>("closed");
  const warm = () => void preload().catch(() => undefined);
  const load = () => {
    setStatus("loading");
    preload().then(
      () => setStatus("ready"),
      () => setStatus("failed"),
    );
  };
  return (
    <details
      className="rounded-lg border border-slate-200 print:hidden"
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        setOpen(nowOpen);
        if (nowOpen && (status === "closed" || status === "failed")) load();
      }}
    >
      <summary
        onPointerEnter={warm}
        onFocus={warm}
        className="cursor-pointer rounded-lg px-4 py-3 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        {label}
      </summary>
      {open ? (
        <div className="flex flex-col gap-6 border-t border-slate-200 p-4">
          {status === "ready" ? children() : null}
          {status === "loading" ? <p role="status">Loading charts…</p> : null}
          {status === "failed" ? (
            <div role="alert" className="text-amber-950">
              <p>Sorry, the charts could not be loaded.</p>
              <button
                type="button"
                onClick={load}
                className="mt-2 rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Try again
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
