import { describe, expect, it } from "vitest";
import { calculateMortgage } from "./mortgage.js";
import { mortgageResultSchema } from "./mortgage.schema.js";

describe("calculateMortgage", () => {
  it("spec defaults: income £40,000, expenses £800, deposit £40,000, 4.5% over 25 years", () => {
    const result = calculateMortgage({
      annualIncome: 40_000,
      monthlyExpenses: 800,
      deposit: 40_000,
      interestRate: 4.5,
      mortgageTerm: 25,
    });
    expect(result).toEqual({
      taxYear: "2025-26",
      maxMortgage: 180_000, // 4.5 × 40,000, below the budget limit
      maxPropertyValue: 220_000,
      monthlyPayment: 1_000.5, // 180,000 × r(1+r)^300 / ((1+r)^300 − 1), r = 0.375%
      monthlyNetIncome: 2_693.3, // 32,319.60 / 12
      availableForMortgage: 1_893.3,
      remainingBudget: 892.8,
      totalPayable: 300_150, // 1,000.50 × 300
      totalInterest: 120_150,
      ltvRatio: 81.8182, // 180,000 / 220,000
      paymentToIncomeRatio: 37.1477, // 1,000.50 / 2,693.30
      affordabilityRating: "warning",
    });
    expect(mortgageResultSchema.parse(result)).toEqual(result);
  });

  it("limits the loan to what the budget repays; 0% interest is loan / months", () => {
    // take-home £40,000 → 2,693.30 a month; 2,000 expenses leave 693.30; × 300 months
    const result = calculateMortgage({
      annualIncome: 40_000,
      monthlyExpenses: 2_000,
      deposit: 0,
      interestRate: 0,
      mortgageTerm: 25,
      incomeMultiple: 10,
    });
    expect(result.maxMortgage).toBe(207_990);
    expect(result.monthlyPayment).toBe(693.3);
    expect(result.remainingBudget).toBe(0);
    expect(result.affordabilityRating).toBe("good");
  });

  it("treats a rate too small to change 1 + rate (e.g. 1e-300 %) as 0 %, never dividing by zero", () => {
    // (1 + 1e-302)^300 is exactly 1 at decimal.js's precision, so the annuity formula would
    // divide by zero; the answer must equal the 0 % one, with every figure finite.
    const input = {
      annualIncome: 40_000,
      monthlyExpenses: 2_000,
      deposit: 0,
      mortgageTerm: 25,
      incomeMultiple: 10,
    };
    const tiny = calculateMortgage({ ...input, interestRate: 1e-300 });
    expect(tiny).toEqual(calculateMortgage({ ...input, interestRate: 0 }));
    expect(
      Object.values(tiny)
        .filter((v) => typeof v === "number")
        .every(Number.isFinite),
    ).toBe(true);
  });

  it("rates the payment against net income: ≤ 30% good, ≤ 40% warning, else high", () => {
    const rate = (incomeMultiple: number) =>
      calculateMortgage({
        annualIncome: 40_000,
        monthlyExpenses: 0,
        deposit: 0,
        interestRate: 5,
        mortgageTerm: 25,
        incomeMultiple,
      }).affordabilityRating;
    expect(rate(3)).toBe("good");
    expect(rate(4.5)).toBe("warning");
    expect(rate(6)).toBe("high");
  });

  it("gives zeros, not NaN, when nothing is affordable", () => {
    const result = calculateMortgage({
      annualIncome: 0,
      monthlyExpenses: 0,
      deposit: 0,
      interestRate: 4,
      mortgageTerm: 1,
    });
    expect(
      Object.values(result)
        .filter((value) => typeof value === "number")
        .every(Number.isFinite),
    ).toBe(true);
    expect(result.maxMortgage).toBe(0);
    expect(result.ltvRatio).toBe(0);
  });

  it("validates term and rate with the spec messages", () => {
    const base = {
      annualIncome: 1,
      monthlyExpenses: 0,
      deposit: 0,
      interestRate: 4,
      mortgageTerm: 25,
    };
    expect(() => calculateMortgage({ ...base, mortgageTerm: 0 })).toThrow(
      "Mortgage term must be at least 1 year",
    );
    expect(() => calculateMortgage({ ...base, mortgageTerm: 41 })).toThrow(
      "Mortgage term must be at most 40 years",
    );
    expect(() => calculateMortgage({ ...base, interestRate: -1 })).toThrow(
      "Interest rate must be positive",
    );
    expect(() => calculateMortgage({ ...base, interestRate: 101 })).toThrow(
      "Interest rate must be at most 100%",
    );
  });
});
