import type { SalaryInput, SalaryResult } from "../../../src/index.js";
import type { GoldenCase } from "../golden-case.js";

const ISSUE = "issue 2 worked example";
const ARITHMETIC =
  "2025/26 figures: https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026; arithmetic in the comment";
const HMRC_APP = "hmrc/tax-kalculator data2025.csv (HMRC app), PAYE convention";

export const TAKE_HOME_CASES: GoldenCase<SalaryInput, SalaryResult>[] = [
  {
    name: "£40,000 England 1257L, no loan, no pension",
    source: ISSUE,
    input: {
      grossSalary: 40_000,
      payFrequency: "annual",
      region: "england",
      taxCode: "1257L",
    },
    // tax 27,430 × 20%; NI 27,430 × 8%
    expected: {
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      netAnnual: 32_319.6,
    },
  },
  {
    name: "£12,570: at the personal allowance and primary threshold",
    source: ARITHMETIC,
    input: { grossSalary: 12_570 },
    expected: {
      incomeTax: 0,
      nationalInsurance: 0,
      netAnnual: 12_570,
      employerNationalInsurance: 1_135.5,
    },
  },
  {
    name: "£50,270: top of the basic-rate band and the UEL",
    source: ARITHMETIC,
    // tax 37,700 × 20% = 7,540; NI 37,700 × 8% = 3,016
    input: { grossSalary: 50_270 },
    expected: { incomeTax: 7_540, nationalInsurance: 3_016, netAnnual: 39_714 },
  },
  {
    name: "£100,000: the taper has not started",
    source: ARITHMETIC,
    // tax 7,540 + 49,730 × 40% = 27,432; NI 3,016 + 49,730 × 2% = 4,010.60
    input: { grossSalary: 100_000 },
    expected: {
      incomeTax: 27_432,
      nationalInsurance: 4_010.6,
      netAnnual: 68_557.4,
      personalAllowance: 12_570,
    },
  },
  {
    name: "£100,003: £1 of allowance lost (whole pounds)",
    source: "PolicyEngine UK personal_allowance test (£100,003 ⇒ £12,569)",
    input: { grossSalary: 100_003 },
    expected: { personalAllowance: 12_569, incomeTax: 27_433.6 },
  },
  {
    name: "£125,140: no allowance left",
    source: ARITHMETIC,
    // tax 7,540 + 87,440 × 40% = 42,516; NI 3,016 + 74,870 × 2% = 4,513.40
    input: { grossSalary: 125_140 },
    expected: {
      personalAllowance: 0,
      incomeTax: 42_516,
      nationalInsurance: 4_513.4,
      netAnnual: 78_110.6,
    },
  },
  {
    name: "£150,000 England, statutory (tapered)",
    source: "hmrc/tax-kalculator data2025_with_tapering.csv row 1 (£53,703.00 / £5,010.60)",
    input: { grossSalary: 150_000 },
    expected: {
      incomeTax: 53_703,
      nationalInsurance: 5_010.6,
      netAnnual: 91_286.4,
    },
  },
  {
    name: "£150,000 Scotland, statutory (tapered)",
    source: "hmrc/tax-kalculator data2025_with_tapering.csv row 2 (£59,666.10)",
    input: { grossSalary: 150_000, region: "scotland", taxCode: "S1257L" },
    expected: {
      incomeTax: 59_666.1,
      nationalInsurance: 5_010.6,
      netAnnual: 85_323.3,
    },
  },
  {
    name: "£40,000 Scotland S1257L, PAYE convention",
    source: HMRC_APP,
    input: {
      grossSalary: 40_000,
      region: "scotland",
      taxCode: "S1257L",
      allowanceConvention: "paye",
    },
    expected: {
      incomeTax: 5_580.93,
      nationalInsurance: 2_194.4,
      netAnnual: 32_224.67,
    },
  },
  {
    name: "£60,000 England with plan 1, PAYE convention",
    source: HMRC_APP,
    // loan (60,000 − 26,065) × 9% = 3,054.15 → £3,054 in the app
    input: {
      grossSalary: 60_000,
      studentLoanPlan: "plan1",
      allowanceConvention: "paye",
    },
    expected: {
      incomeTax: 11_428.4,
      nationalInsurance: 3_210.6,
      studentLoan: 3_054,
      netAnnual: 42_307,
    },
  },
  {
    name: "£3,000 a month with a 5% net-pay pension and plan 2",
    source: ARITHMETIC,
    // gross 36,000; pension 1,800; tax (34,200 − 12,570) × 20% = 4,326; NI 23,430 × 8% = 1,874.40;
    // loan (36,000 − 28,470) × 9% = 677.70; net 36,000 − 8,678.10
    input: {
      grossSalary: 3_000,
      payFrequency: "monthly",
      pensionContribution: 5,
      studentLoanPlan: "plan2",
    },
    expected: {
      incomeTax: 4_326,
      nationalInsurance: 1_874.4,
      studentLoan: 677.7,
      pension: 1_800,
      netAnnual: 27_321.9,
    },
  },
  {
    name: "£28,000 Scotland with plan 4 and salary sacrifice 4%",
    source: ARITHMETIC,
    // sacrifice 1,120 → pay 26,880; tax: 537.13 + 11,483 × 20%... taxable 14,310: 2,827 × 19% + 11,483 × 20% = 537.13 + 2,296.60
    // NI 14,310 × 8% = 1,144.80; plan 4 threshold 32,745 not reached
    input: {
      grossSalary: 28_000,
      region: "scotland",
      studentLoanPlan: "plan4",
      pensionContribution: 4,
      pensionMethod: "salary-sacrifice",
    },
    expected: {
      incomeTax: 2_833.73,
      nationalInsurance: 1_144.8,
      studentLoan: 0,
      pension: 1_120,
      netAnnual: 22_901.47,
    },
  },
];
