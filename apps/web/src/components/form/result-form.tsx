import { createContext, use, useSyncExternalStore } from "react";

/**
 * What a result may do to the form it was calculated from, set by the calculator frame
 * (calculator.tsx): put new values in some of its fields (by name, as the form holds them) and
 * calculate again, as pressing Calculate would (e.g. the take-home's "Apply this pension").
 *
 * The frame's value never changes while it is mounted: a new context value would reach a results
 * view still waiting for its chunk while the page hydrates, and make React drop the server's HTML
 * of it. Whether the result is the form's own is read from the frame's store instead
 * (`subscribe`, `isCurrent`).
 */
export interface ResultForm {
  readonly apply: (changes: Readonly<Record<string, unknown>>) => void;
  /** Calls `listener` whenever the form, its result or its failure changes. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The result is the form's own: the form still holds its values and no attempt failed since. */
  readonly isCurrent: () => boolean;
}

export const ResultFormContext = createContext<ResultForm | null>(null);

const nothingToSubscribe = () => () => undefined;

/**
 * The form a result may change, or null: outside a calculator (a guide, a component test), before
 * the page is hydrated (it needs JavaScript; the server's snapshot is null) and while the result
 * is out of date (the form has changed since, or a later attempt failed), so a result offers to
 * change the form only while it is the form's own.
 */
export function useResultForm(): ResultForm | null {
  const form = use(ResultFormContext);
  const current = useSyncExternalStore(
    form?.subscribe ?? nothingToSubscribe,
    () => form?.isCurrent() ?? false,
    () => false,
  );
  return current ? form : null;
}
