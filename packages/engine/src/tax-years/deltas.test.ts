import { describe, expect, it } from "vitest";
import { getTaxYear } from "./index.js";
import { withBandLimits, withPeriodThresholds } from "./deltas.js";

describe("year deltas", () => {
  const base = getTaxYear("2025-26");
  it("changes only the named band limits, and refuses a band the schedule lacks", () => {
    const bands = withBandLimits(base.incomeTax.bands.scotland, { basic: 1 });
    expect(bands.map((band) => band.upTo)).toEqual([2_827, 1, 31_092, 62_430, 125_140, null]);
    expect(() => withBandLimits(base.incomeTax.bands.scotland, { middle: 1 })).toThrow(
      "No band named middle",
    );
  });
  it("derives fortnightly and four-weekly thresholds from the annual figure, rounded up", () => {
    // £10,000 a year: ÷ 52 × 2 = 384.6… → 385; × 4 = 769.2… → 770.
    const periods = withPeriodThresholds(base.payroll.nationalInsurance.periodThresholds, {
      primaryThreshold: { annual: 10_000, weekly: 193, monthly: 834 },
    });
    expect(periods.weekly.primaryThreshold).toBe(193);
    expect(periods.fortnightly.primaryThreshold).toBe(385);
    expect(periods["four-weekly"].primaryThreshold).toBe(770);
    expect(periods.monthly.primaryThreshold).toBe(834);
    expect(periods.monthly.upperEarningsLimit).toBe(4_189);
  });
});
