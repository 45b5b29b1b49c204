import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateCorporationTax } from "./corporation-tax.js";

describe("calculateCorporationTax", () => {
  it.each([
    [50_000, 9_500, 0, "19% up to the lower limit"],
    [
      50_001,
      9_500.27,
      2_999.98,
      "12,500.25 − 3/200 × 199,999 (2,999.985) = 9,500.265 → 9,500.27; relief shown 12,500.25 − 9,500.27",
    ],
    [100_000, 22_750, 2_250, "25,000 − 3/200 × 150,000"],
    [250_000, 62_500, 0, "main rate from the upper limit"],
  ])("£%d → £%d (relief £%d): %s", (profits, corporationTax, marginalRelief) => {
    expect(calculateCorporationTax({ profits })).toMatchObject({
      corporationTax,
      marginalRelief,
    });
  });

  it("divides the limits among associated companies and pro-rates short periods", () => {
    // one associate: limits 25,000 / 125,000 → £25,000 is small-profits
    expect(
      calculateCorporationTax({ profits: 25_000, associatedCompanies: 1 }).corporationTax,
    ).toBe(4_750);
    // 6 months: limits 25,000 / 125,000; £125,000 pays the main rate
    expect(calculateCorporationTax({ profits: 125_000, months: 6 }).corporationTax).toBe(31_250);
  });

  it("counts exempt distributions in augmented profits", () => {
    // N = 40,000, A = 60,000: 10,000 − 3/200 × 190,000 × 40/60 = 10,000 − 1,900
    expect(calculateCorporationTax({ profits: 40_000, exemptDistributions: 20_000 })).toMatchObject(
      {
        corporationTax: 8_100,
        marginalRelief: 1_900,
      },
    );
  });

  it("no profit, no tax", () => {
    expect(calculateCorporationTax({ profits: 0 })).toEqual({
      taxYear: "2025-26",
      corporationTax: 0,
      marginalRelief: 0,
      effectiveRate: 0,
    });
  });
});

describe("corporation tax against a decimal reference", () => {
  it("agrees to the penny with the statutory formula evaluated in decimals, for any profits", () => {
    // Reference: CTA 2010 s.18B marginal relief = 3/200 × (U − A) × N / A, limits pro-rated
    // by months / 12 and divided by associated companies + 1; 19 % to the lower limit, 25 % from
    // the upper (https://www.gov.uk/guidance/corporation-tax-marginal-relief).
    const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        (profitPence, exemptPence, associated, months) => {
          const profits = new D(profitPence).div(100);
          const share = new D(months).div(12).div(associated + 1);
          const lower = share.times(50_000);
          const upper = share.times(250_000);
          const augmented = profits.plus(new D(exemptPence).div(100));
          const tax = augmented.lte(lower)
            ? profits.times(0.19)
            : augmented.gte(upper)
              ? profits.times(0.25)
              : profits
                  .times(0.25)
                  .minus(
                    new D(3).div(200).times(upper.minus(augmented)).times(profits.div(augmented)),
                  );
          const result = calculateCorporationTax({
            profits: profitPence / 100,
            exemptDistributions: exemptPence / 100,
            associatedCompanies: associated,
            months,
          });
          expect(result.corporationTax).toBe(tax.toDecimalPlaces(2, D.ROUND_HALF_UP).toNumber());
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
