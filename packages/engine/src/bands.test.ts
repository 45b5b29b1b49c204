import { describe, expect, it } from "vitest";
import { applyBands, slice, sliceBetween } from "./bands.js";
import type { CompiledBand } from "./compiled-rates.js";
import { E4_PER_POUND, exactToPence } from "./money.js";

// A made-up table: 10 % to £100, 20 % to £200, 50 % above.
const BANDS: CompiledBand[] = [
  { upToE4: 100 * E4_PER_POUND, bp: 1_000 },
  { upToE4: 200 * E4_PER_POUND, bp: 2_000 },
  { upToE4: Number.POSITIVE_INFINITY, bp: 5_000 },
];

function taxOn(pounds: number, startPounds = 0): [number, number] {
  const { tax, marginalBp } = applyBands(pounds * E4_PER_POUND, BANDS, startPounds * E4_PER_POUND);
  return [exactToPence(tax), marginalBp];
}

describe("applyBands", () => {
  it("taxes each slice at its band's rate and reports the next rate", () => {
    expect(taxOn(50)).toEqual([500, 1_000]); // 50 × 10 %
    expect(taxOn(100)).toEqual([1_000, 2_000]); // at the edge: the next £ is in the 20 % band
    expect(taxOn(250)).toEqual([5_500, 5_000]); // 10 + 20 + 50 × 50 %
  });

  it("stacks on income already taxed below (dividends on salary)", () => {
    expect(taxOn(100, 150)).toEqual([3_500, 5_000]); // 50 × 20 % + 50 × 50 %
  });
});

describe("slice", () => {
  it("is the part above a threshold and below a limit", () => {
    expect(slice(150, 100)).toBe(50);
    expect(slice(50, 100)).toBe(0);
    expect(sliceBetween(250, 100, 200)).toBe(100);
    expect(sliceBetween(150, 100, 200)).toBe(50);
    expect(sliceBetween(50, 100, 200)).toBe(0);
  });
});
