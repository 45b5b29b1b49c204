/**
 * An advertising container (spec §1–§2). No ad network is loaded: the slot is an empty, labelled
 * placeholder that reserves its space so the layout never shifts if ads are ever switched on.
 */
export type AdPlacement = "header" | "sidebar-left" | "sidebar-right" | "footer" | "float" | "pop" | "in-content";

export function AdSlot({ placement, className = "" }: { placement: AdPlacement; className?: string }) {
  return (
    <aside
      aria-label="Advertisement"
      data-ad-slot={placement}
      className={`ad-slot ad-slot--${placement} ${className}`.trim()}
    />
  );
}
