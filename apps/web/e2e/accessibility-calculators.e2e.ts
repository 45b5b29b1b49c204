import { describe, expect, it } from "vitest";
import { axeScan, newPageWithConsent } from "./support/browser";
import { TOOL_FORMS } from "./support/tools";

/**
 * axe-core (WCAG 2.2 A/AA + best practices) finds no serious or critical violation on each
 * calculator with validation messages, then with results and the success toast showing: every
 * calculator on a 390 px phone, two of them again on a 1366 px laptop. (The pages themselves are
 * scanned in accessibility-pages.e2e.ts.)
 */
const WIDTHS = [390, 1366] as const;
const LAPTOP_TOOLS = ["calculator", "contractor"];

describe.each(WIDTHS)("at %i px", (width) => {
  const viewport = { width, height: width < 800 ? 844 : 900 };
  const tools =
    width < 800
      ? TOOL_FORMS
      : TOOL_FORMS.filter(({ tool }) => LAPTOP_TOOLS.includes(tool));

  it("scans every calculator at the phone width and the sample at the laptop's", () => {
    expect(tools.length).toBe(width < 800 ? TOOL_FORMS.length : 2);
  });

  it.each(tools)(
    "$tool with validation messages, then with results and the toast",
    async ({ tool, submit, results }) => {
      const page = await newPageWithConsent({ viewport });
      await page.goto("/");
      await page.locator(`[data-tool="${tool}"]`).click();
      const form = page.locator("main form").first();
      const button = page.getByRole("button", { name: submit, exact: true });
      await button.waitFor();

      const first = form.locator("input").first();
      const typed = await first.inputValue();
      await first.fill("-1");
      await button.click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      expect(await axeScan(page)).toEqual([]);

      await first.fill(typed);
      await button.click();
      await page
        .getByRole("heading", { name: results, exact: true })
        .first()
        .waitFor();
      await page
        .getByRole("region", { name: /Notification/ })
        .locator("li")
        .first()
        .waitFor();
      expect(await axeScan(page)).toEqual([]);
    },
  );
});
