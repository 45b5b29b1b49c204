import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { routeTitle } from "../src/lib/route-meta";
import { ROUTE_LIST } from "../src/paths";
import { baseUrl, newPage, newPageWithConsent } from "./support/browser";
import { TOOL_FORMS } from "./support/tools";

const toastRegion = '[aria-label="Notification"]';

describe("the site never goes blank", () => {
  it("with the API unreachable, Calculate shows the failure toast and keeps the inputs", async () => {
    const page = await newPageWithConsent();
    await page.route("**/api/**", (route) => route.abort("connectionrefused"));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const salary = page.getByLabel("Gross salary");
    await salary.fill("52000");
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    await expect
      .poll(() => page.locator(toastRegion).last().textContent())
      .toContain("Calculation Failed");
    expect(await page.locator(toastRegion).last().textContent()).toContain(
      "There was an error calculating your salary. Please try again.",
    );
    expect(await salary.inputValue()).toBe("52000");
    expect(await page.locator("main h1").textContent()).toContain(
      "UK Pay & Tax Calculator",
    );
  });

  it("a page whose chunk fails shows Try again at once (one request, no hidden retries) and recovers", async () => {
    const page = await newPageWithConsent();
    let blocked = true;
    let requests = 0;
    await page.route(/about-page-[\w-]+\.js$/, (route) => {
      requests += 1;
      return blocked ? route.abort("connectionreset") : route.continue();
    });
    await page.goto("/");
    await page.locator("main h1").waitFor();
    // Client-side navigation: the About page's chunk is fetched now, and fails.
    await page
      .getByRole("banner")
      .getByRole("link", { name: "About", exact: true })
      .click();
    const retry = page.getByRole("button", { name: "Try again" });
    await retry.waitFor();
    expect(await page.getByRole("alert").first().textContent()).toContain(
      "Sorry, this page could not be shown.",
    );
    expect(requests).toBe(1);
    blocked = false;
    await retry.click();
    await page.getByRole("heading", { level: 1, name: /About/ }).waitFor();
    expect(requests).toBe(2);
    expect(await retry.count()).toBe(0);
  });

  it("offers Try again, with the spec's failure toast, when a calculator chunk cannot load at all", async () => {
    const page = await newPageWithConsent();
    let blocked = true;
    await page.route(/mortgage-calculator-[\w-]+\.js$/, (route) =>
      blocked ? route.abort("connectionreset") : route.continue(),
    );
    await page.goto("/");
    await page.getByRole("button", { name: /Mortgage Affordability/ }).click();
    const retry = page.getByRole("button", { name: "Try again" });
    await retry.waitFor();
    await expect
      .poll(() => page.locator(toastRegion).last().textContent())
      .toContain("There was an error calculating your mortgage affordability");
    blocked = false;
    await retry.click();
    await page.getByLabel("Annual income").waitFor();
  });

  it("shows the API's validation message on its field and marks the old result stale", async () => {
    const page = await newPageWithConsent();
    await page.goto("/");
    await page.getByRole("button", { name: /Reverse Calculator/ }).click();
    await page
      .getByRole("button", { name: "Calculate Required Salary" })
      .click();
    await page.getByRole("heading", { name: "Required Salary" }).waitFor();
    const message =
      "Desired net pay cannot be reached with a salary of up to £100,000,000";
    await page.route("**/api/reverse-calculate", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 400,
          error: "Bad Request",
          message,
          issues: [{ path: ["desiredNetPay"], message }],
        }),
      }),
    );
    const field = page.getByLabel("Desired take-home pay");
    await field.fill("90000000");
    await page
      .getByRole("button", { name: "Calculate Required Salary" })
      .click();
    // The field's own message (the form's live region repeats it for a screen reader).
    await page.getByText(message, { exact: true }).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await field.getAttribute("id"),
    );
    await page
      .getByText("These results are for your previous inputs")
      .waitFor();
  });

  it("sends one request for a double click", async () => {
    const page = await newPageWithConsent();
    let requests = 0;
    await page.route("**/api/calculate-salary", async (route) => {
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto("/");
    // The double-click guard is the subject here, not a click before hydration: start from a
    // hydrated page, as the other calculator journeys do.
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("button", { name: "Calculate Take-Home Pay" })
      .dblclick();
    await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();
    expect(requests).toBe(1);
  });
});

describe("readable without JavaScript", () => {
  it.each(ROUTE_LIST.map((route) => [route.path, routeTitle(route)] as const))(
    "%s has its content, title and canonical link in the HTML",
    async (path, title) => {
      const page = await newPage({ javaScriptEnabled: false });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect((await page.locator("main h1").textContent())?.trim()).not.toBe(
        "",
      );
      expect(await page.title()).toContain(title);
      expect(
        await page.locator('link[rel="canonical"]').getAttribute("href"),
      ).toMatch(new RegExp(`${path === "/" ? "/" : path}$`));
    },
  );

  it("the 404 page says so, with status 404", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await page.locator("main h1").textContent()).toBe(
      "404 Page Not Found",
    );
  });
});

describe("redirects and status codes", () => {
  it.each([
    ["/about/", "/about"],
    ["/ABOUT", "/about"],
    ["/index.html", "/"],
    ["/Guides/Tax-Free-Childcare/", "/guides/tax-free-childcare"],
  ])("%s → 301 %s", async (from, to) => {
    const response = await fetch(`${baseUrl}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it.each(["/no-such-page", "/about/team", "/404.html"])(
    "%s → 404 with the 404 card",
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("404 Page Not Found");
    },
  );
});

describe("keyboard only, with the cookie banner showing", () => {
  /** Is the focused element (outside the banner) covered by the fixed cookie banner? */
  const focusUnderBanner = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement;
      const banner = document.querySelector<HTMLElement>(
        "section[aria-labelledby]:has(h2)",
      );
      if (!focused || !banner || banner.contains(focused)) return false;
      const box = focused.getBoundingClientRect();
      return box.bottom > banner.getBoundingClientRect().top + 1;
    });

  /** Presses Tab until `reached` holds for the focused element, checking nothing hides under the banner. */
  async function tabUntil(
    page: Page,
    reached: (page: Page) => Promise<boolean>,
  ): Promise<void> {
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focusUnderBanner(page)).toBe(false);
      if (await reached(page)) return;
    }
    throw new Error("Tab never reached the element.");
  }

  it.each(TOOL_FORMS)(
    "reaches the banner first and completes the $tool calculator",
    async ({ tool, submit, results }) => {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await page.goto("/");
      await page.getByRole("region", { name: "Cookie Settings" }).waitFor();
      await page.keyboard.press("Tab");
      const first = await page.evaluate(
        () => document.activeElement?.closest("section")?.textContent ?? "",
      );
      expect(first).toContain("Cookie Settings");

      await tabUntil(page, (p) =>
        p.evaluate(
          (id) => document.activeElement?.getAttribute("data-tool") === id,
          tool,
        ),
      );
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: submit, exact: true }).waitFor();
      await tabUntil(page, (p) =>
        p.evaluate(
          (name) => document.activeElement?.textContent === name,
          submit,
        ),
      );
      await page.keyboard.press("Enter");
      await page
        .getByRole("heading", { name: results, exact: true })
        .first()
        .waitFor();
      // The banner is still there, untouched: the calculator was completed around it.
      expect(
        await page.getByRole("region", { name: "Cookie Settings" }).isVisible(),
      ).toBe(true);
    },
  );

  it("reopens the cookie preferences from the footer", async () => {
    const page = await newPageWithConsent();
    await page.goto("/about");
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("heading", { name: "Cookie Preferences" }).waitFor();
  });
});
