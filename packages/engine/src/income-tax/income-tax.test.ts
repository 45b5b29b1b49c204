import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { calculateIncomeTax } from "./income-tax.js";

const tax = (
  taxablePay: number,
  taxCode = "1257L",
  region: "england" | "scotland" | "wales" | "northern-ireland" = "england",
) => calculateIncomeTax({ taxablePay, taxCode, region });

describe("calculateIncomeTax — rUK (England, Wales, Northern Ireland)", () => {
  it.each([
    // pay, tax, arithmetic
    [12_570, 0, "all within the £12,570 allowance"],
    [12_571, 0.2, "£1 over the allowance × 20%"],
    [40_000, 5_486, "(40,000 − 12,570) × 20% = 27,430 × 0.2"],
    [50_270, 7_540, "top of the basic band: 37,700 × 20%"],
    [50_271, 7_540.4, "7,540 + £1 × 40%"],
    [100_000, 27_432, "7,540 + (100,000 − 50,270) × 40% = 7,540 + 19,892"],
    [
      100_003,
      27_433.6,
      "PA 12,569 (£3 over: £1 lost): 7,540 + (100,003 − 12,569 − 37,700) × 40% = 7,540 + 49,734 × 0.4",
    ],
    [125_140, 42_516, "PA 0: 37,700 × 20% + 87,440 × 40% = 7,540 + 34,976"],
    [125_141, 42_516.45, "+ £1 × 45%"],
    [150_000, 53_703, "7,540 + 34,976 + 24,860 × 45% (11,187)"],
  ])("£%d → £%d (%s)", (pay, expected) => {
    expect(tax(pay).incomeTax).toBe(expected);
    expect(tax(pay, "C1257L", "wales").incomeTax).toBe(expected);
    expect(tax(pay, "1257L", "northern-ireland").incomeTax).toBe(expected);
  });

  it("tapers the allowance in whole pounds: £1 for every £2 over £100,000", () => {
    expect(tax(100_001).personalAllowance).toBe(12_570); // £1 over: half a pound, nothing lost yet
    expect(tax(100_002).personalAllowance).toBe(12_569);
    expect(tax(100_003).personalAllowance).toBe(12_569);
    expect(tax(110_000).personalAllowance).toBe(7_570); // 10,000 / 2 = 5,000 lost
    expect(tax(125_140).personalAllowance).toBe(0);
    expect(tax(125_139).personalAllowance).toBe(1);
  });

  it("gives a 60% marginal rate in the taper band and 40% just below it", () => {
    expect(tax(110_000).marginalRate).toBeCloseTo(0.6, 10);
    expect(tax(90_000).marginalRate).toBeCloseTo(0.4, 10);
    expect(tax(30_000).marginalRate).toBeCloseTo(0.2, 10);
    expect(tax(10_000).marginalRate).toBe(0);
  });

  it("uses a separate adjusted net income for the taper when given", () => {
    // Pay £110,000 but ANI £100,000 (e.g. gift aid): no taper. 7,540 + (110,000 − 50,270) × 40%.
    expect(calculateIncomeTax({ taxablePay: 110_000, adjustedNetIncome: 100_000 }).incomeTax).toBe(
      31_432,
    );
  });
});

describe("calculateIncomeTax — Gift Aid", () => {
  it("£60,000 with £4,000 given, 2025/26: £5,000 gross extends the basic band to £42,700; 8,540 + 4,730 × 40 % = £10,432, £1,000 less", () => {
    // Taxable 60,000 − 12,570 = 47,430: 42,700 × 20 % = 8,540; (47,430 − 42,700) × 40 % = 1,892.
    expect(
      calculateIncomeTax({ taxablePay: 60_000, giftAidDonations: 4_000, taxYear: "2025-26" }),
    ).toMatchObject({ incomeTax: 10_432, giftAidGross: 5_000, personalAllowance: 12_570 });
    expect(calculateIncomeTax({ taxablePay: 60_000, taxYear: "2025-26" })).toMatchObject({
      incomeTax: 11_432,
      giftAidGross: 0,
    });
  });

  it("£110,000 with £4,000 given, 2026/27: adjusted net income £105,000 keeps £2,500 more allowance; £31,432 against £33,432", () => {
    // Allowance 12,570 − (105,000 − 100,000) / 2 = 10,070; taxable 99,930:
    // 42,700 × 20 % = 8,540; 57,230 × 40 % = 22,892.
    expect(
      calculateIncomeTax({ taxablePay: 110_000, giftAidDonations: 4_000, taxYear: "2026-27" }),
    ).toMatchObject({ incomeTax: 31_432, personalAllowance: 10_070 });
    // Without: allowance 7,570, taxable 102,430: 37,700 × 20 % + 64,730 × 40 % = 7,540 + 25,892.
    expect(calculateIncomeTax({ taxablePay: 110_000, taxYear: "2026-27" }).incomeTax).toBe(33_432);
  });

  it("a basic-rate taxpayer's gift changes nothing they pay (the charity claims the basic rate)", () => {
    expect(calculateIncomeTax({ taxablePay: 30_000, giftAidDonations: 800 }).incomeTax).toBe(
      calculateIncomeTax({ taxablePay: 30_000 }).incomeTax,
    );
  });

  it("names the field of a bad amount", () => {
    try {
      calculateIncomeTax({ taxablePay: 30_000, giftAidDonations: -1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      if (error instanceof ValidationError)
        expect(error.issues.map((issue) => issue.path)).toEqual([["giftAidDonations"]]);
    }
  });
});

describe("calculateIncomeTax — Scotland", () => {
  it.each([
    [12_570, 0, "allowance"],
    [15_397, 537.13, "top of starter: 2,827 × 19%"],
    [15_398, 537.33, "+ £1 × 20%"],
    [27_491, 2_955.93, "537.13 + 12,094 × 20% (2,418.80)"],
    [27_492, 2_956.14, "+ £1 × 21%"],
    [43_662, 6_351.84, "2,955.93 + 16,171 × 21% (3,395.91)"],
    [43_663, 6_352.26, "+ £1 × 42%"],
    [75_000, 19_513.8, "6,351.84 + 31,338 × 42% (13,161.96)"],
    [75_001, 19_514.25, "+ £1 × 45%"],
    [125_140, 47_733.3, "PA 0: 19,513.80 + (125,140 − 62,430) × 45% = 19,513.80 + 28,219.50"],
    [150_000, 59_666.1, "47,733.30 + 24,860 × 48% (11,932.80) — HMRC app fixture £59,666.10"],
  ])("£%d → £%d (%s)", (pay, expected) => {
    expect(tax(pay, "S1257L", "scotland").incomeTax).toBe(expected);
    expect(tax(pay, "1257L", "scotland").incomeTax).toBe(expected);
  });
});

describe("calculateIncomeTax — other codes", () => {
  it("K codes add to taxable pay: K475 adds £4,750", () => {
    // 20,000 + 4,750 = 24,750 × 20% = 4,950
    expect(tax(20_000, "K475")).toMatchObject({
      incomeTax: 4_950,
      personalAllowance: 0,
      taxableIncome: 24_750,
    });
  });

  it("flat-rate codes tax all pay at one rate (rUK and Scotland)", () => {
    expect(tax(10_000, "BR").incomeTax).toBe(2_000);
    expect(tax(10_000, "D0").incomeTax).toBe(4_000);
    expect(tax(10_000, "D1").incomeTax).toBe(4_500);
    expect(tax(10_000, "SBR", "scotland").incomeTax).toBe(2_000);
    expect(tax(10_000, "SD0", "scotland").incomeTax).toBe(2_100);
    expect(tax(10_000, "SD1", "scotland").incomeTax).toBe(4_200);
    expect(tax(10_000, "SD2", "scotland").incomeTax).toBe(4_500);
    expect(tax(10_000, "SD3", "scotland").incomeTax).toBe(4_800);
  });

  it("NT pays no tax; 0T has no allowance", () => {
    expect(tax(80_000, "NT").incomeTax).toBe(0);
    // 0T: 37,700 × 20% + 2,300 × 40% = 7,540 + 920
    expect(tax(40_000, "0T").incomeTax).toBe(8_460);
  });

  it("emergency suffixes do not change an annual figure", () => {
    expect(tax(40_000, "1257L W1").incomeTax).toBe(5_486);
    expect(tax(40_000, "1257LX").incomeTax).toBe(5_486);
  });

  it("PAYE convention: code × 10 + 9 and no taper", () => {
    // (40,000 − 12,579) × 20% = 5,484.20
    expect(calculateIncomeTax({ taxablePay: 40_000, allowanceConvention: "paye" }).incomeTax).toBe(
      5_484.2,
    );
    expect(
      calculateIncomeTax({ taxablePay: 150_000, allowanceConvention: "paye" }).personalAllowance,
    ).toBe(12_579);
  });

  it("rejects an invalid code naming the field", () => {
    expect(() => calculateIncomeTax({ taxablePay: 1, taxCode: "ABC" })).toThrow(ValidationError);
  });
});

describe("properties", () => {
  it("tax is never negative and never falls as pay rises", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom("1257L", "S1257L", "K100", "BR", "0T", "SD2"),
        (pence, step, taxCode) => {
          const low = tax(pence / 100, taxCode, "scotland").incomeTax;
          const high = tax((pence + step) / 100, taxCode, "scotland").incomeTax;
          return low >= 0 && high >= low;
        },
      ),
    );
  });
});
