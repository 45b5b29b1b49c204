import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  E4,
  addExact,
  addProduct,
  compareExact,
  exactE4,
  normalizeExact,
  dividePenceHalfUp,
  exactZero,
  floorDivide,
  productFloorE4,
  productsFloorE4,
  wholeE4,
  floorPenceToPounds,
  ratioHalfUp,
  roundE4ToPence,
  roundExactToPence,
  toBasisPoints,
} from "./money.js";

describe("money", () => {
  it("rounds E4 amounts half-up to the penny", () => {
    expect(roundE4ToPence(12_345_000)).toBe(1_235); // 1,234.5p → 1,235p
    expect(roundE4ToPence(12_344_999)).toBe(1_234);
    expect(roundE4ToPence(-15_000)).toBe(-2); // half away from zero
    expect(roundE4ToPence(0)).toBe(0);
  });

  it("keeps products exact: matches BigInt arithmetic", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4e14 }), fc.integer({ min: 0, max: E4 })), {
          maxLength: 8,
        }),
        (terms) => {
          const sum = exactZero();
          let exact = 0n; // in E8 units
          for (const [amount, bp] of terms) {
            addProduct(sum, amount, bp);
            exact += BigInt(amount) * BigInt(bp);
          }
          expect(BigInt(sum.hi) * 10_000n + BigInt(sum.lo)).toBe(exact);
          expect(sum.lo).toBeLessThan(2 ** 52);
          // half-up to pence: pence = floor((E8 + 5e7) / 1e8)
          expect(BigInt(roundExactToPence(sum))).toBe((exact + 50_000_000n) / 100_000_000n);
        },
      ),
    );
  });

  it("rounds a sum held in E8 units half-up to the penny in one division, right up to 2^52", () => {
    // At and either side of every half penny, and anywhere below 2^52 E8 units.
    const halfPenny = fc
      .integer({ min: 0, max: Math.floor((2 ** 52 - 1) / 100_000_000) - 1 })
      .chain((k) =>
        fc.constantFrom(k * 1e8 + 5e7 - 1, k * 1e8 + 5e7, k * 1e8 + 5e7 + 1, k * 1e8 + 1e8 - 1),
      );
    fc.assert(
      fc.property(fc.oneof(halfPenny, fc.integer({ min: 0, max: 2 ** 52 - 1 })), (lo) => {
        const sum = { hi: 0, lo };
        // half-up to pence: floor((E8 + 5e7) / 1e8)
        expect(BigInt(roundExactToPence(sum))).toBe((BigInt(lo) + 50_000_000n) / 100_000_000n);
        expect(BigInt(exactE4(sum))).toBe(BigInt(lo) / 10_000n);
      }),
      { numRuns: 5_000 },
    );
  });

  it("takes whole E4 units exactly in one division, right up to 2^52", () => {
    const edge = fc.oneof(
      fc.integer({ min: 0, max: 2 ** 52 - 1 }),
      // Just below and at multiples of E4, where a rounded quotient could cross an integer.
      fc
        .integer({ min: 1, max: Math.floor((2 ** 52 - 1) / E4) })
        .chain((k) => fc.constantFrom(k * E4 - 1, k * E4, k * E4 + 1, k * E4 + E4 - 1)),
    );
    fc.assert(
      fc.property(edge, (x) => {
        expect(BigInt(wholeE4(x))).toBe(BigInt(x) / 10_000n);
        expect(BigInt(wholeE4(-x))).toBe(
          -(BigInt(x) + 9_999n) / 10_000n, // floor below zero
        );
        const bp = x % (E4 + 1);
        expect(BigInt(productFloorE4(x, bp))).toBe((BigInt(x) * BigInt(bp)) / 10_000n);
      }),
      { numRuns: 5_000 },
    );
  });

  it("floors a sum of two products exactly: matches BigInt arithmetic", () => {
    const amount = fc.integer({ min: 0, max: 2 ** 52 - 1 });
    const rate = fc.integer({ min: 0, max: E4 });
    fc.assert(
      fc.property(amount, rate, amount, rate, (a, bpA, b, bpB) => {
        expect(BigInt(productsFloorE4(a, bpA, b, bpB))).toBe(
          (BigInt(a) * BigInt(bpA) + BigInt(b) * BigInt(bpB)) / 10_000n,
        );
      }),
      { numRuns: 5_000 },
    );
    // Two part-penny products that make a whole E4 unit only together.
    expect(productsFloorE4(5_000, 1, 5_000, 1)).toBe(1);
    expect(productFloorE4(5_000, 1) + productFloorE4(5_000, 1)).toBe(0);
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

  it("adds exact amounts, carrying whole E4 units only when the E8 part would leave 2^52", () => {
    const a = { hi: 1, lo: 9_999 };
    addExact(a, { hi: 0, lo: 1 });
    // 1 E4 + 10,000 E8 = 2 E4: the same amount, not yet carried.
    expect(a).toEqual({ hi: 1, lo: 10_000 });
    expect(exactE4(a)).toBe(2);
    expect(normalizeExact(a)).toEqual({ hi: 2, lo: 0 });
    // Near 2^52 the E8 part carries: (2^52 − 1) + (2^52 − 1) E8 = 900,719,925,474 E4 + 990 E8.
    const big = { hi: 0, lo: 2 ** 52 - 1 };
    addExact(big, { hi: 0, lo: 2 ** 52 - 1 });
    expect(big).toEqual({ hi: 900_719_925_474, lo: 990 });
    expect(compareExact(big, { hi: 900_719_925_474, lo: 989 })).toBeGreaterThan(0);
    expect(compareExact({ hi: 0, lo: 20_000 }, { hi: 2, lo: 0 })).toBe(0);
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
