import { create } from "zustand";

/**
 * Results the visitor saved (Save Results), kept in localStorage under `uktax-saved-results`.
 * Saving is something the visitor asks for, so it is functional storage: it does not depend on
 * the analytics or advertising consent (README, Consent). Nothing is stored until they press
 * Save Results, and each item can be deleted. This module holds what the page shows; reading,
 * saving and deleting are in saved-results-storage.ts.
 */
export const SAVED_RESULTS_KEY = "uktax-saved-results";

/** What the active calculator can save: its tool, the link to its inputs and its result. */
export interface CurrentResult {
  readonly tool: string;
  /** The page the calculator is on (`/` for the home page's tools; older items have none). */
  readonly path?: string;
  /** `?tool=…&…`: opening it restores the inputs and calculates again. */
  readonly query: string;
  /** The result's tax years (one, or one per compared salary). */
  readonly years: readonly string[];
  /** The figure the saved list shows. */
  readonly figure: { readonly label: string; readonly value: string };
  /** The form's values as sent, and the result. */
  readonly inputs: unknown;
  readonly result: unknown;
}

export interface SavedResult extends CurrentResult {
  readonly id: string;
  /** ISO date and time of saving. */
  readonly savedAt: string;
}

interface SavedResultsState {
  /** The active calculator's last result, or null before there is one. */
  current: CurrentResult | null;
  /** Saved items, newest first (empty until they are read in the browser). */
  items: readonly SavedResult[];
  setCurrent: (current: CurrentResult | null) => void;
}

export const useSavedResults = create<SavedResultsState>((set) => ({
  current: null,
  items: [],
  setCurrent: (current) => {
    set({ current });
  },
}));

/** Whether this browser has saved anything (so the storage code is fetched only then). */
export function hasSavedResults(): boolean {
  try {
    return window.localStorage.getItem(SAVED_RESULTS_KEY) !== null;
  } catch {
    return false;
  }
}
