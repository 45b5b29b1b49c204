import { create } from "zustand";
import { toast } from "./toast-store";

/**
 * Results the visitor saved (Save Results), kept in localStorage under `uktax-saved-results`.
 * Saving is something the visitor asks for, so it is functional storage: it does not depend on
 * the analytics or advertising consent (README, Consent). Nothing is stored until they press
 * Save Results, and each item can be deleted. Reading never throws: unavailable storage or
 * malformed items count as nothing saved.
 */
export const SAVED_RESULTS_KEY = "uktax-saved-results";
const MAX_SAVED = 20;

/** What the active calculator can save: its tool, the link to its inputs and its result. */
export interface CurrentResult {
  readonly tool: string;
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

function isSavedResult(item: unknown): item is SavedResult {
  if (typeof item !== "object" || item === null) return false;
  const value = item as Record<string, unknown>;
  const figure = value.figure as Record<string, unknown> | null | undefined;
  return (
    typeof value.id === "string" &&
    typeof value.tool === "string" &&
    typeof value.query === "string" &&
    value.query.startsWith("?") &&
    typeof value.savedAt === "string" &&
    Array.isArray(value.years) &&
    value.years.every((year) => typeof year === "string") &&
    typeof figure === "object" &&
    figure !== null &&
    typeof figure.label === "string" &&
    typeof figure.value === "string"
  );
}

function readStored(): SavedResult[] {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(SAVED_RESULTS_KEY) ?? "[]",
    );
    return Array.isArray(parsed) ? parsed.filter(isSavedResult) : [];
  } catch {
    return [];
  }
}

function writeStored(items: readonly SavedResult[]): boolean {
  try {
    window.localStorage.setItem(SAVED_RESULTS_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

interface SavedResultsState {
  /** The active calculator's last result, or null before there is one. */
  current: CurrentResult | null;
  /** Saved items, newest first (empty until `load` runs in the browser). */
  items: readonly SavedResult[];
  setCurrent: (current: CurrentResult | null) => void;
  load: () => void;
  remove: (id: string) => void;
}

export const useSavedResults = create<SavedResultsState>((set) => ({
  current: null,
  items: [],
  setCurrent: (current) => set({ current }),
  load: () => set({ items: readStored() }),
  remove: (id) => {
    const items = readStored().filter((item) => item.id !== id);
    writeStored(items);
    set({ items });
  },
}));

/** Save Results: stores the active calculator's inputs and result, with its spec-free toasts. */
export function saveCurrentResult(now = new Date()): void {
  const { current } = useSavedResults.getState();
  if (!current) {
    toast({
      title: "Nothing to Save",
      description: "Calculate your results first, then save them.",
    });
    return;
  }
  const item: SavedResult = {
    ...current,
    id: `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    savedAt: now.toISOString(),
  };
  const items = [item, ...readStored()].slice(0, MAX_SAVED);
  if (!writeStored(items)) {
    toast({
      title: "Save Failed",
      description: "Your browser did not allow the results to be stored.",
      variant: "destructive",
    });
    return;
  }
  useSavedResults.setState({ items });
  toast({
    title: "Results Saved",
    description: "Find them under Saved results on this page.",
  });
}
