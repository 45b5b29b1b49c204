/**
 * The tax year a guide is read for: `?year=<id>` in the address (so a link keeps it), else the
 * year in force (`SITE_TAX_YEAR`). The prerendered HTML and the render that hydrates it show the
 * year in force (the server snapshot below); a link's year takes over straight after hydration,
 * so the two never mismatch. Every figure, table and heading of a guide follows it.
 */
import { isTaxYearId, type TaxYearId } from "@uktax/engine";
import { useSyncExternalStore } from "react";
import { onQueryOpened, readQuery, writeQuery } from "../../lib/page-query";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";

/** The query parameter, as the calculators name theirs. */
export const GUIDE_YEAR_PARAM = "year";

/** Fired when the guide's year select writes the address (`replaceState` fires nothing itself). */
const CHOSEN = "uktax:guide-year";

function subscribe(listener: () => void): () => void {
  const stop = onQueryOpened(listener);
  window.addEventListener(CHOSEN, listener);
  return () => {
    stop();
    window.removeEventListener(CHOSEN, listener);
  };
}

/** The year the address names, or the year in force for none or an unknown one. */
function yearInAddress(): TaxYearId {
  const named = readQuery().get(GUIDE_YEAR_PARAM);
  return isTaxYearId(named) ? named : SITE_TAX_YEAR;
}

function yearInForce(): TaxYearId {
  return SITE_TAX_YEAR;
}

/** The year the guide shows. */
export function useGuideYear(): TaxYearId {
  return useSyncExternalStore(subscribe, yearInAddress, yearInForce);
}

/** Shows the guide for `year`, writing it to the address (no new history entry). */
export function chooseGuideYear(year: TaxYearId): void {
  writeQuery([[GUIDE_YEAR_PARAM, year]]);
  window.dispatchEvent(new Event(CHOSEN));
}
