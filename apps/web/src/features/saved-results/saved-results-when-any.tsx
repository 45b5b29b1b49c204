import { useEffect } from "react";
import { ErrorBoundary } from "../../components/error-boundary";
import { hasSavedResults, useSavedResults } from "../../lib/saved-results";
import { loadSavedResults } from "../../lib/saved-results-storage";
import SavedResults from "./saved-results-panel";

/**
 * The visitor's saved results, once the browser has some (read after hydration): on the home page
 * and on the pages of calculators of their own (the payslip simulator).
 */
export function SavedResultsWhenAny() {
  const count = useSavedResults((state) => state.items.length);
  useEffect(() => {
    const load = () => {
      if (hasSavedResults()) loadSavedResults();
      else useSavedResults.setState({ items: [] });
    };
    load();
    window.addEventListener("storage", load);
    return () => {
      window.removeEventListener("storage", load);
    };
  }, []);
  if (count === 0) return null;
  return (
    <ErrorBoundary what="your saved results">
      <SavedResults />
    </ErrorBoundary>
  );
}
