import { describe, expect, it } from "vitest";
import { DEFAULT_TAX_YEAR, TAX_YEARS, TAX_YEAR_IDS, getTaxYear } from "./index.js";
import type { TaxYearId } from "./index.js";
import { ValidationError } from "../validation-error.js";
import type { TaxBand } from "./tax-year-rates.js";

/** Every number anywhere in a data block that is called `rate`/`…Rate` must be a fraction. */
function rates(value: unknown, path: string, out: [string, number][] = []): [string, number][] {
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (typeof inner === "number" && /rate$/i.test(key)) out.push([at, inner]);
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
    if (typeof record.source !== "string" || record.source.length < 10) missing.push(key);
  }
  return missing;
}

function ascending(bands: readonly TaxBand[]): boolean {
  const limits = bands.map((band) => band.upTo ?? Number.POSITIVE_INFINITY);
  return (
    limits.every((limit, index) => index === 0 || limit > (limits[index - 1] ?? 0)) &&
    bands.at(-1)?.upTo === null
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

  it("has NI thresholds in order: LEL < PT < UEL, and ST above zero and below the PT", () => {
    // The ST's place against the LEL changes by year (2024/25 £9,100 > LEL £6,396; from 2025/26
    // £5,000 < LEL): the per-year checks below pin it.
    const ni = year.nationalInsurance;
    expect(ni.lowerEarningsLimit).toBeLessThan(ni.primaryThreshold);
    expect(ni.primaryThreshold).toBeLessThan(ni.upperEarningsLimit);
    expect(ni.secondaryThreshold).toBeGreaterThan(0);
    expect(ni.secondaryThreshold).toBeLessThan(ni.primaryThreshold);
  });

  it("has the same order of NI thresholds in every pay period, and the ST on the LEL's side as a year", () => {
    const ni = year.nationalInsurance;
    const stBelowLel = ni.secondaryThreshold < ni.lowerEarningsLimit;
    for (const period of Object.values(year.payroll.nationalInsurance.periodThresholds)) {
      expect(period.lowerEarningsLimit).toBeLessThan(period.primaryThreshold);
      expect(period.primaryThreshold).toBeLessThan(period.upperEarningsLimit);
      expect(period.secondaryThreshold).toBeGreaterThan(0);
      expect(period.secondaryThreshold).toBeLessThan(period.primaryThreshold);
      expect(period.secondaryThreshold < period.lowerEarningsLimit).toBe(stBelowLel);
    }
  });

  it("has a weekly LEL that is the annual LEL ÷ 52", () => {
    expect(
      year.payroll.nationalInsurance.periodThresholds.weekly.lowerEarningsLimit *
        year.payPeriods.weekly,
    ).toBe(year.nationalInsurance.lowerEarningsLimit);
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
        Math.abs(plan.monthlyThreshold * year.payPeriods.monthly - plan.annualThreshold),
      ).toBeLessThan(1);
      expect(
        Math.abs(plan.weeklyThreshold * year.payPeriods.weekly - plan.annualThreshold),
      ).toBeLessThan(1);
    }
  });

  it("has a childcare voucher exemption of 52 weekly exemptions", () => {
    expect(year.childcareVouchers.weeklyExemption * year.payPeriods.weekly).toBe(
      year.childcareVouchers.annualExemption,
    );
  });

  it("has a standard tax code worth the personal allowance", () => {
    expect(year.incomeTax.standardCodeNumber * year.incomeTax.codeMultiplier).toBe(
      year.incomeTax.personalAllowance,
    );
  });
});

/** Scottish taxable-income limits of a year, lowest band first (null = no upper limit). */
function scottishLimits(id: "2024-25" | "2025-26" | "2026-27") {
  return getTaxYear(id).incomeTax.bands.scotland.map((band) => band.upTo);
}

/**
 * 2024/25, checked against:
 * - https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025 (PAYE, Class 1 NI
 *   annual, weekly and monthly thresholds, employer rate, Employment Allowance, student loans)
 * - https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year (Scottish bands)
 * - https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying (Plan 5 from April 2026)
 * - https://www.gov.uk/tax-on-dividends (8.75 / 33.75 / 39.35 %)
 * - https://www.twpaccounting.co.uk/specialist-tax-news/national-insurance-for-the-self-employed/
 *   (Class 2 small profits threshold £6,725, voluntary £3.45 a week)
 * - https://parallelparliament.co.uk/question/38945/visual-impairment-tax-allowances (blind
 *   person's allowance £3,070 for 2024-25)
 */
describe("2024/25 figures", () => {
  const year = getTaxYear("2024-25");
  it("has the 2024/25 Scottish limits", () => {
    expect(scottishLimits("2024-25")).toEqual([2_306, 13_991, 31_092, 62_430, 125_140, null]);
  });
  it("has employer NI at 13.8 % over £9,100 (£175 a week, £758 a month), above the LEL", () => {
    const ni = year.nationalInsurance;
    expect(ni.employerRate).toBe(0.138);
    expect(ni.secondaryThreshold).toBe(9_100);
    expect(ni.lowerEarningsLimit).toBe(6_396);
    expect(ni.secondaryThreshold).toBeGreaterThan(ni.lowerEarningsLimit);
    expect(ni.employeeMainRate).toBe(0.08);
    expect(ni.employmentAllowance.amount).toBe(5_000);
    const periods = year.payroll.nationalInsurance.periodThresholds;
    expect(periods.weekly).toMatchObject({
      lowerEarningsLimit: 123,
      secondaryThreshold: 175,
      primaryThreshold: 242,
      upperEarningsLimit: 967,
    });
    // Fortnightly and four-weekly: HMRC's published figures (2 × and 4 × the weekly ones here).
    expect(periods.fortnightly).toMatchObject({
      lowerEarningsLimit: 246,
      secondaryThreshold: 350,
      primaryThreshold: 484,
      upperEarningsLimit: 1_934,
    });
    expect(periods["four-weekly"]).toMatchObject({
      lowerEarningsLimit: 492,
      secondaryThreshold: 700,
      primaryThreshold: 967,
      upperEarningsLimit: 3_867,
    });
    expect(periods.monthly).toMatchObject({
      lowerEarningsLimit: 533,
      secondaryThreshold: 758,
      primaryThreshold: 1_048,
      upperEarningsLimit: 4_189,
    });
    // Every category's employer rate is 13.8 %; H, M, V and Z pay 0 % up to their upper
    // secondary threshold (https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025).
    const categories = year.payroll.nationalInsurance.categories;
    for (const letter of ["A", "B", "C", "J"] as const)
      expect(categories[letter]).toMatchObject({
        employerMainRate: 0.138,
        employerUpperRate: 0.138,
      });
    for (const letter of ["H", "M", "V", "Z"] as const)
      expect(categories[letter]).toMatchObject({
        employerMainRate: 0,
        employerUpperRate: 0.138,
      });
  });
  it("has the 2024/25 loan thresholds, and no Plan 5 repayments", () => {
    const loans = year.studentLoans;
    expect(loans.plan1).toMatchObject({
      annualThreshold: 24_990,
      monthlyThreshold: 2_082.5,
      weeklyThreshold: 480.57,
    });
    expect(loans.plan2).toMatchObject({
      annualThreshold: 27_295,
      monthlyThreshold: 2_274.58,
      weeklyThreshold: 524.9,
    });
    expect(loans.plan4).toMatchObject({
      annualThreshold: 31_395,
      monthlyThreshold: 2_616.25,
      weeklyThreshold: 603.75,
    });
    expect(loans.postgraduate).toMatchObject({
      annualThreshold: 21_000,
      rate: 0.06,
    });
    expect(loans.plan5).toMatchObject({
      collected: false,
      note: "plan5-no-repayments-before-2026",
    });
  });
  it("has the 2024/25 dividend rates and allowances", () => {
    expect(year.dividends).toMatchObject({
      allowance: 500,
      basicRate: 0.0875,
      higherRate: 0.3375,
      additionalRate: 0.3935,
    });
    expect(year.incomeTax.blindPersonsAllowance.amount).toBe(3_070);
    expect(year.nationalInsurance.selfEmployed).toMatchObject({
      class2SmallProfitsThreshold: 6_725,
      class2VoluntaryWeeklyAmount: 3.45,
      class3WeeklyAmount: 17.45,
    });
  });
  it("has the 2024/25 State Pension, minimum wage and savings allowances", () => {
    // gov.uk benefit and pension rates 2024 to 2025; National Minimum Wage rates from 1 April 2024.
    expect(year.personalFinance.statePension).toMatchObject({
      newFullWeekly: 221.2,
      basicFullWeekly: 169.5,
      upratingRate: 0.085,
    });
    expect(year.personalFinance.minimumWage).toMatchObject({
      from: "2024-04-01",
      age21AndOver: 11.44,
      age18To20: 8.6,
      under18: 6.4,
      apprentice: 6.4,
    });
    expect(year.personalFinance.savings).toMatchObject({
      isaAllowance: 20_000,
      lifetimeIsaAllowance: 4_000,
      juniorIsaAllowance: 9_000,
      capitalGainsAnnualExemptAmount: 3_000,
    });
  });
});

/**
 * 2025/26, checked against:
 * - https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026
 * - https://www.gov.uk/scottish-income-tax (2025 to 2026 bands)
 * - https://www.gov.uk/tax-on-dividends
 */
describe("2025/26 figures", () => {
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
  it("has the 2025/26 loan thresholds, Plan 5's published threshold not collected, with its note", () => {
    const loans = year.studentLoans;
    expect(loans.plan2.annualThreshold).toBe(28_470);
    expect(loans.plan4.annualThreshold).toBe(32_745);
    expect(loans.plan5).toMatchObject({
      annualThreshold: 25_000,
      rate: 0.09,
      collected: false,
      note: "plan5-no-repayments-before-2026",
    });
  });
  it("has the 2025/26 State Pension, minimum wage and savings allowances", () => {
    expect(year.personalFinance.statePension).toMatchObject({
      newFullWeekly: 230.25,
      basicFullWeekly: 176.45,
      upratingRate: 0.041,
    });
    expect(year.personalFinance.minimumWage).toMatchObject({
      from: "2025-04-01",
      age21AndOver: 12.21,
      age18To20: 10,
      under18: 7.55,
      apprentice: 7.55,
    });
    expect(year.personalFinance.savings.isaAllowance).toBe(20_000);
  });
});

/**
 * 2026/27, checked against:
 * - Scottish Rate Resolution 2026-27, motion S6M-20844:
 *   https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844 (starter rate
 *   to £3,967, basic to £16,956)
 * - https://www.gov.uk/government/publications/changes-to-tax-rates-for-property-savings-and-dividend-income
 *   (dividend ordinary and upper rates +2 points from April 2026, additional unchanged)
 * - https://www.paypacket.io/guides/ni-rates-thresholds-2026-27.html and
 *   https://moneysoft.co.uk/support/new-for-2026-27 (Class 1 thresholds: LEL £129 a week, £559 a
 *   month, £6,708 a year; ST £96 a week, £417 a month, £5,000 a year; employer 15 %)
 * - https://www.which.co.uk/news/article/student-loan-changes-in-the-budget-what-you-need-to-know-abbem5B7SReV
 *   (Plan 1 £26,900, Plan 2 £29,385, Plan 4 £33,795, Plan 5 £25,000)
 * - https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying (Plan 5 from April 2026)
 * - https://www.bookkeepers.org.uk/resources/news/payroll/income-tax-allowance-and-thresholds/a/10512
 *   (blind person's allowance £3,250)
 */
describe("2026/27 figures", () => {
  const year = getTaxYear("2026-27");
  it("has the 2026/27 Scottish limits", () => {
    expect(scottishLimits("2026-27")).toEqual([3_967, 16_956, 31_092, 62_430, 125_140, null]);
  });
  it("has employer NI at 15 % over £5,000 (£96 a week, £417 a month), below the LEL", () => {
    const ni = year.nationalInsurance;
    expect(ni.employerRate).toBe(0.15);
    expect(ni.secondaryThreshold).toBe(5_000);
    expect(ni.lowerEarningsLimit).toBe(6_708);
    expect(ni.secondaryThreshold).toBeLessThan(ni.lowerEarningsLimit);
    expect(ni.employmentAllowance.amount).toBe(10_500);
    const periods = year.payroll.nationalInsurance.periodThresholds;
    expect(periods.weekly).toMatchObject({
      lowerEarningsLimit: 129,
      secondaryThreshold: 96,
      primaryThreshold: 242,
      upperEarningsLimit: 967,
    });
    expect(periods.fortnightly).toMatchObject({
      lowerEarningsLimit: 258,
      secondaryThreshold: 193,
      primaryThreshold: 484,
      upperEarningsLimit: 1_934,
    });
    expect(periods["four-weekly"]).toMatchObject({
      lowerEarningsLimit: 516,
      secondaryThreshold: 385,
      primaryThreshold: 967,
      upperEarningsLimit: 3_867,
    });
    expect(periods.monthly).toMatchObject({
      lowerEarningsLimit: 559,
      secondaryThreshold: 417,
      primaryThreshold: 1_048,
      upperEarningsLimit: 4_189,
    });
  });
  it("has the 2026/27 loan thresholds, with Plan 5 collected and no note", () => {
    const loans = year.studentLoans;
    expect(loans.plan1).toMatchObject({
      annualThreshold: 26_900,
      monthlyThreshold: 2_241.66,
      weeklyThreshold: 517.3,
    });
    expect(loans.plan2).toMatchObject({
      annualThreshold: 29_385,
      monthlyThreshold: 2_448.75,
      weeklyThreshold: 565.09,
    });
    expect(loans.plan4).toMatchObject({
      annualThreshold: 33_795,
      monthlyThreshold: 2_816.25,
      weeklyThreshold: 649.9,
    });
    expect(loans.plan5).toMatchObject({
      annualThreshold: 25_000,
      monthlyThreshold: 2_083.33,
      weeklyThreshold: 480.76,
      rate: 0.09,
      collected: true,
      note: null,
    });
    expect(loans.postgraduate).toMatchObject({
      annualThreshold: 21_000,
      rate: 0.06,
    });
  });
  it("has the 2026/27 dividend rates and allowances", () => {
    expect(year.dividends).toMatchObject({
      allowance: 500,
      basicRate: 0.1075,
      higherRate: 0.3575,
      additionalRate: 0.3935,
    });
    expect(year.incomeTax.blindPersonsAllowance.amount).toBe(3_250);
    expect(year.nationalInsurance.selfEmployed).toMatchObject({
      class2SmallProfitsThreshold: 7_105,
      class2VoluntaryWeeklyAmount: 3.65,
      class3WeeklyAmount: 18.4,
    });
  });
  it("has the 2026/27 State Pension, minimum wage and savings allowances", () => {
    // gov.uk benefit and pension rates 2026 to 2027 (4.8 %); minimum wage from 1 April 2026.
    expect(year.personalFinance.statePension).toMatchObject({
      newFullWeekly: 241.3,
      basicFullWeekly: 184.9,
      upratingRate: 0.048,
    });
    expect(year.personalFinance.minimumWage).toMatchObject({
      from: "2026-04-01",
      age21AndOver: 12.71,
      age18To20: 10.85,
      under18: 8,
      apprentice: 8,
    });
    // The cash ISA limit of £12,000 for under-65s starts in 2027/28: 2026/27 keeps £20,000.
    expect(year.personalFinance.savings.isaAllowance).toBe(20_000);
  });
});

describe("getTaxYear refuses anything but a supported year's id", () => {
  it.each(["2023-24", "__proto__", "constructor", "toString", "", "2025/26"])(
    "refuses %j with a ValidationError at taxYear",
    (id) => {
      let error: unknown;
      try {
        getTaxYear(id as TaxYearId);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        { path: ["taxYear"], message: "Tax year must be one of: 2024-25, 2025-26, 2026-27" },
      ]);
    },
  );

  it("gives 2025/26 by default and each year by its id", () => {
    expect(getTaxYear().id).toBe("2025-26");
    for (const id of TAX_YEAR_IDS) expect(getTaxYear(id).id).toBe(id);
  });
});

/**
 * Each year's State Pension is the year before's raised by that year's uprating, to the nearest
 * 5p, in pence: new 22,120 × 1.041 = 23,026.92 → 23,025; 23,025 × 1.048 = 24,130.2 → 24,130;
 * basic 16,950 × 1.041 = 17,644.95 → 17,645; 17,645 × 1.048 = 18,491.96 → 18,490.
 */
describe("State Pension uprating", () => {
  it.each([
    ["2024-25", "2025-26"],
    ["2025-26", "2026-27"],
  ] as const)("%s to %s follows the year's uprating", (from, to) => {
    const before = getTaxYear(from).personalFinance.statePension;
    const after = getTaxYear(to).personalFinance.statePension;
    const uprated = (weekly: number) =>
      (Math.round((Math.round(weekly * 100) * (1 + after.upratingRate)) / 5) * 5) / 100;
    expect(uprated(before.newFullWeekly)).toBe(after.newFullWeekly);
    expect(uprated(before.basicFullWeekly)).toBe(after.basicFullWeekly);
  });
});
