import type { ReactNode } from "react";

/**
 * A wide table's frame: it scrolls sideways when the screen is narrower than the table, with a
 * shadow at the edge that has more to show (index.css `.scroll-cue`), and it can be focused and
 * scrolled with the arrow keys (a named region in the tab order, as axe's
 * scrollable-region-focusable asks).
 */
export function ScrollRegion({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="scroll-cue overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {children}
    </div>
  );
}
