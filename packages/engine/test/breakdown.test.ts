/**
 * Golden worked examples of the take-home breakdown (`includeBreakdown: true`): each line with its
 * arithmetic and the source of its figures.
 */
import { describe, expect, it } from "vitest";
import { calculateSalary, salaryResultSchema } from "../src/index.js";
import type { SalaryInput } from "../src/index.js";
import type { SalaryBreakdown } from "../src/take-home/breakdown.schema.js";

const RATES_2025_26 = "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026";
const RATES_2026_27 =
  "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027; Scottish Rate Resolution 2026-27 (S6M-20844)";
const RELIEF_AT_SOURCE =
  "Finance Act 2004 s.192(4): https://www.legislation.gov.uk/ukpga/2004/12/section/192; HMRC PTM044220";
const K_CODE_LIMIT =
  "The Income Tax (PAYE) Regulations 2003 reg. 2(1), overriding limit: https://www.legislation.gov.uk/uksi/2003/2682/regulation/2";
const MARRIAGE =
  "ITA 2007 ss.55A–55E: https://www.legislation.gov.uk/ukpga/2007/3/part/3/chapter/3A";
const BONUS_NI =
  "SSCR 2001 reg.8 (earnings periods); HMRC monthly thresholds 2025/26 (PT £1,048, UEL £4,189, ST £417): " +
  RATES_2025_26;

type DeepPartial<T> = T extends readonly (infer E)[]
  ? DeepPartial<E>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

interface BreakdownCase {
  name: string;
  source: string;
  input: SalaryInput;
  expected: DeepPartial<SalaryBreakdown>;
}

/** The rUK additional band of 2025/26, which the income does not reach. */
const NO_ADDITIONAL = {
  band: "additional",
  rate: 0.45,
  from: 125_140,
  to: null,
  taxable: 0,
  tax: 0,
};
/** The rUK bands of 2025/26 with nothing in the higher and additional bands. */
const EMPTY_UPPER_BANDS = [
  { band: "higher", rate: 0.4, from: 37_700, to: 125_140, taxable: 0, tax: 0 },
  NO_ADDITIONAL,
];

const CASES: BreakdownCase[] = [
  {
    name: "£40,000 England 2025/26, 1257L",
    source: RATES_2025_26,
    input: { grossSalary: 40_000 },
    expected: {
      incomeTax: {
        regime: "rUK",
        taxablePay: 40_000,
        adjustedNetIncome: 40_000,
        allowance: {
          standard: 12_570,
          code: 12_570,
          marriageAllowanceTransferred: 0,
          taperReduction: 0,
          given: 12_570,
        },
        taxableIncome: 27_430, // 40,000 − 12,570
        bands: [
          // 27,430 × 20 % = 5,486
          {
            band: "basic",
            rate: 0.2,
            from: 0,
            to: 37_700,
            taxable: 27_430,
            tax: 5_486,
          },
          ...EMPTY_UPPER_BANDS,
        ],
        bandsTotal: 5_486,
        marriageAllowanceReduction: 0,
        kCodeLimitReduction: 0,
        total: 5_486,
      },
      nationalInsurance: {
        category: "A",
        niablePay: 40_000,
        earningsPeriod: "annual",
        periods: 1,
        employee: {
          bands: [
            // (40,000 − 12,570) = 27,430 × 8 % = 2,194.40
            {
              band: "main",
              rate: 0.08,
              from: 12_570,
              to: 50_270,
              earnings: 27_430,
              contribution: 2_194.4,
            },
            {
              band: "upper",
              rate: 0.02,
              from: 50_270,
              to: null,
              earnings: 0,
              contribution: 0,
            },
          ],
          total: 2_194.4,
        },
        employer: {
          // (40,000 − 5,000) = 35,000 × 15 % = 5,250
          bands: [
            {
              band: "main",
              rate: 0.15,
              from: 5_000,
              to: null,
              earnings: 35_000,
              contribution: 5_250,
            },
          ],
          total: 5_250,
        },
        class1A: { benefitsInKind: 0, rate: 0.15, contribution: 0 },
      },
      studentLoans: { earnings: 40_000, plans: [], total: 0 },
      pension: {
        method: "net-pay",
        basis: "gross",
        contribution: 0,
        employee: 0,
        employer: 0,
        relief: 0,
      },
      // 40,000 + 5,250 = 45,250
      employer: {
        grossPay: 40_000,
        nationalInsurance: 5_250,
        class1A: 0,
        pension: 0,
        totalCost: 45_250,
      },
    },
  },
  {
    name: "£120,000 England 2025/26: the taper leaves £2,570",
    source: `${RATES_2025_26}; taper: ITA 2007 s.35`,
    input: { grossSalary: 120_000 },
    expected: {
      incomeTax: {
        adjustedNetIncome: 120_000,
        // (120,000 − 100,000) / 2 = 10,000 lost: 12,570 − 10,000 = 2,570
        allowance: {
          standard: 12_570,
          code: 12_570,
          taperReduction: 10_000,
          given: 2_570,
        },
        taxableIncome: 117_430, // 120,000 − 2,570
        bands: [
          // 37,700 × 20 % = 7,540
          {
            band: "basic",
            rate: 0.2,
            from: 0,
            to: 37_700,
            taxable: 37_700,
            tax: 7_540,
          },
          // (117,430 − 37,700) = 79,730 × 40 % = 31,892
          {
            band: "higher",
            rate: 0.4,
            from: 37_700,
            to: 125_140,
            taxable: 79_730,
            tax: 31_892,
          },
          NO_ADDITIONAL,
        ],
        bandsTotal: 39_432, // 7,540 + 31,892
        total: 39_432,
      },
      nationalInsurance: {
        employee: {
          bands: [
            // 37,700 × 8 % = 3,016
            { band: "main", earnings: 37_700, contribution: 3_016 },
            // (120,000 − 50,270) = 69,730 × 2 % = 1,394.60
            { band: "upper", earnings: 69_730, contribution: 1_394.6 },
          ],
          total: 4_410.6,
        },
        // (120,000 − 5,000) × 15 % = 17,250
        employer: {
          bands: [{ band: "main", earnings: 115_000, contribution: 17_250 }],
          total: 17_250,
        },
      },
      employer: { totalCost: 137_250 },
    },
  },
  {
    name: "Scotland £50,000 2026/27: six bands, starter to £3,967 and basic to £16,956",
    source: RATES_2026_27,
    input: { grossSalary: 50_000, region: "scotland", taxYear: "2026-27" },
    expected: {
      incomeTax: {
        regime: "scotland",
        taxableIncome: 37_430, // 50,000 − 12,570
        bands: [
          // 3,967 × 19 % = 753.73
          {
            band: "starter",
            rate: 0.19,
            from: 0,
            to: 3_967,
            taxable: 3_967,
            tax: 753.73,
          },
          // (16,956 − 3,967) = 12,989 × 20 % = 2,597.80
          {
            band: "basic",
            rate: 0.2,
            from: 3_967,
            to: 16_956,
            taxable: 12_989,
            tax: 2_597.8,
          },
          // (31,092 − 16,956) = 14,136 × 21 % = 2,968.56
          {
            band: "intermediate",
            rate: 0.21,
            from: 16_956,
            to: 31_092,
            taxable: 14_136,
            tax: 2_968.56,
          },
          // (37,430 − 31,092) = 6,338 × 42 % = 2,661.96
          {
            band: "higher",
            rate: 0.42,
            from: 31_092,
            to: 62_430,
            taxable: 6_338,
            tax: 2_661.96,
          },
          {
            band: "advanced",
            rate: 0.45,
            from: 62_430,
            to: 125_140,
            taxable: 0,
            tax: 0,
          },
          {
            band: "top",
            rate: 0.48,
            from: 125_140,
            to: null,
            taxable: 0,
            tax: 0,
          },
        ],
        // 753.73 + 2,597.80 + 2,968.56 + 2,661.96 = 8,982.05
        bandsTotal: 8_982.05,
        total: 8_982.05,
      },
      // (50,000 − 12,570) × 8 % = 2,994.40
      nationalInsurance: { employee: { total: 2_994.4 } },
    },
  },
  {
    name: "£60,000 with 5 % relief at source: the basic band extended to £40,700",
    source: `${RATES_2025_26}; ${RELIEF_AT_SOURCE}`,
    input: {
      grossSalary: 60_000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
    },
    expected: {
      incomeTax: {
        taxablePay: 60_000,
        adjustedNetIncome: 57_000, // 60,000 − 3,000 gross contribution
        taxableIncome: 47_430, // 60,000 − 12,570
        bandExtension: 3_000, // 5 % × 60,000
        bands: [
          // 37,700 + 3,000 = 40,700 × 20 % = 8,140
          {
            band: "basic",
            from: 0,
            to: 40_700,
            taxable: 40_700,
            tax: 8_140,
            extendedBy: 3_000,
          },
          // (47,430 − 40,700) = 6,730 × 40 % = 2,692
          {
            band: "higher",
            from: 40_700,
            to: 128_140,
            taxable: 6_730,
            tax: 2_692,
            extendedBy: 3_000,
          },
          { band: "additional", from: 128_140, to: null, taxable: 0, tax: 0 },
        ],
        bandsTotal: 10_832, // 8,140 + 2,692 (£11,432 without the extension)
        total: 10_832,
      },
      // The member pays 80 % (2,400); the scheme claims 20 % (600) into the pot.
      pension: {
        method: "relief-at-source",
        contribution: 3_000,
        employee: 2_400,
        relief: 600,
      },
    },
  },
  {
    name: "£40,000 with Plan 2 and a postgraduate loan",
    source: `${RATES_2025_26} (Plan 2 £28,470 at 9 %, postgraduate £21,000 at 6 %)`,
    input: {
      grossSalary: 40_000,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    },
    expected: {
      studentLoans: {
        earnings: 40_000,
        plans: [
          // (40,000 − 28,470) = 11,530 × 9 % = 1,037.70
          {
            plan: "plan2",
            threshold: 28_470,
            rate: 0.09,
            overThreshold: 11_530,
            collected: true,
            repayment: 1_037.7,
          },
          // (40,000 − 21,000) = 19,000 × 6 % = 1,140
          {
            plan: "postgraduate",
            threshold: 21_000,
            rate: 0.06,
            overThreshold: 19_000,
            collected: true,
            repayment: 1_140,
          },
        ],
        total: 2_177.7, // 1,037.70 + 1,140
      },
    },
  },
  {
    name: "K1500 on £8,000: the overriding limit holds the tax to half the pay",
    source: `${RATES_2025_26}; ${K_CODE_LIMIT}`,
    input: { grossSalary: 8_000, taxCode: "K1500" },
    expected: {
      incomeTax: {
        allowance: { standard: 12_570, code: 0, given: 0 },
        kCodeAddition: 15_000, // 1,500 × 10
        taxableIncome: 23_000, // 8,000 + 15,000
        bands: [
          // 23,000 × 20 % = 4,600
          { band: "basic", from: 0, to: 37_700, taxable: 23_000, tax: 4_600 },
          ...EMPTY_UPPER_BANDS,
        ],
        bandsTotal: 4_600,
        // limit 50 % × 8,000 = 4,000: 4,600 − 4,000 = 600 held back
        kCodeLimitReduction: 600,
        total: 4_000,
      },
      // (8,000 − 5,000) × 15 % = 450
      employer: { nationalInsurance: 450, totalCost: 8_450 },
    },
  },
  {
    name: "1383M on £30,000: the marriage allowance as a £252 reduction",
    source: `${RATES_2025_26}; ${MARRIAGE}`,
    input: { grossSalary: 30_000, taxCode: "1383M" },
    expected: {
      incomeTax: {
        // 1383 × 10 = 13,830, of which 1,260 is transferred: 12,570 given
        allowance: {
          code: 13_830,
          marriageAllowanceTransferred: 1_260,
          taperReduction: 0,
          given: 12_570,
        },
        // (30,000 − 12,570) = 17,430 × 20 % = 3,486
        bands: [{ band: "basic", taxable: 17_430, tax: 3_486 }, ...EMPTY_UPPER_BANDS],
        bandsTotal: 3_486,
        marriageAllowanceReduction: 252, // 20 % × 1,260
        total: 3_234, // 3,486 − 252
      },
    },
  },
  {
    name: "£40,000 and a £10,000 bonus, monthly: NI per earnings period, summed",
    source: BONUS_NI,
    input: { grossSalary: 40_000, bonus: 10_000 },
    expected: {
      nationalInsurance: {
        earningsPeriod: "monthly",
        periods: 12,
        employee: {
          bands: [
            // 11 months of £3,333.33 (the last £3,333.37): (3,333.33 − 1,048) × 8 % = 182.8264 → 182.83
            // (10 ×), 182.8296 → 182.83; the bonus month (4,189 − 1,048) × 8 % = 251.28.
            // Earnings 10 × 2,285.33 + 2,285.37 + 3,141 = 28,279.67; NI 1,828.30 + 182.83 + 251.28
            {
              band: "main",
              rate: 0.08,
              from: 12_576,
              to: 50_268,
              earnings: 28_279.67,
              contribution: 2_262.41,
            },
            // the bonus month (13,333.33 − 4,189) = 9,144.33 × 2 % = 182.8866 → 182.89
            {
              band: "upper",
              rate: 0.02,
              from: 50_268,
              to: null,
              earnings: 9_144.33,
              contribution: 182.89,
            },
          ],
          total: 2_445.3, // 2,262.41 + 182.89
        },
        employer: {
          // (50,000 − 12 × 417) = 44,996 over the secondary threshold
          bands: [
            {
              band: "main",
              rate: 0.15,
              from: 5_004,
              to: null,
              earnings: 44_996,
              contribution: 6_749.4,
            },
          ],
          total: 6_749.4,
        },
      },
    },
  },
  {
    name: "£52,000 England 2026/27, 5 % relief at source, Plan 2 and a postgraduate loan: the next £1",
    source: `${RATES_2026_27}; ${RELIEF_AT_SOURCE}`,
    input: {
      taxYear: "2026-27",
      grossSalary: 52_000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    },
    expected: {
      studentLoans: {
        plans: [
          // (52,000 − 29,385) × 9 % = 22,615 × 0.09 = 2,035.35
          { plan: "plan2", threshold: 29_385, repayment: 2_035.35 },
          // (52,000 − 21,000) × 6 % = 31,000 × 0.06 = 1,860
          { plan: "postgraduate", threshold: 21_000, repayment: 1_860 },
        ],
        total: 3_895.35, // 2,035.35 + 1,860
      },
      marginalRate: {
        // Taxable 52,000 − 12,570 = 39,430, inside the basic band (37,700 + the gross 2,600
        // contribution = 40,300): 20 p; relief at source takes nothing off before tax.
        incomeTax: 0.2,
        nationalInsurance: 0.02, // over the upper earnings limit (£50,270): 2 %
        studentLoans: 0.15, // Plan 2 9 % + postgraduate 6 %
        pension: 0.04, // 5 % into the pot, 80 % of it from pay: 4 p
      },
    },
  },
  {
    name: "£28,000 England 2026/27, 5 % net pay: the next £1",
    source: RATES_2026_27,
    input: { taxYear: "2026-27", grossSalary: 28_000, pensionContribution: 5 },
    expected: {
      marginalRate: {
        incomeTax: 0.19, // 20 % on the 95 p left after the 5 p pension taken before tax
        nationalInsurance: 0.08, // NI is on the whole £1 (net pay does not reduce it)
        studentLoans: 0,
        pension: 0.05,
      },
    },
  },
  {
    name: "£110,000 England 2026/27, no pension: the next £1 in the taper",
    source: RATES_2026_27,
    input: { taxYear: "2026-27", grossSalary: 110_000 },
    expected: {
      marginalRate: {
        // 40 % on the £1 and 40 % on the 50 p of allowance it takes away: 0.4 × 1.5 = 0.6
        incomeTax: 0.6,
        nationalInsurance: 0.02,
        studentLoans: 0,
        pension: 0,
      },
    },
  },
  {
    name: "£40,000 England 2026/27, 5 % salary sacrifice: what the sacrifice saves",
    source: `${RATES_2026_27}; https://www.gov.uk/guidance/salary-sacrifice-and-the-effects-on-paye`,
    input: {
      taxYear: "2026-27",
      grossSalary: 40_000,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
    },
    expected: {
      marginalRate: {
        // 20 % income tax + 8 % NI, each on the 95 p left after the 5 p sacrificed:
        // 0.95 × 0.28 = 0.266
        total: 0.266,
        incomeTax: 0.19,
        nationalInsurance: 0.076,
        studentLoans: 0,
      },
      salarySacrifice: {
        sacrificed: 2_000, // 5 % of 40,000
        withoutSacrifice: {
          incomeTax: 5_486, // (40,000 − 12,570) × 20 % = 27,430 × 0.2
          nationalInsurance: 2_194.4, // (40,000 − 12,570) × 8 % = 27,430 × 0.08
          studentLoan: 0,
          employerNationalInsurance: 5_250, // (40,000 − 5,000) × 15 % = 35,000 × 0.15
        },
        saved: {
          // With: tax (38,000 − 12,570) × 20 % = 5,086; NI 25,430 × 8 % = 2,034.40; employer
          // (38,000 − 5,000) × 15 % = 4,950.
          incomeTax: 400, // 5,486 − 5,086 = 2,000 × 20 %
          nationalInsurance: 160, // 2,194.40 − 2,034.40 = 2,000 × 8 %
          studentLoan: 0,
          employerNationalInsurance: 300, // 5,250 − 4,950 = 2,000 × 15 %
        },
      },
    },
  },
  {
    name: "£40,000 England 2026/27, £2,860 childcare vouchers and Plan 2: what the vouchers save",
    source: `${RATES_2026_27}; ITEPA 2003 s.270A: https://www.legislation.gov.uk/ukpga/2003/1/section/270A`,
    input: {
      taxYear: "2026-27",
      grossSalary: 40_000,
      childcareVouchers: 2_860,
      studentLoanPlan: "plan2",
    },
    expected: {
      salarySacrifice: {
        sacrificed: 2_860, // all exempt: £55 × 52 weeks for a basic-rate earner
        withoutSacrifice: {
          incomeTax: 5_486, // 27,430 × 20 %
          nationalInsurance: 2_194.4, // 27,430 × 8 %
          studentLoan: 955.35, // (40,000 − 29,385) × 9 % = 10,615 × 0.09
          employerNationalInsurance: 5_250, // 35,000 × 15 %
        },
        saved: {
          incomeTax: 572, // 2,860 × 20 %: with, (37,140 − 12,570) × 20 % = 4,914
          nationalInsurance: 228.8, // 2,860 × 8 %: with, 24,570 × 8 % = 1,965.60
          studentLoan: 257.4, // 2,860 × 9 %: with, (37,140 − 29,385) × 9 % = 697.95
          employerNationalInsurance: 429, // 2,860 × 15 %: with, 32,140 × 15 % = 4,821
        },
      },
    },
  },
  {
    name: "£40,000 England 2026/27, 5 % net pay: no sacrifice, nothing saved",
    source: RATES_2026_27,
    input: { taxYear: "2026-27", grossSalary: 40_000, pensionContribution: 5 },
    expected: {
      salarySacrifice: {
        sacrificed: 0,
        withoutSacrifice: {
          incomeTax: 5_086, // the result's own: (38,000 − 12,570) × 20 %
          nationalInsurance: 2_194.4, // net pay does not reduce NI: 27,430 × 8 %
          studentLoan: 0,
          employerNationalInsurance: 5_250, // 35,000 × 15 %
        },
        saved: { incomeTax: 0, nationalInsurance: 0, studentLoan: 0, employerNationalInsurance: 0 },
      },
    },
  },
];

describe("calculateSalary breakdown: golden examples", () => {
  it("has cases, each with a source", () => {
    expect(CASES.length).toBeGreaterThan(5);
    for (const entry of CASES) expect(entry.source.length).toBeGreaterThan(5);
  });

  it.each(CASES.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    const result = calculateSalary({
      ...entry.input,
      includeBreakdown: true,
    });
    expect(result.breakdown).toMatchObject(entry.expected);
    // The result schema describes it, and every other field is as without the breakdown.
    expect(salaryResultSchema.parse(result)).toEqual(result);
    const { breakdown, ...rest } = result;
    expect(breakdown).toBeDefined();
    expect(rest).toEqual(calculateSalary(entry.input));
  });

  it("is computed only on request", () => {
    expect(calculateSalary({ grossSalary: 40_000 })).not.toHaveProperty("breakdown");
    expect(calculateSalary({ grossSalary: 40_000, includeBreakdown: false })).not.toHaveProperty(
      "breakdown",
    );
  });
});
