import { describe, expect, it } from "vitest";
import { TAX_YEAR_IDS, getTaxYear } from "./index.js";
import { yearDifferences } from "./year-differences.js";

const SCOTLAND = "incomeTax.bands.scotland";
const NI = "nationalInsurance";
const LOANS = "studentLoans";
const PERIODS = "payroll.nationalInsurance.periodThresholds";
const CATEGORIES = "payroll.nationalInsurance.categories";
const MONEY = "personalFinance";

describe("yearDifferences", () => {
  const year = getTaxYear("2025-26");

  it("finds no difference between a year and itself", () => {
    for (const id of TAX_YEAR_IDS)
      expect(yearDifferences(getTaxYear(id), getTaxYear(id))).toEqual([]);
  });

  it("ignores sources and the year's id, label and dates", () => {
    const renamed = {
      ...year,
      id: "2099-00",
      label: "2099/00",
      starts: "2099-04-06",
      ends: "2100-04-05",
      dividends: { ...year.dividends, source: "elsewhere" },
    };
    expect(yearDifferences(year, renamed)).toEqual([]);
  });

  it("places a band by its name, so a band added shows as that band alone", () => {
    const scotland = year.incomeTax.bands.scotland;
    const withExtraBand = {
      ...year,
      incomeTax: {
        ...year.incomeTax,
        bands: {
          ...year.incomeTax.bands,
          scotland: [
            ...scotland.slice(0, 1),
            { name: "lower", rate: 0.195, upTo: 5_000 },
            ...scotland.slice(1),
          ],
        },
      },
    };
    expect(yearDifferences(year, withExtraBand)).toEqual([
      { path: `${SCOTLAND}[lower].name`, before: undefined, after: "lower" },
      { path: `${SCOTLAND}[lower].rate`, before: undefined, after: 0.195 },
      { path: `${SCOTLAND}[lower].upTo`, before: undefined, after: 5_000 },
    ]);
  });
});

/**
 * From 2024/25 to 2025/26: employer NI up to 15 % over a £5,000 secondary threshold (below the
 * LEL), the Employment Allowance to £10,500, Scottish starter and basic limits, loan thresholds,
 * Plan 5's first repayments. Every figure below is as the year files write it.
 */
describe("2024/25 → 2025/26", () => {
  const differences = yearDifferences(getTaxYear("2024-25"), getTaxYear("2025-26"));

  it.each([
    // Income tax: Scottish starter and basic limits (taxable income), blind person's allowance.
    { path: `${SCOTLAND}[starter].upTo`, before: 2_306, after: 2_827 },
    { path: `${SCOTLAND}[basic].upTo`, before: 13_991, after: 14_921 },
    { path: "incomeTax.blindPersonsAllowance.amount", before: 3_070, after: 3_130 },
    // Class 1: the LEL rises; the secondary threshold falls below it; employer 13.8 % → 15 %.
    { path: `${NI}.lowerEarningsLimit`, before: 6_396, after: 6_500 },
    { path: `${NI}.secondaryThreshold`, before: 9_100, after: 5_000 },
    { path: `${NI}.employerRate`, before: 0.138, after: 0.15 },
    { path: `${NI}.class1A.rate`, before: 0.138, after: 0.15 },
    { path: `${NI}.employmentAllowance.amount`, before: 5_000, after: 10_500 },
    // Self-employed and voluntary contributions.
    { path: `${NI}.selfEmployed.class2SmallProfitsThreshold`, before: 6_725, after: 6_845 },
    { path: `${NI}.selfEmployed.class2VoluntaryWeeklyAmount`, before: 3.45, after: 3.5 },
    { path: `${NI}.selfEmployed.class3WeeklyAmount`, before: 17.45, after: 17.75 },
    // Student loans: annual, monthly and weekly thresholds; Plan 5 collected from April 2026.
    { path: `${LOANS}.plan1.annualThreshold`, before: 24_990, after: 26_065 },
    { path: `${LOANS}.plan1.monthlyThreshold`, before: 2_082.5, after: 2_172.08 },
    { path: `${LOANS}.plan1.weeklyThreshold`, before: 480.57, after: 501.25 },
    { path: `${LOANS}.plan2.annualThreshold`, before: 27_295, after: 28_470 },
    { path: `${LOANS}.plan2.monthlyThreshold`, before: 2_274.58, after: 2_372.5 },
    { path: `${LOANS}.plan2.weeklyThreshold`, before: 524.9, after: 547.5 },
    { path: `${LOANS}.plan4.annualThreshold`, before: 31_395, after: 32_745 },
    { path: `${LOANS}.plan4.monthlyThreshold`, before: 2_616.25, after: 2_728.75 },
    { path: `${LOANS}.plan4.weeklyThreshold`, before: 603.75, after: 629.71 },
    // Payroll: the LEL and ST in each pay period.
    // State Pension (triple lock 4.1 %) and the minimum wage from 1 April 2025; ISAs unchanged.
    // Child Benefit a week, eldest and each other child (uprated by CPI).
    { path: "childBenefit.eldestChildWeekly", before: 25.6, after: 26.05 },
    { path: "childBenefit.otherChildWeekly", before: 16.95, after: 17.25 },
    { path: `${MONEY}.statePension.newFullWeekly`, before: 221.2, after: 230.25 },
    { path: `${MONEY}.statePension.basicFullWeekly`, before: 169.5, after: 176.45 },
    { path: `${MONEY}.statePension.upratingRate`, before: 0.085, after: 0.041 },
    { path: `${MONEY}.minimumWage.from`, before: "2024-04-01", after: "2025-04-01" },
    { path: `${MONEY}.minimumWage.age21AndOver`, before: 11.44, after: 12.21 },
    { path: `${MONEY}.minimumWage.age18To20`, before: 8.6, after: 10 },
    { path: `${MONEY}.minimumWage.under18`, before: 6.4, after: 7.55 },
    { path: `${MONEY}.minimumWage.apprentice`, before: 6.4, after: 7.55 },
    { path: `${PERIODS}.weekly.lowerEarningsLimit`, before: 123, after: 125 },
    { path: `${PERIODS}.weekly.secondaryThreshold`, before: 175, after: 96 },
    { path: `${PERIODS}.fortnightly.lowerEarningsLimit`, before: 246, after: 250 },
    { path: `${PERIODS}.fortnightly.secondaryThreshold`, before: 350, after: 193 },
    { path: `${PERIODS}.four-weekly.lowerEarningsLimit`, before: 492, after: 500 },
    { path: `${PERIODS}.four-weekly.secondaryThreshold`, before: 700, after: 385 },
    { path: `${PERIODS}.monthly.lowerEarningsLimit`, before: 533, after: 542 },
    { path: `${PERIODS}.monthly.secondaryThreshold`, before: 758, after: 417 },
  ])("lists $path: $before → $after", (difference) => {
    expect(differences).toContainEqual(difference);
  });

  it("lists every NI category's employer rate, 13.8 % → 15 % (H, M, V, Z stay 0 % to their UST)", () => {
    const categories = differences.filter((difference) => difference.path.startsWith(CATEGORIES));
    expect(categories.map((difference) => difference.path)).toEqual([
      `${CATEGORIES}.A.employerMainRate`,
      `${CATEGORIES}.A.employerUpperRate`,
      `${CATEGORIES}.B.employerMainRate`,
      `${CATEGORIES}.B.employerUpperRate`,
      `${CATEGORIES}.C.employerMainRate`,
      `${CATEGORIES}.C.employerUpperRate`,
      `${CATEGORIES}.H.employerUpperRate`,
      `${CATEGORIES}.J.employerMainRate`,
      `${CATEGORIES}.J.employerUpperRate`,
      `${CATEGORIES}.M.employerUpperRate`,
      `${CATEGORIES}.V.employerUpperRate`,
      `${CATEGORIES}.Z.employerUpperRate`,
    ]);
    for (const difference of categories)
      expect(difference).toMatchObject({ before: 0.138, after: 0.15 });
  });

  it("lists nothing else: 38 figures above and 12 category rates", () => {
    expect(differences).toHaveLength(50);
  });
});

/**
 * From 2025/26 to 2026/27: the whole list. The personal allowance, the rUK bands, the NI rates
 * and every threshold but the LEL stay as they are.
 */
describe("2025/26 → 2026/27", () => {
  it("lists every figure that changes", () => {
    expect(yearDifferences(getTaxYear("2025-26"), getTaxYear("2026-27"))).toEqual([
      { path: `${SCOTLAND}[starter].upTo`, before: 2_827, after: 3_967 },
      { path: `${SCOTLAND}[basic].upTo`, before: 14_921, after: 16_956 },
      { path: "incomeTax.blindPersonsAllowance.amount", before: 3_130, after: 3_250 },
      { path: `${NI}.lowerEarningsLimit`, before: 6_500, after: 6_708 },
      { path: `${NI}.selfEmployed.class2SmallProfitsThreshold`, before: 6_845, after: 7_105 },
      { path: `${NI}.selfEmployed.class2VoluntaryWeeklyAmount`, before: 3.5, after: 3.65 },
      { path: `${NI}.selfEmployed.class3WeeklyAmount`, before: 17.75, after: 18.4 },
      { path: `${LOANS}.plan1.annualThreshold`, before: 26_065, after: 26_900 },
      { path: `${LOANS}.plan1.monthlyThreshold`, before: 2_172.08, after: 2_241.66 },
      { path: `${LOANS}.plan1.weeklyThreshold`, before: 501.25, after: 517.3 },
      { path: `${LOANS}.plan2.annualThreshold`, before: 28_470, after: 29_385 },
      { path: `${LOANS}.plan2.monthlyThreshold`, before: 2_372.5, after: 2_448.75 },
      { path: `${LOANS}.plan2.weeklyThreshold`, before: 547.5, after: 565.09 },
      { path: `${LOANS}.plan4.annualThreshold`, before: 32_745, after: 33_795 },
      { path: `${LOANS}.plan4.monthlyThreshold`, before: 2_728.75, after: 2_816.25 },
      { path: `${LOANS}.plan4.weeklyThreshold`, before: 629.71, after: 649.9 },
      { path: `${LOANS}.plan5.collected`, before: false, after: true },
      { path: `${LOANS}.plan5.note`, before: "plan5-no-repayments-before-2026", after: null },
      { path: "dividends.basicRate", before: 0.0875, after: 0.1075 },
      { path: "dividends.higherRate", before: 0.3375, after: 0.3575 },
      { path: "childBenefit.eldestChildWeekly", before: 26.05, after: 27.05 },
      { path: "childBenefit.otherChildWeekly", before: 17.25, after: 17.9 },
      { path: `${MONEY}.statePension.newFullWeekly`, before: 230.25, after: 241.3 },
      { path: `${MONEY}.statePension.basicFullWeekly`, before: 176.45, after: 184.9 },
      { path: `${MONEY}.statePension.upratingRate`, before: 0.041, after: 0.048 },
      { path: `${MONEY}.minimumWage.from`, before: "2025-04-01", after: "2026-04-01" },
      { path: `${MONEY}.minimumWage.age21AndOver`, before: 12.21, after: 12.71 },
      { path: `${MONEY}.minimumWage.age18To20`, before: 10, after: 10.85 },
      { path: `${MONEY}.minimumWage.under18`, before: 7.55, after: 8 },
      { path: `${MONEY}.minimumWage.apprentice`, before: 7.55, after: 8 },
      { path: `${PERIODS}.weekly.lowerEarningsLimit`, before: 125, after: 129 },
      { path: `${PERIODS}.fortnightly.lowerEarningsLimit`, before: 250, after: 258 },
      { path: `${PERIODS}.four-weekly.lowerEarningsLimit`, before: 500, after: 516 },
      { path: `${PERIODS}.monthly.lowerEarningsLimit`, before: 542, after: 559 },
    ]);
  });
});
