import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths, ROUTE_LIST } from "../src/paths";
import {
  baseUrl,
  collectErrors,
  newPage,
  newPageWithConsent,
} from "./support/browser";

const ROUTES = ROUTE_LIST.map((route) => route.path);

describe("every route", () => {
  it.each(ROUTES)(
    "%s answers 200 and renders its page heading",
    async (path) => {
      const page = await newPageWithConsent();
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const heading = page.locator("main h1");
      await heading.waitFor();
      expect(await heading.textContent()).not.toBe("404 Page Not Found");
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      expect(errors).toEqual([]);
    },
  );

  it.each(["/no-such-page", "/guides", "/about/team"])(
    "%s answers 404 with the 404 card",
    async (path) => {
      const page = await newPageWithConsent();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page
        .getByRole("heading", { level: 1, name: "404 Page Not Found" })
        .waitFor();
      expect(
        await page
          .getByText("Did you forget to add the page to the router?")
          .isVisible(),
      ).toBe(true);
    },
  );

  it("the API documentation link in the footer opens the API's /docs", async () => {
    const page = await newPageWithConsent();
    await page.goto("/");
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "API Documentation" });
    expect(await link.getAttribute("href")).toBe("/docs");
    const response = await page.request.get(`${baseUrl}/docs`);
    expect(response.status()).toBe(200);
  });

  it("serves assets precompressed", async () => {
    const page = await newPage();
    const html = await (await page.request.get("/")).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(
      html,
    )?.[1];
    expect(script).toBeDefined();
    const response = await page.request.get(script as string, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  });
});

describe("cookie consent", () => {
  const stored = (page: Page) =>
    page.evaluate(() => [
      localStorage.getItem("cookie-consent"),
      localStorage.getItem("analytics-consent"),
      localStorage.getItem("ads-consent"),
    ]);

  it("Accept All persists across reloads and the banner stays hidden", async () => {
    const page = await newPage();
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie Settings" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Accept All" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await stored(page)).toEqual(["accepted", "accepted", "accepted"]);
    await page.reload();
    await page.locator("main h1").waitFor();
    await page.waitForTimeout(300);
    expect(
      await page.getByRole("region", { name: "Cookie Settings" }).count(),
    ).toBe(0);
    expect(await stored(page)).toEqual(["accepted", "accepted", "accepted"]);
  });

  it("Reject persists across reloads and other pages", async () => {
    const page = await newPage();
    await page.goto("/about");
    await page.getByRole("button", { name: "Reject" }).click();
    await page.goto("/contact");
    await page.locator("main h1").waitFor();
    await page.waitForTimeout(300);
    expect(
      await page.getByRole("region", { name: "Cookie Settings" }).count(),
    ).toBe(0);
    expect(await stored(page)).toEqual(["rejected", "rejected", "rejected"]);
  });

  it("Customize → Analytics on → Save Preferences persists 'customized' across a reload", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Customize" }).click();
    const panel = page.getByRole("region", { name: "Cookie Preferences" });
    expect(
      await panel
        .getByRole("switch", { name: "Analytics" })
        .getAttribute("aria-checked"),
    ).toBe("false");
    expect(
      await panel
        .getByRole("switch", { name: "Advertising" })
        .getAttribute("aria-checked"),
    ).toBe("false");
    await panel.getByRole("switch", { name: "Analytics" }).click();
    await panel.getByRole("button", { name: "Save Preferences" }).click();
    await panel.waitFor({ state: "detached" });
    await page.reload();
    await page.locator("main h1").waitFor();
    expect(
      await page.getByRole("region", { name: "Cookie Settings" }).count(),
    ).toBe(0);
    expect(await stored(page)).toEqual(["customized", "accepted", "rejected"]);
  });

  it("loads no third-party script whatever the choice (no analytics id configured)", async () => {
    const page = await newPage();
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseUrl)) foreign.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Accept All" }).click();
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
  });
});

// Tests share a worker's browser context and its tabs (support/browser.ts): what one test leaves
// behind must be gone in the next. The two run in this order, in one worker.
const leftBehind = { consoleLines: 0 };
describe("each test starts as a first visit", () => {
  it("a test leaves a choice stored, a cookie, a permission, the browser offline, a listener, a route, print media, a small window and the mouse on a link…", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/about");
    await page.getByRole("button", { name: "Accept All" }).click();
    await page.evaluate(() => {
      document.cookie = "left=behind; path=/";
      sessionStorage.setItem("left", "behind");
    });
    // The site's name in the header: a link in the same place on every page.
    await page
      .getByRole("banner")
      .getByRole("link", { name: "UK Pay & Tax Calculator" })
      .hover();
    page.on("console", () => {
      leftBehind.consoleLines += 1;
    });
    await page.route("**/contact", (route) => route.abort());
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 320, height: 600 });
    await page.context().grantPermissions(["clipboard-read"]);
    await page.context().setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  });

  it("…and the next test's page has none of them, with the banner showing", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await page.getByRole("region", { name: "Cookie Settings" }).waitFor();
    expect(
      await page.evaluate(async () => {
        console.info("a console line nobody should count");
        return {
          local: localStorage.length,
          session: sessionStorage.length,
          cookie: document.cookie,
          online: navigator.onLine,
          clipboard: (
            await navigator.permissions.query({
              name: "clipboard-read" as PermissionName,
            })
          ).state,
          print: matchMedia("print").matches,
          width: innerWidth,
          hovered: document.querySelectorAll("a:hover, button:hover").length,
        };
      }),
    ).toMatchObject({
      local: 0,
      session: 0,
      cookie: "",
      online: true,
      clipboard: "prompt",
      print: false,
      width: 390,
      hovered: 0,
    });
    expect(leftBehind.consoleLines).toBe(0);
  });
});

describe("mobile menu at 375 px", () => {
  it("opens from the toggle, lists the guides, and closes when a link is followed", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 375, height: 740 },
    });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(
      await page.getByRole("navigation", { name: "Main" }).isVisible(),
    ).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    // Home, Payslip Simulator, About, Contact and the ten guides.
    expect(await menu.getByRole("link").count()).toBe(14);

    await menu.getByRole("link", { name: "National Insurance Guide" }).click();
    await page.waitForURL(`${baseUrl}${paths.nationalInsuranceGuide}`);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    await page.locator("main h1").waitFor();
  });

  it("has no horizontal scrolling", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 375, height: 740 },
    });
    for (const path of [paths.home, paths.costOfLivingGuide, paths.contact]) {
      await page.goto(path);
      await page.locator("main h1").waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

describe("Guides dropdown", () => {
  it("opens from the keyboard, lists the ten guides and follows one", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 1280, height: 800 },
    });
    await page.goto("/about");
    await page.getByRole("button", { name: "Guides" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").count()).toBe(10);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/about");
    await page.locator("main h1").waitFor();
  });
});

describe("toasts", () => {
  it("F8 moves focus to the region labelled 'Notification'", async () => {
    const page = await newPageWithConsent();
    await page.goto("/about");
    await page.locator("main h1").waitFor();
    await page.keyboard.press("F8");
    await page.waitForFunction(
      () =>
        document.activeElement?.closest(
          '[role="region"][aria-label="Notification"]',
        ) !== null,
    );
  });

  it("the home page's reference sections load as they are approached", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 412, height: 823 },
    });
    await page.goto("/");
    await page.locator("main h1").waitFor();
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await page
      .getByRole("heading", { level: 2, name: /tax rates/i })
      .first()
      .waitFor();
  });
});

describe("API failure", () => {
  it("a 500 from /api/calculate-salary shows the destructive failure toast", async () => {
    const page = await newPageWithConsent();
    await page.route("**/api/calculate-salary", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"statusCode":500}',
      }),
    );
    await page.goto("/");
    await page.waitForLoadState("networkidle"); // a hydrated page, as in the other journeys
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    const toast = page
      .getByRole("region", { name: "Notification" })
      .locator("li");
    await toast.getByText("Calculation Failed").waitFor();
    expect(await toast.textContent()).toContain(
      "There was an error calculating your salary. Please try again.",
    );
    expect(await toast.getAttribute("data-variant")).toBe("destructive");
  });
});
