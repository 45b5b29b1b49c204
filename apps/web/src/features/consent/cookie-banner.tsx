import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { useHydrated } from "../../lib/use-hydrated";
import { paths } from "../../paths";
import { useConsentStore } from "./consent-store";

import ConsentSwitchRow from "./consent-switch-row";

/** The footer's "Cookie settings" button: reopens the preferences at any time. */
export function CookieSettingsButton({ className }: { className: string }) {
  const openSettings = useConsentStore((state) => state.openSettings);
  return (
    <button type="button" className={className} onClick={openSettings}>
      Cookie settings
    </button>
  );
}

/**
 * Keeps the banner's height in `--cookie-banner-height` on <html>, which pads the page's end and
 * the scroll padding (index.css), so nothing focused or scrolled to is ever hidden under it.
 */
function useReservedHeight(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty(
        "--cookie-banner-height",
        `${element.getBoundingClientRect().height}px`,
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-height");
    };
  }, [element]);
}

const buttonBase =
  "rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
const primaryButton = `${buttonBase} bg-blue-700 text-white hover:bg-blue-800`;
const secondaryButton = `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`;

/**
 * The cookie consent banner, fixed to the bottom of every page while no
 * `cookie-consent` value is stored. Two views: the banner, and Cookie Preferences (Customize).
 * Focus follows the view change so keyboard users land in the panel they opened.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  const decided = useConsentStore((state) => state.cookie !== null);
  const reopened = useConsentStore((state) => state.reopened);
  if (!hydrated || (decided && !reopened)) return null;
  // Reopened from the footer: straight to the preferences, showing the stored choices.
  return (
    <CookieBannerPanel
      key={reopened ? "reopened" : "first"}
      reopened={reopened}
      decided={decided}
    />
  );
}

function CookieBannerPanel({
  reopened,
  decided,
}: {
  reopened: boolean;
  decided: boolean;
}) {
  const { acceptAll, rejectAll, savePreferences } = useConsentStore.getState();
  const [view, setView] = useState<"banner" | "preferences">(
    reopened ? "preferences" : "banner",
  );
  const [analytics, setAnalytics] = useState(
    () => reopened && useConsentStore.getState().analytics === "accepted",
  );
  const [ads, setAds] = useState(
    () => reopened && useConsentStore.getState().ads === "accepted",
  );
  const [section, setSection] = useState<HTMLElement | null>(null);
  useReservedHeight(section);
  const bannerTitleId = useId();
  const preferencesTitleId = useId();
  const preferencesHeading = useRef<HTMLHeadingElement>(null);
  const customizeButton = useRef<HTMLButtonElement>(null);
  const viewChanged = useRef(reopened);

  useEffect(() => {
    if (!viewChanged.current) return;
    if (view === "preferences") preferencesHeading.current?.focus();
    else customizeButton.current?.focus();
  }, [view]);

  const showView = (next: "banner" | "preferences") => {
    viewChanged.current = true;
    if (next === "preferences") {
      setAnalytics(false);
      setAds(false);
    }
    setView(next);
  };

  return (
    <>
      <section
        ref={setSection}
        aria-labelledby={view === "banner" ? bannerTitleId : preferencesTitleId}
        className="no-print fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
      >
        <div className="mx-auto max-w-5xl p-4">
          {view === "banner" ? (
            <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
              <div>
                <h2 id={bannerTitleId} className="text-base font-semibold">
                  Cookie Settings
                </h2>
                <p className="text-sm text-slate-700">
                  We use cookies to improve your experience and show relevant
                  ads.{" "}
                  <Link
                    href={paths.privacyPolicy}
                    className="text-blue-700 underline"
                  >
                    Learn more
                  </Link>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={rejectAll}
                >
                  Reject
                </button>
                <button
                  ref={customizeButton}
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    showView("preferences");
                  }}
                >
                  Customize
                </button>
                <button
                  type="button"
                  className={primaryButton}
                  onClick={acceptAll}
                >
                  Accept All
                </button>
              </div>
            </div>
          ) : (
            <div>
              <div className="flex items-start justify-between">
                <h2
                  id={preferencesTitleId}
                  ref={preferencesHeading}
                  tabIndex={-1}
                  className="text-base font-semibold outline-none"
                >
                  Cookie Preferences
                </h2>
                <button
                  type="button"
                  aria-label="Close cookie preferences"
                  className="rounded p-1 text-xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
                  onClick={() => {
                    if (decided) useConsentStore.getState().closeSettings();
                    else showView("banner");
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <ul className="my-3 divide-y divide-slate-200">
                <li className="flex items-center justify-between gap-4 py-2">
                  <div>
                    <p className="text-sm font-medium">Essential</p>
                    <p className="text-sm text-slate-600">
                      Required for basic functionality
                    </p>
                  </div>
                  <span className="text-sm font-medium text-slate-700">
                    Always On
                  </span>
                </li>
                <ConsentSwitchRow
                  label="Analytics"
                  description="Help us improve the site"
                  checked={analytics}
                  onCheckedChange={setAnalytics}
                />
                <ConsentSwitchRow
                  label="Advertising"
                  description="Personalized ads"
                  checked={ads}
                  onCheckedChange={setAds}
                />
              </ul>
              <div className="flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    showView("banner");
                  }}
                >
                  Back
                </button>
                <button
                  type="button"
                  className={primaryButton}
                  onClick={() => {
                    savePreferences({ analytics, ads });
                  }}
                >
                  Save Preferences
                </button>
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
