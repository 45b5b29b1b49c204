import { TAX_YEAR_IDS, getTaxYears, type TaxYearId } from "@uktax/engine";

/**
 * Which of the engine's tax years a moment falls in, by the UK calendar. The site picks its
 * default year with this (site-tax-year.ts); the engine never does (its `DEFAULT_TAX_YEAR` stays
 * its documented default for callers that send no year).
 */

const YEARS = getTaxYears();

const UK_CALENDAR = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The date in the UK at that moment, as an ISO date: `2026-04-05T23:30:00Z` is 00:30 on 6 April
 * in London (BST), so "2026-04-06".
 *
 * @throws RangeError for an invalid Date.
 */
export function ukCalendarDate(moment: Date): string {
  const parts = UK_CALENDAR.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The year whose first and last days (the engine's `starts` / `ends`) contain the UK date, if any. */
export function taxYearContaining(moment: Date): TaxYearId | null {
  const today = ukCalendarDate(moment);
  return (
    YEARS.find((year) => year.starts <= today && today <= year.ends)?.id ?? null
  );
}

/**
 * The tax year in force at that moment (UK tax years run from 6 April to 5 April, by the UK
 * calendar date): the year containing it; after the last year the engine has, that last year;
 * before the first, the first.
 *
 * @example taxYearInForce(new Date("2026-04-05T23:00:00Z")) // "2026-27" (00:00 on 6 April, BST)
 */
export function taxYearInForce(moment: Date): TaxYearId {
  const containing = taxYearContaining(moment);
  if (containing) return containing;
  const today = ukCalendarDate(moment);
  const started = YEARS.filter((year) => year.starts <= today);
  return started.at(-1)?.id ?? TAX_YEAR_IDS[0];
}
