import { describe, expect, it } from "vitest";
import { mortgageYearChanges } from "./mortgage-year-changes";

describe("mortgageYearChanges: the monthly net income the mortgage is worked out from", () => {
  it("£40,000 alone, 2025/26 to 2026/27: the same £2,693.30 a month, nothing listed", () => {
    // Standard employee, England, 1257L, both years (allowance, rUK bands and employee NI
    //   frozen): tax (40,000 − 12,570) × 20 % = £5,486, NI 27,430 × 8 % = £2,194.40, take-home
    //   40,000 − 5,486 − 2,194.40 = £32,319.60 a year = £2,693.30 a month in each year.
    expect(
      mortgageYearChanges(
        {
          annualIncome: 40_000,
          monthlyExpenses: 500,
          deposit: 20_000,
          interestRate: 4.5,
          mortgageTerm: 25,
        },
        "2025-26",
        "2026-27",
      ),
    ).toEqual([]);
  });
});
