import * as Toast from "@radix-ui/react-toast";
import { TOAST_DURATION_MS, useToastStore } from "../lib/toast-store";

/** Swiping a toast right by 50 px dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * Renders the toast store: one toast at a time, shown for 5,000 ms, dismissed by
 * swiping right, by its close button or by Escape. F8 moves focus to the region labelled
 * 'Notification'. A newer toast replaces the current one. The app renders it once (app.tsx);
 * tests may render it directly.
 *
 * Where: top right from 641 px wide; on a phone (640 px or narrower) at the bottom of the screen,
 * above the cookie banner when it shows, because after a calculation the result's heading takes
 * focus and is scrolled to the top with its headline figures under it, which a toast must not
 * cover. A toast marked `announce: "polite"` is a Radix "background" toast (read after the focus
 * move), any other a "foreground" one (read at once).
 */
export function Toaster() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const destructive = current?.variant === "destructive";

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {current && (
        <Toast.Root
          key={current.id}
          type={current.announce === "polite" ? "background" : "foreground"}
          data-variant={current.variant}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg ${
            destructive
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">
              {current.title}
            </Toast.Title>
            {current.description && (
              <Toast.Description className="text-sm opacity-90">
                {current.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className={`absolute right-2 top-2 rounded p-1 leading-none focus-visible:outline-2 ${
              destructive
                ? "text-white hover:bg-red-800"
                : "text-slate-600 hover:bg-slate-100"
            }`}
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label="Notification"
        className="no-print fixed right-0 bottom-[var(--cookie-banner-height,0px)] z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none min-[641px]:top-0 min-[641px]:bottom-auto min-[641px]:max-w-sm"
      />
    </Toast.Provider>
  );
}
