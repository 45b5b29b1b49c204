import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareSalaries } from "../compare/compare.js";
import { PENSION_METHODS, REGIONS } from "../enumerations.js";
import { reverseCalculate } from "../reverse/reverse.js";
import { TAX_YEAR_IDS } from "../tax-years/index.js";
import { calculateSalary } from "./take-home.js";
import type { SalaryInput } from "./take-home.schema.js";

/**
 * Relief at source as the payslips take it. PAYE knows nothing of the contribution: the payslips'
 * income tax has no band extension (Finance Act 2004 s.192(4)) and the relief above the basic rate
 * is claimed (https://www.gov.uk/tax-on-your-private-pension/pension-tax-relief). Every expected
 * figure is worked out by hand below from the year's published bands.
 */
const RAS_5: SalaryInput = {
  grossSalary: 52_000,
  pensionContribution: 5,
  pensionMethod: "relief-at-source",
};

describe("payslip income tax and the relief at source to claim", () => {
  it("£52,000, 5 % relief at source, Plan 2 + postgraduate, England 2025/26: £346 to claim", () => {
    // Contribution 5 % × 52,000 = 2,600 gross; the member pays 80 % = 2,080.
    // Taxable income 52,000 − 12,570 = 39,430.
    // Payslip (no extension): 37,700 × 20 % = 7,540 + (39,430 − 37,700 = 1,730) × 40 % = 692 → 8,232.
    // With the extension (basic limit 37,700 + 2,600 = 40,300): 39,430 × 20 % = 7,886.
    // To claim: 8,232 − 7,886 = 346 (only 1,730 of the 2,600 was taxed at 40 %: 1,730 × 20 %).
    // NI: 37,700 × 8 % = 3,016 + 1,730 × 2 % = 34.60 → 3,050.60.
    // Plan 2: (52,000 − 28,470) × 9 % = 2,117.70; postgraduate: (52,000 − 21,000) × 6 % = 1,860.
    // Net after the claim: 52,000 − 7,886 − 3,050.60 − 3,977.70 − 2,080 = 35,005.70.
    // Payslip net: 35,005.70 − 346 = 34,659.70; a month: 34,659.70 / 12 = 2,888.3083 → 2,888.31.
    const result = calculateSalary({
      ...RAS_5,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      taxYear: "2025-26",
      includeBreakdown: true,
    });
    expect(result).toMatchObject({
      incomeTax: 7_886,
      netAnnual: 35_005.7,
      payslipIncomeTax: 8_232,
      reliefAtSourceClaim: 346,
      payslipNetAnnual: 34_659.7,
      payslipNetMonthly: 2_888.31,
    });
    expect(result.breakdown?.incomeTax).toMatchObject({
      bandExtension: 2_600,
      total: 7_886,
      payslipTotal: 8_232,
      reliefAtSourceClaim: 346,
    });
  });

  it("the same case in 2026/27: tax unchanged, loans on the new Plan 2 threshold", () => {
    // Bands and NI thresholds are frozen: payslip tax 8,232, with the extension 7,886, claim 346.
    // Plan 2: (52,000 − 29,385) × 9 % = 2,035.35; postgraduate 1,860.
    // Net: 52,000 − 7,886 − 3,050.60 − 3,895.35 − 2,080 = 35,088.05; payslip 34,742.05;
    // a month 34,742.05 / 12 = 2,895.1708 → 2,895.17.
    const result = calculateSalary({
      ...RAS_5,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      taxYear: "2026-27",
    });
    expect(result).toMatchObject({
      incomeTax: 7_886,
      netAnnual: 35_088.05,
      payslipIncomeTax: 8_232,
      reliefAtSourceClaim: 346,
      payslipNetAnnual: 34_742.05,
      payslipNetMonthly: 2_895.17,
    });
  });

  it("a contribution wholly in the higher band: £60,000 at 5 % claims 3,000 × 20 % = £600", () => {
    // Taxable 47,430. Payslip: 7,540 + 9,730 × 40 % = 3,892 → 11,432. Extended (basic to
    // 40,700): 40,700 × 20 % = 8,140 + 6,730 × 40 % = 2,692 → 10,832. Claim 600.
    const result = calculateSalary({ ...RAS_5, grossSalary: 60_000, taxYear: "2026-27" });
    expect(result).toMatchObject({
      incomeTax: 10_832,
      payslipIncomeTax: 11_432,
      reliefAtSourceClaim: 600,
    });
  });

  it("a basic-rate payer has nothing to claim: £30,000 at 5 %", () => {
    // Taxable 17,430 × 20 % = 3,486 either way. Net: 30,000 − 3,486 − 1,394.40 (17,430 × 8 %)
    // − 1,200 (80 % of 1,500) = 23,919.60, the same on the payslips.
    const result = calculateSalary({ ...RAS_5, grossSalary: 30_000, taxYear: "2025-26" });
    expect(result).toMatchObject({
      incomeTax: 3_486,
      payslipIncomeTax: 3_486,
      reliefAtSourceClaim: 0,
      netAnnual: 23_919.6,
      payslipNetAnnual: 23_919.6,
      payslipNetMonthly: 1_993.3,
    });
  });

  it("Scotland 2025/26, £52,000 at 5 %: 2,600 moved from 42 % to 20 % claims £572", () => {
    // Scottish bands on taxable income: starter to 2,827 (19 %), basic to 14,921 (20 %),
    // intermediate to 31,092 (21 %), higher to 62,430 (42 %). Taxable 39,430.
    // Payslip: 2,827 × 19 % = 537.13; 12,094 × 20 % = 2,418.80; 16,171 × 21 % = 3,395.91;
    // 8,338 × 42 % = 3,501.96 → 9,853.80.
    // Extended by 2,600 (basic to 17,521, intermediate to 33,692): 537.13; 14,694 × 20 % =
    // 2,938.80; 16,171 × 21 % = 3,395.91; 5,738 × 42 % = 2,409.96 → 9,281.80. Claim 572.00.
    const result = calculateSalary({ ...RAS_5, region: "scotland", taxYear: "2025-26" });
    expect(result).toMatchObject({
      incomeTax: 9_281.8,
      payslipIncomeTax: 9_853.8,
      reliefAtSourceClaim: 572,
    });
  });

  it("Scotland 2026/27, £52,000 at 5 %: the new starter and basic limits, still £572", () => {
    // Starter to 3,967, basic to 16,956. Payslip: 3,967 × 19 % = 753.73; 12,989 × 20 % =
    // 2,597.80; 14,136 × 21 % = 2,968.56; 8,338 × 42 % = 3,501.96 → 9,822.05. The extension
    // moves 2,600 from 42 % to 20 %: 9,822.05 − 572 = 9,250.05.
    const result = calculateSalary({ ...RAS_5, region: "scotland", taxYear: "2026-27" });
    expect(result).toMatchObject({
      incomeTax: 9_250.05,
      payslipIncomeTax: 9_822.05,
      reliefAtSourceClaim: 572,
    });
  });

  it("a Scottish intermediate-rate payer claims the 1 % above the scheme's 20 %: £35,000 → £17.50", () => {
    // 2025/26, taxable 22,430. Payslip: 537.13 + 2,418.80 + (22,430 − 14,921 = 7,509) × 21 %
    // = 1,576.89 → 4,532.82. Extended by 1,750 (5 % of 35,000): 537.13 + 13,844 × 20 % =
    // 2,768.80 + 5,759 × 21 % = 1,209.39 → 4,515.32. Claim 1,750 × 1 % = 17.50.
    const result = calculateSalary({
      ...RAS_5,
      grossSalary: 35_000,
      region: "scotland",
      taxYear: "2025-26",
    });
    expect(result).toMatchObject({
      incomeTax: 4_515.32,
      payslipIncomeTax: 4_532.82,
      reliefAtSourceClaim: 17.5,
    });
  });

  it("over £100,000 the claim also gives back the allowance the contribution restores", () => {
    // £110,000 at 5 %: contribution 5,500. Liability: adjusted net income 104,500, allowance
    // 12,570 − 2,250 = 10,320, taxable 99,680; basic to 43,200: 8,640 + 56,480 × 40 % = 22,592
    // → 31,232. Payslips: adjusted net income 110,000, allowance 7,570, taxable 102,430:
    // 7,540 + 64,730 × 40 % = 25,892 → 33,432. Claim 2,200 = 5,500 × 20 % + 2,750 × 40 %.
    const result = calculateSalary({ ...RAS_5, grossSalary: 110_000, taxYear: "2025-26" });
    expect(result).toMatchObject({
      incomeTax: 31_232,
      payslipIncomeTax: 33_432,
      reliefAtSourceClaim: 2_200,
    });
  });

  it("net pay and salary sacrifice take the relief on the payslip: nothing to claim", () => {
    // Net pay, Scotland 2025/26: taxable 52,000 − 2,600 − 12,570 = 36,830: 537.13 + 2,418.80
    // + 3,395.91 + 5,738 × 42 % = 2,409.96 → 8,761.80. Salary sacrifice, England: 36,830 × 20 %
    // = 7,366.
    const netPay = calculateSalary({
      ...RAS_5,
      pensionMethod: "net-pay",
      region: "scotland",
      taxYear: "2025-26",
    });
    expect(netPay).toMatchObject({
      incomeTax: 8_761.8,
      payslipIncomeTax: 8_761.8,
      reliefAtSourceClaim: 0,
    });
    expect(netPay.payslipNetAnnual).toBe(netPay.netAnnual);
    const sacrifice = calculateSalary({
      ...RAS_5,
      pensionMethod: "salary-sacrifice",
      taxYear: "2026-27",
    });
    expect(sacrifice).toMatchObject({
      incomeTax: 7_366,
      payslipIncomeTax: 7_366,
      reliefAtSourceClaim: 0,
    });
  });

  it("compareSalaries shows the payslip figures per salary", () => {
    // £52,000 (no loans), 2026/27: net 52,000 − 7,886 − 3,050.60 − 2,080 = 38,983.40; payslip
    // 38,637.40, a month 3,219.7833 → 3,219.78. £30,000: nothing to claim (as above).
    const { salaries } = compareSalaries({
      salaries: [
        { ...RAS_5, taxYear: "2026-27" },
        { ...RAS_5, grossSalary: 30_000, taxYear: "2026-27" },
      ],
    });
    expect(salaries[0]?.results).toMatchObject({
      netAnnual: 38_983.4,
      payslipIncomeTax: 8_232,
      reliefAtSourceClaim: 346,
      payslipNetAnnual: 38_637.4,
      payslipNetMonthly: 3_219.78,
    });
    expect(salaries[1]?.results).toMatchObject({
      reliefAtSourceClaim: 0,
      payslipNetAnnual: 23_919.6,
    });
  });

  it("reverseCalculate reports the payslip figures at the gross it finds", () => {
    // The take-home after the claim of £52,000 with Plan 2 + postgraduate (2025/26) is 35,005.70
    // (first test): the smallest gross reaching it is £52,000, with its payslip figures.
    const result = reverseCalculate({
      desiredNetPay: 35_005.7,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      taxYear: "2025-26",
    });
    expect(result).toMatchObject({
      requiredGrossSalary: 52_000,
      netPay: 35_005.7,
      payslipIncomeTax: 8_232,
      reliefAtSourceClaim: 346,
      payslipNetAnnual: 34_659.7,
      payslipNetMonthly: 2_888.31,
    });
  });

  it("the claim is never negative, is 0 but for relief at source, and the payslip net reconciles", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...PENSION_METHODS),
        fc.constantFrom(...REGIONS),
        fc.constantFrom(...TAX_YEAR_IDS),
        (pence, percent, pensionMethod, region, taxYear) => {
          const result = calculateSalary({
            grossSalary: pence / 100,
            pensionContribution: percent,
            pensionMethod,
            region,
            taxYear,
            includeBreakdown: true,
          });
          expect(result.reliefAtSourceClaim).toBeGreaterThanOrEqual(0);
          if (pensionMethod !== "relief-at-source" || percent === 0)
            expect(result.reliefAtSourceClaim).toBe(0);
          // In pence, exactly: payslip tax − claim = tax; payslip net + claim = net.
          const p = (pounds: number) => Math.round(pounds * 100);
          expect(p(result.payslipIncomeTax) - p(result.reliefAtSourceClaim)).toBe(
            p(result.incomeTax),
          );
          expect(p(result.payslipNetAnnual) + p(result.reliefAtSourceClaim)).toBe(
            p(result.netAnnual),
          );
          expect(result.breakdown?.incomeTax.payslipTotal).toBe(result.payslipIncomeTax);
        },
      ),
      { numRuns: 300 },
    );
  });
});
