import { create } from "zustand";
import { loadWithRetry } from "./loadable";

/**
 * Toasts: at most one visible at a time, shown for 5,000 ms.
 * Any code calls `toast({ title, description, variant })`; the <Toaster/> renders the store.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  current: ToastMessage | null;
  show: (
    toast: Omit<ToastMessage, "id" | "variant"> & { variant?: ToastVariant },
  ) => void;
  /** Hides the current toast; with an id, only if that toast is still the current one. */
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => {
    set({ current: { variant: "default", ...toast, id: nextId++ } });
  },
  dismiss: (id) => {
    set((state) =>
      id === undefined || state.current?.id === id ? { current: null } : state,
    );
  },
}));

export function toast(
  message: Omit<ToastMessage, "id" | "variant"> & { variant?: ToastVariant },
): void {
  useToastStore.getState().show(message);
}

export const TOAST_DURATION_MS = 5000;

/**
 * The Radix toaster's chunk, fetched (with retries) when a form is first used, so a failure toast
 * can be shown even if the connection then drops. See components/toast-host.tsx.
 */
let toasterModule: Promise<unknown> | undefined;
export function preloadToaster(): Promise<unknown> {
  toasterModule ??= loadWithRetry(() => import("../components/toaster")).catch(
    (error: unknown) => {
      toasterModule = undefined;
      throw error;
    },
  );
  return toasterModule.catch(() => undefined);
}
