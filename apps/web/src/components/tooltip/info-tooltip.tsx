import * as Tooltip from "@radix-ui/react-tooltip";
import { useState, type ReactNode } from "react";

/** Tooltips open after 700 ms; the delay is skipped for 300 ms after one closes (spec §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * The tooltips of one form: Radix's provider holds the timings, and its skip window is shared by
 * every tooltip inside it. `CalculatorForm` puts one around its fields.
 */
export function InfoTooltipGroup({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </Tooltip.Provider>
  );
}

export interface InfoTooltipProps {
  /** What the tooltip explains, e.g. "Tax code"; the trigger is announced as "About tax code". */
  label: string;
  /** The explanation shown in the tooltip. */
  children: ReactNode;
}

/**
 * A small "i" button that explains a field, made with Radix Tooltip (inside an
 * `InfoTooltipGroup`): hovering opens it after 700 ms (at once within 300 ms of another closing),
 * keyboard focus opens it at once, Escape, blur or moving away close it; the pointer can move
 * onto the tooltip without closing it (WCAG 1.4.13); it flips and shifts to stay on screen; while
 * open it describes its trigger (role="tooltip"). A tap or click shows it too.
 *
 * @example <InfoTooltip label="Tax code">Most people's code is 1257L.</InfoTooltip>
 */
export function InfoTooltip({ label, children }: InfoTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger
        type="button"
        aria-label={`About ${label.toLowerCase()}`}
        className="ml-1 inline-flex h-6 w-6 items-center justify-center rounded-full border border-slate-400 align-middle text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        onClick={(event) => {
          // Radix closes a tooltip on click; here a tap or click shows it (touch has no hover).
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span aria-hidden="true">i</span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-64 max-w-[calc(100vw-16px)] rounded-md bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg"
        >
          {children}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
