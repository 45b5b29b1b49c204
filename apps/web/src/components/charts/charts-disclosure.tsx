import { useState, type ReactNode } from "react";
import { Disclosure } from "../disclosure";

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
  const [status, setStatus] = useState<"loading" | "ready" | "failed">();
  return (
    <Disclosure
      label={label}
      look="section"
      className="print:hidden"
      onOpenChange={(opened) => {
        if (opened && status !== "ready") {
          setStatus("loading");
          load().then(
            () => {
              setStatus("ready");
            },
            () => {
              setStatus("failed");
            },
          );
        }
      }}
    >
      {(open) =>
        open ? (
          <div className="flex flex-col gap-6">
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
        ) : null
      }
    </Disclosure>
  );
}
