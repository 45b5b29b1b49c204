import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { TAX_YEAR_IDS } from "./index.js";
import type { TaxYearId } from "./index.js";
import { allowanceNilIncome, incomeTaxBandsOnGrossIncome, taperMarginalRate } from "./reference.js";
import type { IncomeTaxRegime } from "./reference.js";

describe("allowanceNilIncome", () => {
  it("is the taper limit plus the allowance at £1 lost per £2 in 2025/26", () => {
    // £100,000 + £12,570 × 2 = £125,140
    expect(allowanceNilIncome("2025-26")).toBe(125_140);
  });

  it("is £125,140 in every supported year (allowance and limit frozen to 2027/28)", () => {
    // 2024/25 and 2026/27: the same £12,570 allowance and £100,000 limit.
    for (const year of TAX_YEAR_IDS) expect(allowanceNilIncome(year)).toBe(125_140);
  });
});

describe("incomeTaxBandsOnGrossIncome", () => {
  it("puts the rUK bands on gross income, with the allowance gone at the top of the higher band", () => {
    expect(incomeTaxBandsOnGrossIncome("2025-26", "rUK")).toEqual([
      // £12,570 allowance + £1 = £12,571; £37,700 + £12,570 = £50,270
      { name: "basic", rate: 0.2, from: 12_571, to: 50_270 },
      // taxable £125,140 is past the nil point, so gross = taxable = £125,140
      { name: "higher", rate: 0.4, from: 50_271, to: 125_140 },
      { name: "additional", rate: 0.45, from: 125_141, to: null },
    ]);
  });

  it("puts the six Scottish bands on gross income", () => {
    expect(incomeTaxBandsOnGrossIncome("2025-26", "scotland")).toEqual([
      // £2,827 + £12,570 = £15,397
      { name: "starter", rate: 0.19, from: 12_571, to: 15_397 },
      // £14,921 + £12,570 = £27,491
      { name: "basic", rate: 0.2, from: 15_398, to: 27_491 },
      // £31,092 + £12,570 = £43,662
      { name: "intermediate", rate: 0.21, from: 27_492, to: 43_662 },
      // £62,430 + £12,570 = £75,000
      { name: "higher", rate: 0.42, from: 43_663, to: 75_000 },
      { name: "advanced", rate: 0.45, from: 75_001, to: 125_140 },
      { name: "top", rate: 0.48, from: 125_141, to: null },
    ]);
  });

  it("gives Wales the rUK figures", () => {
    expect(incomeTaxBandsOnGrossIncome("2025-26", "wales")).toEqual(
      incomeTaxBandsOnGrossIncome("2025-26", "rUK"),
    );
  });

  it("has contiguous bands in every year and regime", () => {
    for (const year of TAX_YEAR_IDS) {
      for (const regime of ["rUK", "wales", "scotland"] as const) {
        const rows = incomeTaxBandsOnGrossIncome(year, regime);
        rows.slice(1).forEach((row, index) => {
          expect(row.from).toBe((rows[index]?.to ?? Number.NaN) + 1);
        });
        expect(rows.at(-1)?.to).toBeNull();
      }
    }
  });
});

describe("taperMarginalRate", () => {
  it("is 60 % in rUK: the 40 % band plus 40 % on the half-pound of allowance lost", () => {
    // 40 % × (1 + 0.5) = 60 %
    expect(taperMarginalRate("2025-26", "rUK")).toBe(0.6);
  });

  it("is 67.5 % in Scotland, where £100,001 is in the 45 % advanced band", () => {
    // 45 % × 1.5 = 67.5 %
    expect(taperMarginalRate("2025-26", "scotland")).toBe(0.675);
  });

  it("is exact, not a float product (0.4 × 1.5 in floats is 0.6000000000000001)", () => {
    expect(0.4 * 1.5).not.toBe(0.6);
    expect(taperMarginalRate("2025-26", "rUK")).toBe(0.6);
  });
});

describe("arguments", () => {
  const refusal = (call: () => unknown) => {
    try {
      call();
    } catch (error) {
      return error instanceof ValidationError ? error.issues : error;
    }
    return "no error";
  };

  it("refuses a tax year that is not supported, at taxYear, as getTaxYear does", () => {
    const taxYear = [
      { path: ["taxYear"], message: "Tax year must be one of: 2024-25, 2025-26, 2026-27" },
    ];
    const unsupported = "2023-24" as TaxYearId;
    expect(refusal(() => allowanceNilIncome(unsupported))).toEqual(taxYear);
    expect(refusal(() => incomeTaxBandsOnGrossIncome(unsupported, "rUK"))).toEqual(taxYear);
    expect(refusal(() => taperMarginalRate("__proto__" as TaxYearId, "rUK"))).toEqual(taxYear);
  });

  it("refuses a regime the data does not have, at regime", () => {
    const regime = [{ path: ["regime"], message: "Regime must be one of: rUK, wales, scotland" }];
    for (const name of ["england", "toString", "__proto__"]) {
      const unknown = name as IncomeTaxRegime;
      expect(refusal(() => incomeTaxBandsOnGrossIncome("2025-26", unknown))).toEqual(regime);
      expect(refusal(() => taperMarginalRate("2025-26", unknown))).toEqual(regime);
    }
  });
});
