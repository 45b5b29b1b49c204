import { act, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AnalyticsLoader } from "./analytics-loader";
import { reloadConsentFromStorage, useConsentStore } from "./consent-store";

const scripts = () =>
  [...document.head.querySelectorAll("script")].map((script) =>
    script.getAttribute("src"),
  );

/** jsdom does not fetch scripts: play the stub's part and report each script as loaded. */
function simulateScriptLoads(): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof HTMLScriptElement)) return;
        if (node.src.endsWith("/gtag-stub.js")) {
          window.dataLayer = [];
          window.gtag = (...args: unknown[]) => window.dataLayer?.push(args);
        }
        node.dispatchEvent(new Event("load"));
      });
    }
  });
  observer.observe(document.head, { childList: true });
  return () => {
    observer.disconnect();
  };
}

describe("AnalyticsLoader", () => {
  afterEach(() => {
    document.head.querySelectorAll("script").forEach((script) => {
      script.remove();
    });
    delete window.gtag;
    delete window.dataLayer;
  });

  it("loads no script without a configured id, even with analytics accepted", () => {
    localStorage.setItem("cookie-consent", "accepted");
    localStorage.setItem("analytics-consent", "accepted");
    reloadConsentFromStorage();
    render(<AnalyticsLoader measurementId="" />);
    expect(scripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it("with an id, loads nothing until analytics is accepted, then the tag once with consent defaults first", async () => {
    const stop = simulateScriptLoads();
    reloadConsentFromStorage();
    render(<AnalyticsLoader measurementId="G-TEST123" />);
    expect(scripts()).toEqual([]);

    act(() => {
      useConsentStore
        .getState()
        .savePreferences({ analytics: false, ads: true });
    });
    expect(scripts()).toEqual([]);

    act(() => {
      useConsentStore.getState().acceptAll();
    });
    await waitFor(() => {
      expect(scripts()).toEqual([
        "/gtag-stub.js",
        "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
      ]);
    });
    expect(window.dataLayer?.[0]).toEqual([
      "consent",
      "default",
      { analytics_storage: "granted", ad_storage: "granted" },
    ]);
    expect(window.dataLayer?.[2]).toEqual(["config", "G-TEST123"]);
    stop();
  });
});
