import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeScanOnPhone } from "./support/browser";
import { calculatorForm, horizontalOverflow, openTool } from "./support/tools";

/**
 * The mortgage calculator for two applicants and the lender's view (issue 28, item 5), in
 * Chromium at a phone's and a laptop's width, on the tests' day (2026/27). The figures are worked
 * by hand (2026/27, England, the standard code):
 * - £52,000: tax 37,700 × 20 % + 1,730 × 40 % = 8,232; NI 37,700 × 8 % + 1,730 × 2 % = 3,050.60;
 *   net 40,717.40, / 12 = 3,393.12.
 * - £28,000: tax 15,430 × 20 % = 3,086; NI 15,430 × 8 % = 1,234.40; net 23,679.60, / 12 = 1,973.30.
 * - Together 64,397 / 12 = 5,366.42; less £800 of expenses, 4,566.42 for the mortgage.
 * - The cap 4.5 × £80,000 = £360,000; its repayment over 300 months at 0.375 % a month is
 *   360,000 × 0.00375 × 1.00375^300 / (1.00375^300 − 1) = £2,001.00 (37.3 % of 5,366.42), and at
 *   7.5 % (0.625 % a month) £2,660.37. The budget repays 4,566.42 × 179.9103 = £821,546 at 4.5 %
 *   and 4,566.42 × 135.3196 = £617,926 at 7.5 %.
 */
const WIDTHS = [390, 1366] as const;

/** The value beside `label` in the results list named `list`. */
async function figure(
  page: Page,
  list: string,
  label: string,
): Promise<string> {
  const row = page
    .locator(`dl[aria-label="${list}"] dt`, { hasText: label })
    .first();
  return (
    await row.locator("xpath=following-sibling::dd[1]").innerText()
  ).trim();
}

async function calculate(page: Page) {
  await page
    .getByRole("button", { name: "Calculate Affordability", exact: true })
    .click();
  await page
    .getByRole("heading", { name: "What You Could Afford", exact: true })
    .waitFor();
}

describe.each(WIDTHS)("mortgage for two at %i px", (width) => {
  it("£52,000 + £28,000: each take-home, the joint figures and the lender's view; keyboard, no sideways scroll, axe clean", async () => {
    const page = await openTool("mortgage", width);
    const income = calculatorForm(page).getByLabel("Annual income", {
      exact: true,
    });
    await income.fill("52000");
    // From the keyboard the second applicant's field comes next, after its "i" explanation.
    await income.press("Tab");
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    expect(await focused()).toMatch(/second applicant's income/i);
    // Its explanation opens on focus, on screen at either width.
    const tooltip = page.getByRole("tooltip");
    await tooltip.waitFor({ state: "attached", timeout: 3_000 });
    expect(await tooltip.textContent()).toContain(
      "Leave blank if you are buying alone.",
    );
    const box = await page
      .locator("[data-radix-popper-content-wrapper]")
      .boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.keyboard.press("Tab");
    const second = calculatorForm(page).getByLabel(
      "Second applicant's income",
      {
        exact: true,
      },
    );
    expect(
      await second.evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.keyboard.type("28000");
    await calculate(page);

    const byApplicant = "Monthly net income by applicant";
    expect(await figure(page, byApplicant, "First applicant")).toBe(
      "£3,393.12",
    );
    expect(await figure(page, byApplicant, "Second applicant")).toBe(
      "+£1,973.30",
    );
    expect(await figure(page, byApplicant, "Monthly net income")).toBe(
      "£5,366.42",
    );
    expect(await figure(page, "Monthly budget", "Monthly net income")).toBe(
      "£5,366",
    );
    expect(await figure(page, "Monthly budget", "Available for mortgage")).toBe(
      "£4,566",
    );
    expect(await figure(page, "Monthly budget", "Monthly payment")).toBe(
      "£2,001",
    );
    expect(await figure(page, "Monthly budget", "Remaining budget")).toBe(
      "£2,565",
    ); // 4,566.42 − 2,001
    // The rating of 2,001 / 5,366.42 = 37.3 % (one earner on £80,000: 42.2 %, "High payment").
    const alert = await page.locator('[data-rating="warning"]').innerText();
    expect(alert).toContain("Moderate affordability");
    expect(alert).toContain("At 37.3% of your net income");

    const lender = "Lender's view";
    expect(
      await figure(page, lender, "Income multiple cap (4.5 × £80,000)"),
    ).toBe("£360,000");
    expect(await figure(page, lender, "Loan your budget repays at 4.5%")).toBe(
      "£821,546",
    );
    expect(await figure(page, lender, "Loan your budget repays at 7.5%")).toBe(
      "£617,926",
    );
    expect(await figure(page, lender, "Payment on £360,000 at 7.5%")).toBe(
      "£2,660",
    );
    expect(await figure(page, lender, "Lender's maximum")).toBe("£360,000");
    expect(await figure(page, lender, "Limited by")).toBe("Income multiple");

    // The link holds the second income: opened afresh it gives the same results.
    expect(new URL(page.url()).searchParams.get("income2")).toBe("28000");
    await page.reload();
    await page
      .getByRole("heading", { name: "What You Could Afford", exact: true })
      .waitFor();
    expect(
      await calculatorForm(page)
        .getByLabel("Second applicant's income", { exact: true })
        .inputValue(),
    ).toBe("28000");
    expect(await figure(page, byApplicant, "Monthly net income")).toBe(
      "£5,366.42",
    );

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeScanOnPhone(page)).toEqual([]);
  });

  it("£3,000 of expenses: the stress test limits the lender's loan below the maximum mortgage", async () => {
    const page = await openTool("mortgage", width);
    await calculatorForm(page)
      .getByLabel("Annual income", { exact: true })
      .fill("52000");
    await calculatorForm(page)
      .getByLabel("Second applicant's income", { exact: true })
      .fill("28000");
    await calculatorForm(page)
      .getByLabel("Monthly expenses", { exact: true })
      .fill("3000");
    await calculate(page);
    // 5,366.42 − 3,000 = 2,366.42: it repays 2,366.42 × 135.3196 = £320,223 at 7.5 %, less than
    // the £360,000 the budget repays at 4.5 % within the cap; £360,000 at 7.5 % is £2,660 a month.
    expect(await figure(page, "Lender's view", "Lender's maximum")).toBe(
      "£320,223",
    );
    expect(await figure(page, "Lender's view", "Limited by")).toBe(
      "Stress test at 7.5%",
    );
    expect(
      await page
        .getByText(
          "more than the £2,366 you have for it, so a lender testing at 7.5% would lend at most £320,223.",
        )
        .count(),
    ).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeScanOnPhone(page)).toEqual([]);
  });
});

describe("mortgage for one", () => {
  it("the spec's defaults are unchanged: no second applicant sent or shown", async () => {
    const page = await openTool("mortgage", 1366);
    const sent = page.waitForRequest("**/api/calculate-mortgage");
    await calculate(page);
    expect((await sent).postDataJSON()).toEqual({
      taxYear: "2026-27",
      annualIncome: 40000,
      monthlyExpenses: 800,
      deposit: 40000,
      interestRate: 4.5,
      mortgageTerm: 25,
    });
    // 2026/27, £40,000: net 32,319.60 / 12 = 2,693.30; 4.5 × 40,000 = 180,000 repaid at £1,000.50.
    expect(await figure(page, "Monthly budget", "Monthly net income")).toBe(
      "£2,693",
    );
    expect(await figure(page, "Monthly budget", "Monthly payment")).toBe(
      "£1,001",
    );
    expect(await figure(page, "Loan details", "Loan amount")).toBe("£180,000");
    expect(
      await page.getByText("Monthly net income by applicant").count(),
    ).toBe(0);
    expect(await figure(page, "Lender's view", "Lender's maximum")).toBe(
      "£180,000",
    );
    expect(new URL(page.url()).searchParams.get("income2")).toBe("");
  });
});
