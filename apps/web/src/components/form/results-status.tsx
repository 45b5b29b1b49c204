import type { Failure } from "../../lib/use-calculation";

/**
 * What the results panel says about itself, in words that tell the truth about what happened:
 * nothing while the result shown is the form's own; after a failed attempt, why it failed (the
 * form is blamed only when a field was rejected); and whenever a result is shown that is not the
 * form's (an input or the year changed since, or the last attempt failed), that it is out of date.
 */
export function resultsNote({
  failure,
  changed,
  hasResult,
  submitLabel,
}: {
  /** Why the last attempt failed (null: it did not, or there was none). */
  failure: Failure | null;
  /** The form differs from the values the shown result was calculated from. */
  changed: boolean;
  hasResult: boolean;
  /** The submit button's label, named in the advice. */
  submitLabel: string;
}): readonly string[] {
  const kept = "Your inputs are kept — try again.";
  const lastGood =
    "The results below are from your last successful calculation.";
  switch (failure?.kind) {
    case "unreachable":
      return [
        `Could not reach the server. ${kept}`,
        ...(hasResult ? [lastGood] : []),
      ];
    case "server":
      return [
        `The server failed to work this out (error ${failure.status}). ${kept}`,
        ...(hasResult ? [lastGood] : []),
      ];
    case "refused":
      return [
        `The server turned the request down (error ${failure.status}). ${kept}`,
        ...(hasResult ? [lastGood] : []),
      ];
    case "invalid":
      return hasResult
        ? [
            "These results are for your previous inputs. Correct the form and calculate again to update them.",
          ]
        : [];
    case undefined:
      return hasResult && changed
        ? [
            `These results are for your previous inputs. Press ${submitLabel} to update them.`,
          ]
        : [];
  }
}

/**
 * The results panel's note (`resultsNote`), shown in an amber box and read out politely: the
 * box sits in a status region that is always on the page, so each new note is announced once.
 * A calculation's headline is not read here: its success toast says it (see use-calculation.ts).
 */
export function ResultsStatus({ lines }: { lines: readonly string[] }) {
  return (
    <div role="status">
      {lines.length > 0 ? (
        <div
          data-results-note=""
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
