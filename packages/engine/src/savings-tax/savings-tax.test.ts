import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_IDS } from "../tax-years/index.js";
import { ValidationError } from "../validation-error.js";
import { calculateSavingsTax } from "./savings-tax.js";

// Figures worked by hand from the year files: personal allowance £12,570 (tapered by £1 for each
// £2 of income over £100,000), basic band £37,700, higher band to £125,140; starting rate for
// savings £5,000 at 0 %; personal savings allowance £1,000 / £500 / £0 (every year here).
describe("calculateSavingsTax", () => {
  it("£60,000 salary + £2,000 interest, 2025/26: a higher-rate taxpayer's £500 allowance, 1,500 × 40 % = £600", () => {
    // Taxable non-savings 60,000 − 12,570 = 47,430: past the £5,000 starting band and the
    // £37,700 basic band.
    expect(
      calculateSavingsTax({
        nonSavingsIncome: 60_000,
        savingsInterest: 2_000,
        taxYear: "2025-26",
      }),
    ).toEqual({
      taxYear: "2025-26",
      savingsTax: 600,
      personalAllowanceUsed: 0,
      startingRateForSavingsUsed: 0,
      personalSavingsAllowance: 500,
      personalSavingsAllowanceUsed: 500,
    });
  });

  it("£15,000 salary + £10,000 interest, 2025/26: 5,000 − 2,430 = £2,570 at 0 %, £1,000 allowance, 6,430 × 20 % = £1,286", () => {
    expect(
      calculateSavingsTax({
        nonSavingsIncome: 15_000,
        savingsInterest: 10_000,
        taxYear: "2025-26",
      }),
    ).toEqual({
      taxYear: "2025-26",
      savingsTax: 1_286,
      personalAllowanceUsed: 0,
      startingRateForSavingsUsed: 2_570,
      personalSavingsAllowance: 1_000,
      personalSavingsAllowanceUsed: 1_000,
    });
  });

  it("£5,000 salary + £10,000 interest, 2026/27: £7,570 of the allowance left for interest, the other £2,430 in the starting band: no tax", () => {
    expect(
      calculateSavingsTax({
        nonSavingsIncome: 5_000,
        savingsInterest: 10_000,
        taxYear: "2026-27",
      }),
    ).toMatchObject({
      savingsTax: 0,
      personalAllowanceUsed: 7_570,
      startingRateForSavingsUsed: 2_430,
      personalSavingsAllowance: 1_000,
      personalSavingsAllowanceUsed: 0,
    });
  });

  it("£45,000 salary + £10,000 interest, 2024/25: the interest takes income into the higher band, so £500; 4,770 × 20 % + 4,730 × 40 % = £2,846", () => {
    // Taxable non-savings 32,430; interest from 32,430: £500 at 0 % to 32,930, then 4,770 to
    // 37,700 at 20 % (£954) and 4,730 to 42,430 at 40 % (£1,892).
    expect(
      calculateSavingsTax({
        nonSavingsIncome: 45_000,
        savingsInterest: 10_000,
        taxYear: "2024-25",
      }),
    ).toMatchObject({
      savingsTax: 2_846,
      startingRateForSavingsUsed: 0,
      personalSavingsAllowance: 500,
      personalSavingsAllowanceUsed: 500,
    });
  });

  it("£110,000 salary + £2,000 interest, 2024/25: the allowance tapered on both (by £6,000), still higher rate: 1,500 × 40 % = £600", () => {
    expect(
      calculateSavingsTax({
        nonSavingsIncome: 110_000,
        savingsInterest: 2_000,
        taxYear: "2024-25",
      }),
    ).toMatchObject({ savingsTax: 600, personalSavingsAllowance: 500 });
  });

  it("£130,000 salary + £1,000 interest, 2026/27: additional rate, no allowance: 1,000 × 45 % = £450", () => {
    expect(
      calculateSavingsTax({
        nonSavingsIncome: 130_000,
        savingsInterest: 1_000,
        taxYear: "2026-27",
      }),
    ).toMatchObject({
      savingsTax: 450,
      personalSavingsAllowance: 0,
      personalSavingsAllowanceUsed: 0,
    });
  });

  it("to the penny: £20,000 salary + £6,430.01 interest, 2025/26: 5,430.01 × 20 % = £1,086.002, shown as £1,086.00", () => {
    // Taxable non-savings 7,430: no starting band; £1,000 allowance; 5,430.01 taxed at 20 %.
    expect(
      calculateSavingsTax({
        nonSavingsIncome: 20_000,
        savingsInterest: 6_430.01,
        taxYear: "2025-26",
      }).savingsTax,
    ).toBe(1_086);
  });

  it("names the field of bad input", () => {
    const issues = (input: unknown) => {
      try {
        calculateSavingsTax(input as never);
      } catch (error) {
        if (error instanceof ValidationError) return error.issues.map((issue) => issue.path);
      }
      return [];
    };
    expect(issues({ nonSavingsIncome: 1, savingsInterest: -1 })).toEqual([["savingsInterest"]]);
    expect(issues({ savingsInterest: 1 })).toEqual([["nonSavingsIncome"]]);
  });
});

describe("properties, every year", () => {
  it("more interest never lowers the tax on it, which stays within 45 % of the interest", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_YEAR_IDS),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (taxYear, salaryPence, interestPence, morePence) => {
          const at = (pence: number) =>
            calculateSavingsTax({
              taxYear,
              nonSavingsIncome: salaryPence / 100,
              savingsInterest: pence / 100,
            });
          const lower = at(interestPence);
          const higher = at(interestPence + morePence);
          expect(lower.savingsTax).toBeGreaterThanOrEqual(0);
          expect(lower.savingsTax).toBeLessThanOrEqual((interestPence * 0.45) / 100 + 0.01);
          expect(
            lower.personalAllowanceUsed +
              lower.startingRateForSavingsUsed +
              lower.personalSavingsAllowanceUsed,
          ).toBeLessThanOrEqual(interestPence / 100 + 1e-9);
          expect(higher.savingsTax).toBeGreaterThanOrEqual(lower.savingsTax);
        },
      ),
    );
  });
});
