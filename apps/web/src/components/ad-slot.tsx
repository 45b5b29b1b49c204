/**
 * An advertising container. Until an ad network is configured at build time
 * (`VITE_AD_CLIENT`), every slot is in the page but hidden, taking no space and announcing
 * nothing; once one is, the slots reserve their sizes so ads arriving do not shift the layout.
 * The "pop" container is hidden until something fills it.
 */
export const AD_NETWORK_CONFIGURED = Boolean(import.meta.env.VITE_AD_CLIENT);

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
      hidden={!AD_NETWORK_CONFIGURED || placement === "pop"}
      className={`ad-slot ad-slot--${placement} ${className}`.trim()}
    />
  );
}
