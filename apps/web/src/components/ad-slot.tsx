/**
 * An advertising container (spec §1–§2). No ad network is loaded: the slot is an empty, labelled
 * placeholder that reserves its space so the layout never shifts if ads are ever switched on.
 * The "pop" container is hidden until something fills it.
 */
export type AdPlacement =
  | "header"
  | "sidebar-left"
  | "sidebar-right"
  | "footer"
  | "float"
  | "pop"
  | "in-content";

/** Each slot has its own accessible name, so the landmarks can be told apart. */
const AD_LABELS: Record<AdPlacement, string> = {
  header: "Advertisement (header)",
  "sidebar-left": "Advertisement (left sidebar)",
  "sidebar-right": "Advertisement (right sidebar)",
  footer: "Advertisement (footer)",
  float: "Advertisement (floating)",
  pop: "Advertisement (pop-up)",
  "in-content": "Advertisement",
};

export function AdSlot({
  placement,
  className = "",
}: {
  placement: AdPlacement;
  className?: string;
}) {
  return (
    <aside
      aria-label={AD_LABELS[placement]}
      data-ad-slot={placement}
      hidden={placement === "pop"}
      className={`ad-slot ad-slot--${placement} ${className}`.trim()}
    />
  );
}
