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

describe("compareContractor: the IR35 choice", () => {
  // £550 a day × 220 days = £121,000 in 2026/27, the spec's employee (net 32,228.70 as above).
  const AT_550 = {
    ...SPEC_DEFAULTS,
    contractorDailyRate: 550,
    taxYear: "2026-27",
  } as const;
  const outside = compareContractor(AT_550);

  it("outside IR35 by default: the comparison is of the limited company, as before", () => {
    // Outside: profit 121,000 − 5,000 − 12,570 − 1,135.50 = 102,294.50; CT 25 % × 102,294.50 −
    // 3/200 × (250,000 − 102,294.50) = 25,573.625 − 2,215.5825 = 23,358.04; dividends 78,936.46;
    // dividend tax 37,200 × 10.75 % + (78,936.46 − 37,700) × 35.75 % = 3,999 + 14,742.03 =
    // 18,741.03; net 12,570 + 78,936.46 − 18,741.03 = 72,765.43.
    expect(outside.ir35Status).toBe("outside");
    expect(outside.contractor.netIncome).toBe(72_765.43);
    expect(outside.comparison.difference).toBe(40_536.73); // 72,765.43 − 32,228.70
    expect(compareContractor({ ...AT_550, ir35Status: "outside" })).toEqual(outside);
  });

  it("inside through an umbrella: every line, reconciling to the gross and to the net", () => {
    // s + 15 % × (s − 5,000) + 0.5 % × s ≤ 121,000: s = 121,750 / 1.155 = 105,411.2554…;
    // at 105,411.25 NI 15 % × 100,411.25 = 15,061.6875 → 15,061.69, levy 0.5 % × 105,411.25 =
    // 527.05625 → 527.06, total 121,000.00 (nothing unallocated).
    // Holiday pay: 105,411.25 / 1.1207 = 94,058.400… → 94,058.40 for work done; 11,352.85 holiday.
    // Tax: the allowance tapers by (105,411.25 − 100,000) / 2 = 2,705.62 → £2,705: 9,865;
    // taxable 95,546.25: 7,540 + 40 % × 57,846.25 = 30,678.50.
    // NI: 8 % × 37,700 + 2 % × 55,141.25 = 3,016 + 1,102.825 = 4,118.83.
    // Net 105,411.25 − 30,678.50 − 4,118.83 = 70,613.92.
    const inside = compareContractor({ ...AT_550, ir35Status: "inside-umbrella" });
    expect(inside.insideIR35).toEqual({
      grossIncome: 121_000,
      umbrellaMargin: 0,
      employerNationalInsurance: 15_061.69,
      apprenticeshipLevy: 527.06,
      employerPension: 0,
      unallocated: 0,
      grossSalary: 105_411.25,
      holidayPay: 11_352.85,
      incomeTax: 30_678.5,
      nationalInsurance: 4_118.83,
      netIncome: 70_613.92,
      // See "break-even" below.
      breakEvenDayRate: 579.73,
    });
    expect(inside.ir35Status).toBe("inside-umbrella");
    expect(inside.comparison).toEqual({
      difference: 38_385.22, // 70,613.92 − 32,228.70
      percentageIncrease: 119.1026, // 38,385.22 / 32,228.70 × 100 = 119.10259…
      monthlyDifference: 3_198.77, // 38,385.22 / 12 = 3,198.768…
    });
    // The choice moves only the comparison: the routes are worked out whatever it is.
    expect(inside.contractor).toEqual(outside.contractor);
    expect(inside.insideIR35).toEqual(outside.insideIR35);
  });

  it("inside through an umbrella with a £1,000 margin; with a margin and an employer pension", () => {
    // Margin only: 120,000 left; s = 120,750 / 1.155 = 104,545.4545… → 104,545.45: NI 15 % ×
    // 99,545.45 = 14,931.8175 → 14,931.82, levy 522.72725 → 522.73, total 120,000.00.
    // Holiday 104,545.45 − 104,545.45 / 1.1207 (93,285.848… → 93,285.85) = 11,259.60.
    // Tax: allowance 12,570 − 2,272 (4,545.45 / 2 = 2,272.72) = 10,298; taxable 94,247.45:
    // 7,540 + 40 % × 56,547.45 = 30,158.98. NI 3,016 + 2 % × 54,275.45 = 4,101.51.
    // Net 104,545.45 − 30,158.98 − 4,101.51 = 70,284.96.
    const margin = compareContractor({ ...AT_550, umbrellaMargin: 1_000 }).insideIR35;
    expect(margin).toMatchObject({
      umbrellaMargin: 1_000,
      employerNationalInsurance: 14_931.82,
      apprenticeshipLevy: 522.73,
      unallocated: 0,
      grossSalary: 104_545.45,
      holidayPay: 11_259.6,
      incomeTax: 30_158.98,
      nationalInsurance: 4_101.51,
      netIncome: 70_284.96,
    });
    // A margin costs the worker more, so the break-even rate rises.
    expect(margin.breakEvenDayRate).toBeGreaterThan(579.73);
    // £500 margin and a 4 % pension: 120,500 for 1.195 × s − 750: s = 121,250 / 1.195 =
    // 101,464.435…; at 101,464.43: NI 15 % × 96,464.43 = 14,469.6645 → 14,469.66, levy
    // 507.32215 → 507.32, pension 4,058.5772 → 4,058.58, total 120,499.99; at 101,464.44 NI
    // 14,469.666 → 14,469.67, total 120,500.01, too much: one penny is left unallocated.
    const pension = compareContractor({
      ...AT_550,
      umbrellaMargin: 500,
      umbrellaEmployerPension: 4,
    }).insideIR35;
    expect(pension).toMatchObject({
      umbrellaMargin: 500,
      employerNationalInsurance: 14_469.66,
      apprenticeshipLevy: 507.32,
      employerPension: 4_058.58,
      unallocated: 0.01,
      grossSalary: 101_464.43,
    });
  });

  it("inside on the client's payroll: tax and employee NI on all of the fee; employer NI and levy on top", () => {
    // Tax: allowance 12,570 − 10,500 (21,000 / 2) = 2,070; taxable 118,930: 7,540 + 40 % ×
    // 81,230 = 40,032. NI 3,016 + 2 % × 70,730 = 4,430.60. Net 121,000 − 40,032 − 4,430.60 =
    // 76,537.40. On top: employer NI 15 % × 116,000 = 17,400, levy 0.5 % × 121,000 = 605.
    const payroll = compareContractor({ ...AT_550, ir35Status: "inside-payroll" });
    expect(payroll.insidePayroll).toEqual({
      grossIncome: 121_000,
      incomeTax: 40_032,
      nationalInsurance: 4_430.6,
      netIncome: 76_537.4,
      employerNationalInsurance: 17_400,
      apprenticeshipLevy: 605,
      feePayerCost: 139_005, // 121,000 + 17,400 + 605
      breakEvenDayRate: 504.88,
    });
    expect(payroll.comparison.difference).toBe(44_308.7); // 76,537.40 − 32,228.70
  });

  it("break-even: the lowest inside day rate whose net reaches the net outside at £550", () => {
    // Umbrella at £579.73: gross 127,540.60; s = 128,290.60 / 1.155 = 111,074.11 (NI 15,911.12,
    // levy 555.37, total 127,540.60). Allowance 12,570 − 5,537 = 7,033; tax 7,540 + 40 % ×
    // 66,341.11 = 34,076.44; NI 3,016 + 2 % × 60,804.11 = 4,232.08; net 72,765.59 ≥ 72,765.43.
    // A penny less a day is 2.20 less gross, about 1.90 less salary, about 0.72 less net: short.
    expect(outside.insideIR35.breakEvenDayRate).toBe(579.73);
    const atUmbrella = (rate: number) =>
      compareContractor({ ...AT_550, contractorDailyRate: rate }).insideIR35.netIncome;
    expect(atUmbrella(579.73)).toBe(72_765.59);
    expect(atUmbrella(579.72)).toBeLessThan(72_765.43);
    // Payroll at £504.88: fee 111,073.60; allowance 12,570 − 5,536 = 7,034; tax 7,540 + 40 % ×
    // 66,339.60 = 34,075.84; NI 3,016 + 2 % × 60,803.60 = 4,232.07; net 72,765.69 ≥ 72,765.43;
    // at £504.87 (2.20 less at 62 %) about 72,764.85, short.
    expect(outside.insidePayroll.breakEvenDayRate).toBe(504.88);
    const atPayroll = (rate: number) =>
      compareContractor({ ...AT_550, contractorDailyRate: rate }).insidePayroll.netIncome;
    expect(atPayroll(504.88)).toBe(72_765.69);
    expect(atPayroll(504.87)).toBeLessThan(72_765.43);
  });

  it("break-even is null when no day rate the calculator accepts reaches the outside net", () => {
    // £100,000,000 for one day. Outside: profit about 99,986,000, 75 % left after corporation
    // tax, dividends taxed at most 39.35 %: net over 0.75 × 0.6065 × 99,986,000 ≈ 45,480,000.
    // Through an umbrella taking a £50,000,000 margin, even at the largest rate the salary is under
    // £50,000,000 and keeps under 55 % of it: under 27,500,000. On the payroll (no margin) the fee
    // is all salary and keeps about 53 %, so a rate under the largest reaches the outside net.
    const top = compareContractor({
      ...SPEC_DEFAULTS,
      contractorDailyRate: 100_000_000,
      contractorDaysPerYear: 1,
      contractorExpenses: 0,
      umbrellaMargin: 50_000_000,
      taxYear: "2026-27",
    });
    expect(top.contractor.netIncome).toBeGreaterThan(45_480_000);
    expect(top.insideIR35.breakEvenDayRate).toBeNull();
    expect(top.insidePayroll.breakEvenDayRate).toBeLessThan(100_000_000);
  });

  it("break-even with a fraction of a day stays within the day-rate limit (it used to search past 2^53 without end)", () => {
    // Found by the API's fuzz test: 4.58e-9 days allowed day rates up to £100,000,000 / days ≈
    // 2.2e16, past what a number holds exactly, and the bisection never closed. The day rate is a
    // money field (at most £100,000,000) as well, so that is the search's top.
    const tiny = compareContractor({
      employeeSalary: 12_384_755.45,
      employeePension: 4.4,
      employeeBonus: 19_655_176.42,
      contractorDailyRate: 58_864_124.52,
      contractorDaysPerYear: 4.581664656989876e-9,
      contractorExpenses: 0.11,
      directorSalary: 0.08,
      umbrellaMargin: 4_992_379.29,
      ir35Status: "inside-payroll",
      taxYear: "2024-25",
    });
    // Outside: gross 5,886,412,452p × 4.5817e-9 = 26.97p → 27p; salary 8p, expenses 11p, profit
    // 8p, corporation tax 19 % = 1.52p → 2p, dividends 6p (untaxed): net 8p + 6p = 14p.
    expect(tiny.contractor.netIncome).toBe(0.14);
    // On the payroll the fee is all take-home at this size: the lowest rate R (pence) with
    // R × 4.581664656989876e-9 ≥ 13.5 (rounding half up to 14p) is 13.5 / 4.5817e-9 =
    // 2,946,527,301.9 → 2,946,527,302p = £29,465,273.02.
    expect(tiny.insidePayroll.breakEvenDayRate).toBe(29_465_273.02);
    // Through the umbrella its £4,992,379.29 margin takes all of any gross up to £100,000,000 ×
    // 4.58e-9 days (46p): no rate reaches 14p.
    expect(tiny.insideIR35.breakEvenDayRate).toBeNull();
  });

  it("names the field for an unknown status", () => {
    expect(() =>
      compareContractor({
        ...SPEC_DEFAULTS,
        // @ts-expect-error an unknown status, as a caller could send
        ir35Status: "inside",
      }),
    ).toThrow("IR35 status must be one of: outside, inside-umbrella, inside-payroll");
  });
});
