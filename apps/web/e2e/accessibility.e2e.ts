import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROUTE_LIST } from "../src/paths";
import { axeScan, newPage, newPageWithConsent } from "./support/browser";
import { TOOL_FORMS } from "./support/tools";

/**
 * axe-core (WCAG 2.2 A/AA + best practices) finds no serious or critical violation on any route
 * or state: every page and the 404 with the cookie banner showing, the cookie preferences open,
 * the mobile menu open, and each calculator with validation messages, then with results and the
 * success toast showing. Every page and state is scanned on a 390 px phone (the narrow layout is
 * where most findings have been); a sample of them is scanned again on a 1366 px laptop: the
 * home page, the payslip simulator, a guide and the 404, and two calculators. (The tooltips are
 * scanned open in tooltips.e2e.ts.) axe is injected through the DevTools protocol, so the CSP
 * stays on.
 */
const WIDTHS = [390, 1366] as const;
const PATHS = [...ROUTE_LIST.map((route) => route.path), "/no-such-page"];
const LAPTOP_PATHS = [
  "/",
  "/payslip-simulator",
  "/uk-tax-guide",
  "/no-such-page",
];
const LAPTOP_TOOLS = ["calculator", "contractor"];

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
  const tools =
    width < 800
      ? TOOL_FORMS
      : TOOL_FORMS.filter(({ tool }) => LAPTOP_TOOLS.includes(tool));

  it("scans every page at the phone width and the sample at the laptop's", () => {
    expect(LAPTOP_PATHS.every((path) => PATHS.includes(path))).toBe(true);
    expect(tools.length).toBe(width < 800 ? TOOL_FORMS.length : 2);
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

  it.each(tools)(
    "$tool with validation messages, then with results and the toast",
    async ({ tool, submit, results }) => {
      const page = await newPageWithConsent({ viewport });
      await page.goto("/");
      await page.locator(`[data-tool="${tool}"]`).click();
      const form = page.locator("main form").first();
      const button = page.getByRole("button", { name: submit, exact: true });
      await button.waitFor();

      const first = form.locator("input").first();
      const typed = await first.inputValue();
      await first.fill("-1");
      await button.click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      expect(await axeScan(page)).toEqual([]);

      await first.fill(typed);
      await button.click();
      await page
        .getByRole("heading", { name: results, exact: true })
        .first()
        .waitFor();
      await page
        .getByRole("region", { name: /Notification/ })
        .locator("li")
        .first()
        .waitFor();
      expect(await axeScan(page)).toEqual([]);
    },
  );
});
