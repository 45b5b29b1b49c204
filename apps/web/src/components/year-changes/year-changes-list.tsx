import { getTaxYear, type TaxYearId } from "@uktax/engine";
import { useId } from "react";
import { formatCurrencyPence } from "../../lib/format";
import { contractorYearChanges } from "./contractor-year-changes";
import { mortgageYearChanges } from "./mortgage-year-changes";
import {
  personalYearChanges,
  type PersonalLineChange,
} from "./personal-year-changes";
import type { YearChangesSubject } from "./year-changes-subject";

/** The lines of the subject's result that moved from `earlier` to `later`. */
function changesOf(
  subject: YearChangesSubject,
  earlier: TaxYearId,
  later: TaxYearId,
): PersonalLineChange[] {
  switch (subject.calculator) {
    case "take-home":
      return personalYearChanges(subject.input, earlier, later);
    case "contractor":
      return contractorYearChanges(subject.input, earlier, later);
    case "mortgage":
      return mortgageYearChanges(subject.input, earlier, later);
  }
}

/**
 * "What changed since 2025/26": each line of this person's result that differs in the later
 * year, by how much a year, with the rules of the year data behind it (its own chunk, with the
 * engine it calculates with).
 */
export default function YearChangesList({
  subject,
  name,
  earlier,
  later,
}: {
  subject: YearChangesSubject;
  name?: string | undefined;
  earlier: TaxYearId;
  later: TaxYearId;
}) {
  const id = useId();
  const from = getTaxYear(earlier).label;
  const to = getTaxYear(later).label;
  let changes: PersonalLineChange[];
  try {
    changes = changesOf(subject, earlier, later);
  } catch {
    // An input the engine refuses in the other year (a take-home below nothing): no comparison.
    return null;
  }
  return (
    <section aria-labelledby={id} data-year-changes={`${earlier} ${later}`}>
      <h4 id={id} className="font-semibold text-slate-900">
        What changed since {from}
        {name === undefined ? null : `: ${name}`}
      </h4>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-700">
          None of your figures changed from {from} to {to}: the same pay gives
          the same result.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            The same pay and options in {to}, compared with {from}:
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {changes.map((change) => (
              <li key={change.line}>
                <LineChange change={change} later={to} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function LineChange({
  change,
  later,
}: {
  change: PersonalLineChange;
  later: string;
}) {
  const amount = formatCurrencyPence(Math.abs(change.change));
  return (
    <>
      <strong>{change.line}</strong>: {amount} a {change.per ?? "year"}{" "}
      {change.change > 0 ? "more" : "less"} in {later} (
      <span className="tabular-nums">
        {formatCurrencyPence(change.before)} to{" "}
        {formatCurrencyPence(change.after)}
      </span>
      ){change.figures.length > 0 ? ", as " : "."}
      {change.figures.map((figure, index) => (
        <span key={`${figure.section} ${figure.figure}`}>
          {index > 0
            ? index === change.figures.length - 1
              ? " and "
              : ", "
            : ""}
          {figure.section} › {figure.figure} went from {figure.from} to{" "}
          {figure.to}
        </span>
      ))}
      {change.figures.length > 0 ? "." : null}
    </>
  );
}
