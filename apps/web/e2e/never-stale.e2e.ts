import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeScan, newPage } from "./support/browser";
import { openTool, viewportOf } from "./support/tools";

/**
 * Issue 29, items 2, 4 and 6 through the real API and site: a result is marked out of date once
 * its year changes; a failed recalculation says the server could not be reached (not "correct
 * the form") and marks the old result; the working opened while the server is down stays in its
 * own section; focus moves to the result heading; on a phone the success toast leaves the
 * headline figures uncovered; axe (every impact, minor and moderate too) finds nothing on the
 * phone payslip page with a result or on a take-home result with its per-period table.
 */

/** The results panel's note ("" when there is none). */
const note = (page: Page) =>
  page
    .locator("[data-results-note]")
    .textContent({ timeout: 15_000 })
    .then((text) => text ?? "");

/** The focused element: a heading's text, else its tag name ("BODY"). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "";
    return /^H\d$/.test(element.tagName)
      ? element.textContent
      : element.tagName;
  });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

describe("a result is never stale", () => {
  it("Enter on Calculate focuses the result heading; a change of year marks the result until it is calculated again", async () => {
    const page = await openTool("calculator");
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();
    await expect.poll(() => focused(page)).toBe("Your Take-Home Pay");
    expect(await page.locator("[data-out-of-date]").count()).toBe(0);

    await page.getByLabel("Tax year", { exact: true }).selectOption("2025-26");
    expect(await note(page)).toBe(
      "These results are for your previous inputs. Press Calculate Take-Home Pay to update them.",
    );
    const results = page.locator("[data-out-of-date]");
    // Greyed, its text keeping its contrast (no opacity).
    expect(
      await results.evaluate((element) => getComputedStyle(element).filter),
    ).toContain("grayscale");
    expect(await axeScan(page)).toEqual([]);
    // Not shared, exported or saved while out of date, and not printed.
    expect(await page.getByRole("button", { name: "Export PDF" }).count()).toBe(
      0,
    );
    expect(
      await page.getByRole("button", { name: "Share Results" }).count(),
    ).toBe(0);
    await page.emulateMedia({ media: "print" });
    expect(await results.isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    // The success toast of the old result is gone.
    await expect
      .poll(() => page.getByText("Calculation Complete").count())
      .toBe(0);

    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    await expect.poll(() => page.locator("[data-out-of-date]").count()).toBe(0);
    expect(await page.locator("[data-results-note]").count()).toBe(0);
    expect(
      await page.getByText("Figures for the 2025/26 tax year.").count(),
    ).toBe(1);
  });

  it("reverse, then the server down: says it could not be reached, marks the old result, and the working still opens", async () => {
    const page = await openTool("reverse");
    const submit = page.getByRole("button", {
      name: "Calculate Required Salary",
    });
    await submit.click();
    await page.getByRole("heading", { name: "Required Salary" }).waitFor();

    await page.route("**/*", (route) => route.abort("connectionrefused"));
    await submit.click();
    const text = await note(page);
    expect(text).toContain(
      "Could not reach the server. Your inputs are kept — try again.",
    );
    expect(text).toContain(
      "The results below are from your last successful calculation.",
    );
    expect(text).not.toContain("Correct the form");
    expect(await page.locator("[data-out-of-date]").count()).toBe(1);
    expect(await page.getByLabel("Desired take-home pay").inputValue()).toBe(
      "2500",
    );

    // Opening the working with the server down never removes the calculator: the working is
    // the shown result's own reply (one request per result), so it opens with no request.
    await page.getByRole("button", { name: "How this was worked out" }).click();
    const working = page.getByRole("region", {
      name: "How this was worked out",
    });
    await expect
      .poll(() => working.textContent(), { timeout: 15_000 })
      .toMatch(/Personal allowance/);
    expect(await page.getByLabel("Desired take-home pay").isVisible()).toBe(
      true,
    );
    expect(
      await page.getByRole("heading", { name: "Required Salary" }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole("button", { name: "Try again" }).count(),
    ).toBeLessThanOrEqual(1);
  });

  it("on a 390 px phone the success toast leaves the focused heading and the headline figures uncovered", async () => {
    const page = await openTool("calculator", 390);
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    const heading = page.getByRole("heading", { name: "Your Take-Home Pay" });
    await heading.waitFor();
    await expect.poll(() => focused(page)).toBe("Your Take-Home Pay");
    const toast = page.locator('[aria-label="Notification"] li');
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Calculation Complete");
    // Let the toast's entrance settle, then compare where things are in the window.
    await page.waitForTimeout(400);
    const { height } = viewportOf(390);
    const toastBox = await box(toast);
    for (const label of ["Monthly take-home", "Annual take-home"]) {
      const figure = await box(
        page.getByText(label, { exact: true }).locator(".."),
      );
      // On screen, whole…
      expect(figure.y).toBeGreaterThanOrEqual(0);
      expect(figure.y + figure.height).toBeLessThanOrEqual(height);
      // …and not under the toast.
      const apart =
        figure.y + figure.height <= toastBox.y ||
        toastBox.y + toastBox.height <= figure.y;
      expect(apart).toBe(true);
    }
    const headingBox = await box(heading);
    expect(headingBox.y + headingBox.height <= toastBox.y).toBe(true);
  });

  it("axe finds nothing (any impact) at 390 px: the payslip page with a result, and a take-home result with its per-period table, cookie banner showing", async () => {
    const page = await newPage({ viewport: viewportOf(390) });
    await page.goto("/payslip-simulator");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Simulate Payslips" }).click();
    await page.getByRole("heading", { name: "Your payslips" }).waitFor();
    expect(await axeScan(page, { all: true })).toEqual([]);

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Calculate Take-Home Pay" }).click();
    await page.getByRole("table", { name: /^Per period/ }).waitFor();
    expect(await axeScan(page, { all: true })).toEqual([]);
  });
});
