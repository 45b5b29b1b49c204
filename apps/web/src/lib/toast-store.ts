import { create } from "zustand";

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
  /**
   * How screen readers hear it: "assertive" (default) interrupts; "polite" waits its turn (a
   * calculation's success, read after its result heading, which takes focus).
   */
  announce?: "polite" | "assertive";
}

/** What `toast()` takes: the message without its id (the variant defaults to "default"). */
export type NewToast = Omit<ToastMessage, "id" | "variant"> & {
  variant?: ToastVariant;
};

interface ToastState {
  current: ToastMessage | null;
  /** Shows `toast` in place of the current one; returns its id. */
  show: (toast: NewToast) => number;
  /** Hides the current toast; with an id, only if that toast is still the current one. */
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => {
    const id = nextId++;
    set({ current: { variant: "default", ...toast, id } });
    return id;
  },
  dismiss: (id) => {
    set((state) =>
      id === undefined || state.current?.id === id ? { current: null } : state,
    );
  },
}));

/** Shows a toast (replacing the current one) and returns its id, for `dismiss(id)`. */
export function toast(message: NewToast): number {
  return useToastStore.getState().show(message);
}

export const TOAST_DURATION_MS = 5000;
