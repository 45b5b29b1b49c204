import { toast } from "./toast-store";
import {
  SAVED_RESULTS_KEY,
  useSavedResults,
  type SavedResult,
} from "./saved-results";

/**
 * Reading, saving and deleting saved results (see saved-results.ts). Reading never throws:
 * unavailable storage or malformed items count as nothing saved.
 */
const MAX_SAVED = 20;

function isSavedResult(item: unknown): item is SavedResult {
  if (typeof item !== "object" || item === null) return false;
  const value = item as Record<string, unknown>;
  const figure = value.figure as Record<string, unknown> | null | undefined;
  return (
    typeof value.id === "string" &&
    typeof value.tool === "string" &&
    (value.path === undefined ||
      (typeof value.path === "string" && value.path.startsWith("/"))) &&
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

/** Reads the saved items into the store. */
export function loadSavedResults(): void {
  useSavedResults.setState({ items: readStored() });
}

/** Deletes one saved item. */
export function removeSavedResult(id: string): void {
  const items = readStored().filter((item) => item.id !== id);
  writeStored(items);
  useSavedResults.setState({ items });
}

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
