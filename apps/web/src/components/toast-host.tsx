import { lazy, Suspense, useEffect, useState } from "react";
import { useToastStore } from "../lib/toast-store";

const Toaster = lazy(() =>
  import("./toaster").then((module) => ({ default: module.Toaster })),
);

const isF8 = (event: KeyboardEvent) =>
  event.key === "F8" || event.code === "F8";

/**
 * Mounts the Radix <Toaster/> the first time it is needed: when the first toast is raised, or when
 * F8 is pressed (the Toaster then takes focus, as Radix's own F8 does once mounted). Until then
 * the toast code stays out of the page's JavaScript. Once mounted it stays mounted.
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
    <Suspense fallback={null}>
      <Toaster focusOnMount={mounted.focus} />
    </Suspense>
  );
}
