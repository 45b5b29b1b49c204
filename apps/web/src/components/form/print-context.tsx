import { createContext, type ReactNode } from "react";

/**
 * True inside Export PDF's print layout (print-report.tsx). Parts of a result that load on demand
 * on screen — the working — render themselves in full there, and mark themselves `data-pending`
 * until they are in, so the layout prints only once they are.
 */
export const PrintContext = createContext(false);

/** The attribute of an element still loading inside the print layout. */
export const PENDING_ATTRIBUTE = "data-pending";

/** A part of a result still loading: a status for screen readers, pending for the print layout. */
export function PendingStatus({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="text-sm text-slate-700"
      {...{ [PENDING_ATTRIBUTE]: "" }}
    >
      {children}
    </p>
  );
}
