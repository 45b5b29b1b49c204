import {
  createElement,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { loadWithRetry } from "../../lib/loadable";
import type { RadixInfoTooltipProps } from "./radix-info-tooltip";
import { TOOLTIP_TRIGGER_CLASS, tooltipTriggerName } from "./tooltip-timing";

export interface InfoTooltipProps {
  /** What the tooltip explains, e.g. "Tax code"; the trigger is announced as "About tax code". */
  label: string;
  /** The explanation shown in the tooltip. */
  children: ReactNode;
}

type RenderTooltip = (props: RadixInfoTooltipProps) => ReactNode;

/** Renders the Radix tooltip once its chunk has arrived (shared by every "i" on the page). */
let loaded: RenderTooltip | null = null;
let pending: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the Radix tooltip (Radix Tooltip + its popper: more than the budget has room for on
 * `/`). Called when a form is first pointed at or focused, and by the "i" itself; a failure leaves
 * the placeholders in place and is retried on the next call.
 */
export function preloadTooltips(): Promise<unknown> {
  pending ??= loadWithRetry(() => import("./radix-info-tooltip")).then(
    (module) => {
      loaded = (props) => createElement(module.default, props);
      listeners.forEach((listener) => {
        listener();
      });
    },
    () => {
      pending = null;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A small "i" button that explains a field, made with Radix Tooltip (radix-info-tooltip.tsx):
 * hovering opens it after 700 ms (at once within 300 ms of another closing), keyboard focus opens
 * it at once, Escape, blur or moving away close it; the pointer can move onto the tooltip without
 * closing it (WCAG 1.4.13); it flips and shifts to stay on screen; while open it describes its
 * trigger (role="tooltip"). A tap shows it too.
 *
 * Until the Radix chunk arrives this renders the same-looking button (prerendered, hydrated),
 * which starts the download when pointed at, focused or tapped; the Radix trigger then takes its
 * place, keeping focus and the pointer's hover.
 *
 * @example <InfoTooltip label="Tax code">Most people's code is 1257L.</InfoTooltip>
 */
export function InfoTooltip({ label, children }: InfoTooltipProps) {
  const renderLoaded = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  const [handoff, setHandoff] = useState({
    focused: false,
    hovered: false,
    tapped: false,
  });
  if (renderLoaded) return renderLoaded({ label, children, ...handoff });
  const update = (change: Partial<typeof handoff>) => {
    setHandoff((current) => ({ ...current, ...change }));
    void preloadTooltips();
  };
  return (
    <button
      type="button"
      aria-label={tooltipTriggerName(label)}
      className={TOOLTIP_TRIGGER_CLASS}
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") update({ hovered: true });
      }}
      onPointerLeave={() => {
        update({ hovered: false });
      }}
      onFocus={() => {
        update({ focused: true });
      }}
      onBlur={() => {
        update({ focused: false, tapped: false });
      }}
      onClick={() => {
        update({ focused: true, tapped: true });
      }}
    >
      <span aria-hidden="true">i</span>
    </button>
  );
}
