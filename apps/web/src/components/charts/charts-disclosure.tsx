import { useState, type ReactNode } from "react";

/**
 * Where a results view mounts its charts: a closed disclosure whose content (the chart chunk,
 * which brings what it calculates with) is fetched when it is opened and shown once it is in. A
 * chunk that cannot be fetched (after loadable's retries) says so and is tried again the next
 * time the disclosure opens; the results stay as they are. Not printed. Kept small: it is in the
 * calculators' chunks, which `/` loads.
 */
export function ChartsDisclosure({
  label,
  load,
  children,
}: {
  label: string;
  /** The chart chunk's loadable preload: resolves once its component renders without suspending. */
  load: () => Promise<unknown>;
  /** The charts, rendered once loaded, while open. */
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">();
  return (
    <details
      className="rounded-lg border border-slate-200 print:hidden"
      onToggle={(event) => {
        const opened = event.currentTarget.open;
        setOpen(opened);
        if (opened && status !== "ready") {
          setStatus("loading");
          load().then(
            () => setStatus("ready"),
            () => setStatus("failed"),
          );
        }
      }}
    >
      <summary className="cursor-pointer px-4 py-3 font-semibold text-blue-800">
        {label}
      </summary>
      {open ? (
        <div className="flex flex-col gap-6 border-t border-slate-200 p-4">
          {status === "ready" ? (
            children()
          ) : status === "failed" ? (
            <p role="alert">
              Sorry, the charts could not be loaded. Close this and open it
              again to try again.
            </p>
          ) : (
            <p role="status">Loading charts…</p>
          )}
        </div>
      ) : null}
    </details>
  );
}
