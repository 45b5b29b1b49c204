import {
  Component,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { loadable } from "../lib/loadable";
import { TOAST_DURATION_MS, useToastStore } from "../lib/toast-store";

const LazyToaster = loadable<{ focusOnMount?: boolean }>(async () => {
  const { Toaster } = await import("./toaster");
  return { default: Toaster };
});

const isF8 = (event: KeyboardEvent) =>
  event.key === "F8" || event.code === "F8";

/**
 * Mounts the Radix <Toaster/> the first time it is needed: when the first toast is raised, or when
 * F8 is pressed (the Toaster then takes focus, as Radix's own F8 does once mounted). Until then
 * the toast code stays out of the page's JavaScript (forms preload it when first used). If its
 * chunk cannot be loaded even after retries, a plain notification shows the toast instead, so a
 * failure is always reported. Once mounted it stays mounted.
 */
export function ToastHost() {
  const [mounted, setMounted] = useState<null | { focus: boolean }>(() =>
    useToastStore.getState().current ? { focus: false } : null,
  );

  useEffect(() => {
    if (mounted) return;
    const unsubscribe = useToastStore.subscribe((state) => {
      if (state.current) setMounted({ focus: false });
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (isF8(event)) setMounted({ focus: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      unsubscribe();
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [mounted]);

  if (!mounted) return null;
  return (
    <ToasterFallback>
      <Suspense fallback={null}>
        <LazyToaster.Component focusOnMount={mounted.focus} />
      </Suspense>
    </ToasterFallback>
  );
}

class ToasterFallback extends Component<
  { children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <PlainToast /> : this.props.children;
  }
}

/** The current toast without Radix: shown while, or if, the toaster's chunk cannot load. */
export function PlainToast() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => {
      dismiss(current.id);
    }, TOAST_DURATION_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [current, dismiss]);
  return (
    <section
      aria-label="Notification"
      className="fixed right-4 bottom-4 z-[100] w-[min(24rem,calc(100vw-2rem))]"
    >
      {current ? (
        <div
          role={current.variant === "destructive" ? "alert" : "status"}
          data-variant={current.variant}
          className={`rounded-lg border p-4 shadow-lg ${
            current.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <p className="font-semibold">{current.title}</p>
          {current.description ? (
            <p className="text-sm">{current.description}</p>
          ) : null}
          <button
            type="button"
            onClick={() => {
              dismiss(current.id);
            }}
            className="mt-2 text-sm underline"
          >
            Dismiss
          </button>
        </div>
      ) : null}
    </section>
  );
}
