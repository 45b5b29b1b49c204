import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateNationalInsurance } from "./national-insurance.js";

describe("calculateNationalInsurance (annual thresholds, category A)", () => {
  it.each([
    // earnings, employee, employer, arithmetic
    [0, 0, 0, "nothing"],
    [5_000, 0, 0, "at the secondary threshold"],
    [5_001, 0, 0.15, "employer: £1 × 15%"],
    [12_570, 0, 1_135.5, "employee starts above the PT; employer (12,570 − 5,000) × 15%"],
    [12_571, 0.08, 1_135.65, "employee £1 × 8%"],
    [40_000, 2_194.4, 5_250, "(40,000 − 12,570) × 8% = 27,430 × 0.08; employer 35,000 × 15%"],
    [50_270, 3_016, 6_790.5, "UEL: 37,700 × 8%"],
    [50_271, 3_016.02, 6_790.65, "+ £1 × 2%"],
    [100_000, 4_010.6, 14_250, "3,016 + 49,730 × 2% (994.60)"],
  ])("£%d → employee £%d, employer £%d (%s)", (earnings, employee, employer) => {
    expect(calculateNationalInsurance({ earnings })).toEqual({
      taxYear: "2025-26",
      employee,
      employer,
    });
  });

  it("keeps part pennies exact then rounds half-up: £12,570.07 → 0.0056 → £0.01", () => {
    expect(calculateNationalInsurance({ earnings: 12_570.07 }).employee).toBe(0.01);
    expect(calculateNationalInsurance({ earnings: 12_570.06 }).employee).toBe(0); // 0.0048 → 0
  });

  it("properties: never negative, never falls as earnings rise", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (pence, step) => {
          const low = calculateNationalInsurance({ earnings: pence / 100 });
          const high = calculateNationalInsurance({
            earnings: (pence + step) / 100,
          });
          return (
            low.employee >= 0 &&
            low.employer >= 0 &&
            high.employee >= low.employee &&
            high.employer >= low.employer
          );
        },
      ),
    );
  });
});
