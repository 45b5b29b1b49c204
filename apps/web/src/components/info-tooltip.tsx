import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** Tooltips open after 700 ms; the delay is skipped for 300 ms after one closes (spec §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When any tooltip last closed, shared by all of them so moving to the next opens it at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface InfoTooltipProps {
  /** What the tooltip explains, e.g. "Tax code"; the trigger is announced as "About tax code". */
  label: string;
  /** The explanation shown in the tooltip. */
  children: ReactNode;
}

/**
 * A small "i" button that explains a field. Hovering opens it after 700 ms (at once within 300 ms
 * of another tooltip closing); keyboard focus or a tap opens it at once; moving away, blur or
 * Escape closes it. While open, the trigger is described by the tooltip (role="tooltip").
 * Deliberately dependency-free: it sits on the home page's first calculator, inside the 100 KB
 * budget, where a positioning library would cost more than the whole form.
 *
 * @example <InfoTooltip label="Tax code">Most people's code is 1257L.</InfoTooltip>
 */
export function InfoTooltip({ label, children }: InfoTooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const tooltipId = useId();

  const cancelTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = (delay: number) => {
    cancelTimer();
    if (delay === 0) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    cancelTimer();
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };
  const showAfterHoverDelay = () => {
    const sinceLastClose = performance.now() - lastClosedAt;
    show(
      sinceLastClose >= 0 && sinceLastClose < TOOLTIP_SKIP_DELAY_MS
        ? 0
        : TOOLTIP_DELAY_MS,
    );
  };

  useEffect(() => cancelTimer, []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      lastClosedAt = performance.now();
      setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <span className="relative ml-1 inline-flex">
      <button
        type="button"
        aria-label={`About ${label.toLowerCase()}`}
        aria-describedby={open ? tooltipId : undefined}
        onPointerEnter={showAfterHoverDelay}
        onPointerLeave={hide}
        onFocus={() => show(0)}
        onBlur={hide}
        onClick={() => show(0)}
        className="inline-flex h-5 w-5 items-center justify-center rounded-full border border-slate-400 align-middle text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <span aria-hidden="true">i</span>
      </button>
      {open ? (
        <span
          role="tooltip"
          id={tooltipId}
          className="absolute bottom-full left-0 z-50 mb-2 w-64 max-w-[80vw] rounded-md bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg"
        >
          {children}
        </span>
      ) : null}
    </span>
  );
}
