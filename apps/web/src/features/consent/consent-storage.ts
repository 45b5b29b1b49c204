/**
 * Cookie consent as stored in the browser: three localStorage keys and their values.
 * Reading never throws: storage that is unavailable or holds an unknown value counts as "no choice".
 */
export const CONSENT_STORAGE_KEYS = {
  cookie: "cookie-consent",
  analytics: "analytics-consent",
  ads: "ads-consent",
} as const;

export type CookieConsent = "accepted" | "rejected" | "customized";
export type ConsentValue = "accepted" | "rejected";

export interface StoredConsent {
  cookie: CookieConsent | null;
  analytics: ConsentValue | null;
  ads: ConsentValue | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function isCookieConsent(value: string | null): value is CookieConsent {
  return value === "accepted" || value === "rejected" || value === "customized";
}

function isConsentValue(value: string | null): value is ConsentValue {
  return value === "accepted" || value === "rejected";
}

export function readStoredConsent(): StoredConsent {
  const cookie = read(CONSENT_STORAGE_KEYS.cookie);
  const analytics = read(CONSENT_STORAGE_KEYS.analytics);
  const ads = read(CONSENT_STORAGE_KEYS.ads);
  return {
    cookie: isCookieConsent(cookie) ? cookie : null,
    analytics: isConsentValue(analytics) ? analytics : null,
    ads: isConsentValue(ads) ? ads : null,
  };
}

export function writeStoredConsent(consent: {
  cookie: CookieConsent;
  analytics: ConsentValue;
  ads: ConsentValue;
}): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEYS.cookie, consent.cookie);
    window.localStorage.setItem(
      CONSENT_STORAGE_KEYS.analytics,
      consent.analytics,
    );
    window.localStorage.setItem(CONSENT_STORAGE_KEYS.ads, consent.ads);
  } catch {
    // Storage is full or blocked (private mode): the choice holds for this visit only.
  }
}
