import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROUTE_LIST } from "../src/paths";
import { axeScan, newPage } from "./support/browser";

/**
 * axe-core (WCAG 2.2 A/AA + best practices) finds no serious or critical violation on any page:
 * every route and the 404 with the cookie banner showing, and the cookie preferences open (with
 * the mobile menu on a phone). Every page is scanned on a 390 px phone (the narrow layout is where
 * most findings have been); a sample again on a 1366 px laptop: the home page, the payslip
 * simulator, a guide and the 404. The calculators' states are scanned in
 * accessibility-calculators.e2e.ts (a file of its own, so the two run side by side), the tooltips
 * open in tooltips.e2e.ts. axe is injected through the DevTools protocol, so the CSP stays on.
 */
const WIDTHS = [390, 1366] as const;
const PATHS = [...ROUTE_LIST.map((route) => route.path), "/no-such-page"];
const LAPTOP_PATHS = [
  "/",
  "/payslip-simulator",
  "/uk-tax-guide",
  "/no-such-page",
];

async function settle(page: Page) {
  // Scroll through, so content loaded on approach (the home page's reference sections) is scanned.
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState("networkidle");
}

describe.each(WIDTHS)("at %i px", (width) => {
  const viewport = { width, height: width < 800 ? 844 : 900 };

  const paths = width < 800 ? PATHS : LAPTOP_PATHS;

  it("scans every page at the phone width and the sample at the laptop's", () => {
    expect(LAPTOP_PATHS.every((path) => PATHS.includes(path))).toBe(true);
  });

  it.each(paths)("%s with the cookie banner showing", async (path) => {
    const page = await newPage({ viewport });
    await page.goto(path);
    await page.locator("main h1").waitFor();
    await page.getByRole("region", { name: "Cookie Settings" }).waitFor();
    await settle(page);
    expect(await axeScan(page)).toEqual([]);
  });

  it("the cookie preferences panel open (and the mobile menu on a phone)", async () => {
    const page = await newPage({ viewport });
    await page.goto("/");
    await page.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("heading", { name: "Cookie Preferences" }).waitFor();
    if (width < 800) await page.getByRole("button", { name: "Menu" }).click();
    await page.waitForLoadState("networkidle");
    expect(await axeScan(page)).toEqual([]);
  });
});
