import * as Tooltip from "@radix-ui/react-tooltip";
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  TOOLTIP_TRIGGER_CLASS,
  tooltipTriggerName,
} from "./tooltip-timing";

export interface RadixInfoTooltipProps {
  label: string;
  children: ReactNode;
  /** The placeholder had keyboard focus: take it (Radix then opens at once). */
  focused: boolean;
  /** The pointer is over the placeholder: start the hover delay as if it had just arrived. */
  hovered: boolean;
  /** The placeholder was tapped or clicked: open at once. */
  tapped: boolean;
}

/*
 * Each tooltip has its own Radix provider (the chunk arrives after the forms have rendered, so
 * there is no common ancestor to hold one without remounting the form). The provider's 300 ms skip
 * is made common here: while any tooltip closed less than 300 ms ago, the others open at once.
 */
let skipping = false;
let skipTimer: number | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setSkipping(value: boolean) {
  skipping = value;
  listeners.forEach((listener) => {
    listener();
  });
}
function skipDelayForAWhile() {
  window.clearTimeout(skipTimer);
  setSkipping(true);
  skipTimer = window.setTimeout(() => {
    setSkipping(false);
  }, TOOLTIP_SKIP_DELAY_MS);
}

/** The Radix side of <InfoTooltip> (info-tooltip.tsx), loaded on first use. */
export default function RadixInfoTooltip({
  label,
  children,
  focused,
  hovered,
  tapped,
}: RadixInfoTooltipProps) {
  const [open, setOpen] = useState(tapped);
  const skip = useSyncExternalStore(
    subscribe,
    () => skipping,
    () => false,
  );
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = trigger.current;
    if (!element) return;
    if (focused && document.activeElement !== element) element.focus();
    // Radix starts its hover delay on a pointer move over the trigger; the pointer already is.
    if (hovered && !tapped)
      element.dispatchEvent(
        new PointerEvent("pointermove", {
          bubbles: true,
          pointerType: "mouse",
        }),
      );
    // Only the state handed over at mount matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Tooltip.Provider
      delayDuration={skip ? 0 : TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <Tooltip.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) skipDelayForAWhile();
        }}
      >
        <Tooltip.Trigger
          ref={trigger}
          type="button"
          aria-label={tooltipTriggerName(label)}
          className={TOOLTIP_TRIGGER_CLASS}
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
    </Tooltip.Provider>
  );
}
