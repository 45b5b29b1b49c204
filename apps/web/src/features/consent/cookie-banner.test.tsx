import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { reloadConsentFromStorage } from "./consent-store";
import { CookieBanner } from "./cookie-banner";

function stored() {
  return {
    cookie: localStorage.getItem("cookie-consent"),
    analytics: localStorage.getItem("analytics-consent"),
    ads: localStorage.getItem("ads-consent"),
  };
}

function renderBanner() {
  reloadConsentFromStorage();
  return renderWithRouter(<CookieBanner />);
}

const banner = () => screen.getByRole("region", { name: "Cookie Settings" });
const preferences = () =>
  screen.getByRole("region", { name: "Cookie Preferences" });

describe("CookieBanner", () => {
  let gtag: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;

  beforeEach(() => {
    gtag = vi.fn<(...args: unknown[]) => void>();
    window.gtag = gtag;
  });

  afterEach(() => {
    delete window.gtag;
  });

  it("shows the banner with its text, Learn more link and three buttons when nothing is stored", () => {
    renderBanner();
    const region = banner();
    expect(
      within(region).getByText(
        "We use cookies to improve your experience and show relevant ads.",
      ),
    ).toBeVisible();
    expect(
      within(region).getByRole("link", { name: "Learn more" }),
    ).toHaveAttribute("href", "/privacy-policy");
    expect(
      within(region)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Reject", "Customize", "Accept All"]);
  });

  it.each(["accepted", "rejected", "customized"])(
    "stays hidden when cookie-consent is %s",
    (value) => {
      localStorage.setItem("cookie-consent", value);
      renderBanner();
      expect(
        screen.queryByRole("region", { name: "Cookie Settings" }),
      ).not.toBeInTheDocument();
    },
  );

  it("shows again when the stored value is not one of the three", () => {
    localStorage.setItem("cookie-consent", "maybe");
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it("Accept All stores accepted three times, hides the banner and grants analytics and ad storage", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Accept All" }));
    expect(stored()).toEqual({
      cookie: "accepted",
      analytics: "accepted",
      ads: "accepted",
    });
    expect(
      screen.queryByRole("region", { name: "Cookie Settings" }),
    ).not.toBeInTheDocument();
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("consent", "update", {
      analytics_storage: "granted",
      ad_storage: "granted",
    });
  });

  it("Accept All works without an analytics tag on the page", async () => {
    delete window.gtag;
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Accept All" }));
    expect(stored()).toEqual({
      cookie: "accepted",
      analytics: "accepted",
      ads: "accepted",
    });
  });

  it("Reject stores rejected three times, hides the banner and tells the tag nothing", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(stored()).toEqual({
      cookie: "rejected",
      analytics: "rejected",
      ads: "rejected",
    });
    expect(
      screen.queryByRole("region", { name: "Cookie Settings" }),
    ).not.toBeInTheDocument();
    expect(gtag).not.toHaveBeenCalled();
  });

  it("Customize opens Cookie Preferences with Essential always on and both switches off", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    const panel = preferences();
    expect(
      within(panel).getByRole("heading", { name: "Cookie Preferences" }),
    ).toHaveFocus();
    expect(within(panel).getByText("Essential")).toBeVisible();
    expect(
      within(panel).getByText("Required for basic functionality"),
    ).toBeVisible();
    expect(within(panel).getByText("Always On")).toBeVisible();
    const analytics = await within(panel).findByRole("switch", {
      name: "Analytics",
    });
    const ads = within(panel).getByRole("switch", { name: "Advertising" });
    expect(analytics).toHaveAccessibleDescription("Help us improve the site");
    expect(ads).toHaveAccessibleDescription("Personalized ads");
    expect(analytics).not.toBeChecked();
    expect(ads).not.toBeChecked();
    expect(within(panel).getAllByRole("switch")).toHaveLength(2);
    expect(stored()).toEqual({ cookie: null, analytics: null, ads: null });
  });

  it.each([
    ["Back", "Back"],
    ["close", "Close cookie preferences"],
  ])(
    "%s returns to the first banner view without storing anything",
    async (_, name) => {
      const { user } = renderBanner();
      await user.click(screen.getByRole("button", { name: "Customize" }));
      await user.click(screen.getByRole("button", { name }));
      expect(banner()).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Customize" })).toHaveFocus();
      expect(
        screen.queryByRole("region", { name: "Cookie Preferences" }),
      ).not.toBeInTheDocument();
      expect(stored()).toEqual({ cookie: null, analytics: null, ads: null });
    },
  );

  it("reopening Customize starts both switches off again", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(screen.getByRole("switch", { name: "Analytics" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Customize" }));
    expect(screen.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  });

  it("Save Preferences with both off stores customized/rejected/rejected and tells the tag nothing", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored()).toEqual({
      cookie: "customized",
      analytics: "rejected",
      ads: "rejected",
    });
    expect(
      screen.queryByRole("region", { name: "Cookie Preferences" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "Cookie Settings" }),
    ).not.toBeInTheDocument();
    expect(gtag).not.toHaveBeenCalled();
  });

  it("Save Preferences with analytics on grants analytics storage only", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(screen.getByRole("switch", { name: "Analytics" }));
    expect(screen.getByRole("switch", { name: "Analytics" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored()).toEqual({
      cookie: "customized",
      analytics: "accepted",
      ads: "rejected",
    });
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("consent", "update", {
      analytics_storage: "granted",
    });
  });

  it("Save Preferences with ads only stores the ads choice and tells the tag nothing", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(screen.getByRole("switch", { name: "Advertising" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored()).toEqual({
      cookie: "customized",
      analytics: "rejected",
      ads: "accepted",
    });
    expect(gtag).not.toHaveBeenCalled();
  });

  it("Save Preferences with both on stores accepted for both and grants both storages", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(screen.getByRole("switch", { name: "Analytics" }));
    await user.keyboard("{Tab} ");
    expect(screen.getByRole("switch", { name: "Advertising" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored()).toEqual({
      cookie: "customized",
      analytics: "accepted",
      ads: "accepted",
    });
    expect(gtag).toHaveBeenCalledWith("consent", "update", {
      analytics_storage: "granted",
      ad_storage: "granted",
    });
  });
});
