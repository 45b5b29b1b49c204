import { reverseCalculate } from "@uktax/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeScan, axeScanOnPhone } from "./support/browser";
import { calculatorForm, horizontalOverflow, openTool } from "./support/tools";

/**
 * Issue 28, items 3 and 7, against the built site and the real API at 390 and 1,366 px: a
 * postgraduate loan beside the plan in the take-home, compare and reverse forms (its own result
 * line, kept in the page's link), the per-period table in the take-home result itself, and the
 * marginal-rate note speaking to the income. Figures worked out by hand from
 * packages/engine/src/tax-years/2026-27.ts (the year in force on the browser's date):
 *
 * £52,000, England 1257L, 2026/27, Plan 2 and a postgraduate loan:
 * - Plan 2: (52,000 − 29,385) × 9 % = 22,615 × 0.09 = £2,035.35;
 * - postgraduate: (52,000 − 21,000) × 6 % = 31,000 × 0.06 = £1,860;
 * - NI: (50,270 − 12,570) × 8 % + (52,000 − 50,270) × 2 % = 3,016 + 34.60 = £3,050.60;
 * - with 5 % relief at source: pension 2,600 × 80 % = £2,080 from pay. The payslips tax it as
 *   if there were no contribution (PAYE knows nothing of the band extension): 37,700 × 20 % +
 *   1,730 × 40 % = £8,232; net 52,000 − 8,232 − 3,050.60 − 2,035.35 − 1,860 − 2,080 =
 *   £34,742.05 (÷ 12 = 2,895.171). (The band extended by 2,600 to 40,300 gives the year's tax
 *   after the claim, 39,430 × 20 % = £7,886: £346 to claim, shown as its own note.)
 * - with no pension: tax 37,700 × 20 % + (39,430 − 37,700) × 40 % = 7,540 + 692 = £8,232; net
 *   52,000 − 8,232 − 3,050.60 − 3,895.35 = £36,822.05.
 */
const WIDTHS = [390, 1366] as const;

/** The value shown beside a label in a result list. */
function line(page: Page, list: string, label: string) {
  return page
    .locator(`dl[aria-label="${list}"] dt`, {
      hasText: new RegExp(`^${label}$`),
    })
    .locator("xpath=following-sibling::dd[1]");
}

/** A row of a table as its cells read, first cell left out. */
async function cells(page: Page, table: string, row: string) {
  return page
    .getByRole("table", { name: new RegExp(`^${table}`) })
    .getByRole("row", { name: new RegExp(`^${row}`) })
    .locator("td")
    .allInnerTexts();
}

describe("both loans and the per-period table", () => {
  it("take-home: Plan 2 and a postgraduate loan give the engine's figure, the per-period table shows at once without widening the page, and a link keeps the loan", async () => {
    for (const width of WIDTHS) {
      const page = await openTool("calculator", width);
      await calculatorForm(page)
        .getByLabel("Gross salary", { exact: true })
        .fill("52000");
      await calculatorForm(page)
        .getByLabel("Student loan", { exact: true })
        .selectOption("plan2");
      await calculatorForm(page)
        .getByRole("checkbox", { name: "Postgraduate loan as well" })
        .check();
      await calculatorForm(page)
        .getByRole("button", { name: "Advanced Options" })
        .click();
      await calculatorForm(page)
        .getByLabel("Pension method", { exact: true })
        .selectOption("relief-at-source");
      await page
        .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
        .click();
      await page.locator('dl[aria-label="Detailed breakdown"]').waitFor();
      const breakdown = "Detailed breakdown";
      expect(
        await line(
          page,
          breakdown,
          "Student loan, Plan 2 \\(2012-2023\\)",
        ).innerText(),
      ).toBe("−£2,035.35");
      expect(await line(page, breakdown, "Postgraduate loan").innerText()).toBe(
        "−£1,860.00",
      );
      expect(await line(page, breakdown, "Net take-home").innerText()).toBe(
        "£34,742.05",
      );

      // The per-period table is in the result: nothing to open.
      const table = page.getByRole("table", { name: /^Per period/ });
      expect(await table.isVisible()).toBe(true);
      // The corner cell above the row headings is a plain cell (an empty header fails axe).
      expect(await table.locator("thead th").allInnerTexts()).toEqual([
        "Year",
        "Month",
        "Week",
        "Day",
      ]);
      // 1,860 ÷ 12 = 155; ÷ 52 = 35.769; ÷ 260 = 7.154.
      expect(await cells(page, "Per period", "Postgraduate loan")).toEqual([
        "£1,860.00",
        "£155.00",
        "£35.77",
        "£7.15",
      ]);
      // 34,742.05 ÷ 12 = 2,895.171; ÷ 52 = 668.116; ÷ 260 = 133.623.
      expect(await cells(page, "Per period", "Net take-home")).toEqual([
        "£34,742.05",
        "£2,895.17",
        "£668.12",
        "£133.62",
      ]);
      // It never widens the page; its box takes the keyboard and scrolls inside itself.
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const box = page.getByRole("region", { name: /^Per period/ });
      expect(await box.getAttribute("tabindex")).toBe("0");
      if (width === 390) {
        await box.focus();
        await page.keyboard.press("End");
        await page.keyboard.press("ArrowRight");
        await expect
          .poll(() => box.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(0);
      }
      expect(await axeScanOnPhone(page)).toEqual([]);

      // The page's link holds the loan; opened afresh it ticks the box and gives the same net.
      const link = new URL(page.url());
      expect(link.searchParams.get("pgloan")).toBe("yes");
      expect(link.searchParams.get("loan")).toBe("plan2");
      await page.goto(`/${link.search}`);
      const box2 = calculatorForm(page).getByRole("checkbox", {
        name: "Postgraduate loan as well",
      });
      await box2.waitFor();
      expect(await box2.isChecked()).toBe(true);
      await page
        .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
        .click();
      await page.locator('dl[aria-label="Detailed breakdown"]').waitFor();
      expect(await line(page, breakdown, "Net take-home").innerText()).toBe(
        "£34,742.05",
      );
      await page.close();
    }
  });

  it("compare and reverse: each card and the reverse form take the postgraduate loan, with the engine's figures", async () => {
    for (const width of WIDTHS) {
      const page = await openTool("comparison", width);
      const card = page.getByRole("group", { name: "Salary 1" });
      await card
        .getByLabel("Gross annual salary", { exact: true })
        .fill("52000");
      await card.getByLabel("Pension contribution", { exact: true }).fill("0");
      await card
        .getByLabel("Student loan", { exact: true })
        .selectOption("plan2");
      await card
        .getByRole("checkbox", { name: "Postgraduate loan as well" })
        .check();
      // Salary 2 has its own box, unticked.
      expect(
        await page
          .getByRole("group", { name: "Salary 2" })
          .getByRole("checkbox", { name: "Postgraduate loan as well" })
          .isChecked(),
      ).toBe(false);
      await page
        .getByRole("button", { name: "Compare Salaries", exact: true })
        .click();
      await page.getByRole("heading", { name: "Comparison Results" }).waitFor();
      const column = async (row: string) =>
        (await cells(page, "Take-home pay for each salary", row))[0];
      // To the penny: Plan 2 £2,035.35, postgraduate £1,860, net £36,822.05.
      expect(await column("Student loan")).toBe("£2,035.35");
      expect(await column("Postgraduate loan")).toBe("£1,860.00");
      expect(await column("Net take-home")).toBe("£36,822.05");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeScanOnPhone(page)).toEqual([]);

      await page.goto("/");
      await page.waitForLoadState("networkidle"); // a hydrated page, as in the other journeys
      await page.locator('[data-tool="reverse"]').click();
      await calculatorForm(page)
        .getByLabel("Desired take-home pay", { exact: true })
        .fill("3000");
      await calculatorForm(page)
        .getByLabel("Pension contribution", { exact: true })
        .fill("0");
      await calculatorForm(page)
        .getByLabel("Student loan", { exact: true })
        .selectOption("plan2");
      await calculatorForm(page)
        .getByRole("checkbox", { name: "Postgraduate loan as well" })
        .check();
      await page
        .getByRole("button", { name: "Calculate Required Salary", exact: true })
        .click();
      await page.locator('dl[aria-label="Breakdown"]').waitFor();
      const expected = reverseCalculate({
        taxYear: "2026-27",
        desiredNetPay: 3000,
        payFrequency: "monthly",
        pensionContribution: 0,
        studentLoanPlan: "plan2",
        postgraduateLoan: true,
      });
      const pounds = (amount: number) =>
        `−£${amount.toLocaleString("en-GB", { minimumFractionDigits: 2 })}`;
      expect(
        await line(page, "Breakdown", "Postgraduate loan").innerText(),
      ).toBe(pounds(expected.postgraduateLoan));
      // The plan's line is the rest of the loans: the two add up to the engine's studentLoan.
      const planPence =
        Math.round(expected.studentLoan * 100) -
        Math.round(expected.postgraduateLoan * 100);
      expect(
        await line(
          page,
          "Breakdown",
          "Student loan, Plan 2 \\(2012-2023\\)",
        ).innerText(),
      ).toBe(pounds(planPence / 100));
      // The postgraduate loan is 6 % over £21,000 of the gross found.
      expect(expected.postgraduateLoan).toBe(
        Math.round((expected.requiredGrossSalary - 21_000) * 6) / 100,
      );
      expect(
        await page.getByRole("table", { name: /^Per period/ }).isVisible(),
      ).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeScanOnPhone(page)).toEqual([]);
      await page.close();
    }
  });

  it("the marginal note speaks to the income: 72p kept at £28,000, the 60 % taper at £110,000", async () => {
    const page = await openTool("calculator", 390);
    const note = page.getByRole("region", {
      name: "Marginal rate",
      exact: true,
    });
    const working = page.getByRole("button", {
      name: "How this was worked out",
    });
    await calculatorForm(page)
      .getByLabel("Pension contribution", { exact: true })
      .fill("0");
    for (const [salary, text] of [
      // 20 % basic rate + 8 % NI = 28 %; 100p − 28p = 72p.
      [
        "28000",
        "Of your next £1 of pay, 20p goes in income tax and 8p in National Insurance: you keep 72p.",
      ],
      // Taper: 40 % + 40 % × ½ of the allowance lost = 60 %, + 2 % NI over £50,270; 38p kept.
      [
        "110000",
        "Of your next £1 of pay, 60p goes in income tax and 2p in National Insurance: you keep 38p.",
      ],
    ] as const) {
      await calculatorForm(page)
        .getByLabel("Gross salary", { exact: true })
        .fill(salary);
      const answer = page.waitForResponse("**/api/calculate-salary");
      await page
        .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
        .click();
      await answer;
      if ((await working.getAttribute("aria-expanded")) !== "true")
        await working.click();
      await expect.poll(() => note.innerText()).toContain(text);
    }
    expect(await note.innerText()).toContain("62.0%");
    expect(await page.locator('[data-taper-band="in"]').innerText()).toContain(
      "You are in the personal allowance taper: between £100,000 and £125,140 of adjusted net income, each extra £1 also takes away £0.50 of allowance, so income tax there is 60% on that £1.",
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeScan(page)).toEqual([]);
    await page.close();
  });
});
