import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_IDS } from "../tax-years/index.js";
import { ValidationError } from "../validation-error.js";
import { calculateChildBenefitCharge } from "./child-benefit.js";

describe("calculateChildBenefitCharge", () => {
  it("£70,000, 2025/26, two children: (26.05 + 17.25) × 52 = £2,251.60; 50 % of £2,251 = £1,125.50 → £1,125", () => {
    // (70,000 − 60,000) / 200 = 50 %.
    expect(
      calculateChildBenefitCharge({
        childBenefitChildren: 2,
        adjustedNetIncome: 70_000,
        taxYear: "2025-26",
      }),
    ).toEqual({
      taxYear: "2025-26",
      childBenefit: 2_251.6,
      chargedTo: "you",
      chargePercentage: 50,
      highIncomeChildBenefitCharge: 1_125,
    });
  });

  it("£85,000, 2026/27, one child: 27.05 × 52 = £1,406.60, all of it charged from £80,000: £1,406", () => {
    expect(
      calculateChildBenefitCharge({
        childBenefitChildren: 1,
        adjustedNetIncome: 85_000,
        taxYear: "2026-27",
      }),
    ).toMatchObject({
      childBenefit: 1_406.6,
      chargePercentage: 100,
      highIncomeChildBenefitCharge: 1_406,
    });
  });

  it("counts each whole £200 over £60,000 (2024/25, one child: 25.60 × 52 = £1,331.20)", () => {
    const charge = (adjustedNetIncome: number) =>
      calculateChildBenefitCharge({
        childBenefitChildren: 1,
        adjustedNetIncome,
        taxYear: "2024-25",
      });
    expect(charge(60_000)).toMatchObject({ chargePercentage: 0, highIncomeChildBenefitCharge: 0 });
    // £199.99 over: no whole £200 yet.
    expect(charge(60_199.99)).toMatchObject({
      chargePercentage: 0,
      highIncomeChildBenefitCharge: 0,
    });
    // 1 % of £1,331 = £13.31 → £13.
    expect(charge(60_200)).toMatchObject({ chargePercentage: 1, highIncomeChildBenefitCharge: 13 });
    // 99 % of £1,331 = £1,317.69 → £1,317; 100 % from £80,000.
    expect(charge(79_999.99)).toMatchObject({
      chargePercentage: 99,
      highIncomeChildBenefitCharge: 1_317,
    });
    expect(charge(80_000)).toMatchObject({
      chargePercentage: 100,
      highIncomeChildBenefitCharge: 1_331,
    });
  });

  it("three children in 2026/27: 27.05 + 2 × 17.90 = £62.85 a week, £3,268.20 a year", () => {
    expect(
      calculateChildBenefitCharge({
        childBenefitChildren: 3,
        adjustedNetIncome: 0,
        taxYear: "2026-27",
      }),
    ).toMatchObject({
      childBenefit: 3_268.2,
      chargePercentage: 0,
      highIncomeChildBenefitCharge: 0,
    });
  });

  it("falls on the partner with the higher adjusted net income; on you without the partner's, or on a tie", () => {
    const household = { childBenefitChildren: 1, taxYear: "2025-26" } as const;
    // 2025/26, one child: 26.05 × 52 = £1,354.60. Partner £70,000: 50 % of £1,354 = £677.
    expect(
      calculateChildBenefitCharge({
        ...household,
        adjustedNetIncome: 50_000,
        partnerAdjustedNetIncome: 70_000,
      }),
    ).toMatchObject({
      chargedTo: "partner",
      chargePercentage: 50,
      highIncomeChildBenefitCharge: 677,
    });
    expect(
      calculateChildBenefitCharge({
        ...household,
        adjustedNetIncome: 70_000,
        partnerAdjustedNetIncome: 50_000,
      }),
    ).toMatchObject({ chargedTo: "you", highIncomeChildBenefitCharge: 677 });
    expect(
      calculateChildBenefitCharge({
        ...household,
        adjustedNetIncome: 70_000,
        partnerAdjustedNetIncome: 70_000,
      }),
    ).toMatchObject({ chargedTo: "you", highIncomeChildBenefitCharge: 677 });
  });

  it("no children: no benefit and nothing charged, whatever the income", () => {
    expect(
      calculateChildBenefitCharge({ childBenefitChildren: 0, adjustedNetIncome: 200_000 }),
    ).toMatchObject({ childBenefit: 0, chargePercentage: 0, highIncomeChildBenefitCharge: 0 });
  });

  it("names the field of bad input", () => {
    const issues = (input: unknown) => {
      try {
        calculateChildBenefitCharge(input as never);
      } catch (error) {
        if (error instanceof ValidationError) return error.issues;
      }
      return [];
    };
    expect(issues({ childBenefitChildren: 1.5, adjustedNetIncome: 1 })).toEqual([
      { path: ["childBenefitChildren"], message: "Children must be a whole number" },
    ]);
    expect(issues({ childBenefitChildren: -1, adjustedNetIncome: 1 })).toEqual([
      { path: ["childBenefitChildren"], message: "Children must be positive" },
    ]);
    expect(issues({ childBenefitChildren: 1 })).toEqual([
      { path: ["adjustedNetIncome"], message: "Adjusted net income is required" },
    ]);
  });
});

describe("properties, every year", () => {
  it("the charge is never more than the benefit and never falls as income rises", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_YEAR_IDS),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 15_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (taxYear, childBenefitChildren, incomePence, risePence) => {
          const at = (pence: number) =>
            calculateChildBenefitCharge({
              taxYear,
              childBenefitChildren,
              adjustedNetIncome: pence / 100,
            });
          const lower = at(incomePence);
          const higher = at(incomePence + risePence);
          expect(lower.highIncomeChildBenefitCharge).toBeLessThanOrEqual(lower.childBenefit);
          expect(higher.highIncomeChildBenefitCharge).toBeGreaterThanOrEqual(
            lower.highIncomeChildBenefitCharge,
          );
        },
      ),
    );
  });
});
