import { calculateSalary, type SalaryInput } from "@uktax/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCurrencyPence, formatRate } from "../src/lib/format";
import {
  axeScanOnPhone,
  collectErrors,
  newPageWithConsent,
} from "./support/browser";
import {
  calculatorForm,
  horizontalOverflow,
  openTool,
  viewportOf,
} from "./support/tools";

/**
 * The household in the take-home calculator (issue 30), through the real API in Chromium at a
 * phone's width and a laptop's: "Family and other income" filled in (£70,000 with 2 children,
 * the form's 5 % pension, the year the site opens on: 2026/27 on the browser's fixed date), the
 * household's lines and the "Stay under" table as the engine gives them (run here in Node, as
 * the other e2e files do), "Apply this pension" and the result it brings, and the link that
 * opens it all again.
 */
const WIDTHS = [390, 1366] as const;

const FORM: SalaryInput = {
  taxYear: "2026-27",
  grossSalary: 70_000,
  pensionContribution: 5,
  childBenefitChildren: 2,
  includeStayUnder: true,
};

const FAMILY = "Family and other income";
const YEAR_MONEY = "Your money for the year";
const STAY_UNDER = "Pension or Gift Aid to stay under each cliff (a year)";

const escape = (text: string) => text.replace(/[()]/g, "\\$&");

/** A line of a results list (dl) by its label: the figure shown. */
function line(page: Page, list: string, label: string) {
  return page
    .locator(`dl[aria-label="${list}"] dt`, {
      hasText: new RegExp(`^${escape(label)}$`),
    })
    .locator("xpath=following-sibling::dd[1]");
}

/** The stay-under table's cells in the row headed `heading`. */
function stayUnderCells(page: Page, heading: string): Promise<string[]> {
  return page
    .getByRole("table", { name: STAY_UNDER })
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: heading, exact: true }),
    })
    .locator("td")
    .allInnerTexts();
}

/** The household's lines show the engine's figures for `input`. */
async function expectHousehold(page: Page, input: SalaryInput) {
  const expected = calculateSalary(input);
  await expect
    .poll(() => line(page, FAMILY, "Adjusted net income").textContent())
    .toBe(formatCurrencyPence(expected.adjustedNetIncome));
  expect(
    await line(page, FAMILY, "Child Benefit (2 children)").textContent(),
  ).toBe(formatCurrencyPence(expected.childBenefit));
  expect(
    await line(
      page,
      FAMILY,
      "High Income Child Benefit Charge, paid by you",
    ).textContent(),
  ).toBe(formatCurrencyPence(expected.highIncomeChildBenefitCharge));
  expect(
    await line(page, YEAR_MONEY, "Your money for the year").textContent(),
  ).toBe(formatCurrencyPence(expected.yearNetIncome));
  return expected;
}

describe("family and other income", () => {
  it.each(WIDTHS)(
    "at %i px: the household's lines and the stay-under table are the engine's; Apply this pension brings it under; the link opens it again",
    async (width) => {
      const page = await openTool("calculator", width);
      const errors = collectErrors(page);
      const form = calculatorForm(page);
      await form.getByLabel("Gross salary", { exact: true }).fill("70000");
      await form.getByRole("button", { name: FAMILY }).click();
      await form
        .getByLabel("Children you get Child Benefit for", { exact: true })
        .fill("2");
      await form
        .getByRole("button", { name: "Calculate Take-Home Pay", exact: true })
        .click();

      const before = await expectHousehold(page, FORM);
      const cliff = before.toStayUnder?.[0];
      if (cliff?.pensionContribution == null)
        throw new Error("£70,000 with children is over the first cliff.");
      const percent = formatRate(cliff.pensionContribution / 100);
      expect((await stayUnderCells(page, "Pension"))[0]).toContain(percent);
      expect(
        await stayUnderCells(page, "Extra into your pension a year"),
      ).toEqual([formatCurrencyPence(cliff.extraPension ?? 0)]);
      expect(await stayUnderCells(page, "Cost in take-home")).toEqual([
        formatCurrencyPence(cliff.takeHomeCost ?? 0),
      ]);
      expect(await stayUnderCells(page, "Child Benefit charge saved")).toEqual([
        formatCurrencyPence(cliff.chargeSaved ?? 0),
      ]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeScanOnPhone(page)).toEqual([]);

      await page.getByRole("button", { name: /^Apply this pension: / }).click();
      const applied = {
        ...FORM,
        pensionContribution: cliff.pensionContribution,
      };
      const after = await expectHousehold(page, applied);
      expect(after.adjustedNetIncome).toBeLessThanOrEqual(
        cliff.adjustedNetIncome,
      );
      expect(
        await form
          .getByRole("textbox", { name: "Pension contribution" })
          .inputValue(),
      ).toBe(String(cliff.pensionContribution));
      expect(await page.locator("[data-out-of-date]").count()).toBe(0);
      // Under every cliff now: no table.
      expect(await page.getByRole("table", { name: STAY_UNDER }).count()).toBe(
        0,
      );

      // The address is the result's link: opened afresh, the family's part is open and filled.
      const shared = await newPageWithConsent({ viewport: viewportOf(width) });
      const sharedErrors = collectErrors(shared);
      await shared.goto(page.url());
      // Hydrated: Export PDF appears once the page's script has taken over the server's HTML.
      await shared.getByRole("button", { name: "Export PDF" }).waitFor();
      const sharedForm = calculatorForm(shared);
      expect(
        await sharedForm
          .getByRole("button", { name: FAMILY })
          .getAttribute("aria-expanded"),
      ).toBe("true");
      expect(
        await sharedForm
          .getByLabel("Children you get Child Benefit for", { exact: true })
          .inputValue(),
      ).toBe("2");
      await expectHousehold(shared, applied);
      expect([...errors, ...sharedErrors]).toEqual([]);
    },
  );
});
