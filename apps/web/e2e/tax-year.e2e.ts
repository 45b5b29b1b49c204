import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  axeScan,
  baseUrl,
  collectErrors,
  newPageWithConsent,
} from "./support/browser";
import { headline } from "./support/tools";

/**
 * The year the site opens on (issue 28, item 1): the tax year in force on the visitor's date,
 * chosen in the browser, never the engine's default. Each page's clock is fixed (support/
 * browser.ts), so these hold whatever day they run. Expected figures are worked out by hand from
 * the year files (packages/engine/src/tax-years/) and written as literals.
 *
 * £40,000 a year, England, tax code 1257L, 5 % pension by net pay, Plan 2 student loan:
 * - pension 5 % × 40,000 = £2,000; taxable pay 40,000 − 2,000 = 38,000;
 * - income tax (38,000 − 12,570 allowance) × 20 % = 25,430 × 0.2 = £5,086 (every year here);
 * - NI on gross pay (40,000 − 12,570) × 8 % = 27,430 × 0.08 = £2,194.40 (every year here);
 * - Plan 2, 9 % of gross pay over the year's threshold, and the net
 *   40,000 − 5,086 − 2,194.40 − 2,000 − loan:
 *   2026/27 threshold £29,385: (40,000 − 29,385) × 9 % = 10,615 × 0.09 = £955.35, net £29,764.25;
 *   2025/26 threshold £28,470: (40,000 − 28,470) × 9 % = 11,530 × 0.09 = £1,037.70, net £29,681.90;
 *   2024/25 threshold £27,295: (40,000 − 27,295) × 9 % = 12,705 × 0.09 = £1,143.45, net £29,576.15.
 */

const form = (page: Page) => page.locator("main form").first();

/** The student loan line of the take-home's breakdown (to the penny). */
function studentLoanLine(page: Page) {
  return page
    .locator('dl[aria-label="Detailed breakdown"] dt', {
      hasText: /^Student loan$/,
    })
    .locator("xpath=following-sibling::dd[1]");
}

/** The take-home shown: its annual headline, its student loan line and the year it was worked in. */
async function expectTakeHome(
  page: Page,
  expected: { annual: string; studentLoan: string; taxYear: string },
) {
  await expect
    .poll(() => headline(page, "Annual take-home").textContent())
    .toBe(expected.annual);
  expect(await studentLoanLine(page).textContent()).toBe(expected.studentLoan);
  expect(
    await page
      .locator("[data-result-tax-year]")
      .getAttribute("data-result-tax-year"),
  ).toBe(expected.taxYear);
}

async function calculate(page: Page) {
  await page
    .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
    .click();
}

describe("the tax year the site opens on", () => {
  it("on 28 November 2026 it opens on 2026/27 (heading, year select, figures); switching to 2025/26 changes the heading and the figures", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 1366, height: 900 },
      today: new Date("2026-11-28T12:00:00Z"),
    });
    const errors = collectErrors(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");

    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe("UK Pay & Tax Calculator 2026/27");
    const year = form(page).getByLabel("Tax year", { exact: true });
    expect(await year.inputValue()).toBe("2026-27");
    await expect
      .poll(() => year.locator("option:checked").textContent())
      .toBe("2026/27 (current)");
    expect(
      await page
        .getByText(/take-home pay for 2026\/27\.$/)
        .first()
        .isVisible(),
    ).toBe(true);

    await form(page)
      .getByLabel("Student loan", { exact: true })
      .selectOption("plan2");
    await calculate(page);
    await expectTakeHome(page, {
      annual: "£29,764",
      studentLoan: "−£955.35",
      taxYear: "2026-27",
    });
    expect(
      await page.getByRole("heading", { name: "UK Tax Rates 2026/27" }).count(),
    ).toBe(1);

    await year.selectOption("2025-26");
    await expect
      .poll(() => heading.textContent())
      .toBe("UK Pay & Tax Calculator 2025/26");
    await calculate(page);
    await expectTakeHome(page, {
      annual: "£29,682",
      studentLoan: "−£1,037.70",
      taxYear: "2025-26",
    });
    expect(new URL(page.url()).searchParams.get("year")).toBe("2025-26");
    expect(errors).toEqual([]);
  });

  it("a share link with year=2024-25 opens on 2024/25, whatever year is in force", async () => {
    const page = await newPageWithConsent({
      viewport: { width: 390, height: 844 },
      today: new Date("2026-11-28T12:00:00Z"),
    });
    const errors = collectErrors(page);
    await page.goto("/?tool=calculator&year=2024-25&salary=40000&loan=plan2");
    await expect
      .poll(() => headline(page, "Annual take-home").textContent())
      .toBe("£29,576");
    expect(await studentLoanLine(page).textContent()).toBe("−£1,143.45");
    expect(
      await form(page).getByLabel("Tax year", { exact: true }).inputValue(),
    ).toBe("2024-25");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "UK Pay & Tax Calculator 2024/25",
    );
    expect(
      await page.getByText("Figures for the 2024/25 tax year.").count(),
    ).toBe(1);
    expect(await axeScan(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("on 28 November 2025 a page prerendered for a later year is rendered afresh for 2025/26, with no hydration error", async () => {
    // The site is built today or later, so its HTML is for a year after 2025/26 (the build's).
    const html = await (await fetch(`${baseUrl}/uk-tax-guide`)).text();
    const prerenderedFor = /<div id="root" data-tax-year="([^"]+)">/.exec(
      html,
    )?.[1];
    expect(prerenderedFor).toBeDefined();
    expect(prerenderedFor).not.toBe("2025-26");

    const page = await newPageWithConsent({
      viewport: { width: 1366, height: 900 },
      today: new Date("2025-11-28T12:00:00Z"),
    });
    const errors = collectErrors(page);
    await page.goto("/uk-tax-guide");
    await page
      .getByRole("heading", { level: 2, name: "Income tax bands 2025/26" })
      .waitFor();
    // 2025/26's Scottish starter band: taxable income to £2,827, gross 12,570 + 2,827 = £15,397.
    expect(await page.getByText("£12,571 to £15,397").count()).toBe(1);
    expect(
      await page
        .getByRole("heading", { level: 2, name: /Income tax bands 2026\/27/ })
        .count(),
    ).toBe(0);

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "UK Pay & Tax Calculator 2025/26",
    );
    const year = form(page).getByLabel("Tax year", { exact: true });
    expect(await year.inputValue()).toBe("2025-26");
    expect(await year.locator("option:checked").textContent()).toBe(
      "2025/26 (current)",
    );
    await form(page)
      .getByLabel("Student loan", { exact: true })
      .selectOption("plan2");
    await calculate(page);
    await expect
      .poll(() => headline(page, "Annual take-home").textContent())
      .toBe("£29,682");
    expect(errors).toEqual([]);
  });
});
