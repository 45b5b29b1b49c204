import { useEffect } from "react";
import { useConsentStore } from "./consent-store";
import { loadGoogleAnalytics } from "./load-google-analytics";

/**
 * Loads Google Analytics only when both are true: a measurement id is configured at build time
 * (`VITE_GA_ID`, e.g. `VITE_GA_ID=G-XXXXXXX pnpm build`) and the visitor accepted analytics
 * (Accept All, or Save Preferences with Analytics on — now or on an earlier visit).
 * Without an id no third-party script is ever requested. Renders nothing.
 */
export function AnalyticsLoader({
  measurementId = import.meta.env.VITE_GA_ID,
}: {
  measurementId?: string;
}) {
  const analytics = useConsentStore((state) => state.analytics);
  const ads = useConsentStore((state) => state.ads);

  useEffect(() => {
    if (measurementId && analytics === "accepted") {
      loadGoogleAnalytics(measurementId, { ads: ads === "accepted" }).catch(
        (error: unknown) => {
          // Blocked by the visitor's browser or network: the site works the same without it.
          console.warn(error);
        },
      );
    }
  }, [measurementId, analytics, ads]);

  return null;
}
