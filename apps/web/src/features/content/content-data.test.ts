import { getTaxYear } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  SAMPLE_BUDGETS,
  TAX_FREE_CHILDCARE,
  adultMinimumEarningsPerQuarter,
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
    const wage = getTaxYear("2025-26").personalFinance.minimumWage;
    // £12.21 × 16 hours × 13 weeks = £2,539.68 → £2,539; × 52 weeks = £10,158.72 → £10,158;
    // 18 to 20: £10.00 × 16 × 13 = £2,080.
    expect(minimumEarnings(wage.age21AndOver, weeksPerQuarter)).toBe(2_539);
    expect(minimumEarnings(wage.age21AndOver, 52)).toBe(10_158);
    expect(minimumEarnings(wage.age18To20, weeksPerQuarter)).toBe(2_080);
  });

  it("follows the year's National Living Wage for the adult quarterly test", () => {
    // 2024/25: £11.44 × 16 × 13 = £2,379.52 → £2,379; 2025/26: £2,539 (above);
    // 2026/27: £12.71 × 16 × 13 = £2,643.68 → £2,643.
    expect(adultMinimumEarningsPerQuarter("2024-25")).toBe(2_379);
    expect(adultMinimumEarningsPerQuarter("2025-26")).toBe(2_539);
    expect(adultMinimumEarningsPerQuarter("2026-27")).toBe(2_643);
  });
});
