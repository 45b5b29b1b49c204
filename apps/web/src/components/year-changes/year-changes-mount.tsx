import { TAX_YEAR_IDS, type TaxYearId } from "@uktax/engine";
import { useContext, useEffect, useState } from "react";
import { loadable } from "../../lib/loadable";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import { PendingStatus, PrintContext } from "../form/print-context";
import type { YearChangesSubject } from "./year-changes-subject";

/** The list and the engine it runs: fetched only when there is another year to compare with. */
const List = loadable(() => import("./year-changes-list"));

/**
 * The years "What changed since" compares, earlier first: the year of a result and the year
 * shown before a switch (`yearBefore`), or else, for a result in another year than the site's
 * (a link, a saved result, a year picked before the first result), the site's year. None for a
 * result in the site's year with no switch before it.
 */
export function comparedYears(
  year: TaxYearId,
  yearBefore: TaxYearId | undefined,
): [TaxYearId, TaxYearId] | null {
  const other = yearBefore ?? (year === SITE_TAX_YEAR ? null : SITE_TAX_YEAR);
  if (other === null || other === year) return null;
  return TAX_YEAR_IDS.indexOf(other) < TAX_YEAR_IDS.indexOf(year)
    ? [other, year]
    : [year, other];
}

/**
 * Where a result mounts "What changed since 2025/26": the same input in the other year, line by
 * line, with the rules behind each move (take-home, reverse and hourly as a take-home input; the
 * contractor's and the mortgage's own). Nothing when there
 * is no other year, and not in Export PDF's layout: a printed result is for its own year, on one
 * page (the densest take-home already prints at two-thirds size).
 */
export function YearChangesMount({
  subject,
  year,
  yearBefore,
  name,
}: {
  subject: YearChangesSubject;
  year: TaxYearId;
  yearBefore?: TaxYearId;
  /** Whose result it is, where a view has several ("Salary 2"): added to the heading. */
  name?: string;
}) {
  const printed = useContext(PrintContext);
  const years = printed ? null : comparedYears(year, yearBefore);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">(
    "loading",
  );
  const wanted = years !== null;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    List.preload().then(
      () => {
        if (current) setStatus("ready");
      },
      () => {
        if (current) setStatus("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (years === null || status === "failed") return null;
  if (status === "loading")
    return <PendingStatus>Working out what changed…</PendingStatus>;
  return (
    <List.Component
      subject={subject}
      name={name}
      earlier={years[0]}
      later={years[1]}
    />
  );
}
