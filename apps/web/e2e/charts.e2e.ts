import { calculateSalary, compareSalaries } from "@uktax/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCurrencyPence, formatRate } from "../src/lib/format";
import {
  axeScanOnPhone,
  collectErrors,
  newPageWithConsent,
} from "./support/browser";
import { calculatorForm, viewportOf } from "./support/tools";

/**
 * The charts (issue 12 item 4): not fetched with `/`, opened from the results, each an SVG with
 * its text summary, the user's point and a data table, at 390 and 1366 px (axe clean at 390 px:
 * axeScanOnPhone); the curve follows the tax year. Expected figures come from the engine, run here in Node.
 */
const WIDTHS = [390, 1366] as const;
/** The chart chunks' shared module (the figure, the axes, d3): fetched only with a chart. */
const CHART_CODE = /\/assets\/chart-figure-[^/]+\.js$/;

async function openTool(tool: string, width: number) {
  const page = await newPageWithConsent({ viewport: viewportOf(width) });
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  const errors = collectErrors(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.locator(`[data-tool="${tool}"]`).click();
  return { page, fetched, errors };
}

/** Opens a chart's data table and returns its rows as text cells. */
async function tableOf(page: Page, chart: string): Promise<string[][]> {
  const figure = page.locator(`[data-chart="${chart}"]`);
  const details = figure.locator("details");
  if ((await details.getAttribute("open")) === null)
    await figure.getByText("Show the data table").click();
  const table = figure.locator("table");
  await table.waitFor();
  return table
    .locator("tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
      ),
    );
}

describe("take-home charts", () => {
  it.each(WIDTHS)(
    "at %i px: not in /'s first load; opened, both charts draw an SVG with the user marked, their tables and summaries; axe clean",
    async (width) => {
      const { page, fetched, errors } = await openTool("calculator", width);
      await page
        .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
        .click();
      await page
        .getByRole("heading", { name: "Your Take-Home Pay", exact: true })
        .waitFor();
      const summary = page.getByText(
        "Charts: your take-home and marginal rate",
        { exact: true },
      );
      await summary.waitFor();
      expect(fetched.filter((url) => CHART_CODE.test(url))).toEqual([]);

      await summary.click();
      for (const chart of ["net-pay", "marginal-rate"]) {
        const figure = page.locator(`[data-chart="${chart}"]`);
        await figure.locator("svg[role=img]").waitFor();
        expect(await figure.locator("[data-user-point]").count()).toBe(1);
        expect(await figure.locator("figcaption p").textContent()).toMatch(
          /at your gross pay of £40,000/i,
        );
      }
      expect(fetched.some((url) => CHART_CODE.test(url))).toBe(true);

      // The form's defaults: £40,000, England, 1257L, 5 % pension, the year in force on the
      // browser's date (fixed at 28 November 2026 by newPage): 2026/27.
      const expected = calculateSalary({
        grossSalary: 40000,
        pensionContribution: 5,
        taxYear: "2026-27",
      });
      const net = await tableOf(page, "net-pay");
      const mine = net.find((row) => row[0]?.endsWith("(you)"));
      expect(mine?.[0]).toBe(
        `${formatCurrencyPence(expected.grossAnnual)} (you)`,
      );
      expect(mine?.at(-1)).toBe(formatCurrencyPence(expected.netAnnual));
      const marginal = await tableOf(page, "marginal-rate");
      const myStep = marginal.find((row) => row[0]?.endsWith("(you)"));
      expect(myStep?.at(-1)).toBe(formatRate(expected.marginalRate));

      expect(await axeScanOnPhone(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it("switching the tax year redraws the curve with that year's figures (Scotland)", async () => {
    const { page } = await openTool("calculator", 1366);
    await calculatorForm(page)
      .getByLabel("Region", { exact: true })
      .selectOption("scotland");
    await page
      .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
      .click();
    await page
      .getByText("Charts: your take-home and marginal rate", { exact: true })
      .click();
    const at = (year: "2025-26" | "2026-27") =>
      calculateSalary({
        grossSalary: 20000,
        region: "scotland",
        pensionContribution: 5,
        taxYear: year,
      });
    const row20k = async () =>
      (await tableOf(page, "net-pay")).find(
        (row) => row[0] === formatCurrencyPence(20000),
      );
    // The default year, in force on the browser's date (28 November 2026): 2026/27.
    await expect
      .poll(async () => (await row20k())?.at(-1))
      .toBe(formatCurrencyPence(at("2026-27").netAnnual));

    await calculatorForm(page)
      .getByLabel("Tax year", { exact: true })
      .selectOption("2025-26");
    await page
      .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
      .click();
    await expect
      .poll(async () => (await row20k())?.at(-1))
      .toBe(formatCurrencyPence(at("2025-26").netAnnual));
    expect(at("2026-27").netAnnual).not.toBe(at("2025-26").netAnnual);
    expect(
      await page.locator('[data-chart="net-pay"] figcaption p').textContent(),
    ).toContain("2025/26");
  });
});

describe("comparison chart", () => {
  it.each(WIDTHS)(
    "at %i px: opened, a bar per salary with its table; axe clean",
    async (width) => {
      const { page, fetched, errors } = await openTool("comparison", width);
      await page
        .getByRole("button", { name: "Compare Salaries", exact: true })
        .click();
      const summary = page.getByText("Chart: the salaries compared", {
        exact: true,
      });
      await summary.waitFor();
      expect(fetched.filter((url) => CHART_CODE.test(url))).toEqual([]);
      await summary.click();
      const figure = page.locator('[data-chart="comparison"]');
      await figure.locator("svg[role=img]").waitFor();
      expect(await figure.locator("[data-bar]").count()).toBe(2);

      // The form's defaults: £40,000 and £45,000, England, 5 % pension, the year in force on
      // the browser's date (28 November 2026): 2026/27.
      const expected = compareSalaries({
        salaries: [40000, 45000].map((grossSalary) => ({
          grossSalary,
          pensionContribution: 5,
          taxYear: "2026-27",
        })),
      });
      const rows = await tableOf(page, "comparison");
      expect(rows.slice(1).map((row) => row.at(-1))).toEqual(
        expected.salaries.map((item) =>
          formatCurrencyPence(item.results.netAnnual),
        ),
      );
      expect(await axeScanOnPhone(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
