import { describe, expect, it } from "vitest";
import { calculateSalary } from "../take-home/take-home.js";
import { compareContractor } from "./contractor.js";
import { contractorResultSchema } from "./contractor.schema.js";

const SPEC_DEFAULTS = {
  employeeSalary: 40_000,
  employeePension: 5,
  employeeBonus: 2_000,
  contractorDailyRate: 300,
  contractorDaysPerYear: 220,
  contractorExpenses: 5_000,
};

describe("compareContractor", () => {
  const result = compareContractor(SPEC_DEFAULTS);

  it("employee: salary + bonus, pension % of salary by net pay, England 1257L, as calculateSalary", () => {
    // pension 5% of 40,000 = 2,000; taxable 42,000 − 2,000 = 40,000: tax 20% × 27,430 = 5,486.
    // NI as a payroll deducts it with the bonus in one month (HMRC's period rounding): ten months
    // of £3,333.33 → (3,333.33 − 1,048) × 8% = 182.83 each = 1,828.30; the last month £3,333.37
    // → 182.83; the bonus month £5,333.33 → (4,189 − 1,048) × 8% + (5,333.33 − 4,189) × 2% =
    // 251.28 + 22.89 = 274.17; total 2,285.30 (2,354.40 on the annual thresholds).
    // net 42,000 − 2,000 − 5,486 − 2,285.30 = 32,228.70
    expect(result.employee).toEqual({
      totalGross: 42_000,
      incomeTax: 5_486,
      nationalInsurance: 2_285.3,
      pension: 2_000,
      studentLoan: 0,
      netIncome: 32_228.7,
    });
    // The same person through calculateSalary: the same figures (the pension as a fixed
    // amount, since calculateSalary's percentage is of salary and bonus alike).
    const salary = calculateSalary({ grossSalary: 40_000, bonus: 2_000 });
    expect(salary.nationalInsurance).toBe(2_285.3);
  });

  it("contractor outside IR35: salary £12,570, CT with small profits rate, dividends", () => {
    // gross 300 × 220 = 66,000; less 5,000 expenses, 12,570 salary, employer NI 7,570 × 15% = 1,135.50
    // profit 47,294.50 × 19% = 8,985.955 → 8,985.96; dividends 38,308.54
    // dividend tax: 500 at 0%, 37,200 × 8.75% = 3,255 + 608.54 × 33.75% = 205.38 → 3,460.38
    expect(result.contractor).toMatchObject({
      grossIncome: 66_000,
      directorSalary: 12_570,
      employerNationalInsurance: 1_135.5,
      nationalInsurance: 1_135.5,
      corporationTax: 8_985.96,
      dividends: 38_308.54,
      dividendTax: 3_460.38,
      personalAllowance: 12_570,
      netIncome: 47_418.16, // 12,570 + 38,308.54 − 3,460.38
    });
  });

  it("comparison: difference, percentage and monthly", () => {
    expect(result.comparison).toEqual({
      difference: 15_189.46, // 47,418.16 − 32,228.70
      percentageIncrease: 47.1302, // 15,189.46 / 32,228.70 × 100 = 47.13022…
      monthlyDifference: 1_265.79, // 15,189.46 / 12 = 1,265.788…
    });
    expect(contractorResultSchema.parse(result)).toEqual(result);
  });

  it("inside IR35: employer NI and levy come out of the gross, the rest taxed as salary", () => {
    // https://www.gov.uk/guidance/pay-apprenticeship-levy: 0.5 % of the pay bill, less a £15,000
    // allowance that is the employer's (the umbrella's, across its pay bill), not each worker's.
    // Largest s with s + 15 % × (s − 5,000) + 0.5 % × s ≤ 66,000, each rounded half-up:
    // s ≈ (66,000 + 750) / 1.155 = 57,792.2078; at 57,792.21: NI 15 % × 52,792.21 = 7,918.8315
    // → 7,918.83, levy 0.5 % × 57,792.21 = 288.96105 → 288.96, total 66,000.00; at 57,792.22
    // the total is 66,000.01.
    const inside = result.insideIR35;
    expect(inside).toMatchObject({
      grossSalary: 57_792.21,
      employerNationalInsurance: 7_918.83,
      apprenticeshipLevy: 288.96,
      umbrellaMargin: 0,
      employerPension: 0,
    });
    expect(inside.netIncome).toBe(calculateSalary({ grossSalary: inside.grossSalary }).netAnnual);
    // 2024/25: s + 13.8 % × (s − 9,100) + 0.5 % × s ≤ 66,000: s = 58,841.47 (NI 6,864.32,
    // levy 294.2074 → 294.21, total 66,000.00).
    expect(compareContractor({ ...SPEC_DEFAULTS, taxYear: "2024-25" }).insideIR35).toMatchObject({
      grossSalary: 58_841.47,
      employerNationalInsurance: 6_864.32,
      apprenticeshipLevy: 294.21,
    });
  });

  it("inside IR35: the umbrella's margin and employer pension come out of the gross too", () => {
    // £1,000 margin leaves 65,000 for s + 15 % × (s − 5,000) + 0.5 % × s + 3 % × s: s = 55,485.23
    // (NI 7,572.7845 → 7,572.78, levy 277.42615 → 277.43, pension 1,664.5569 → 1,664.56,
    // total 65,000.00; a penny more costs 65,000.01).
    expect(
      compareContractor({
        ...SPEC_DEFAULTS,
        umbrellaMargin: 1_000,
        umbrellaEmployerPension: 3,
      }).insideIR35,
    ).toMatchObject({
      grossIncome: 66_000,
      umbrellaMargin: 1_000,
      grossSalary: 55_485.23,
      employerNationalInsurance: 7_572.78,
      apprenticeshipLevy: 277.43,
      employerPension: 1_664.56,
    });
  });

  it("uses marginal relief between the limits and honours a chosen director salary", () => {
    const rich = compareContractor({
      ...SPEC_DEFAULTS,
      contractorDailyRate: 800,
      directorSalary: 5_000,
    });
    expect(rich.contractor.directorSalary).toBe(5_000);
    expect(rich.contractor.employerNationalInsurance).toBe(0);
    expect(rich.contractor.marginalRelief).toBeGreaterThan(0);
  });

  it("never pays more salary than the company earns", () => {
    const tiny = compareContractor({
      ...SPEC_DEFAULTS,
      contractorDailyRate: 10,
      contractorDaysPerYear: 100,
      contractorExpenses: 0,
    });
    expect(
      tiny.contractor.directorSalary + tiny.contractor.employerNationalInsurance,
    ).toBeLessThanOrEqual(1_000);
    expect(tiny.contractor.dividends).toBeGreaterThanOrEqual(0);
  });
});

describe("compareContractor limits", () => {
  it("rejects a year of day rates over £100m, naming contractorDailyRate", () => {
    expect(() =>
      compareContractor({
        ...SPEC_DEFAULTS,
        contractorDailyRate: 100_000_000,
        contractorDaysPerYear: 366,
      }),
    ).toThrow("Daily rate × days per year must be at most £100,000,000");
  });
});

describe("compareContractor with high dividends", () => {
  it("tapers the director's allowance on salary + dividends", () => {
    // £1,000 × 230 days = £230,000; salary 12,570; dividends push total income far above £125,140:
    // no personal allowance, so the salary pays 20 % on all of it: 12,570 × 20% = 2,514
    const rich = compareContractor({
      ...SPEC_DEFAULTS,
      contractorDailyRate: 1_000,
      contractorDaysPerYear: 230,
      contractorExpenses: 0,
    });
    expect(rich.contractor.personalAllowance).toBe(0);
    expect(rich.contractor.incomeTax).toBe(2_514);
  });
});
