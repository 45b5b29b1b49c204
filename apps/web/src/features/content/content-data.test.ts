import { describe, expect, it } from "vitest";
import {
  MINIMUM_WAGE,
  SAMPLE_BUDGETS,
  STATE_PENSION,
  TAX_FREE_CHILDCARE,
  minimumEarnings,
} from "./content-data";

describe("content data", () => {
  it.each(
    SAMPLE_BUDGETS.budgets.map((budget) => [budget.title, budget] as const),
  )("the %s budget's line items add up to its total", (_title, budget) => {
    expect(budget.lines.reduce((sum, line) => sum + line.monthly, 0)).toBe(
      budget.total,
    );
  });

  it("keeps the specification's budget totals (London £2,780, Manchester family £3,340)", () => {
    expect(SAMPLE_BUDGETS.budgets.map((budget) => budget.total)).toEqual([
      2_780, 3_340,
    ]);
  });

  it("derives the Tax-Free Childcare minimum earnings that gov.uk publishes for 2025/26", () => {
    const { weeksPerQuarter } = TAX_FREE_CHILDCARE;
    expect(
      minimumEarnings(MINIMUM_WAGE.nationalLivingWage21Plus, weeksPerQuarter),
    ).toBe(2_539);
    expect(minimumEarnings(MINIMUM_WAGE.nationalLivingWage21Plus, 52)).toBe(
      10_158,
    );
    expect(minimumEarnings(MINIMUM_WAGE.age18To20, weeksPerQuarter)).toBe(
      2_080,
    );
  });

  it("holds the 2025/26 State Pension rates, not the stale ones", () => {
    expect(STATE_PENSION.newStatePensionWeekly).toBe(230.25);
    expect(STATE_PENSION.basicStatePensionWeekly).toBe(176.45);
  });
});
