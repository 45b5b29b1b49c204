/**
 * Progressive enhancement (issue 29, item 3): every calculator's form is a GET form to its own
 * page, the server renders a page opened with a calculator's query with its result (or the
 * engine's messages) in its first HTML, and with JavaScript the same page hydrates from that
 * state and calculates in the page. A submit made before hydration is never lost.
 *
 * Figures worked by hand from the engine's 2026/27 data (packages/engine/src/tax-years/2026-27.ts:
 * personal allowance £12,570, basic rate 20 %, NI primary threshold £12,570 at 8 %), England,
 * code 1257L, no student loan, pension 0 %:
 * - £30,000: tax (30,000 − 12,570) × 20 % = 17,430 × 0.2 = £3,486.00; NI 17,430 × 8 % = £1,394.40;
 *   take-home 30,000 − 3,486 − 1,394.40 = £25,119.60.
 * - £40,000: tax 27,430 × 0.2 = £5,486.00; NI 27,430 × 0.08 = £2,194.40;
 *   take-home 40,000 − 5,486 − 2,194.40 = £32,319.60.
 * - £50,000: tax 37,430 × 0.2 = £7,486.00; NI 37,430 × 0.08 = £2,994.40;
 *   take-home 50,000 − 7,486 − 2,994.40 = £39,519.60.
 * - Payslips, £30,000 a year paid monthly (£2,500): free pay for 1257L is (1,257 × 10 + 9) / 12 =
 *   £1,048.25 a month, taxable 2,500 − 1,048.25 = £1,451.75, whole pounds £1,451 × 20 % = £290.20;
 *   NI (2,500 − 1,048 monthly threshold) × 8 % = 1,452 × 0.08 = £116.16; first payslip's net
 *   2,500 − 290.20 − 116.16 = £2,093.64.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, collectErrors, newPageWithConsent } from "./support/browser";
import { headline, horizontalOverflow, viewportOf } from "./support/tools";

const PHONE = viewportOf(390);

const noScriptPage = () =>
  newPageWithConsent({ viewport: PHONE, javaScriptEnabled: false });

const form = (page: Page, name: string) => page.getByRole("form", { name });

/** The calculator's query as the form submits it. */
const queryOf = (page: Page) => new URL(page.url()).searchParams;

/** Fills the take-home form with this salary and no pension, and presses Calculate. */
async function calculateTakeHome(page: Page, salary: string): Promise<void> {
  const details = form(page, "Your salary details");
  await details.getByRole("textbox", { name: "Gross salary" }).fill(salary);
  await details
    .getByRole("textbox", { name: "Pension contribution" })
    .fill("0");
  await details
    .getByRole("button", { name: "Calculate Take-Home Pay" })
    .click();
}

describe("without JavaScript", () => {
  it("take-home: Calculate loads /?…&tool=calculator with the result; a bad value shows its message from the server", async () => {
    const page = await noScriptPage();
    await page.goto("/");
    await calculateTakeHome(page, "30000");
    await page.waitForURL(/\?.*tool=calculator/);
    const salary = form(page, "Your salary details");
    const query = queryOf(page);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(query.get("salary")).toBe("30000");
    expect(query.get("pension")).toBe("0");
    // A flag sends its hidden "no" (unticked box): the last value counts.
    expect(query.getAll("pgloan")).toEqual(["no"]);
    const main = page.locator("main");
    await main.getByText("£25,119.60").first().waitFor();
    expect(await main.textContent()).toContain("£3,486.00");
    expect(await main.textContent()).toContain("£1,394.40");
    // The form keeps what was sent, and the page fits the phone.
    expect(
      await salary.getByRole("textbox", { name: "Gross salary" }).inputValue(),
    ).toBe("30000");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // No claim that the calculators need JavaScript, and no buttons that would need it.
    expect(await page.locator("body").textContent()).not.toContain(
      "needs JavaScript to run its calculators",
    );
    expect(await page.getByRole("button", { name: /Export PDF/ }).count()).toBe(
      0,
    );

    await salary.getByRole("textbox", { name: "Gross salary" }).fill("-5");
    await salary
      .getByRole("button", { name: "Calculate Take-Home Pay" })
      .click();
    await page.waitForURL(/salary=-5/);
    const field = salary.getByRole("textbox", { name: "Gross salary" });
    expect(await field.inputValue()).toBe("-5");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await salary.textContent()).toMatch(/Salary must be positive/);
    expect(await main.textContent()).not.toContain("£25,119.60");
  });

  it("the tool picker, the comparison's cards and the payslip simulator work too", async () => {
    const page = await noScriptPage();
    await page.goto("/");
    await page.locator('[data-tool="comparison"]').click();
    await page.waitForURL(/\?tool=comparison$/);
    const cards = form(page, "Salaries to compare");
    const card = (n: number) =>
      cards.getByRole("group", { name: `Salary ${n}` });
    await card(1)
      .getByRole("textbox", { name: "Gross annual salary" })
      .fill("30000");
    await card(1)
      .getByRole("textbox", { name: "Pension contribution" })
      .fill("0");
    await card(2)
      .getByRole("textbox", { name: "Gross annual salary" })
      .fill("50000");
    await card(2)
      .getByRole("textbox", { name: "Pension contribution" })
      .fill("0");
    await cards.getByRole("button", { name: "Compare Salaries" }).click();
    await page.waitForURL(/salary2=50000/);
    expect(queryOf(page).get("salary1")).toBe("30000");
    const main = page.locator("main");
    // The comparison's table shows pence.
    await main.getByText("£39,519.60").first().waitFor();
    expect(await main.textContent()).toContain("£25,119.60");

    await page.goto("/payslip-simulator");
    const payslips = form(page, "Your pay and tax code");
    await payslips
      .getByRole("textbox", { name: "Annual salary" })
      .fill("30000");
    await payslips
      .getByRole("textbox", { name: "Pension contribution" })
      .fill("0");
    await payslips.getByRole("button", { name: "Simulate Payslips" }).click();
    await page.waitForURL(/\/payslip-simulator\?.*tool=payslips/);
    await page.locator("main table").first().waitFor();
    expect(await page.locator("main table").first().textContent()).toContain(
      "£2,093.64",
    );
  });

  it("a shared link's first HTML holds its result; a query the server cannot use gets the page, never a 500", async () => {
    const link = `${baseUrl}/?tool=calculator&year=2026-27&salary=30000&pension=0`;
    const response = await fetch(link);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("£25,119.60");
    expect(html).toContain(
      '<script type="application/json" id="calculator-state">',
    );
    // The tab's title names the link's year, as the heading does, from the first HTML.
    const earlier = await fetch(
      `${baseUrl}/?tool=calculator&year=2024-25&salary=40000`,
    );
    expect(await earlier.text()).toMatch(
      /<title>UK Pay &amp; Tax Calculator 2024\/25<\/title>[\s\S]*<h1[^>]*>UK Pay &amp; Tax Calculator 2024\/25<\/h1>/,
    );
    // [query, rendered on request]: a value that cannot be read takes its default (£40,000 and
    // 5 %, as a link in the browser does); a query naming no calculator of the page, or too long
    // to read, gets the prerendered page.
    for (const [query, rendered] of [
      ["?tool=calculator&salary=%E0%A4%A&salary=abc&tool=x", true],
      ["?tool=nope&salary=1", false],
      [`?tool=calculator&salary=${"9".repeat(5000)}`, false],
      ["?tool=payslips&salary=30000", false], // the payslip simulator's tool, on the home page
    ] as const) {
      const other = await fetch(`${baseUrl}/${query}`);
      expect(other.status, query).toBe(200);
      expect((await other.text()).includes("calculator-state"), query).toBe(
        rendered,
      );
    }
  });
});

describe("with JavaScript", () => {
  it("a link hydrates from the server's result without a request or an error, and a submit calculates without a reload", async () => {
    // The visitor's clock is not the server's (another day, as across time zones at midnight):
    // nothing the server rendered depends on its own date, so the page still hydrates cleanly.
    const page = await newPageWithConsent({
      viewport: PHONE,
      today: new Date("2027-01-04T00:30:00Z"),
    });
    const errors = collectErrors(page);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) calls.push(request.url());
    });
    await page.goto("/?tool=calculator&year=2026-27&salary=30000&pension=0");
    await page.waitForLoadState("networkidle");
    const main = page.locator("main");
    expect(await main.textContent()).toContain("£25,119.60");
    expect(calls).toEqual([]);
    // Export PDF and Share come with the hydrated page.
    await page.getByRole("button", { name: /Export PDF/ }).waitFor();

    await page.evaluate(() => {
      document.documentElement.dataset["probe"] = "kept";
    });
    const salary = form(page, "Your salary details");
    await salary.getByRole("textbox", { name: "Gross salary" }).fill("40000");
    await salary
      .getByRole("button", { name: "Calculate Take-Home Pay" })
      .click();
    await main.getByText("£32,319.60").first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.dataset["probe"]),
    ).toBe("kept");
    expect(queryOf(page).get("salary")).toBe("40000");
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("a submit made before hydration is kept: a calculator's goes to the server, the contact form's is replayed", async () => {
    const page = await newPageWithConsent({ viewport: PHONE });
    const errors = collectErrors(page);
    const holdBack = (pattern: RegExp) =>
      page.route(pattern, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      });
    await holdBack(/\/assets\/take-home-calculator-[^/]*\.js$/);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await calculateTakeHome(page, "30000");
    await page.waitForURL(/salary=30000/);
    await page.locator("main").getByText("£25,119.60").first().waitFor();

    await holdBack(/\/assets\/contact-page-[^/]*\.js$/);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const contact = form(page, "Send us a message");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await contact
      .getByText("Name must be at least 2 characters", { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });
  it("what is typed and chosen before hydration stays, and is what the calculator sends", async () => {
    // React keeps a text field typed into before hydration but sets a select back to the option
    // it rendered: the form must keep the visitor's choice (src/lib/early-input.ts). Every
    // script is held back until both are set, so both happen before hydration.
    const page = await newPageWithConsent({ viewport: PHONE });
    const errors = collectErrors(page);
    let release: () => void = () => undefined;
    const scripts = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto("/payslip-simulator", { waitUntil: "commit" });
    const salary = page.getByLabel("Annual salary", { exact: true });
    const method = page.getByLabel("Pension method", { exact: true });
    await salary.fill("52000");
    await method.selectOption("relief-at-source");
    release();
    await page.waitForLoadState("networkidle");
    expect(await method.inputValue()).toBe("relief-at-source");
    expect(await salary.inputValue()).toBe("52000");
    await page.getByRole("button", { name: "Simulate Payslips" }).click();
    await page.getByRole("heading", { name: "Your payslips" }).waitFor();
    expect(queryOf(page).get("method")).toBe("relief-at-source");
    // By relief at source (£2,600 of pension, 5 % of £52,000, paid from net pay at 80 %: £2,080),
    // tax (52,000 − 12,570 − 37,700) × 40 % + 37,700 × 20 % = 692 + 7,540 = £8,232; NI 37,700 ×
    // 8 % + 1,730 × 2 % = £3,050.60; take-home 52,000 − 8,232 − 3,050.60 − 2,080 = £38,637.40.
    // That is before the claim for higher-rate relief; by net pay, the default, £38,983.40.
    expect(
      await headline(page, "Annual calculation's take-home").textContent(),
    ).toBe("£38,637.40");
    expect(errors).toEqual([]);
  });
});
