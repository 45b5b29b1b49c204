import * as Tooltip from "@radix-ui/react-tooltip";
import { createContext, useContext, type ReactNode } from "react";

/** Tooltips open after 700 ms; the delay is skipped for 300 ms after one closes (spec §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideTooltipProvider = createContext(false);

/** True below a <TooltipProvider>. */
export function useIsInsideTooltipProvider(): boolean {
  return useContext(InsideTooltipProvider);
}

/**
 * Shares the tooltip timing (700 ms delay, 300 ms skip delay) among the tooltips below it, so
 * moving from one tooltip to the next opens the next at once. Wrap a form that has several
 * <InfoTooltip>s in one; a lone <InfoTooltip> brings its own. It is deliberately not at the app
 * root: Radix's tooltip module pulls in the popper code (~10 KB gzipped), which only pages that
 * show tooltips should load.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <InsideTooltipProvider.Provider value={true}>
        {children}
      </InsideTooltipProvider.Provider>
    </Tooltip.Provider>
  );
}
