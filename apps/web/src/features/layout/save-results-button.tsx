import { saveCurrentResult } from "../../lib/saved-results-storage";

/**
 * The home header's Save Results button: keeps the active calculator's inputs and result in this
 * browser (lib/saved-results.ts); the home page lists them under "Saved results".
 */
export function SaveResultsButton() {
  return (
    <button
      type="button"
      onClick={() => {
        saveCurrentResult();
      }}
      title="Keep the current results in this browser"
      className="no-print whitespace-nowrap rounded-md bg-blue-700 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      Save Results
    </button>
  );
}
