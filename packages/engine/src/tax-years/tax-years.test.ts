import { describe, expect, it } from "vitest";
import {
  DEFAULT_TAX_YEAR,
  TAX_YEARS,
  TAX_YEAR_IDS,
  getTaxYear,
} from "./index.js";
import type { TaxBand } from "./tax-year-rates.js";

/** Every number anywhere in a data block that is called `rate`/`…Rate` must be a fraction. */
function rates(
  value: unknown,
  path: string,
  out: [string, number][] = [],
): [string, number][] {
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (typeof inner === "number" && /rate$/i.test(key))
        out.push([at, inner]);
      else rates(inner, at, out);
    }
  }
  return out;
}

/** Top-level blocks and their named sub-blocks (objects holding a `source`) must cite a source. */
function unsourcedBlocks(year: object): string[] {
  const missing: string[] = [];
  for (const [key, block] of Object.entries(year)) {
    if (block === null || typeof block !== "object") continue;
    const record = block as Record<string, unknown>;
    if (typeof record.source !== "string" || record.source.length < 10)
      missing.push(key);
  }
  return missing;
}

function ascending(bands: readonly TaxBand[]): boolean {
  const limits = bands.map((band) => band.upTo ?? Number.POSITIVE_INFINITY);
  return (
    limits.every(
      (limit, index) => index === 0 || limit > (limits[index - 1] ?? 0),
    ) && bands.at(-1)?.upTo === null
  );
}

describe.each(TAX_YEAR_IDS.map((id) => [id] as const))("tax year %s", (id) => {
  const year = getTaxYear(id);

  it("is registered under its own id and the default exists", () => {
    expect(year.id).toBe(id);
    expect(TAX_YEARS[DEFAULT_TAX_YEAR]).toBeDefined();
  });

  it("runs from 6 April to 5 April of the next year", () => {
    const startYear = Number(year.starts.slice(0, 4));
    expect(year.starts).toBe(`${String(startYear)}-04-06`);
    expect(year.ends).toBe(`${String(startYear + 1)}-04-05`);
  });

  it("has every rate as a fraction between 0 and 1", () => {
    const found = rates(year, id);
    expect(found.length).toBeGreaterThan(20);
    for (const [, rate] of found) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
  });

  it("names a source on every block", () => {
    expect(unsourcedBlocks(year)).toEqual([]);
  });

  it("has ascending bands ending in an open top band, with rising rates", () => {
    for (const bands of Object.values(year.incomeTax.bands)) {
      expect(ascending(bands)).toBe(true);
      const bandRates = bands.map((band) => band.rate);
      expect([...bandRates].sort((a, b) => a - b)).toEqual(bandRates);
    }
  });

  it("has NI thresholds in order: ST < LEL < PT < UEL", () => {
    const ni = year.nationalInsurance;
    expect(ni.secondaryThreshold).toBeLessThan(ni.lowerEarningsLimit);
    expect(ni.lowerEarningsLimit).toBeLessThan(ni.primaryThreshold);
    expect(ni.primaryThreshold).toBeLessThan(ni.upperEarningsLimit);
  });

  it("has loan period thresholds that match the annual ones to within a pound a year", () => {
    for (const plan of [
      year.studentLoans.plan1,
      year.studentLoans.plan2,
      year.studentLoans.plan4,
      year.studentLoans.plan5,
      year.studentLoans.postgraduate,
    ]) {
      expect(
        Math.abs(
          plan.monthlyThreshold * year.payPeriods.monthly -
            plan.annualThreshold,
        ),
      ).toBeLessThan(1);
      expect(
        Math.abs(
          plan.weeklyThreshold * year.payPeriods.weekly - plan.annualThreshold,
        ),
      ).toBeLessThan(1);
    }
  });

  it("has a childcare voucher exemption of 52 weekly exemptions", () => {
    expect(
      year.childcareVouchers.weeklyExemption * year.payPeriods.weekly,
    ).toBe(year.childcareVouchers.annualExemption);
  });

  it("has a standard tax code worth the personal allowance", () => {
    expect(
      year.incomeTax.standardCodeNumber * year.incomeTax.codeMultiplier,
    ).toBe(year.incomeTax.personalAllowance);
  });
});

describe("2025/26 figures (RATES-2025-26.md)", () => {
  const year = getTaxYear("2025-26");
  it("holds the headline figures", () => {
    expect(year.incomeTax.personalAllowance).toBe(12_570);
    expect(year.incomeTax.bands.scotland.map((band) => band.rate)).toEqual([
      0.19, 0.2, 0.21, 0.42, 0.45, 0.48,
    ]);
    expect(year.incomeTax.bands.scotland.map((band) => band.upTo)).toEqual([
      2_827,
      14_921,
      31_092,
      62_430,
      125_140,
      null,
    ]);
    expect(year.nationalInsurance.employerRate).toBe(0.15);
    expect(year.nationalInsurance.secondaryThreshold).toBe(5_000);
    expect(year.nationalInsurance.lowerEarningsLimit).toBe(6_500);
    expect(year.studentLoans.plan1.annualThreshold).toBe(26_065);
    expect(year.dividends).toMatchObject({
      allowance: 500,
      basicRate: 0.0875,
      higherRate: 0.3375,
      additionalRate: 0.3935,
    });
    expect(year.incomeTax.flatRateCodes.scotland).toEqual({
      BR: 0.2,
      D0: 0.21,
      D1: 0.42,
      D2: 0.45,
      D3: 0.48,
    });
  });
});
