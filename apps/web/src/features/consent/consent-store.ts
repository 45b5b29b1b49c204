import { create } from "zustand";
import {
  readStoredConsent,
  writeStoredConsent,
  type StoredConsent,
} from "./consent-storage";
import { updateGtagConsent } from "./gtag";

/**
 * The visitor's cookie choice. The banner shows while `cookie` is null.
 * - Accept All: all three keys "accepted"; the tag is told analytics and ad storage are granted.
 * - Reject: all three keys "rejected"; the tag is told nothing.
 * - Save Preferences: cookie-consent "customized", the other two from the switches; the tag is
 *   told consent is granted only when analytics is on (ad storage is granted too if ads are on).
 */
interface ConsentState extends StoredConsent {
  /** The footer's "Cookie settings" reopened the preferences after a choice was made. */
  reopened: boolean;
  openSettings: () => void;
  closeSettings: () => void;
  acceptAll: () => void;
  rejectAll: () => void;
  savePreferences: (preferences: { analytics: boolean; ads: boolean }) => void;
}

export const useConsentStore = create<ConsentState>((set) => ({
  ...readStoredConsent(),
  reopened: false,
  openSettings: () => {
    set({ reopened: true });
  },
  closeSettings: () => {
    set({ reopened: false });
  },
  acceptAll: () => {
    const consent = {
      cookie: "accepted",
      analytics: "accepted",
      ads: "accepted",
    } as const;
    writeStoredConsent(consent);
    set({ ...consent, reopened: false });
    updateGtagConsent({ analytics_storage: "granted", ad_storage: "granted" });
  },
  rejectAll: () => {
    const consent = {
      cookie: "rejected",
      analytics: "rejected",
      ads: "rejected",
    } as const;
    writeStoredConsent(consent);
    set({ ...consent, reopened: false });
  },
  savePreferences: ({ analytics, ads }) => {
    const consent = {
      cookie: "customized",
      analytics: analytics ? "accepted" : "rejected",
      ads: ads ? "accepted" : "rejected",
    } as const;
    writeStoredConsent(consent);
    set({ ...consent, reopened: false });
    if (analytics)
      updateGtagConsent({
        analytics_storage: "granted",
        ...(ads ? { ad_storage: "granted" } : {}),
      });
  },
}));

/** Re-reads localStorage into the store (tests, and a change made in another tab). */
export function reloadConsentFromStorage(): void {
  useConsentStore.setState(readStoredConsent());
}
