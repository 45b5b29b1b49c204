/** The Google tag's global function, present only when an analytics tag has been loaded. */
export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

export interface ConsentUpdate {
  analytics_storage?: "granted" | "denied";
  ad_storage?: "granted" | "denied";
}

/** Tells the analytics tag about a consent change, if (and only if) a tag is on the page. */
export function updateGtagConsent(update: ConsentUpdate): void {
  window.gtag?.("consent", "update", update);
}
