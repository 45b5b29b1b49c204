import { getTaxYear, type TaxYearId } from "@uktax/engine";
import { documentTitle, type SiteRoute, type YearText } from "../paths";
import { SITE_TAX_YEAR } from "./site-tax-year";

/** A route's text for a tax year (by default the year the site opens on): "UK Pension Guide 2026/27". */
export function routeText(
  text: YearText,
  year: TaxYearId = SITE_TAX_YEAR,
): string {
  return typeof text === "string" ? text : text(getTaxYear(year).label);
}

/** The route's document title: "UK Pension Guide 2026/27 | UK Pay & Tax Calculator". */
export function routeTitle(
  route: SiteRoute,
  year: TaxYearId = SITE_TAX_YEAR,
): string {
  return documentTitle(routeText(route.title, year));
}

/** The route's meta description. */
export function routeDescription(
  route: SiteRoute,
  year: TaxYearId = SITE_TAX_YEAR,
): string {
  return routeText(route.description, year);
}
