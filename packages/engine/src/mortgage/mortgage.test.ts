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
      // One applicant: all of the take-home is theirs.
      firstApplicantMonthlyNet: 2_693.3,
      secondApplicantMonthlyNet: 0,
      jointIncome: 40_000,
      incomeMultipleCap: 180_000, // 4.5 × 40,000
      // 1,893.30 × ((1+r)^300 − 1) / (r(1+r)^300), r = 0.375 %: (1.00375)^300 = 3.0737425…,
      // factor 179.910321… → 340,624.215…, cut to the penny below
      budgetLoan: 340_624.21,
      stressRate: 7.5, // 4.5 + 3
      // 180,000 × r(1+r)^300 / ((1+r)^300 − 1), r = 7.5 % / 12 = 0.625 %: (1.00625)^300 =
      // 6.4828804…, so 180,000 × 0.00625 × 6.4828804 / 5.4828804 = 1,330.176… → 1,330.18
      stressedMonthlyPayment: 1_330.18,
      // 1,893.30 × 135.319612… (the factor at 0.625 %) = 256,200.627… → 256,200.62
      stressedBudgetLoan: 256_200.62,
      lenderMaxMortgage: 180_000, // the smallest of 180,000, 340,624.21 and 256,200.62
      limitedBy: "incomeMultiple",
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
    expect(result.budgetLoan).toBe(207_990); // 693.30 × 300, below 10 × 40,000
    expect(result.monthlyPayment).toBe(693.3);
    expect(result.remainingBudget).toBe(0);
    expect(result.affordabilityRating).toBe("good");
    // The lender's view at 0 % + 3 = 3 %, r = 0.25 % a month, (1.0025)^300 = 2.1150…:
    // 207,990 × 0.0025 × 2.1150 / 1.1150 = 986.31 a month, more than the 693.30 budget;
    // the budget repays 693.30 × 1.1150 / (0.0025 × 2.1150) = 146,200.64 at 3 %.
    expect(result.stressRate).toBe(3);
    expect(result.stressedMonthlyPayment).toBe(986.31);
    expect(result.stressedBudgetLoan).toBe(146_200.64);
    expect(result.lenderMaxMortgage).toBe(146_200.64);
    expect(result.limitedBy).toBe("stressTest");
  });

  describe("two applicants (2026/27: £52,000 and £28,000)", () => {
    const couple = {
      taxYear: "2026-27",
      annualIncome: 52_000,
      secondApplicantIncome: 28_000,
      monthlyExpenses: 800,
      deposit: 40_000,
      interestRate: 4.5,
      mortgageTerm: 25,
    } as const;

    it("taxes each applicant on their own income and lends on the joint income", () => {
      const result = calculateMortgage(couple);
      expect(result).toEqual({
        taxYear: "2026-27",
        // £52,000: tax 37,700 × 20 % + (39,430 − 37,700) × 40 % = 7,540 + 692 = 8,232;
        // NI 37,700 × 8 % + 1,730 × 2 % = 3,016 + 34.60 = 3,050.60; net 40,717.40; / 12 = 3,393.116…
        firstApplicantMonthlyNet: 3_393.12,
        // £28,000: tax 15,430 × 20 % = 3,086; NI 15,430 × 8 % = 1,234.40; net 23,679.60; / 12
        secondApplicantMonthlyNet: 1_973.3,
        // (40,717.40 + 23,679.60) / 12 = 64,397 / 12 = 5,366.416… → 5,366.42 (= 3,393.12 + 1,973.30)
        monthlyNetIncome: 5_366.42,
        availableForMortgage: 4_566.42, // 5,366.42 − 800
        jointIncome: 80_000,
        incomeMultipleCap: 360_000, // 4.5 × (52,000 + 28,000)
        budgetLoan: 821_546.09, // 4,566.42 × 179.910321… (the annuity factor at 0.375 %)
        maxMortgage: 360_000, // the cap, below the budget's loan
        maxPropertyValue: 400_000,
        // 360,000 × 0.00375 × 3.0737425 / 2.0737425 = 2,000.998… → 2,001.00
        monthlyPayment: 2_001,
        remainingBudget: 2_565.42, // 4,566.42 − 2,001.00
        totalPayable: 600_300, // 2,001.00 × 300
        totalInterest: 240_300,
        ltvRatio: 90, // 360,000 / 400,000
        paymentToIncomeRatio: 37.2874, // 2,001.00 / 5,366.42 (one earner on £80,000: 42.2 %)
        affordabilityRating: "warning",
        stressRate: 7.5,
        // 360,000 × 0.00625 × 6.4828804 / 5.4828804 = 2,660.37
        stressedMonthlyPayment: 2_660.37,
        stressedBudgetLoan: 617_926.18, // 4,566.42 × 135.319612…
        lenderMaxMortgage: 360_000,
        limitedBy: "incomeMultiple",
      });
      expect(mortgageResultSchema.parse(result)).toEqual(result);
    });

    it("one earner on the same £80,000 takes home less: 56,957.40 / 12", () => {
      // tax 37,700 × 20 % + 29,730 × 40 % = 19,432; NI 3,016 + 29,730 × 2 % = 3,610.60
      const result = calculateMortgage({
        ...couple,
        annualIncome: 80_000,
        secondApplicantIncome: 0,
      });
      expect(result.monthlyNetIncome).toBe(4_746.45);
      expect(result.paymentToIncomeRatio).toBe(42.1578); // 2,001.00 / 4,746.45
      expect(result.affordabilityRating).toBe("high");
      expect(result.secondApplicantMonthlyNet).toBe(0);
    });

    it("the stress test limits the lender's loan when the expenses are high", () => {
      const result = calculateMortgage({ ...couple, monthlyExpenses: 3_000 });
      // available 5,366.42 − 3,000 = 2,366.42
      expect(result.availableForMortgage).toBe(2_366.42);
      expect(result.budgetLoan).toBe(425_743.38); // 2,366.42 × 179.910321…
      expect(result.maxMortgage).toBe(360_000); // the spec's figure: the cap, below 425,743.38
      expect(result.stressedMonthlyPayment).toBe(2_660.37); // above the 2,366.42 budget
      expect(result.stressedBudgetLoan).toBe(320_223.03); // 2,366.42 × 135.319612…
      expect(result.lenderMaxMortgage).toBe(320_223.03);
      expect(result.limitedBy).toBe("stressTest");
    });

    it("says the budget limits the loan when the expenses take all of the take-home", () => {
      const result = calculateMortgage({ ...couple, monthlyExpenses: 6_000 });
      expect(result.availableForMortgage).toBe(0);
      expect(result.incomeMultipleCap).toBe(360_000);
      expect(result.budgetLoan).toBe(0);
      expect(result.stressedBudgetLoan).toBe(0);
      expect(result.lenderMaxMortgage).toBe(0);
      expect(result.limitedBy).toBe("budget");
    });

    it("a second income of 0 is one applicant: the same result as leaving it out", () => {
      const { secondApplicantIncome: _left, ...alone } = couple;
      expect(calculateMortgage({ ...alone, secondApplicantIncome: 0 })).toEqual(
        calculateMortgage(alone),
      );
    });

    it("names the second applicant's income in its messages", () => {
      expect(() => calculateMortgage({ ...couple, secondApplicantIncome: -1 })).toThrow(
        expect.objectContaining({
          issues: [
            {
              path: ["secondApplicantIncome"],
              message: "Second applicant's income must be positive",
            },
          ],
        }),
      );
      expect(() => calculateMortgage({ ...couple, secondApplicantIncome: -1 })).toThrow(
        "Second applicant's income must be positive",
      );
      expect(() => calculateMortgage({ ...couple, secondApplicantIncome: 0.001 })).toThrow(
        "Second applicant's income must be in pounds and pence (at most 2 decimal places)",
      );
    });
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
