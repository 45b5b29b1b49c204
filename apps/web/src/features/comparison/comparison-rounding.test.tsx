import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { displayedPence } from "../../components/form/test-helpers";
import { showComparisonResults } from "./test-helpers";
import { useComparisonStore } from "./comparison-store";

/**
 * Issue 29: the comparison table's whole-pound figures were £1 off the lines above them. Each
 * amount is now shown to the penny, as the engine gives it, so a column adds up exactly.
 */
describe("the comparison table's figures add up", () => {
  beforeEach(() => {
    useComparisonStore.setState(useComparisonStore.getInitialState(), true);
  });

  it("£40,007: the deductions shown take the gross shown to the take-home shown", () => {
    // 2026/27, England, 1257L, 5 % pension by net pay, no loan, worked out by hand:
    // pension 40,007 × 5 % = 2,000.35; taxable 40,007 − 2,000.35 − 12,570 = 25,436.65,
    // tax × 20 % = 5,087.33; NI (40,007 − 12,570) × 8 % = 2,194.96;
    // take-home 40,007 − 5,087.33 − 2,194.96 − 2,000.35 = 30,724.36 (÷ 12 = 2,560.36 a month).
    // In whole pounds, one by one, the table read £40,007 − £5,087 − £2,195 − £2,000 = £30,725
    // above a take-home of £30,724.
    showComparisonResults({
      salaries: [
        { grossSalary: 40_007, pensionContribution: 5, taxYear: "2026-27" },
      ],
    });
    const cell = (name: string) =>
      screen.getByRole("rowheader", { name }).closest("tr")?.cells[1]
        ?.textContent ?? "";
    expect(cell("Gross salary")).toBe("£40,007.00");
    expect(cell("Income tax")).toBe("£5,087.33");
    expect(cell("National Insurance")).toBe("£2,194.96");
    expect(cell("Student loan")).toBe("£0.00");
    expect(cell("Pension")).toBe("£2,000.35");
    expect(cell("Net take-home")).toBe("£30,724.36");
    expect(cell("Monthly net")).toBe("£2,560.36");
    const shown = (name: string) => displayedPence(cell(name));
    expect(
      shown("Gross salary") -
        shown("Income tax") -
        shown("National Insurance") -
        shown("Student loan") -
        shown("Pension"),
    ).toBe(shown("Net take-home"));
  });
});
