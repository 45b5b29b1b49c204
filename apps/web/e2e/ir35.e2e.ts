import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeScanOnPhone, newPageWithConsent } from "./support/browser";
import { calculatorForm, openTool } from "./support/tools";

/**
 * The contractor calculator's IR35 choice against the built site and the real API, on the
 * e2e day (28 November 2026: 2026/27): the switch changes the lines and the net, the umbrella's
 * fields show where they count, every list adds up, the break-even day rate is stated in words,
 * a link carries the choice, at 390 and 1366 px with no sideways scroll (and axe clean at 390 px).
 *
 * Figures, worked out by hand in the engine's tests (packages/engine/src/contractor): the spec's
 * employee (net £32,228.70) against £550 × 220 days = £121,000 with £5,000 of expenses.
 * - Outside IR35: net £72,765.43.
 * - Umbrella: salary 121,750 / 1.155 → £105,411.25, net £70,613.92; break-even £579.73 a day.
 * - Client's payroll: tax £40,032, NI £4,430.60, net £76,537.40; the client adds £17,400 of
 *   employer NI and £605 of levy; break-even £504.88 a day.
 */
const WIDTHS = [390, 1366] as const;

const status = (page: Page) =>
  calculatorForm(page).getByLabel("IR35 status", { exact: true });
const summary = (page: Page) => page.locator("[data-ir35-summary]");

async function compare(page: Page, list: string) {
  await page
    .getByRole("button", {
      name: "Compare Contractor vs Employee",
      exact: true,
    })
    .click();
  await page.locator(`dl[aria-label="${list}"]`).waitFor();
}

/** Pence from a displayed amount ("−£1,234.56"). */
function pence(text: string): number {
  const match = /^([−+]?)£([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount to the penny: "${text}"`);
  const value =
    Number((match[2] ?? "").replaceAll(",", "")) * 100 + Number(match[3]);
  return match[1] === "−" ? -value : value;
}

/** A list's lines as shown, checked to add up to its total; returns the total's text. */
async function expectAddsUp(page: Page, list: string): Promise<string> {
  const lines = await page
    .locator(`dl[aria-label="${list}"] [data-line]`)
    .evaluateAll((rows) =>
      rows.map((row) => [
        (row as HTMLElement).dataset.line ?? "",
        row.querySelector("dd")?.textContent ?? "",
      ]),
    );
  const total = lines.find(([kind]) => kind === "total")?.[1] ?? "";
  const sum = lines
    .filter(([kind]) => kind !== "total" && kind !== "memo")
    .reduce((acc, [, value]) => acc + pence(value ?? ""), 0);
  expect(sum, `${list}: ${JSON.stringify(lines)}`).toBe(pence(total));
  return total;
}

async function expectFitsAndAxeClean(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true);
  expect(await axeScanOnPhone(page)).toEqual([]);
}

describe("contractor: the IR35 choice", () => {
  it("the switch changes the lines and the net; the break-even is stated; both widths", async () => {
    for (const width of WIDTHS) {
      const page = await openTool("contractor", width);
      await calculatorForm(page)
        .getByLabel("Daily rate", { exact: true })
        .fill("550");

      // Outside (the default): the company's lists, both break-evens in words.
      expect(await status(page).inputValue()).toBe("outside");
      await compare(page, "Contractor results");
      expect(await expectAddsUp(page, "Contractor results")).toBe("£72,765.43");
      expect(await summary(page).innerText()).toContain(
        "the day rate inside IR35 would have to be £579.73 a day through an umbrella company, or £504.88 a day on the client's payroll",
      );
      await expectFitsAndAxeClean(page);

      // Through an umbrella: its costs come out of the rate, then tax and NI.
      await status(page).selectOption("inside-umbrella");
      await compare(page, "Umbrella results");
      expect(await expectAddsUp(page, "Umbrella company")).toBe("£105,411.25");
      expect(await expectAddsUp(page, "Umbrella results")).toBe("£70,613.92");
      expect(
        await page.locator('dl[aria-label="Contractor results"]').count(),
      ).toBe(0);
      expect(await summary(page).innerText()).toContain(
        "To take home as much through an umbrella company as outside IR35 at £550.00 a day, the day rate would have to be £579.73 a day.",
      );
      await expectFitsAndAxeClean(page);

      // On the client's payroll: the umbrella's fields go; the client's costs are on top.
      await status(page).selectOption("inside-payroll");
      expect(
        await calculatorForm(page)
          .getByLabel("Umbrella margin", { exact: true })
          .count(),
      ).toBe(0);
      await compare(page, "Payroll results");
      expect(await expectAddsUp(page, "Payroll results")).toBe("£76,537.40");
      expect(await expectAddsUp(page, "Client costs")).toBe("£139,005.00");
      expect(await summary(page).innerText()).toContain(
        "the day rate would have to be £504.88 a day.",
      );
      await expectFitsAndAxeClean(page);
    }
  });

  it("a link carries the choice and the umbrella's costs to a fresh page", async () => {
    const page = await openTool("contractor", 1366);
    await calculatorForm(page)
      .getByLabel("Daily rate", { exact: true })
      .fill("550");
    await status(page).selectOption("inside-umbrella");
    await calculatorForm(page)
      .getByLabel("Umbrella margin", { exact: true })
      .fill("1000");
    await compare(page, "Umbrella results");
    // £1,000 margin: salary 120,750 / 1.155 → £104,545.45, net £70,284.96.
    expect(await expectAddsUp(page, "Umbrella results")).toBe("£70,284.96");
    const link = page.url();
    expect(new URL(link).searchParams.get("ir35")).toBe("inside-umbrella");

    const fresh = await newPageWithConsent({
      viewport: { width: 390, height: 844 },
    });
    await fresh.goto(link);
    await fresh.locator('dl[aria-label="Umbrella results"]').waitFor();
    expect(await status(fresh).inputValue()).toBe("inside-umbrella");
    expect(
      await calculatorForm(fresh)
        .getByLabel("Umbrella margin", { exact: true })
        .inputValue(),
    ).toBe("1000");
    expect(await expectAddsUp(fresh, "Umbrella company")).toBe("£104,545.45");
    expect(await expectAddsUp(fresh, "Umbrella results")).toBe("£70,284.96");
  });
});
