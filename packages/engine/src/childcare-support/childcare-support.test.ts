import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_IDS } from "../tax-years/index.js";
import { ValidationError } from "../validation-error.js";
import { calculateChildcareSupport } from "./childcare-support.js";

describe("calculateChildcareSupport", () => {
  it("£100,001 of adjusted net income, one child: lost, £2,000 of Tax-Free Childcare at stake; £1 of gross pension restores it", () => {
    expect(calculateChildcareSupport({ children: 1, adjustedNetIncome: 100_001 })).toEqual({
      taxYear: "2025-26",
      lost: true,
      adjustedNetIncomeLimit: 100_000,
      yourIncomeOverLimit: 1,
      partnerIncomeOverLimit: 0,
      taxFreeChildcareAtStake: 2_000,
    });
    // The £1 contribution takes adjusted net income to £100,000: not over the limit.
    expect(calculateChildcareSupport({ children: 1, adjustedNetIncome: 100_000 })).toMatchObject({
      lost: false,
      yourIncomeOverLimit: 0,
    });
  });

  it("a partner over the limit loses it for the household: 2026/27, £60,000 and £112,500.50, three children (£6,000)", () => {
    expect(
      calculateChildcareSupport({
        children: 3,
        adjustedNetIncome: 60_000,
        partnerAdjustedNetIncome: 112_500.5,
        taxYear: "2026-27",
      }),
    ).toMatchObject({
      lost: true,
      yourIncomeOverLimit: 0,
      partnerIncomeOverLimit: 12_500.5,
      taxFreeChildcareAtStake: 6_000,
    });
  });

  it("names the field of bad input", () => {
    try {
      calculateChildcareSupport({ children: 1.5, adjustedNetIncome: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      if (error instanceof ValidationError)
        expect(error.issues).toEqual([
          { path: ["children"], message: "Children must be a whole number" },
        ]);
    }
  });
});

describe("properties, every year", () => {
  it("lost exactly when either income is over £100,000, and the amount over brings it back", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_YEAR_IDS),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (taxYear, yoursPence, partnersPence) => {
          const result = calculateChildcareSupport({
            taxYear,
            children: 1,
            adjustedNetIncome: yoursPence / 100,
            partnerAdjustedNetIncome: partnersPence / 100,
          });
          expect(result.lost).toBe(yoursPence > 10_000_000 || partnersPence > 10_000_000);
          const restored = calculateChildcareSupport({
            taxYear,
            children: 1,
            adjustedNetIncome: (yoursPence - Math.round(result.yourIncomeOverLimit * 100)) / 100,
          });
          expect(restored.lost).toBe(false);
        },
      ),
    );
  });
});
