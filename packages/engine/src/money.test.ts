import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  E4,
  dividePenceHalfUp,
  exactFloorE4,
  exactOf,
  exactPercentagePence,
  exactToPence,
  floorDivide,
  floorPenceToPounds,
  halfUpE4ToPence,
  penceAtRateDown,
  product,
  productFloorE4,
  ratioHalfUp,
  roundE4ToPence,
  toBasisPoints,
} from "./money.js";

describe("money", () => {
  it("rounds E4 amounts half-up to the penny", () => {
    expect(roundE4ToPence(12_345_000)).toBe(1_235); // 1,234.5p → 1,235p
    expect(roundE4ToPence(12_344_999)).toBe(1_234);
    expect(roundE4ToPence(-15_000)).toBe(-2); // half away from zero
    expect(roundE4ToPence(0)).toBe(0);
    expect(halfUpE4ToPence(4_999)).toBe(0);
    expect(halfUpE4ToPence(5_000)).toBe(1);
  });

  it("rounds exact (E8) amounts half-up to the penny, past 2^53", () => {
    expect(exactToPence(49_999_999n)).toBe(0);
    expect(exactToPence(50_000_000n)).toBe(1); // half a penny rounds up
    // £100m × 45 %: 10^14 E4 × 4,500 bp = 4.5 × 10^17 E8 = £45m.
    expect(exactToPence(product(100_000_000 * 1_000_000, 4_500))).toBe(4_500_000_000);
    expect(exactToPence(exactOf(12_345_000))).toBe(1_235);
  });

  it("keeps products exact: the floor of pence × bp × bp / 10,000 as BigInt computes it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 14 }),
        fc.integer({ min: 0, max: E4 }),
        fc.integer({ min: 0, max: 10 ** 14 }),
        fc.integer({ min: 0, max: E4 }),
        (a, bpA, b, bpB) => {
          const exact = BigInt(a) * BigInt(bpA) + BigInt(b) * BigInt(bpB);
          expect(BigInt(productFloorE4(a, bpA))).toBe((BigInt(a) * BigInt(bpA)) / 10_000n);
          expect(BigInt(exactFloorE4(exact))).toBe(exact / 10_000n);
        },
      ),
      { numRuns: 2_000 },
    );
    // Two half-units: their floors lose what their exact sum keeps.
    expect(exactFloorE4(product(5_000, 1) + product(5_000, 1))).toBe(1);
    expect(productFloorE4(5_000, 1) + productFloorE4(5_000, 1)).toBe(0);
  });

  it("truncates pence at a rate, and rounds an exact percentage by HMRC's tenths-of-a-penny rule", () => {
    // £1,000.01 × 50 % = £500.005 → £500.00
    expect(penceAtRateDown(100_001, 5_000)).toBe(50_000);
    expect(penceAtRateDown(-100, 5_000)).toBe(0);
    // £2,285.33 × 8 % = £182.8264: the third decimal (tenths of a penny) is 6 → up, £182.83.
    expect(exactPercentagePence(228_533, 800)).toBe(18_283);
    // £100.05 × 10 % = £10.005: tenths of a penny 5 → down.
    expect(exactPercentagePence(10_005, 1_000)).toBe(1_000);
    // £100.06 × 10 % = £10.006: 6 → up.
    expect(exactPercentagePence(10_006, 1_000)).toBe(1_001);
  });

  it("divides safe integers exactly without %, right up to 2^53", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(1, 2, 12, 52, 100, 260, E4, 1_000_000, 999_983),
        (x, d) => {
          expect(BigInt(floorDivide(x, d))).toBe(BigInt(x) / BigInt(d));
        },
      ),
      { numRuns: 5_000 },
    );
    expect(floorDivide(Number.MAX_SAFE_INTEGER, E4)).toBe(900_719_925_474);
  });

  it("divides pence half-up and floors to pounds", () => {
    expect(dividePenceHalfUp(3_231_960, 12)).toBe(269_330);
    expect(dividePenceHalfUp(18, 12)).toBe(2); // 1.5 → 2
    expect(dividePenceHalfUp(-18, 12)).toBe(-2);
    expect(floorPenceToPounds(125_499)).toBe(125_400);
  });

  it("gives ratios half-up to the requested places, 0 for a zero denominator", () => {
    expect(ratioHalfUp(768_040, 4_000_000, 6)).toBe(0.19201);
    expect(ratioHalfUp(1, 3, 4)).toBe(0.3333);
    expect(ratioHalfUp(2, 3, 4)).toBe(0.6667);
    expect(ratioHalfUp(5, 0, 4)).toBe(0);
  });

  it("turns fraction rates into whole basis points and refuses finer ones", () => {
    expect(toBasisPoints(0.0875)).toBe(875);
    expect(toBasisPoints(0.005)).toBe(50);
    expect(() => toBasisPoints(0.12345)).toThrow("[@uktax/engine]");
  });
});
