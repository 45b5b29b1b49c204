import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROUTE_LIST, paths } from "../src/paths";
import { axeScan, collectErrors, newPageWithConsent } from "./support/browser";
import { horizontalOverflow } from "./support/tools";

/**
 * A guide's tax year: a select that every figure follows, kept in the address as `?year=`. The
 * browser's date is 28 November 2026 (support/browser.ts), so guides open on 2026/27.
 */

/** The worked example's take-home line (the figure named after the example). */
function takeHome(page: Page, name: RegExp) {
  return page.getByRole("figure", { name }).locator('[data-line="total"] dd');
}

describe("guide tax year", () => {
  it("switching the year changes the headings and the worked example, and the address keeps it", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 1366, height: 900 },
    });
    const errors = collectErrors(page);
    await page.goto(paths.studentLoanGuide);
    // Hydrated (its chunks in) before the select is used.
    await page.waitForLoadState("networkidle");
    const select = page.getByLabel("Tax year shown");
    await page
      .getByRole("heading", { level: 2, name: "Repayment thresholds 2026/27" })
      .waitFor();
    expect(await select.inputValue()).toBe("2026-27");
    // 2026/27: 35,000 − 4,486 tax − 1,794.40 NI − (35,000 − 29,385) × 9 % = 505.35 → £28,214.25.
    expect(
      await takeHome(page, /^£35,000 salary, .*, 2026\/27$/).textContent(),
    ).toBe("£28,214.25");

    // From the keyboard: focus the select and choose 2025/26.
    await select.focus();
    await select.selectOption("2025-26");
    await page
      .getByRole("heading", { level: 2, name: "Repayment thresholds 2025/26" })
      .waitFor();
    expect(new URL(page.url()).search).toBe("?year=2025-26");
    expect(await page.locator("main h1").textContent()).toBe(
      "Student Loan Repayment Guide 2025/26",
    );
    // The tab's title is written by an effect just after the heading's render: it follows.
    await expect
      .poll(() => page.title())
      .toBe("Student Loan Repayment Guide 2025/26 | UK Pay & Tax Calculator");
    // 2025/26: loan (35,000 − 28,470) × 9 % = 587.70 → 35,000 − 4,486 − 1,794.40 − 587.70 = £28,131.90.
    expect(
      await takeHome(page, /^£35,000 salary, .*, 2025\/26$/).textContent(),
    ).toBe("£28,131.90");
    expect(
      await page
        .getByRole("table", {
          name: "Student loan repayment thresholds 2025/26",
        })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator("main article").textContent()).toContain(
      "Figures are for the 2025/26 tax year",
    );

    // Reloading the address keeps the year.
    await page.reload();
    await page
      .getByRole("heading", { level: 2, name: "Repayment thresholds 2025/26" })
      .waitFor();
    expect(await page.getByLabel("Tax year shown").inputValue()).toBe(
      "2025-26",
    );

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeScan(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a ?year= link opens the guide on that year, with that year's State Pension", async () => {
    const page = await newPageWithConsent();
    const errors = collectErrors(page);
    await page.goto(`${paths.pensionGuide}?year=2024-25`);
    const table = page.getByRole("table", {
      name: "State Pension rates 2024/25",
    });
    await table.waitFor();
    expect(await page.getByLabel("Tax year shown").inputValue()).toBe(
      "2024-25",
    );
    await expect
      .poll(() => page.title())
      .toMatch(/ 2024\/25 \| UK Pay & Tax Calculator$/);
    // gov.uk 2024/25: full new State Pension £221.20 a week (× 52 = £11,502.40), basic £169.50.
    const text = await table.textContent();
    expect(text).toContain("£221.20");
    expect(text).toContain("£11,502.40");
    expect(text).toContain("£169.50");
    // Hydration of the prerendered 2026/27 page, then the link's year, with no errors.
    expect(errors).toEqual([]);
  });

  it("every guide fits 390 px with no horizontal scroll, the year select and its examples included", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 390, height: 844 },
    });
    const guides = ROUTE_LIST.filter((route) => route.guide !== undefined);
    expect(guides).toHaveLength(10);
    for (const { path } of guides) {
      await page.goto(`${path}?year=2025-26`);
      await page.locator("main h1").waitFor();
      const select = page.getByLabel("Tax year shown");
      // The prerendered page shows the year in force; the link's year once hydrated.
      await expect
        .poll(() => select.inputValue(), { message: path })
        .toBe("2025-26");
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});
