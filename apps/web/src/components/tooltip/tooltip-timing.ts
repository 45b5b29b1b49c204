/** Tooltips open after 700 ms; the delay is skipped for 300 ms after one closes. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The "i" trigger's look, shared by the placeholder and the Radix trigger so the swap is invisible. */
export const TOOLTIP_TRIGGER_CLASS =
  "ml-1 inline-flex h-6 w-6 items-center justify-center rounded-full border border-slate-400 align-middle text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The trigger's accessible name: "About tax code". */
export const tooltipTriggerName = (label: string) =>
  `About ${label.toLowerCase()}`;
