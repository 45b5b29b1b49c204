import { describe, expect, it } from "vitest";
import { calculateDividendTax } from "./dividend-tax.js";

describe("calculateDividendTax", () => {
  it("uses the allowance, then basic, higher and additional dividend rates", () => {
    // salary uses the PA; 30,000 dividends: 500 at 0%, 29,500 × 8.75% = 2,581.25
    expect(
      calculateDividendTax({
        nonSavingsIncome: 12_570,
        dividends: 30_000,
        region: "england",
      }).dividendTax,
    ).toBe(2_581.25);
    // 45,000 dividends: 500 at 0%; basic band left 37,700 − 500 = 37,200 × 8.75% = 3,255; 7,300 × 33.75% = 2,463.75
    expect(
      calculateDividendTax({
        nonSavingsIncome: 12_570,
        dividends: 45_000,
        region: "england",
      }).dividendTax,
    ).toBe(5_718.75);
  });

  it("sets unused personal allowance against dividends", () => {
    // salary 5,000: 7,570 of PA left; 10,000 dividends − 7,570 = 2,430; 500 at 0%; 1,930 × 8.75% = 168.875 → 168.88
    const result = calculateDividendTax({
      nonSavingsIncome: 5_000,
      dividends: 10_000,
      region: "england",
    });
    expect(result).toEqual({
      taxYear: "2025-26",
      dividendTax: 168.88,
      personalAllowanceUsed: 7_570,
      dividendAllowanceUsed: 500,
    });
  });

  it("Scottish taxpayers pay dividend tax on the UK bands", () => {
    const input = { nonSavingsIncome: 40_000, dividends: 20_000 };
    expect(calculateDividendTax({ ...input, region: "scotland" })).toEqual(
      calculateDividendTax({ ...input, region: "england" }),
    );
  });

  it("reaches the additional rate above £125,140 with no allowance", () => {
    // total 200,000: PA 0; NS 100,000 taxable; dividends from 100,000 to 200,000:
    // 500 at 0% (100,000–100,500); 100,500–125,140 × 33.75% = 24,640 × 0.3375 = 8,316; 74,860 × 39.35% = 29,457.41
    expect(
      calculateDividendTax({
        nonSavingsIncome: 100_000,
        dividends: 100_000,
        region: "england",
      }).dividendTax,
    ).toBe(37_773.41);
  });
});
