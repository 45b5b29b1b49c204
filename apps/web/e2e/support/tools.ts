import type { Locator, Page } from "playwright-core";
import type { ToolId } from "../../src/paths";
import { newPageWithConsent } from "./browser";

/** Each tool's submit button and the heading its results bring, as the spec's screens name them. */
export const TOOL_FORMS: readonly {
  readonly tool: ToolId;
  readonly submit: string;
  readonly results: string;
}[] = [
  {
    tool: "calculator",
    submit: "Calculate Take-Home Pay",
    results: "Your Take-Home Pay",
  },
  {
    tool: "comparison",
    submit: "Compare Salaries",
    results: "Comparison Results",
  },
  {
    tool: "reverse",
    submit: "Calculate Required Salary",
    results: "Required Salary",
  },
  {
    tool: "converter",
    submit: "Convert to Annual Salary",
    results: "Your Pay",
  },
  {
    tool: "mortgage",
    submit: "Calculate Affordability",
    results: "What You Could Afford",
  },
  {
    tool: "contractor",
    submit: "Compare Contractor vs Employee",
    results: "Comparison Results",
  },
];

/** The window the tests use at `width`: a phone's height under 800 px wide, else a laptop's. */
export function viewportOf(width: number): { width: number; height: number } {
  return { width, height: width < 800 ? 844 : 900 };
}

/**
 * The home page at `width`, once its chunks are in (on a loaded machine a click before that can
 * come too early), with `tool` chosen in the tool picker.
 */
export async function openTool(tool: ToolId, width = 1366): Promise<Page> {
  const page = await newPageWithConsent({ viewport: viewportOf(width) });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.locator(`[data-tool="${tool}"]`).click();
  return page;
}

/** The form of the calculator on screen. */
export function calculatorForm(page: Page): Locator {
  return page.locator("main form").first();
}

/** How far the page scrolls sideways, in pixels (0 or less: it fits its window). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  );
}

/** A headline figure of a results panel ("Annual take-home"): the value under its label, as shown. */
export function headline(page: Page, label: string): Locator {
  return page
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::p[1]");
}
