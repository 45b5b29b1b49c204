import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { calculateDirectorNationalInsurance } from "./director-national-insurance.js";
import { periodNationalInsuranceInputSchema } from "./payroll.schema.js";
import { exactPercentagePence } from "../money.js";
import { calculatePeriodNationalInsurance } from "./period-national-insurance.js";

describe("exact-percentage rounding (third decimal place only)", () => {
  it("rounds 0.56p down to 0p (third decimal 0)", () => {
    expect(exactPercentagePence(7, 800)).toBe(0); // £0.07 × 8 % = £0.0056
  });

  it("rounds 2.56p down to 2p (third decimal 5)", () => {
    expect(exactPercentagePence(32, 800)).toBe(2); // £0.32 × 8 % = £0.0256
  });

  it("rounds 0.6p up to 1p (third decimal 6)", () => {
    expect(exactPercentagePence(4, 1500)).toBe(1); // £0.04 × 15 % = £0.006
  });

  it("looks only at the third decimal: 182.8256 → 182.82 (5 rounds down), 182.8264 → 182.83", () => {
    expect(exactPercentagePence(228_532, 800)).toBe(18_282); // £2,285.32 × 8 % = 182.8256 (ordinary rounding: 182.83)
    expect(exactPercentagePence(228_533, 800)).toBe(18_283); // £2,285.33 × 8 % = 182.8264
  });

  it("is the rule as HMRC states it, in two steps, for any earnings up to £100m and any rate", () => {
    // The rule: earnings × rate in tenths of a penny (truncated), then + 4 and truncated to whole
    // pence (a third decimal of 5 or less rounds down, 6 or more up); in BigInt, apart from the
    // engine's one-division form.
    const rule = (pence: number, bp: number): number =>
      pence <= 0 ? 0 : Number(((BigInt(pence) * BigInt(bp)) / 1000n + 4n) / 10n);
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (pence, bp) => exactPercentagePence(pence, bp) === rule(pence, bp),
      ),
      { numRuns: 20_000 },
    );
    // Every third decimal 0–9 either side of whole pence, small and large amounts.
    for (const base of [0, 1_000, 123_456_789])
      for (let tenths = 0; tenths < 30; tenths += 1) {
        const pence = base * 1_000 + tenths * 100; // × 10 bp: `tenths` tenths of a penny over
        expect(exactPercentagePence(pence, 10)).toBe(rule(pence, 10));
      }
  });
});

describe("calculatePeriodNationalInsurance", () => {
  it("uses HMRC’s monthly thresholds (PT £1,048, UEL £4,189), not annual ÷ 12", () => {
    expect(
      calculatePeriodNationalInsurance({
        category: "A",
        payFrequency: "monthly",
        grossPay: 1048.01,
      }).employee,
    ).toBe(0);
    expect(
      calculatePeriodNationalInsurance({
        category: "A",
        payFrequency: "monthly",
        grossPay: 1049,
      }).employee,
    ).toBe(0.08);
  });

  it("charges employer NI between the ST (£96/wk) and the LEL (£125/wk)", () => {
    expect(
      calculatePeriodNationalInsurance({
        category: "A",
        payFrequency: "weekly",
        grossPay: 96.04,
      }),
    ).toEqual({
      taxYear: "2025-26",
      employee: 0,
      employer: 0.01,
      earningsAtLel: 0,
      earningsLelToPt: 0,
      earningsPtToUel: 0,
    });
  });

  it("rounds the employer’s ST–UEL and above-UEL bands separately", () => {
    // Monthly £4,189.07: (4,189 − 417) × 15 % = 565.80 and 0.07 × 15 % = 0.0105 → 0.01.
    expect(
      calculatePeriodNationalInsurance({
        category: "A",
        payFrequency: "monthly",
        grossPay: 4189.07,
      }).employer,
    ).toBe(565.81);
  });

  it("gives under-21s (M) no employer NI up to the upper secondary threshold", () => {
    const result = calculatePeriodNationalInsurance({
      category: "M",
      payFrequency: "weekly",
      grossPay: 1000,
    });
    expect(result.employer).toBe(4.95); // (1,000 − 967) × 15 %
    expect(result.employee).toBe(
      calculatePeriodNationalInsurance({
        category: "A",
        payFrequency: "weekly",
        grossPay: 1000,
      }).employee,
    );
  });

  it("splits earnings at the LEL, LEL–PT and PT–UEL as HMRC reports them", () => {
    expect(
      calculatePeriodNationalInsurance({
        category: "C",
        payFrequency: "four-weekly",
        grossPay: 5000,
      }),
    ).toEqual({
      taxYear: "2025-26",
      employee: 0,
      employer: 692.25, // (3,867 − 385) × 15 % = 522.30 + 1,133 × 15 % = 169.95
      earningsAtLel: 500,
      earningsLelToPt: 467,
      earningsPtToUel: 2900,
    });
  });

  it("rejects an unknown category or frequency by field", () => {
    try {
      calculatePeriodNationalInsurance({
        category: "Q",
        payFrequency: "daily",
        grossPay: 10,
      } as never);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues.map((issue) => issue.path[0])).toEqual([
        "category",
        "payFrequency",
      ]);
    }
  });

  it("the schema returns what it accepts unchanged, with the default tax year", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            category: fc.constantFrom("A", "B", "M", "Z", "X"),
            payFrequency: fc.constantFrom("weekly", "monthly", "annual"),
            grossPay: fc.oneof(
              fc.integer({ min: 0, max: 1_000_000 }).map((pence) => pence / 100),
              fc.double(),
            ),
            taxYear: fc.constantFrom("2025-26", "1999-00"),
          },
          { requiredKeys: ["category", "payFrequency", "grossPay"] },
        ),
        (input) => {
          const parsed = periodNationalInsuranceInputSchema.safeParse(input);
          if (!parsed.success) return;
          expect(parsed.data).toEqual({ taxYear: "2025-26", ...input });
        },
      ),
    );
  });

  it("employee and employer NI never fall as pay rises", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("A", "B", "C", "H", "J", "M", "V", "Z" as const),
        fc.constantFrom("weekly", "fortnightly", "four-weekly", "monthly" as const),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (category, payFrequency, pence, extra) => {
          const lower = calculatePeriodNationalInsurance({
            category,
            payFrequency,
            grossPay: pence / 100,
          });
          const higher = calculatePeriodNationalInsurance({
            category,
            payFrequency,
            grossPay: (pence + extra) / 100,
          });
          expect(higher.employee).toBeGreaterThanOrEqual(lower.employee);
          expect(higher.employer).toBeGreaterThanOrEqual(lower.employer);
        },
      ),
    );
  });
});

describe("calculateDirectorNationalInsurance", () => {
  it("pro-rates thresholds for a director appointed in the year (× weeks / 52, rounded up to £)", () => {
    // 26 weeks: PT 6,285, UEL 25,135, ST 2,500.
    expect(
      calculateDirectorNationalInsurance({
        category: "A",
        earningsInYear: 30000,
        proRataWeeks: 26,
      }),
    ).toEqual({
      taxYear: "2025-26",
      employee: 1605.3, // (25,135 − 6,285) × 8 % = 1,508 + 4,865 × 2 % = 97.30
      employer: 4125, // (30,000 − 2,500) × 15 %
    });
  });

  it("rejects pro-rata weeks outside 1–52", () => {
    expect(() =>
      calculateDirectorNationalInsurance({
        category: "A",
        earningsInYear: 1,
        proRataWeeks: 0,
      }),
    ).toThrow(ValidationError);
  });
});
