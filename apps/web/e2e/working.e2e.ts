import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeScanOnPhone } from "./support/browser";
import { calculatorForm, openTool } from "./support/tools";

/**
 * Results that show their working, against the built site and the real API: the take-home lines
 * add up to the net shown (random inputs through the form), "How this was worked out" with the
 * taper at £120,000, "Employer's cost", the contractor's expenses warning, and
 * at 390 and 1366 px, with axe (no serious or critical violation) on each new state at 390 px.
 */
const WIDTHS = [390, 1366] as const;

async function fill(page: Page, label: string, value: string) {
  await calculatorForm(page).getByLabel(label, { exact: true }).fill(value);
}

/** Pence from a displayed amount ("−£1,234.56"). */
function pence(text: string): number {
  const match = /^([−+]?)£([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount to the penny: "${text}"`);
  const value =
    Number((match[2] ?? "").replaceAll(",", "")) * 100 + Number(match[3]);
  return match[1] === "−" ? -value : value;
}

/** The lines of a result list as shown: [kind, value text] for each row that has a kind. */
function linesOf(page: Page, list: string) {
  return page
    .locator(`dl[aria-label="${list}"] [data-line]`)
    .evaluateAll((rows) =>
      rows.map((row) => [
        (row as HTMLElement).dataset.line ?? "",
        row.querySelector("dd")?.textContent ?? "",
      ]),
    );
}

async function expectAddsUp(page: Page, list: string) {
  const lines = await linesOf(page, list);
  const total = lines.find(([kind]) => kind === "total");
  expect(total, list).toBeDefined();
  const sum = lines
    .filter(([kind]) => kind !== "total" && kind !== "memo")
    .reduce((acc, [, value]) => acc + pence(value ?? ""), 0);
  expect(sum, `${list}: ${JSON.stringify(lines)}`).toBe(
    pence(total?.[1] ?? ""),
  );
}

describe("results that show their working", () => {
  it("take-home lines add up to the net shown for random inputs through the API", async () => {
    const page = await openTool("calculator");
    await calculatorForm(page)
      .getByRole("button", { name: "Advanced Options" })
      .click();
    let seed = 20_250_406;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 12; i += 1) {
      await fill(page, "Gross salary", (8_000 + next() * 170_000).toFixed(2));
      await fill(page, "Pension contribution", (next() * 10).toFixed(1));
      await fill(
        page,
        "Annual bonus",
        next() < 0.5 ? "0" : (next() * 9_000).toFixed(2),
      );
      await fill(
        page,
        "Benefits in kind",
        next() < 0.5 ? "0" : (next() * 6_000).toFixed(2),
      );
      await fill(
        page,
        "Childcare vouchers",
        next() < 0.5 ? "0" : (next() * 2_500).toFixed(2),
      );
      const answer = page.waitForResponse("**/api/calculate-salary");
      await page
        .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
        .click();
      await answer.catch(async (error: unknown) => {
        throw new Error(`#${i}: ${await calculatorForm(page).innerText()}`, {
          cause: error,
        });
      });
      await page.locator('dl[aria-label="Detailed breakdown"]').waitFor();
      await expectAddsUp(page, "Detailed breakdown");
    }
  });

  it("shows the taper at £120,000 with 10 % pension (allowance £8,570) and the employer's cost, axe clean", async () => {
    for (const width of WIDTHS) {
      const page = await openTool("calculator", width);
      await fill(page, "Gross salary", "120000");
      await fill(page, "Pension contribution", "10");
      await page
        .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
        .click();
      await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();
      await page
        .getByRole("button", { name: "How this was worked out" })
        .click();
      const allowance = page.locator('dl[aria-label="Personal allowance"]');
      await allowance.waitFor();
      // £12,000 pension before tax: adjusted net income £108,000, £8,000 over £100,000,
      // £4,000 lost; £12,570 − £4,000 = £8,570.
      expect(await allowance.innerText()).toContain("£8,570.00");
      expect(await allowance.innerText()).toContain("−£4,000.00");
      await expectAddsUp(page, "Personal allowance");
      expect(
        await page.locator('[data-taper-band="in"]').innerText(),
      ).toContain("60%");
      expect(await axeScanOnPhone(page)).toEqual([]);

      await page.getByRole("button", { name: "Employer's cost" }).click();
      await page.locator('dl[aria-label="Employer\'s cost"]').waitFor();
      // Employer NI (120,000 − 5,000) × 15 % = 17,250; total 120,000 + 17,250 = 137,250.
      await expectAddsUp(page, "Employer's cost");
      expect(
        await page.locator('dl[aria-label="Employer\'s cost"]').innerText(),
      ).toContain("£137,250.00");
      expect(await axeScanOnPhone(page)).toEqual([]);
    }
  });

  it("one request per result: Calculate, then the working, the employer's cost and the charts (offline) send nothing more", async () => {
    const page = await openTool("calculator");
    const sent: { path: string; body: unknown }[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/"))
        sent.push({ path: pathname, body: request.postDataJSON() as unknown });
    });
    await calculatorForm(page)
      .getByRole("button", { name: "Advanced Options" })
      .click();
    await calculatorForm(page)
      .getByLabel("Pension method", { exact: true })
      .selectOption("salary-sacrifice");
    await page
      .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
      .click();
    await page.getByRole("heading", { name: "Your Take-Home Pay" }).waitFor();
    // The network goes: everything below is read from the reply already held.
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "How this was worked out" }).click();
    const bands = page.getByRole("table", { name: /Income tax by band/ });
    await bands.waitFor();
    // £40,000 with 5 % (£2,000) sacrificed: (38,000 − 12,570) × 20 % = 5,086.
    expect(await bands.innerText()).toContain("£5,086.00");
    await page.getByRole("button", { name: "Employer's cost" }).click();
    const saved = page.getByRole("table", {
      name: "National Insurance saved by salary sacrifice",
    });
    await saved.waitFor();
    // Saved: 2,000 × 8 % = £160 (you), 2,000 × 15 % = £300 (employer).
    expect(await saved.getByRole("row").last().innerText()).toMatch(
      /Saved\s+£160\.00\s+£300\.00/,
    );
    await page.context().setOffline(false);
    await page.getByText("Charts: your take-home and marginal rate").click();
    await page
      .getByRole("figure", { name: /Marginal rate by gross pay/ })
      .waitFor();
    // Exactly one call, the Calculate, and it asked for the breakdown.
    expect(sent).toEqual([
      {
        path: "/api/calculate-salary",
        body: expect.objectContaining({
          pensionMethod: "salary-sacrifice",
          includeBreakdown: true,
        }) as unknown,
      },
    ]);

    // Reverse too: one call, and its working opens from it.
    sent.length = 0;
    await page.locator('[data-tool="reverse"]').click();
    await page
      .getByRole("button", { name: "Calculate Required Salary", exact: true })
      .click();
    await page.getByRole("heading", { name: "Required Salary" }).waitFor();
    await page.getByRole("button", { name: "How this was worked out" }).click();
    await page.getByRole("table", { name: /Income tax by band/ }).waitFor();
    expect(sent.map(({ path }) => path)).toEqual(["/api/reverse-calculate"]);
  });

  it("warns when the contractor's expenses exceed revenue, axe clean", async () => {
    for (const width of WIDTHS) {
      const page = await openTool("contractor", width);
      await fill(page, "Daily rate", "300");
      await fill(page, "Days worked per year", "10");
      await fill(page, "Business expenses", "5000");
      await page
        .getByRole("button", {
          name: "Compare Contractor vs Employee",
          exact: true,
        })
        .click();
      const note = page.locator('[data-warning="expenses"]');
      await note.waitFor();
      // £300 × 10 days = £3,000 of revenue against £5,000 of expenses.
      expect(await note.innerText()).toContain("£3,000.00");
      for (const list of [
        "Employee results",
        "Contractor company",
        "Contractor corporation tax",
        "Contractor results",
      ])
        await expectAddsUp(page, list);
      expect(await axeScanOnPhone(page)).toEqual([]);
    }
  });
});
