import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateSalary } from "../take-home/take-home.js";
import type { SalaryInput, SalaryResult } from "../take-home/take-home.schema.js";
import { TAX_YEAR_IDS } from "../tax-years/index.js";
import type { TaxYearId } from "../tax-years/index.js";
import { getAdjustedNetIncomeCliffs } from "./cliffs.js";
import { ValidationError } from "../validation-error.js";

// Figures worked by hand from the year files: personal allowance £12,570 (less £1 for each £2 of
// adjusted net income over £100,000); rUK bands 20 % to £37,700 of taxable income, 40 % to
// £125,140, then 45 %; Child Benefit a week £25.60 / £16.95 (2024/25), £26.05 / £17.25 (2025/26),
// £27.05 / £17.90 (2026/27) for the eldest / each other child, × 52; the charge 1 % per £200 over
// £60,000; dividend rates 8.75 / 33.75 % (2025/26) and 10.75 / 35.75 % (2026/27) after a £500
// allowance; savings: £5,000 starting rate, then £1,000 / £500 / £0 personal savings allowance;
// Blind Person's Allowance £3,250 (2026/27); the property allowance £1,000.

/** The result's issues of an input calculateSalary refuses. */
function issuesOf(input: SalaryInput): { path: (string | number)[]; message: string }[] {
  try {
    calculateSalary(input);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe("Child Benefit and the High Income Child Benefit Charge in the take-home", () => {
  it("£70,000, England, 2025/26, 2 children: benefit (26.05 + 17.25) × 52 = £2,251.60; 50 % of £2,251 = £1,125.50 → £1,125, collected outside payroll", () => {
    const result = calculateSalary({
      grossSalary: 70_000,
      childBenefitChildren: 2,
      taxYear: "2025-26",
    });
    expect(result).toMatchObject({
      adjustedNetIncome: 70_000,
      childBenefit: 2_251.6,
      childBenefitChargedTo: "you",
      highIncomeChildBenefitCharge: 1_125,
      totalIncomeTax: 15_432,
      taxThroughPayroll: 15_432,
      payTaxAdjustment: 0,
      taxOutsidePayroll: 1_125,
      // Take-home 70,000 − 15,432 − NI 3,410.60 = 51,157.40; + 2,251.60 − 1,125.
      netAnnual: 51_157.4,
      yearNetIncome: 52_284,
    });
    expect(result.notes).toContain("child-benefit-charge-assumes-higher-income");
  });

  it("£85,000, 2026/27, 1 child: £27.05 × 52 = £1,406.60, all of it charged from £80,000: £1,406", () => {
    expect(
      calculateSalary({ grossSalary: 85_000, childBenefitChildren: 1, taxYear: "2026-27" }),
    ).toMatchObject({ childBenefit: 1_406.6, highIncomeChildBenefitCharge: 1_406 });
  });

  it("2024/25, 3 children at £65,000: (25.60 + 2 × 16.95) × 52 = £3,094; 25 % of £3,094 = £773.50 → £773", () => {
    expect(
      calculateSalary({ grossSalary: 65_000, childBenefitChildren: 3, taxYear: "2024-25" }),
    ).toMatchObject({ childBenefit: 3_094, highIncomeChildBenefitCharge: 773 });
  });

  it("the partner's higher income carries the charge: 75 % of £2,251 = £1,688.25 → £1,688, not in your tax", () => {
    const result = calculateSalary({
      grossSalary: 70_000,
      childBenefitChildren: 2,
      partnerAdjustedNetIncome: 75_000,
      taxYear: "2025-26",
    });
    expect(result).toMatchObject({
      childBenefitChargedTo: "partner",
      highIncomeChildBenefitCharge: 1_688,
      taxOutsidePayroll: 0,
      // The household keeps the benefit less the partner's charge: 51,157.40 + 2,251.60 − 1,688.
      yearNetIncome: 51_721,
    });
    expect(result.notes).not.toContain("child-benefit-charge-assumes-higher-income");
  });

  it("a relief-at-source pension lowers adjusted net income by its gross: £75,000 with 5 % (£3,750) → £71,250: 56 % of £2,251 = £1,260.56 → £1,260", () => {
    const result = calculateSalary({
      grossSalary: 75_000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      childBenefitChildren: 2,
      taxYear: "2025-26",
    });
    expect(result).toMatchObject({
      adjustedNetIncome: 71_250,
      highIncomeChildBenefitCharge: 1_260,
    });
    // Outside payroll: the charge, less the higher-rate relief (3,750 × 20 % = £750) PAYE missed.
    expect(result.payTaxAdjustment).toBe(-750);
    expect(result.taxOutsidePayroll).toBe(1_260 - 750);
  });
});

describe("savings, dividends and property income beside pay", () => {
  it("£60,000 salary + £2,000 interest, 2025/26: £500 allowance (higher rate), 1,500 × 40 % = £600", () => {
    expect(
      calculateSalary({ grossSalary: 60_000, savingsInterest: 2_000, taxYear: "2025-26" }),
    ).toMatchObject({
      adjustedNetIncome: 62_000,
      savingsTax: 600,
      totalIncomeTax: 11_432 + 600,
      taxThroughPayroll: 11_432,
      taxOutsidePayroll: 600,
    });
  });

  it("£15,000 salary + £10,000 interest, 2025/26: starting rate 5,000 − 2,430 = £2,570 at 0 %, £1,000 allowance, 6,430 × 20 % = £1,286", () => {
    const result = calculateSalary({
      grossSalary: 15_000,
      savingsInterest: 10_000,
      taxYear: "2025-26",
    });
    expect(result).toMatchObject({ savingsTax: 1_286, totalIncomeTax: 486 + 1_286 });
    // The year: take-home 15,000 − 486 − NI 194.40 = 14,319.60, + the interest, − its tax.
    expect(result.yearNetIncome).toBe(14_319.6 + 10_000 - 1_286);
  });

  it("£30,000 salary + £3,000 dividends: (3,000 − 500) × 8.75 % = £218.75 in 2025/26, × 10.75 % = £268.75 in 2026/27", () => {
    expect(
      calculateSalary({ grossSalary: 30_000, dividends: 3_000, taxYear: "2025-26" }).dividendTax,
    ).toBe(218.75);
    expect(
      calculateSalary({ grossSalary: 30_000, dividends: 3_000, taxYear: "2026-27" }).dividendTax,
    ).toBe(268.75);
  });

  it("the allowance left over goes where it saves most: against dividends, keeping £5,000 of interest in the 0 % starting rate", () => {
    // £10,000 salary leaves £2,570 of allowance. Against the interest first: dividends from
    // 2,430, 500 at 0 %, 19,500 × 8.75 % = £1,706.25. Against the dividends first: the £5,000 of
    // interest fills the starting rate band, dividends 17,430 from 5,000: 500 at 0 %,
    // 16,930 × 8.75 % = £1,481.375 → £1,481.38, £224.87 less.
    expect(
      calculateSalary({
        grossSalary: 10_000,
        savingsInterest: 5_000,
        dividends: 20_000,
        taxYear: "2025-26",
      }),
    ).toMatchObject({ savingsTax: 0, dividendTax: 1_481.38 });
  });

  it("Scottish pay, UK rates on savings and dividends: £50,000 + £3,000 interest + £5,000 dividends, 2026/27", () => {
    // Taxable non-savings 37,430 on the UK bands; all taxable income 45,430 passes £37,700, so
    // the savings allowance is £500 (37,430 → 37,930); the other 2,500 × 40 % = £1,000.
    // Dividends from 40,430: 500 at 0 %, 4,500 × 35.75 % = £1,608.75.
    expect(
      calculateSalary({
        grossSalary: 50_000,
        region: "scotland",
        taxCode: "S1257L",
        savingsInterest: 3_000,
        dividends: 5_000,
        taxYear: "2026-27",
      }),
    ).toMatchObject({ savingsTax: 1_000, dividendTax: 1_608.75 });
  });

  it("property income: receipts less the £1,000 allowance when it beats the expenses, taxed on top of pay", () => {
    // 2026/27 with Blind Person's Allowance: 12,570 + 3,250 = 15,820 of allowance; £8,000 of
    // rent with £500 of expenses: profits 8,000 − 1,000 = £7,000, in the basic band: £1,400.
    // The allowance PAYE did not give comes back: 3,250 × 20 % = £650.
    const result = calculateSalary({
      grossSalary: 40_000,
      propertyIncome: 8_000,
      propertyExpenses: 500,
      blindPersonsAllowance: true,
      taxYear: "2026-27",
    });
    expect(result).toMatchObject({
      propertyProfits: 7_000,
      propertyIncomeTax: 1_400,
      payTaxAdjustment: -650,
      taxOutsidePayroll: 750,
    });
    // The year: take-home 32,319.60 + rent 8,000 − expenses 500 − 750.
    expect(result.yearNetIncome).toBe(32_319.6 + 8_000 - 500 - 750);
  });

  it("property receipts of £1,000 or less are not taxed; above it, expenses come off when they are more", () => {
    const at = (propertyIncome: number, propertyExpenses: number) =>
      calculateSalary({
        grossSalary: 30_000,
        propertyIncome,
        propertyExpenses,
        taxYear: "2025-26",
      });
    expect(at(1_000, 0)).toMatchObject({ propertyProfits: 0, propertyIncomeTax: 0 });
    expect(at(5_000, 3_000)).toMatchObject({ propertyProfits: 2_000, propertyIncomeTax: 400 });
    expect(at(5_000, 6_000)).toMatchObject({ propertyProfits: 0, propertyIncomeTax: 0 });
  });

  it("other income, Gift Aid and Blind Person's Allowance need an allowance or K code, naming the field", () => {
    expect(issuesOf({ grossSalary: 30_000, taxCode: "BR", dividends: 100 })).toEqual([
      {
        path: ["dividends"],
        message:
          "Dividends can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not BR",
      },
    ]);
    // Each field given is named.
    expect(
      issuesOf({ grossSalary: 30_000, taxCode: "nt", savingsInterest: 1, giftAidDonations: 10 }),
    ).toEqual([
      {
        path: ["savingsInterest"],
        message:
          "Savings interest can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not NT",
      },
      {
        path: ["giftAidDonations"],
        message:
          "Gift Aid donations can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not NT",
      },
    ]);
    expect(issuesOf({ grossSalary: 30_000, childBenefitChildren: 1.5 })).toEqual([
      { path: ["childBenefitChildren"], message: "Children must be a whole number" },
    ]);
    // Children alone need no allowance: the charge depends on adjusted net income only.
    expect(
      calculateSalary({ grossSalary: 90_000, taxCode: "BR", childBenefitChildren: 1 })
        .highIncomeChildBenefitCharge,
    ).toBe(1_354);
  });
});

describe("the breakdown of other income", () => {
  it("shows the allowances and each band: £15,000 + £10,000 interest; £10,000 + £5,000 interest + £20,000 dividends", () => {
    const savings = calculateSalary({
      grossSalary: 15_000,
      savingsInterest: 10_000,
      includeBreakdown: true,
      taxYear: "2025-26",
    }).breakdown?.otherIncome.savings;
    expect(savings).toEqual({
      interest: 10_000,
      allowance: 0,
      startingRate: 2_570,
      personalSavingsAllowance: 1_000,
      personalSavingsAllowanceUsed: 1_000,
      // Above 2,430 + 2,570 + 1,000 = 6,000 of taxable income, in the basic band.
      bands: [{ rate: 0.2, from: 0, to: 37_700, taxable: 6_430, tax: 1_286 }],
      tax: 1_286,
    });
    const other = calculateSalary({
      grossSalary: 10_000,
      savingsInterest: 5_000,
      dividends: 20_000,
      includeBreakdown: true,
      taxYear: "2025-26",
    }).breakdown?.otherIncome;
    expect(other?.allowanceLeft).toBe(2_570);
    expect(other?.savings).toMatchObject({ allowance: 0, startingRate: 5_000, tax: 0 });
    expect(other?.dividends).toEqual({
      dividends: 20_000,
      allowance: 2_570,
      dividendAllowance: 500,
      bands: [{ rate: 0.0875, from: 0, to: 37_700, taxable: 16_930, tax: 1_481.38 }],
      tax: 1_481.38,
    });
  });
});

describe("Gift Aid and the tax outside payroll", () => {
  it("£60,000 salary, £4,000 Gift Aid paid, 2025/26: gross £5,000 extends the basic band to £42,700: 8,540 + 4,730 × 40 % = £10,432, £1,000 back outside payroll", () => {
    expect(
      calculateSalary({ grossSalary: 60_000, giftAidDonations: 4_000, taxYear: "2025-26" }),
    ).toMatchObject({
      adjustedNetIncome: 55_000,
      totalIncomeTax: 10_432,
      taxThroughPayroll: 11_432,
      payTaxAdjustment: -1_000,
      taxOutsidePayroll: -1_000,
      // Take-home 45,357.40, less the £4,000 given, plus the £1,000 back.
      yearNetIncome: 42_357.4,
    });
  });

  it("Gift Aid keeps a saver in the basic rate band for the savings allowance: £50,000 + £1,000 interest", () => {
    // Without: taxable 37,430 + 1,000 = 38,430 passes £37,700: £500 allowance, then 500 × 40 % =
    // £200. With £800 given (£1,000 gross) the limit is £38,700: £1,000 allowance, no tax.
    const base = { grossSalary: 50_000, savingsInterest: 1_000, taxYear: "2025-26" } as const;
    expect(calculateSalary(base).savingsTax).toBe(200);
    expect(calculateSalary({ ...base, giftAidDonations: 800 })).toMatchObject({
      savingsTax: 0,
      payTaxAdjustment: 0,
    });
  });
});

describe("childcare support and what brings adjusted net income under each cliff", () => {
  it("£100,001 with 1 child: Tax-Free Childcare and the funded hours are lost; £1 gross (80p of Gift Aid) restores them", () => {
    const result = calculateSalary({
      grossSalary: 100_001,
      childBenefitChildren: 1,
      includeStayUnder: true,
      taxYear: "2025-26",
    });
    expect(result.childcareSupport).toEqual({
      lost: true,
      yourIncomeOverLimit: 1,
      partnerIncomeOverLimit: 0,
      taxFreeChildcareAtStake: 2_000,
    });
    const cliff = result.toStayUnder?.find((row) => row.adjustedNetIncome === 100_000);
    expect(cliff).toMatchObject({
      excess: 1,
      // 0.01 % of £100,001 is the smallest percentage: £10.0001 gross, to the pot at £10.
      pensionContribution: 0.01,
      extraPension: 10,
      childcareSupportSaved: 2_000,
      giftAidDonation: 0.8,
    });
    expect(
      calculateSalary({
        grossSalary: 100_001,
        childBenefitChildren: 1,
        giftAidDonations: 0.8,
        taxYear: "2025-26",
      }).childcareSupport.lost,
    ).toBe(false);
  });

  it("£70,000 with 2 children, 2025/26: 14.29 % of pension (£10,003 gross) reaches £60,000, saving 40 % tax and the £1,125 charge", () => {
    const result = calculateSalary({
      grossSalary: 70_000,
      childBenefitChildren: 2,
      includeStayUnder: true,
      taxYear: "2025-26",
    });
    // 10,000 / 70,000 = 14.2857 % → 14.29 %: 70,000 × 14.29 % = £10,003.
    expect(result.toStayUnder).toEqual([
      {
        reasons: ["child-benefit-charge-starts"],
        adjustedNetIncome: 60_000,
        excess: 10_000,
        pensionContribution: 14.29,
        extraPension: 10_003,
        // Net pay: 10,003 less 40 % tax (4,001.20) less the charge (1,125).
        takeHomeCost: 10_003 - 4_001.2 - 1_125,
        taxSaved: 4_001.2,
        chargeSaved: 1_125,
        childcareSupportSaved: 0,
        // Gift Aid: £8,000 paid is £10,000 gross; back: 10,000 × 20 % higher-rate relief + the charge.
        giftAidDonation: 8_000,
        giftAidCost: 8_000 - 2_000 - 1_125,
      },
    ]);
    // The pension applied reaches the cliff.
    expect(
      calculateSalary({
        grossSalary: 70_000,
        childBenefitChildren: 2,
        pensionContribution: 14.29,
        taxYear: "2025-26",
      }),
    ).toMatchObject({ adjustedNetIncome: 59_997, highIncomeChildBenefitCharge: 0 });
  });

  it("lists each year's cliffs with their reasons", () => {
    expect(getAdjustedNetIncomeCliffs("2026-27")).toEqual([
      {
        adjustedNetIncome: 60_000,
        reasons: ["child-benefit-charge-starts"],
        withChildrenOnly: true,
      },
      { adjustedNetIncome: 80_000, reasons: ["child-benefit-charge-full"], withChildrenOnly: true },
      {
        adjustedNetIncome: 100_000,
        reasons: ["allowance-taper-starts", "childcare-support-lost"],
        withChildrenOnly: false,
      },
      // 100,000 + 12,570 × 2.
      { adjustedNetIncome: 125_140, reasons: ["no-personal-allowance"], withChildrenOnly: false },
    ]);
    expect(() => getAdjustedNetIncomeCliffs("2023-24" as TaxYearId)).toThrow(ValidationError);
  });

  it("no rows without includeStayUnder, and none under the lowest cliff", () => {
    expect(calculateSalary({ grossSalary: 130_000 }).toStayUnder).toBeUndefined();
    expect(
      calculateSalary({ grossSalary: 55_000, childBenefitChildren: 2, includeStayUnder: true })
        .toStayUnder,
    ).toEqual([]);
    // Without children only the £100,000 and £125,140 cliffs count.
    expect(
      calculateSalary({ grossSalary: 130_000, includeStayUnder: true }).toStayUnder?.map(
        (row) => row.adjustedNetIncome,
      ),
    ).toEqual([100_000, 125_140]);
  });

  it("the year's marginal rate counts the charge: 40 % + 2 % NI + 1 % of £2,251 per £200 at £70,000 with 2 children", () => {
    // The charge rises £22.51 for each £200: 11.255 %; 42 % + 11.255 % = 53.255 % → 0.5326.
    const result = calculateSalary({
      grossSalary: 70_000,
      childBenefitChildren: 2,
      taxYear: "2025-26",
    });
    expect(result.marginalRate).toBe(0.42);
    expect(result.yearMarginalRate).toBe(0.5326);
    // Savings above pay: £200 more pay pushes £200 of interest out of the starting rate (+20 %).
    expect(
      calculateSalary({ grossSalary: 15_000, savingsInterest: 10_000, taxYear: "2025-26" })
        .yearMarginalRate,
    ).toBe(0.48);
  });
});

/** A take-home with household inputs, any year. */
const householdInput = fc.record({
  grossSalary: fc.integer({ min: 0, max: 20_000_000 }).map((pence) => pence / 100),
  taxYear: fc.constantFrom(...TAX_YEAR_IDS),
  region: fc.constantFrom("england", "scotland", "wales", "northern-ireland" as const),
  pensionContribution: fc.integer({ min: 0, max: 1_500 }).map((bp) => bp / 100),
  pensionMethod: fc.constantFrom("net-pay", "relief-at-source", "salary-sacrifice" as const),
  childBenefitChildren: fc.integer({ min: 0, max: 4 }),
  partnerAdjustedNetIncome: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
  savingsInterest: fc.integer({ min: 0, max: 3_000_000 }).map((pence) => pence / 100),
  dividends: fc.integer({ min: 0, max: 3_000_000 }).map((pence) => pence / 100),
  propertyIncome: fc.integer({ min: 0, max: 3_000_000 }).map((pence) => pence / 100),
  propertyExpenses: fc.integer({ min: 0, max: 500_000 }).map((pence) => pence / 100),
  giftAidDonations: fc.integer({ min: 0, max: 500_000 }).map((pence) => pence / 100),
  blindPersonsAllowance: fc.boolean(),
});

type HouseholdCase = typeof householdInput extends fc.Arbitrary<infer T> ? T : never;

/** The input, its region's standard code. */
function salaryInputOf(value: HouseholdCase): SalaryInput {
  return { ...value, taxCode: value.region === "scotland" ? "S1257L" : "1257L" };
}

/** Pence of a result's pounds, so sums compare exactly. */
const pence = (pounds: number) => Math.round(pounds * 100);

/** Your charge: the charge when it is yours. */
function yourCharge(result: SalaryResult): number {
  return result.childBenefitChargedTo === "you" ? result.highIncomeChildBenefitCharge : 0;
}

describe("properties, every year", () => {
  it("payroll + outside payroll = the year's income tax + your charge; the charge never exceeds the benefit; the year's money reconciles", () => {
    fc.assert(
      fc.property(householdInput, (value) => {
        const result = calculateSalary(salaryInputOf(value));
        expect(pence(result.taxThroughPayroll) + pence(result.taxOutsidePayroll)).toBe(
          pence(result.totalIncomeTax) + pence(yourCharge(result)),
        );
        expect(result.highIncomeChildBenefitCharge).toBeLessThanOrEqual(result.childBenefit);
        const partnersCharge = result.highIncomeChildBenefitCharge - yourCharge(result);
        expect(pence(result.yearNetIncome)).toBe(
          pence(result.payslipNetAnnual) +
            pence(value.propertyIncome) -
            pence(value.propertyExpenses) +
            pence(value.savingsInterest) +
            pence(value.dividends) +
            pence(result.childBenefit) -
            pence(partnersCharge) -
            pence(value.giftAidDonations) -
            pence(result.taxOutsidePayroll),
        );
      }),
      { numRuns: 400 },
    );
  });

  it("adding savings, dividends or property income never lowers the year's income tax", () => {
    fc.assert(
      fc.property(
        householdInput,
        fc.constantFrom("savingsInterest", "dividends", "propertyIncome" as const),
        fc.integer({ min: 1, max: 2_000_000 }),
        (value, field, extraPence) => {
          const before = calculateSalary(salaryInputOf(value));
          const after = calculateSalary(
            salaryInputOf({ ...value, [field]: (pence(value[field]) + extraPence) / 100 }),
          );
          expect(after.totalIncomeTax).toBeGreaterThanOrEqual(before.totalIncomeTax);
          expect(after.adjustedNetIncome).toBeGreaterThanOrEqual(before.adjustedNetIncome);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("each row's pension percentage is the smallest that brings adjusted net income to its cliff", () => {
    fc.assert(
      fc.property(householdInput, (value) => {
        const input = { ...salaryInputOf(value), grossSalary: value.grossSalary + 60_000 };
        const rows = calculateSalary({ ...input, includeStayUnder: true }).toStayUnder ?? [];
        for (const row of rows) {
          if (row.pensionContribution === null) continue;
          const at = calculateSalary({ ...input, pensionContribution: row.pensionContribution });
          expect(at.adjustedNetIncome).toBeLessThanOrEqual(row.adjustedNetIncome);
          const below = Math.round(row.pensionContribution * 100 - 1) / 100;
          if (below >= value.pensionContribution)
            expect(
              calculateSalary({ ...input, pensionContribution: below }).adjustedNetIncome,
            ).toBeGreaterThan(row.adjustedNetIncome);
        }
      }),
      { numRuns: 60 },
    );
  });
});
