import type { TaxYearId } from "@uktax/engine";
import { createSeedableStore } from "./seedable-store";
import { SITE_TAX_YEAR } from "./site-tax-year";

/**
 * The tax years the calculator on screen is set to, in order without repeats (a comparison: its
 * cards' years), written by the calculator (components/form/calculator.tsx) when its form
 * changes, emptied when it goes. The home page's heading and its reference sections follow
 * them, so switching a calculator's year switches the year the page names. A page rendered on
 * request for a link starts with its calculator's years (seedable: lib/server-seed.ts), so its
 * heading names them in the first HTML.
 */
export const useCalculatorYears = createSeedableStore<{
  years: readonly TaxYearId[];
}>(() => ({ years: [] }));

/** Reports the years of the calculator on screen (an empty list when none is). */
export function setCalculatorYears(years: readonly TaxYearId[]): void {
  const current = useCalculatorYears.getState().years;
  if (years.join(" ") !== current.join(" "))
    useCalculatorYears.setState({ years });
}

const ON_OPENING: readonly TaxYearId[] = [SITE_TAX_YEAR];

/**
 * The years the page shows: the calculator's, or, before one reports (prerendering, the first
 * render, a calculator still loading), the year every form starts on, `SITE_TAX_YEAR`.
 */
export function useYearsOnScreen(): readonly TaxYearId[] {
  const years = useCalculatorYears((state) => state.years);
  return years.length > 0 ? years : ON_OPENING;
}
