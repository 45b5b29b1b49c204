import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROUTE_LIST } from "../src/paths";
import { newPage, newPageWithConsent, pdfPages } from "./support/browser";
import {
  TOOL_FORMS,
  calculatorForm,
  horizontalOverflow,
  viewportOf,
} from "./support/tools";

/**
 * Issue 29, items 1 and 5, against the built site and the real API: every calculator and every
 * page reflows at 320 px (WCAG 1.4.10) with every disclosure open and every result shown — wide
 * tables scroll inside their own labelled, focusable box, and no amount wraps away from its sign;
 * a shared payslip link leaves the cookie banner's Reject on screen; the browser's own print shows
 * what Export PDF shows.
 *
 * "Fits" is `horizontalOverflow(page) <= 0` (scroll width − client width): with the page's
 * stable scrollbar gutter the document can be narrower than its client width, never wider.
 */

/**
 * Opens every closed <details> and every collapsed button in <main>, until none is left; returns
 * how many it opened.
 */
async function openEverything(page: Page): Promise<number> {
  let opened = 0;
  for (let round = 0; round < 6; round += 1) {
    const details = await page.evaluate(() => {
      const closed = [...document.querySelectorAll("main details:not([open])")];
      for (const element of closed) (element as HTMLDetailsElement).open = true;
      return closed.length;
    });
    const buttons = page.locator('main [aria-expanded="false"]');
    const count = await buttons.count();
    // From the last, so opening one does not move the others' indexes.
    for (let index = count - 1; index >= 0; index -= 1) {
      const button = buttons.nth(index);
      if (await button.isVisible()) await button.click();
    }
    if (details === 0 && count === 0) break;
    opened += details + count;
    await page.waitForLoadState("networkidle");
  }
  // What opened has loaded (the working, the charts): nothing says it is still coming.
  await expect.poll(() => page.locator("main [data-pending]").count()).toBe(0);
  expect(await page.locator('main [aria-expanded="false"]').count()).toBe(0);
  return opened;
}

/**
 * Signed amounts in <main> ("−£2,035.35", "+£5,250.00", "-£12.00") whose sign and figure are
 * laid out on more than one line.
 */
function amountsWrappedFromSign(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    const main = document.querySelector("main");
    if (!main) return ["no <main>"];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[−+-]£[\d,.]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) wrapped.push(match[0]);
      }
    }
    return wrapped;
  });
}

/**
 * Every table in <main> that is wider than the page sits in a labelled box in the tab order that
 * scrolls it sideways (ScrollRegion): the tables that do not are listed by caption or label.
 */
function tablesWithoutTheirOwnBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main table")]
      .filter((table) => {
        const box = table.closest('[role="region"]');
        if (!(box instanceof HTMLElement)) return true;
        const style = getComputedStyle(box);
        return (
          box.getAttribute("aria-label") === null ||
          box.tabIndex !== 0 ||
          style.overflowX !== "auto" ||
          box.getBoundingClientRect().right >
            document.documentElement.clientWidth
        );
      })
      .map(
        (table) =>
          table.querySelector("caption")?.textContent ??
          table.getAttribute("aria-label") ??
          table.outerHTML.slice(0, 80),
      ),
  );
}

/** The result lines (`data-line` rows) under `scope` that print shows, as they read. */
function printedLines(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(`${selector} [data-line]`)]
        .filter((row) => row.checkVisibility())
        .map((row) => row.innerText.replace(/\s+/g, " ")),
    scope,
  );
}

/** Every check of a page that reflows, at the width it is open at. */
async function expectReflow(page: Page, where: string): Promise<void> {
  // Soft: a failure names every finding of the page, not only the first.
  expect.soft(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
  expect.soft(await amountsWrappedFromSign(page), where).toEqual([]);
  expect.soft(await tablesWithoutTheirOwnBox(page), where).toEqual([]);
}

/** Choices that give each calculator more lines than its defaults (loans, a bonus, Scotland). */
const RICHER: Partial<Record<string, (page: Page) => Promise<void>>> = {
  calculator: async (page) => {
    const form = calculatorForm(page);
    await form.getByLabel("Gross salary", { exact: true }).fill("52000");
    await form.getByLabel("Region", { exact: true }).selectOption("scotland");
    await form
      .getByLabel("Student loan", { exact: true })
      .selectOption("plan2");
    await form
      .getByRole("checkbox", { name: "Postgraduate loan as well" })
      .check();
  },
  reverse: async (page) => {
    await calculatorForm(page)
      .getByLabel("Student loan", { exact: true })
      .selectOption("plan2");
  },
};

describe("reflow at 320 px", () => {
  it("the six calculators: a result with every disclosure open stays within the window, its tables scroll in their own boxes and no amount leaves its sign", async () => {
    const page = await newPageWithConsent({ viewport: viewportOf(320) });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    for (const { tool, submit, results } of TOOL_FORMS) {
      await page.locator(`[data-tool="${tool}"]`).click();
      await calculatorForm(page).waitFor();
      await RICHER[tool]?.(page);
      await page.getByRole("button", { name: submit, exact: true }).click();
      await page.getByRole("heading", { name: results }).first().waitFor();
      // At least the charts or the working under the result.
      expect(await openEverything(page), tool).toBeGreaterThan(0);
      await expectReflow(page, tool);
    }
  }, 180_000);

  it("a shared payslip link: a year of weekly payslips with a bonus and a loan, everything open, fits 320 px, and the cookie banner's Reject is on screen and works at 320 and 390 px", async () => {
    const link =
      "/payslip-simulator?tool=payslips&year=2026-27&salary=52000&per=weekly&region=england&code=1257L&loan=plan2&pgloan=yes&pension=5&method=net-pay&bonus=6000&bonusPeriod=20";
    for (const width of [320, 390]) {
      // No cookie choice stored: the banner shows, as for anyone opening a shared link.
      const page = await newPage({ viewport: viewportOf(width) });
      await page.goto(link);
      await page.getByRole("heading", { name: "Your payslips" }).waitFor();
      const reject = page.getByRole("button", { name: "Reject", exact: true });
      await reject.waitFor();
      const box = await reject.boundingBox();
      const inner = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
      }));
      expect(box, `${String(width)} px`).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(inner.width);
        expect(box.y + box.height).toBeLessThanOrEqual(inner.height);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await reject.click();
      await reject.waitFor({ state: "detached" });
      // The payslips table is wider than a phone: it scrolls inside its own box, by keyboard too.
      const table = page.getByRole("region", { name: "Payslips table" });
      await table.focus();
      await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => table.evaluate((element) => element.scrollLeft))
        .toBeGreaterThan(0);
      if (width === 320) {
        expect(await openEverything(page)).toBeGreaterThan(0);
        await expectReflow(page, "payslips");
      }
    }
  }, 120_000);

  it("every route, with its disclosures open, stays within the window", async () => {
    const page = await newPageWithConsent({ viewport: viewportOf(320) });
    for (const { path } of ROUTE_LIST) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // The home page's reference sections go live when they come near the viewport.
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await page.waitForLoadState("networkidle");
      await openEverything(page);
      await expectReflow(page, path);
    }
  }, 180_000);
});

describe("the browser's own print", () => {
  it("before a result prints the calculator's form on one page; after one, what Export PDF prints: the result, its inputs, year, date and disclaimer on one page, and no reference sections, guides, chrome, cookie banner or toast", async () => {
    // No cookie choice stored, so the banner is on the page too.
    const page = await newPage({ viewport: viewportOf(1366) });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Reject", exact: true }).waitFor();
    const submit = page.getByRole("button", {
      name: "Calculate Take-Home Pay",
      exact: true,
    });
    const referenceHeading = page.getByRole("heading", {
      name: /UK Tax Rates/,
    });
    const bannerReject = page.getByRole("button", {
      name: "Reject",
      exact: true,
    });
    const headerNav = page.getByRole("navigation", { name: "Main" });
    const picker = page.locator('[data-tool="reverse"]');
    // On screen everything is there.
    expect(await referenceHeading.first().isVisible()).toBe(true);
    expect(await picker.isVisible()).toBe(true);

    await page.emulateMedia({ media: "print" });
    // Before a result: the form, alone.
    expect(await calculatorForm(page).isVisible()).toBe(true);
    expect(await referenceHeading.first().isVisible()).toBe(false);
    expect(await picker.isVisible()).toBe(false);
    expect(await bannerReject.isVisible()).toBe(false);
    expect(await headerNav.isVisible()).toBe(false);
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBe(1);

    await page.emulateMedia({ media: "screen" });
    await calculatorForm(page)
      .getByLabel("Gross salary", { exact: true })
      .fill("52000");
    await submit.click();
    const toast = page
      .getByRole("region", { name: /Notification/ })
      .getByText("Calculation Complete");
    await toast.waitFor();
    await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();

    await page.emulateMedia({ media: "print" });
    expect(await toast.isVisible()).toBe(false);
    expect(await bannerReject.isVisible()).toBe(false);
    expect(await headerNav.isVisible()).toBe(false);
    expect(await referenceHeading.first().isVisible()).toBe(false);
    expect(await picker.isVisible()).toBe(false);
    // The result instead of the form, with the inputs listed as Export PDF lists them.
    expect(await calculatorForm(page).isVisible()).toBe(false);
    expect(
      await page
        .getByRole("heading", { name: "Your Take-Home Pay" })
        .isVisible(),
    ).toBe(true);
    const summary = page.locator("[data-print-summary]");
    expect(await summary.isVisible()).toBe(true);
    const printed = await page.evaluate(() => document.body.innerText);
    expect(printed).toContain("Printed on 28 November 2026");
    expect(printed).toContain("Your inputs");
    expect(printed).toMatch(/Gross salary\s+£52000/);
    expect(printed).toContain("Figures for the 2026/27 tax year.");
    expect(printed).toContain("not financial advice");
    // £52,000, England 1257L, 5 % net pay pension, 2026/27 (packages/engine/src/tax-years/2026-27.ts):
    // pension 2,600; tax (52,000 − 2,600 − 12,570) × 20 % = 36,830 × 0.2 = £7,366;
    // NI (50,270 − 12,570) × 8 % + (52,000 − 50,270) × 2 % = 3,016 + 34.60 = £3,050.60;
    // net 52,000 − 2,600 − 7,366 − 3,050.60 = £38,983.40.
    expect(printed).toContain("−£7,366.00");
    expect(printed).toContain("−£3,050.60");
    expect(printed).toContain("£38,983.40");
    for (const gone of ["UK Tax Rates", "Cookie"])
      expect(printed).not.toContain(gone);
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBe(1);

    // Opened, the working is printed too: then the same result lines as Export PDF's layout
    // prints, line for line (Export PDF always has the working; the employer's view neither).
    await page.emulateMedia({ media: "screen" });
    await page
      .getByRole("button", { name: "How this was worked out", exact: true })
      .click();
    await page.getByRole("table", { name: /^Income tax by band/ }).waitFor();
    await page.emulateMedia({ media: "print" });
    expect(
      await page
        .getByRole("table", { name: /^Income tax by band/ })
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole("button", { name: "Employer's cost", exact: true })
        .isVisible(),
    ).toBe(false);
    const pageLines = await printedLines(page, "main");
    expect(pageLines.length).toBeGreaterThan(10);
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole("button", { name: "Export PDF" }).click();
    await page.locator("body > .print-report").waitFor({ state: "attached" });
    await page.emulateMedia({ media: "print" });
    expect(await printedLines(page, "body > .print-report")).toEqual(pageLines);
  }, 90_000);
});
