/**
 * The home header's Save Results button. The spec leaves its behaviour open; here it opens the
 * browser's print dialog, where "Save as PDF" keeps the calculator's current results. The print
 * stylesheet (index.css) leaves out the header, navigation, ads, footer and cookie banner.
 */
export function SaveResultsButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      title="Print the current results or save them as a PDF"
      className="no-print whitespace-nowrap rounded-md bg-blue-700 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      Save Results
    </button>
  );
}
