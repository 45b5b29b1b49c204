import type { SalaryInput, SalaryResult } from "../../../src/index.js";
import type { GoldenCase } from "../golden-case.js";

/**
 * 2026/27 take-home at every band edge of the year, statutory convention (allowance £12,570,
 * tapered £1 per whole £2 over £100,000; NI on the annual thresholds; loans exact, half-up).
 * Expected values were worked out by hand (checked with a decimal script), never by the engine;
 * each case shows its arithmetic. Net = gross − (tax + NI + loan), the running total rounded
 * half-up at each step (package README, Conventions).
 */
const ARITHMETIC =
  "2026/27 figures: Scottish Rate Resolution S6M-20844 https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844, Class 1 thresholds https://www.paypacket.io/guides/ni-rates-thresholds-2026-27.html, loan thresholds https://www.which.co.uk/news/article/student-loan-changes-in-the-budget-what-you-need-to-know-abbem5B7SReV; arithmetic in the comment";

export const TAKE_HOME_CASES: GoldenCase<SalaryInput, SalaryResult>[] = [
  {
    name: "£12,570: the personal allowance, the basic-rate start and the NI primary threshold",
    source: ARITHMETIC,
    // taxable 0 (12,570.00 within the 12,570.00 allowance)
    // tax 0 (within the allowance)
    // NI 0 (at or below the PT £12,570)
    // employer NI 15% × (12,570.00 − 5,000) = 1,135.50
    // net 12,570.00 − 0.00 = 12,570.00
    input: { grossSalary: 12_570, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 0,
      nationalInsurance: 0,
      netAnnual: 12_570,
      employerNationalInsurance: 1_135.5,
    },
  },
  {
    name: "£50,270: top of the basic-rate band and the NI upper earnings limit",
    source: ARITHMETIC,
    // taxable 50,270.00 − 12,570.00 = 37,700.00
    // tax 20% × 37,700.00 = 7,540.00
    // NI 8% × (50,270.00 − 12,570) = 3,016.00
    // employer NI 15% × (50,270.00 − 5,000) = 6,790.50
    // net 50,270.00 − 10,556.00 = 39,714.00
    input: { grossSalary: 50_270, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 7_540,
      nationalInsurance: 3_016,
      netAnnual: 39_714,
      employerNationalInsurance: 6_790.5,
    },
  },
  {
    name: "£100,000: the allowance taper has not started",
    source: ARITHMETIC,
    // taxable 100,000.00 − 12,570.00 = 87,430.00
    // tax 7,540 + 40% × (87,430.00 − 37,700) = 7,540 + 19,892.00 = 27,432.00
    // NI 8% × 37,700 + 2% × (100,000.00 − 50,270) = 3,016.00 + 994.60 = 4,010.60
    // employer NI 15% × (100,000.00 − 5,000) = 14,250.00
    // net 100,000.00 − 31,442.60 = 68,557.40
    input: { grossSalary: 100_000, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 27_432,
      nationalInsurance: 4_010.6,
      netAnnual: 68_557.4,
      employerNationalInsurance: 14_250,
    },
  },
  {
    name: "£100,001: £1 over, no whole £2 yet, full allowance",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(100,001.00 − 100,000) / 2⌋ = 12,570.00
    // taxable 100,001.00 − 12,570.00 = 87,431.00
    // tax 7,540 + 40% × (87,431.00 − 37,700) = 7,540 + 19,892.40 = 27,432.40
    // NI 8% × 37,700 + 2% × (100,001.00 − 50,270) = 3,016.00 + 994.62 = 4,010.62
    // employer NI 15% × (100,001.00 − 5,000) = 14,250.15
    // net 100,001.00 − 31,443.02 = 68,557.98
    input: { grossSalary: 100_001, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 27_432.4,
      nationalInsurance: 4_010.62,
      netAnnual: 68_557.98,
      employerNationalInsurance: 14_250.15,
    },
  },
  {
    name: "£100,002: the first £1 of allowance lost",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(100,002.00 − 100,000) / 2⌋ = 12,569.00
    // taxable 100,002.00 − 12,569.00 = 87,433.00
    // tax 7,540 + 40% × (87,433.00 − 37,700) = 7,540 + 19,893.20 = 27,433.20
    // NI 8% × 37,700 + 2% × (100,002.00 − 50,270) = 3,016.00 + 994.64 = 4,010.64
    // employer NI 15% × (100,002.00 − 5,000) = 14,250.30
    // net 100,002.00 − 31,443.84 = 68,558.16
    input: { grossSalary: 100_002, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_569,
      incomeTax: 27_433.2,
      nationalInsurance: 4_010.64,
      netAnnual: 68_558.16,
      employerNationalInsurance: 14_250.3,
    },
  },
  {
    name: "£125,140: the taper ends (no allowance) at the additional-rate threshold",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(125,140.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 125,140.00 − 0.00 = 125,140.00
    // tax 7,540 + 40% × (125,140.00 − 37,700) = 7,540 + 34,976.00 = 42,516.00
    // NI 8% × 37,700 + 2% × (125,140.00 − 50,270) = 3,016.00 + 1,497.40 = 4,513.40
    // employer NI 15% × (125,140.00 − 5,000) = 18,021.00
    // net 125,140.00 − 47,029.40 = 78,110.60
    input: { grossSalary: 125_140, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 0,
      incomeTax: 42_516,
      nationalInsurance: 4_513.4,
      netAnnual: 78_110.6,
      employerNationalInsurance: 18_021,
    },
  },
  {
    name: "£150,000: additional rate 45 %",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(150,000.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 150,000.00 − 0.00 = 150,000.00
    // tax 7,540 + 34,976 + 45% × (150,000.00 − 125,140) = 53,703.00
    // NI 8% × 37,700 + 2% × (150,000.00 − 50,270) = 3,016.00 + 1,994.60 = 5,010.60
    // employer NI 15% × (150,000.00 − 5,000) = 21,750.00
    // net 150,000.00 − 58,713.60 = 91,286.40
    input: { grossSalary: 150_000, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 0,
      incomeTax: 53_703,
      nationalInsurance: 5_010.6,
      netAnnual: 91_286.4,
      employerNationalInsurance: 21_750,
    },
  },
  {
    name: "Scotland £16,537: the starter/basic edge (taxable £3,967)",
    source: ARITHMETIC,
    // taxable 16,537.00 − 12,570.00 = 3,967.00
    // tax 19% × 3,967.00 = 753.73
    // NI 8% × (16,537.00 − 12,570) = 317.36
    // employer NI 15% × (16,537.00 − 5,000) = 1,730.55
    // net 16,537.00 − 1,071.09 = 15,465.91
    input: {
      grossSalary: 16_537,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 753.73,
      nationalInsurance: 317.36,
      netAnnual: 15_465.91,
      employerNationalInsurance: 1_730.55,
    },
  },
  {
    name: "Scotland £29,526: the basic/intermediate edge (taxable £16,956)",
    source: ARITHMETIC,
    // taxable 29,526.00 − 12,570.00 = 16,956.00
    // tax 19% × 3,967.00 = 753.73 + 20% × 12,989.00 = 2,597.80 ⇒ 3,351.53
    // NI 8% × (29,526.00 − 12,570) = 1,356.48
    // employer NI 15% × (29,526.00 − 5,000) = 3,678.90
    // net 29,526.00 − 4,708.01 = 24,817.99
    input: {
      grossSalary: 29_526,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 3_351.53,
      nationalInsurance: 1_356.48,
      netAnnual: 24_817.99,
      employerNationalInsurance: 3_678.9,
    },
  },
  {
    name: "Scotland £43,662: the intermediate/higher edge (taxable £31,092)",
    source: ARITHMETIC,
    // taxable 43,662.00 − 12,570.00 = 31,092.00
    // tax 19% × 3,967.00 = 753.73 + 20% × 12,989.00 = 2,597.80 + 21% × 14,136.00 = 2,968.56 ⇒ 6,320.09
    // NI 8% × (43,662.00 − 12,570) = 2,487.36
    // employer NI 15% × (43,662.00 − 5,000) = 5,799.30
    // net 43,662.00 − 8,807.45 = 34,854.55
    input: {
      grossSalary: 43_662,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 6_320.09,
      nationalInsurance: 2_487.36,
      netAnnual: 34_854.55,
      employerNationalInsurance: 5_799.3,
    },
  },
  {
    name: "Scotland £75,000: the higher/advanced edge (taxable £62,430)",
    source: ARITHMETIC,
    // taxable 75,000.00 − 12,570.00 = 62,430.00
    // tax 19% × 3,967.00 = 753.73 + 20% × 12,989.00 = 2,597.80 + 21% × 14,136.00 = 2,968.56 + 42% × 31,338.00 = 13,161.96 ⇒ 19,482.05
    // NI 8% × 37,700 + 2% × (75,000.00 − 50,270) = 3,016.00 + 494.60 = 3,510.60
    // employer NI 15% × (75,000.00 − 5,000) = 10,500.00
    // net 75,000.00 − 22,992.65 = 52,007.35
    input: {
      grossSalary: 75_000,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 19_482.05,
      nationalInsurance: 3_510.6,
      netAnnual: 52_007.35,
      employerNationalInsurance: 10_500,
    },
  },
  {
    name: "Scotland £100,000: the taper has not started",
    source: ARITHMETIC,
    // taxable 100,000.00 − 12,570.00 = 87,430.00
    // tax 19% × 3,967.00 = 753.73 + 20% × 12,989.00 = 2,597.80 + 21% × 14,136.00 = 2,968.56 + 42% × 31,338.00 = 13,161.96 + 45% × 25,000.00 = 11,250.00 ⇒ 30,732.05
    // NI 8% × 37,700 + 2% × (100,000.00 − 50,270) = 3,016.00 + 994.60 = 4,010.60
    // employer NI 15% × (100,000.00 − 5,000) = 14,250.00
    // net 100,000.00 − 34,742.65 = 65,257.35
    input: {
      grossSalary: 100_000,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 30_732.05,
      nationalInsurance: 4_010.6,
      netAnnual: 65_257.35,
      employerNationalInsurance: 14_250,
    },
  },
  {
    name: "Scotland £125,140: the advanced/top edge, no allowance",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(125,140.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 125,140.00 − 0.00 = 125,140.00
    // tax 19% × 3,967.00 = 753.73 + 20% × 12,989.00 = 2,597.80 + 21% × 14,136.00 = 2,968.56 + 42% × 31,338.00 = 13,161.96 + 45% × 62,710.00 = 28,219.50 ⇒ 47,701.55
    // NI 8% × 37,700 + 2% × (125,140.00 − 50,270) = 3,016.00 + 1,497.40 = 4,513.40
    // employer NI 15% × (125,140.00 − 5,000) = 18,021.00
    // net 125,140.00 − 52,214.95 = 72,925.05
    input: {
      grossSalary: 125_140,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 0,
      incomeTax: 47_701.55,
      nationalInsurance: 4_513.4,
      netAnnual: 72_925.05,
      employerNationalInsurance: 18_021,
    },
  },
  {
    name: "Scotland £150,000: top rate 48 % above taxable £125,140",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(150,000.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 150,000.00 − 0.00 = 150,000.00
    // tax 19% × 3,967.00 = 753.73 + 20% × 12,989.00 = 2,597.80 + 21% × 14,136.00 = 2,968.56 + 42% × 31,338.00 = 13,161.96 + 45% × 62,710.00 = 28,219.50 + 48% × 24,860.00 = 11,932.80 ⇒ 59,634.35
    // NI 8% × 37,700 + 2% × (150,000.00 − 50,270) = 3,016.00 + 1,994.60 = 5,010.60
    // employer NI 15% × (150,000.00 − 5,000) = 21,750.00
    // net 150,000.00 − 64,644.95 = 85,355.05
    input: {
      grossSalary: 150_000,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 0,
      incomeTax: 59_634.35,
      nationalInsurance: 5_010.6,
      netAnnual: 85_355.05,
      employerNationalInsurance: 21_750,
    },
  },
  {
    name: "£5,000: at the employer NI secondary threshold",
    source: ARITHMETIC,
    // taxable 0 (5,000.00 within the 12,570.00 allowance)
    // tax 0 (within the allowance)
    // NI 0 (at or below the PT £12,570)
    // employer NI 0 (at or below the ST £5,000)
    // net 5,000.00 − 0.00 = 5,000.00
    input: { grossSalary: 5_000, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 0,
      nationalInsurance: 0,
      netAnnual: 5_000,
      employerNationalInsurance: 0,
    },
  },
  {
    name: "£6,000: £1,000 over the secondary threshold",
    source: ARITHMETIC,
    // taxable 0 (6,000.00 within the 12,570.00 allowance)
    // tax 0 (within the allowance)
    // NI 0 (at or below the PT £12,570)
    // employer NI 15% × (6,000.00 − 5,000) = 150.00
    // net 6,000.00 − 0.00 = 6,000.00
    input: { grossSalary: 6_000, taxYear: "2026-27" },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 0,
      nationalInsurance: 0,
      netAnnual: 6_000,
      employerNationalInsurance: 150,
    },
  },
  {
    name: "£26,900: at the Plan 1 threshold",
    source: ARITHMETIC,
    // taxable 26,900.00 − 12,570.00 = 14,330.00
    // tax 20% × 14,330.00 = 2,866.00
    // NI 8% × (26,900.00 − 12,570) = 1,146.40
    // loan 0 (at the Plan 1 threshold £26,900)
    // employer NI 15% × (26,900.00 − 5,000) = 3,285.00
    // net 26,900.00 − 4,012.40 = 22,887.60
    input: {
      grossSalary: 26_900,
      studentLoanPlan: "plan1",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 2_866,
      nationalInsurance: 1_146.4,
      studentLoan: 0,
      netAnnual: 22_887.6,
      employerNationalInsurance: 3_285,
    },
  },
  {
    name: "£27,900: £1,000 over the Plan 1 threshold",
    source: ARITHMETIC,
    // taxable 27,900.00 − 12,570.00 = 15,330.00
    // tax 20% × 15,330.00 = 3,066.00
    // NI 8% × (27,900.00 − 12,570) = 1,226.40
    // loan 9% × (27,900.00 − 26,900) = 90.00
    // employer NI 15% × (27,900.00 − 5,000) = 3,435.00
    // net 27,900.00 − 4,382.40 = 23,517.60
    input: {
      grossSalary: 27_900,
      studentLoanPlan: "plan1",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 3_066,
      nationalInsurance: 1_226.4,
      studentLoan: 90,
      netAnnual: 23_517.6,
      employerNationalInsurance: 3_435,
    },
  },
  {
    name: "£29,385: at the Plan 2 threshold",
    source: ARITHMETIC,
    // taxable 29,385.00 − 12,570.00 = 16,815.00
    // tax 20% × 16,815.00 = 3,363.00
    // NI 8% × (29,385.00 − 12,570) = 1,345.20
    // loan 0 (at the Plan 2 threshold £29,385)
    // employer NI 15% × (29,385.00 − 5,000) = 3,657.75
    // net 29,385.00 − 4,708.20 = 24,676.80
    input: {
      grossSalary: 29_385,
      studentLoanPlan: "plan2",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 3_363,
      nationalInsurance: 1_345.2,
      studentLoan: 0,
      netAnnual: 24_676.8,
      employerNationalInsurance: 3_657.75,
    },
  },
  {
    name: "£30,385: £1,000 over the Plan 2 threshold",
    source: ARITHMETIC,
    // taxable 30,385.00 − 12,570.00 = 17,815.00
    // tax 20% × 17,815.00 = 3,563.00
    // NI 8% × (30,385.00 − 12,570) = 1,425.20
    // loan 9% × (30,385.00 − 29,385) = 90.00
    // employer NI 15% × (30,385.00 − 5,000) = 3,807.75
    // net 30,385.00 − 5,078.20 = 25,306.80
    input: {
      grossSalary: 30_385,
      studentLoanPlan: "plan2",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 3_563,
      nationalInsurance: 1_425.2,
      studentLoan: 90,
      netAnnual: 25_306.8,
      employerNationalInsurance: 3_807.75,
    },
  },
  {
    name: "£33,795: at the Plan 4 threshold",
    source: ARITHMETIC,
    // taxable 33,795.00 − 12,570.00 = 21,225.00
    // tax 20% × 21,225.00 = 4,245.00
    // NI 8% × (33,795.00 − 12,570) = 1,698.00
    // loan 0 (at the Plan 4 threshold £33,795)
    // employer NI 15% × (33,795.00 − 5,000) = 4,319.25
    // net 33,795.00 − 5,943.00 = 27,852.00
    input: {
      grossSalary: 33_795,
      studentLoanPlan: "plan4",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 4_245,
      nationalInsurance: 1_698,
      studentLoan: 0,
      netAnnual: 27_852,
      employerNationalInsurance: 4_319.25,
    },
  },
  {
    name: "£34,795: £1,000 over the Plan 4 threshold",
    source: ARITHMETIC,
    // taxable 34,795.00 − 12,570.00 = 22,225.00
    // tax 20% × 22,225.00 = 4,445.00
    // NI 8% × (34,795.00 − 12,570) = 1,778.00
    // loan 9% × (34,795.00 − 33,795) = 90.00
    // employer NI 15% × (34,795.00 − 5,000) = 4,469.25
    // net 34,795.00 − 6,313.00 = 28,482.00
    input: {
      grossSalary: 34_795,
      studentLoanPlan: "plan4",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 4_445,
      nationalInsurance: 1_778,
      studentLoan: 90,
      netAnnual: 28_482,
      employerNationalInsurance: 4_469.25,
    },
  },
  {
    name: "£25,000: at the Plan 5 threshold",
    source: ARITHMETIC,
    // taxable 25,000.00 − 12,570.00 = 12,430.00
    // tax 20% × 12,430.00 = 2,486.00
    // NI 8% × (25,000.00 − 12,570) = 994.40
    // loan 0 (at the Plan 5 threshold £25,000)
    // employer NI 15% × (25,000.00 − 5,000) = 3,000.00
    // net 25,000.00 − 3,480.40 = 21,519.60
    input: {
      grossSalary: 25_000,
      studentLoanPlan: "plan5",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 2_486,
      nationalInsurance: 994.4,
      studentLoan: 0,
      netAnnual: 21_519.6,
      employerNationalInsurance: 3_000,
    },
  },
  {
    name: "£26,000: £1,000 over the Plan 5 threshold",
    source: ARITHMETIC,
    // taxable 26,000.00 − 12,570.00 = 13,430.00
    // tax 20% × 13,430.00 = 2,686.00
    // NI 8% × (26,000.00 − 12,570) = 1,074.40
    // loan 9% × (26,000.00 − 25,000) = 90.00
    // employer NI 15% × (26,000.00 − 5,000) = 3,150.00
    // net 26,000.00 − 3,850.40 = 22,149.60
    input: {
      grossSalary: 26_000,
      studentLoanPlan: "plan5",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 2_686,
      nationalInsurance: 1_074.4,
      studentLoan: 90,
      netAnnual: 22_149.6,
      employerNationalInsurance: 3_150,
    },
  },
  {
    name: "£21,000: at the Postgraduate loan threshold",
    source: ARITHMETIC,
    // taxable 21,000.00 − 12,570.00 = 8,430.00
    // tax 20% × 8,430.00 = 1,686.00
    // NI 8% × (21,000.00 − 12,570) = 674.40
    // loan 0 (at the Postgraduate loan threshold £21,000)
    // employer NI 15% × (21,000.00 − 5,000) = 2,400.00
    // net 21,000.00 − 2,360.40 = 18,639.60
    input: {
      grossSalary: 21_000,
      studentLoanPlan: "postgraduate",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 1_686,
      nationalInsurance: 674.4,
      studentLoan: 0,
      netAnnual: 18_639.6,
      employerNationalInsurance: 2_400,
    },
  },
  {
    name: "£22,000: £1,000 over the Postgraduate loan threshold",
    source: ARITHMETIC,
    // taxable 22,000.00 − 12,570.00 = 9,430.00
    // tax 20% × 9,430.00 = 1,886.00
    // NI 8% × (22,000.00 − 12,570) = 754.40
    // loan 6% × (22,000.00 − 21,000) = 60.00
    // employer NI 15% × (22,000.00 − 5,000) = 2,550.00
    // net 22,000.00 − 2,700.40 = 19,299.60
    input: {
      grossSalary: 22_000,
      studentLoanPlan: "postgraduate",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 1_886,
      nationalInsurance: 754.4,
      studentLoan: 60,
      netAnnual: 19_299.6,
      employerNationalInsurance: 2_550,
    },
  },
  {
    name: "£29,485.50 with Plan 2: a loan of 9.045 rounds half-up to 9.05",
    source: ARITHMETIC,
    // taxable 29,485.50 − 12,570.00 = 16,915.50
    // tax 20% × 16,915.50 = 3,383.10
    // NI 8% × (29,485.50 − 12,570) = 1,353.24
    // loan 9% × (29,485.50 − 29,385) = 9.045 → 9.05 (half-up)
    // employer NI 15% × (29,485.50 − 5,000) = 3,672.825 → 3,672.83 (half-up)
    // net 29,485.50 − 4,745.39 = 24,740.11
    input: {
      grossSalary: 29_485.5,
      studentLoanPlan: "plan2",
      taxYear: "2026-27",
    },
    expected: {
      taxYear: "2026-27",
      personalAllowance: 12_570,
      incomeTax: 3_383.1,
      nationalInsurance: 1_353.24,
      studentLoan: 9.05,
      netAnnual: 24_740.11,
      employerNationalInsurance: 3_672.83,
    },
  },
];
