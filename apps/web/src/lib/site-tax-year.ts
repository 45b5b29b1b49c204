import type { TaxYearId } from "@uktax/engine";
import { taxYearContaining, taxYearInForce } from "./tax-year-in-force";

/**
 * The tax year the site shows when nothing else chooses one: the year in force on the day this
 * copy of the site started (`taxYearInForce`). In the browser that is the visitor's date, when
 * the site's code is first evaluated; when prerendering, the build's date. Every year the site
 * puts on screen by default reads it: the calculators' default year, headings, rate tables,
 * guide figures and worked examples, the footer and the disclaimer. A link's `year` (or a saved
 * result's link) overrides it for that calculator. The engine's `DEFAULT_TAX_YEAR` is only its
 * default for callers that send no year; the site always sends one.
 *
 * The prerendered HTML records the year it was rendered for (`data-tax-year` on `#root`,
 * scripts/prerender.mjs); main.tsx hydrates it only when that is this year, and otherwise renders
 * the page afresh, so stale figures never stay on screen and hydration never mismatches.
 */
const STARTED_AT = new Date();

export const SITE_TAX_YEAR: TaxYearId = taxYearInForce(STARTED_AT);

/**
 * The year whose dates contain that day, if the engine has one: the year select marks it
 * "(current)". After the engine's last year the site still opens on that year, unmarked.
 */
export const CURRENT_TAX_YEAR: TaxYearId | null = taxYearContaining(STARTED_AT);

/** The attribute of `#root` naming the year the prerendered HTML shows. */
export const PRERENDERED_YEAR_ATTRIBUTE = "data-tax-year";
