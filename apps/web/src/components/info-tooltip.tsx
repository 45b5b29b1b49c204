import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import {
  TooltipProvider,
  useIsInsideTooltipProvider,
} from "./tooltip-provider";

export interface InfoTooltipProps {
  /** What the tooltip explains, e.g. "Tax code"; the trigger is announced as "About tax code". */
  label: string;
  /** The explanation shown in the tooltip. */
  children: ReactNode;
}

/**
 * A small "i" button that explains a field. Opens on hover (after 700 ms) and on keyboard focus;
 * Escape closes it. Uses the nearest <TooltipProvider> (e.g. around a form; renderWithRouter
 * has one), or its own, so it works anywhere.
 *
 * @example <InfoTooltip label="Tax code">Most people's code is 1257L.</InfoTooltip>
 */
export function InfoTooltip(props: InfoTooltipProps) {
  const shared = useIsInsideTooltipProvider();
  return shared ? (
    <InfoTooltipRoot {...props} />
  ) : (
    <TooltipProvider>
      <InfoTooltipRoot {...props} />
    </TooltipProvider>
  );
}

function InfoTooltipRoot({ label, children }: InfoTooltipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={`About ${label.toLowerCase()}`}
          className="ml-1 inline-flex h-5 w-5 items-center justify-center rounded-full border border-slate-400 align-middle text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <span aria-hidden="true">i</span>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
        >
          {children}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
