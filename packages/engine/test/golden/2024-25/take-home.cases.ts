import type { SalaryInput, SalaryResult } from "../../../src/index.js";
import type { GoldenCase } from "../golden-case.js";

/**
 * 2024/25 take-home at every band edge of the year, statutory convention (allowance £12,570,
 * tapered £1 per whole £2 over £100,000; NI on the annual thresholds; loans exact, half-up).
 * Expected values were worked out by hand (checked with a decimal script), never by the engine;
 * each case shows its arithmetic. Net = gross − (tax + NI + loan), the running total rounded
 * half-up at each step (package README, Conventions).
 */
const ARITHMETIC =
  "2024/25 figures: https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025, https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year; arithmetic in the comment";

export const TAKE_HOME_CASES: GoldenCase<SalaryInput, SalaryResult>[] = [
  {
    name: "£12,570: the personal allowance, the basic-rate start and the NI primary threshold",
    source: ARITHMETIC,
    // taxable 0 (12,570.00 within the 12,570.00 allowance)
    // tax 0 (within the allowance)
    // NI 0 (at or below the PT £12,570)
    // employer NI 13.8% × (12,570.00 − 9,100) = 478.86
    // net 12,570.00 − 0.00 = 12,570.00
    input: { grossSalary: 12_570, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 0,
      nationalInsurance: 0,
      netAnnual: 12_570,
      employerNationalInsurance: 478.86,
    },
  },
  {
    name: "£50,270: top of the basic-rate band and the NI upper earnings limit",
    source: ARITHMETIC,
    // taxable 50,270.00 − 12,570.00 = 37,700.00
    // tax 20% × 37,700.00 = 7,540.00
    // NI 8% × (50,270.00 − 12,570) = 3,016.00
    // employer NI 13.8% × (50,270.00 − 9,100) = 5,681.46
    // net 50,270.00 − 10,556.00 = 39,714.00
    input: { grossSalary: 50_270, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 7_540,
      nationalInsurance: 3_016,
      netAnnual: 39_714,
      employerNationalInsurance: 5_681.46,
    },
  },
  {
    name: "£100,000: the allowance taper has not started",
    source: ARITHMETIC,
    // taxable 100,000.00 − 12,570.00 = 87,430.00
    // tax 7,540 + 40% × (87,430.00 − 37,700) = 7,540 + 19,892.00 = 27,432.00
    // NI 8% × 37,700 + 2% × (100,000.00 − 50,270) = 3,016.00 + 994.60 = 4,010.60
    // employer NI 13.8% × (100,000.00 − 9,100) = 12,544.20
    // net 100,000.00 − 31,442.60 = 68,557.40
    input: { grossSalary: 100_000, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 27_432,
      nationalInsurance: 4_010.6,
      netAnnual: 68_557.4,
      employerNationalInsurance: 12_544.2,
    },
  },
  {
    name: "£100,001: £1 over, no whole £2 yet, full allowance",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(100,001.00 − 100,000) / 2⌋ = 12,570.00
    // taxable 100,001.00 − 12,570.00 = 87,431.00
    // tax 7,540 + 40% × (87,431.00 − 37,700) = 7,540 + 19,892.40 = 27,432.40
    // NI 8% × 37,700 + 2% × (100,001.00 − 50,270) = 3,016.00 + 994.62 = 4,010.62
    // employer NI 13.8% × (100,001.00 − 9,100) = 12,544.338 → 12,544.34 (half-up)
    // net 100,001.00 − 31,443.02 = 68,557.98
    input: { grossSalary: 100_001, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 27_432.4,
      nationalInsurance: 4_010.62,
      netAnnual: 68_557.98,
      employerNationalInsurance: 12_544.34,
    },
  },
  {
    name: "£100,002: the first £1 of allowance lost",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(100,002.00 − 100,000) / 2⌋ = 12,569.00
    // taxable 100,002.00 − 12,569.00 = 87,433.00
    // tax 7,540 + 40% × (87,433.00 − 37,700) = 7,540 + 19,893.20 = 27,433.20
    // NI 8% × 37,700 + 2% × (100,002.00 − 50,270) = 3,016.00 + 994.64 = 4,010.64
    // employer NI 13.8% × (100,002.00 − 9,100) = 12,544.476 → 12,544.48 (half-up)
    // net 100,002.00 − 31,443.84 = 68,558.16
    input: { grossSalary: 100_002, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_569,
      incomeTax: 27_433.2,
      nationalInsurance: 4_010.64,
      netAnnual: 68_558.16,
      employerNationalInsurance: 12_544.48,
    },
  },
  {
    name: "£125,140: the taper ends (no allowance) at the additional-rate threshold",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(125,140.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 125,140.00 − 0.00 = 125,140.00
    // tax 7,540 + 40% × (125,140.00 − 37,700) = 7,540 + 34,976.00 = 42,516.00
    // NI 8% × 37,700 + 2% × (125,140.00 − 50,270) = 3,016.00 + 1,497.40 = 4,513.40
    // employer NI 13.8% × (125,140.00 − 9,100) = 16,013.52
    // net 125,140.00 − 47,029.40 = 78,110.60
    input: { grossSalary: 125_140, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 0,
      incomeTax: 42_516,
      nationalInsurance: 4_513.4,
      netAnnual: 78_110.6,
      employerNationalInsurance: 16_013.52,
    },
  },
  {
    name: "£150,000: additional rate 45 %",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(150,000.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 150,000.00 − 0.00 = 150,000.00
    // tax 7,540 + 34,976 + 45% × (150,000.00 − 125,140) = 53,703.00
    // NI 8% × 37,700 + 2% × (150,000.00 − 50,270) = 3,016.00 + 1,994.60 = 5,010.60
    // employer NI 13.8% × (150,000.00 − 9,100) = 19,444.20
    // net 150,000.00 − 58,713.60 = 91,286.40
    input: { grossSalary: 150_000, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 0,
      incomeTax: 53_703,
      nationalInsurance: 5_010.6,
      netAnnual: 91_286.4,
      employerNationalInsurance: 19_444.2,
    },
  },
  {
    name: "Scotland £14,876: the starter/basic edge (taxable £2,306)",
    source: ARITHMETIC,
    // taxable 14,876.00 − 12,570.00 = 2,306.00
    // tax 19% × 2,306.00 = 438.14
    // NI 8% × (14,876.00 − 12,570) = 184.48
    // employer NI 13.8% × (14,876.00 − 9,100) = 797.088 → 797.09 (half-up)
    // net 14,876.00 − 622.62 = 14,253.38
    input: {
      grossSalary: 14_876,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 438.14,
      nationalInsurance: 184.48,
      netAnnual: 14_253.38,
      employerNationalInsurance: 797.09,
    },
  },
  {
    name: "Scotland £26,561: the basic/intermediate edge (taxable £13,991)",
    source: ARITHMETIC,
    // taxable 26,561.00 − 12,570.00 = 13,991.00
    // tax 19% × 2,306.00 = 438.14 + 20% × 11,685.00 = 2,337.00 ⇒ 2,775.14
    // NI 8% × (26,561.00 − 12,570) = 1,119.28
    // employer NI 13.8% × (26,561.00 − 9,100) = 2,409.618 → 2,409.62 (half-up)
    // net 26,561.00 − 3,894.42 = 22,666.58
    input: {
      grossSalary: 26_561,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 2_775.14,
      nationalInsurance: 1_119.28,
      netAnnual: 22_666.58,
      employerNationalInsurance: 2_409.62,
    },
  },
  {
    name: "Scotland £43,662: the intermediate/higher edge (taxable £31,092)",
    source: ARITHMETIC,
    // taxable 43,662.00 − 12,570.00 = 31,092.00
    // tax 19% × 2,306.00 = 438.14 + 20% × 11,685.00 = 2,337.00 + 21% × 17,101.00 = 3,591.21 ⇒ 6,366.35
    // NI 8% × (43,662.00 − 12,570) = 2,487.36
    // employer NI 13.8% × (43,662.00 − 9,100) = 4,769.556 → 4,769.56 (half-up)
    // net 43,662.00 − 8,853.71 = 34,808.29
    input: {
      grossSalary: 43_662,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 6_366.35,
      nationalInsurance: 2_487.36,
      netAnnual: 34_808.29,
      employerNationalInsurance: 4_769.56,
    },
  },
  {
    name: "Scotland £75,000: the higher/advanced edge (taxable £62,430)",
    source: ARITHMETIC,
    // taxable 75,000.00 − 12,570.00 = 62,430.00
    // tax 19% × 2,306.00 = 438.14 + 20% × 11,685.00 = 2,337.00 + 21% × 17,101.00 = 3,591.21 + 42% × 31,338.00 = 13,161.96 ⇒ 19,528.31
    // NI 8% × 37,700 + 2% × (75,000.00 − 50,270) = 3,016.00 + 494.60 = 3,510.60
    // employer NI 13.8% × (75,000.00 − 9,100) = 9,094.20
    // net 75,000.00 − 23,038.91 = 51,961.09
    input: {
      grossSalary: 75_000,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 19_528.31,
      nationalInsurance: 3_510.6,
      netAnnual: 51_961.09,
      employerNationalInsurance: 9_094.2,
    },
  },
  {
    name: "Scotland £100,000: the taper has not started",
    source: ARITHMETIC,
    // taxable 100,000.00 − 12,570.00 = 87,430.00
    // tax 19% × 2,306.00 = 438.14 + 20% × 11,685.00 = 2,337.00 + 21% × 17,101.00 = 3,591.21 + 42% × 31,338.00 = 13,161.96 + 45% × 25,000.00 = 11,250.00 ⇒ 30,778.31
    // NI 8% × 37,700 + 2% × (100,000.00 − 50,270) = 3,016.00 + 994.60 = 4,010.60
    // employer NI 13.8% × (100,000.00 − 9,100) = 12,544.20
    // net 100,000.00 − 34,788.91 = 65,211.09
    input: {
      grossSalary: 100_000,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 30_778.31,
      nationalInsurance: 4_010.6,
      netAnnual: 65_211.09,
      employerNationalInsurance: 12_544.2,
    },
  },
  {
    name: "Scotland £125,140: the advanced/top edge, no allowance",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(125,140.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 125,140.00 − 0.00 = 125,140.00
    // tax 19% × 2,306.00 = 438.14 + 20% × 11,685.00 = 2,337.00 + 21% × 17,101.00 = 3,591.21 + 42% × 31,338.00 = 13,161.96 + 45% × 62,710.00 = 28,219.50 ⇒ 47,747.81
    // NI 8% × 37,700 + 2% × (125,140.00 − 50,270) = 3,016.00 + 1,497.40 = 4,513.40
    // employer NI 13.8% × (125,140.00 − 9,100) = 16,013.52
    // net 125,140.00 − 52,261.21 = 72,878.79
    input: {
      grossSalary: 125_140,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 0,
      incomeTax: 47_747.81,
      nationalInsurance: 4_513.4,
      netAnnual: 72_878.79,
      employerNationalInsurance: 16_013.52,
    },
  },
  {
    name: "Scotland £150,000: top rate 48 % above taxable £125,140",
    source: ARITHMETIC,
    // allowance: 12,570 − ⌊(150,000.00 − 100,000) / 2⌋ < 0 ⇒ 0
    // taxable 150,000.00 − 0.00 = 150,000.00
    // tax 19% × 2,306.00 = 438.14 + 20% × 11,685.00 = 2,337.00 + 21% × 17,101.00 = 3,591.21 + 42% × 31,338.00 = 13,161.96 + 45% × 62,710.00 = 28,219.50 + 48% × 24,860.00 = 11,932.80 ⇒ 59,680.61
    // NI 8% × 37,700 + 2% × (150,000.00 − 50,270) = 3,016.00 + 1,994.60 = 5,010.60
    // employer NI 13.8% × (150,000.00 − 9,100) = 19,444.20
    // net 150,000.00 − 64,691.21 = 85,308.79
    input: {
      grossSalary: 150_000,
      region: "scotland",
      taxCode: "S1257L",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 0,
      incomeTax: 59_680.61,
      nationalInsurance: 5_010.6,
      netAnnual: 85_308.79,
      employerNationalInsurance: 19_444.2,
    },
  },
  {
    name: "£9,100: at the employer NI secondary threshold",
    source: ARITHMETIC,
    // taxable 0 (9,100.00 within the 12,570.00 allowance)
    // tax 0 (within the allowance)
    // NI 0 (at or below the PT £12,570)
    // employer NI 0 (at or below the ST £9,100)
    // net 9,100.00 − 0.00 = 9,100.00
    input: { grossSalary: 9_100, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 0,
      nationalInsurance: 0,
      netAnnual: 9_100,
      employerNationalInsurance: 0,
    },
  },
  {
    name: "£10,100: £1,000 over the secondary threshold",
    source: ARITHMETIC,
    // taxable 0 (10,100.00 within the 12,570.00 allowance)
    // tax 0 (within the allowance)
    // NI 0 (at or below the PT £12,570)
    // employer NI 13.8% × (10,100.00 − 9,100) = 138.00
    // net 10,100.00 − 0.00 = 10,100.00
    input: { grossSalary: 10_100, taxYear: "2024-25" },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 0,
      nationalInsurance: 0,
      netAnnual: 10_100,
      employerNationalInsurance: 138,
    },
  },
  {
    name: "£24,990: at the Plan 1 threshold",
    source: ARITHMETIC,
    // taxable 24,990.00 − 12,570.00 = 12,420.00
    // tax 20% × 12,420.00 = 2,484.00
    // NI 8% × (24,990.00 − 12,570) = 993.60
    // loan 0 (at the Plan 1 threshold £24,990)
    // employer NI 13.8% × (24,990.00 − 9,100) = 2,192.82
    // net 24,990.00 − 3,477.60 = 21,512.40
    input: {
      grossSalary: 24_990,
      studentLoanPlan: "plan1",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 2_484,
      nationalInsurance: 993.6,
      studentLoan: 0,
      netAnnual: 21_512.4,
      employerNationalInsurance: 2_192.82,
    },
  },
  {
    name: "£25,990: £1,000 over the Plan 1 threshold",
    source: ARITHMETIC,
    // taxable 25,990.00 − 12,570.00 = 13,420.00
    // tax 20% × 13,420.00 = 2,684.00
    // NI 8% × (25,990.00 − 12,570) = 1,073.60
    // loan 9% × (25,990.00 − 24,990) = 90.00
    // employer NI 13.8% × (25,990.00 − 9,100) = 2,330.82
    // net 25,990.00 − 3,847.60 = 22,142.40
    input: {
      grossSalary: 25_990,
      studentLoanPlan: "plan1",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 2_684,
      nationalInsurance: 1_073.6,
      studentLoan: 90,
      netAnnual: 22_142.4,
      employerNationalInsurance: 2_330.82,
    },
  },
  {
    name: "£27,295: at the Plan 2 threshold",
    source: ARITHMETIC,
    // taxable 27,295.00 − 12,570.00 = 14,725.00
    // tax 20% × 14,725.00 = 2,945.00
    // NI 8% × (27,295.00 − 12,570) = 1,178.00
    // loan 0 (at the Plan 2 threshold £27,295)
    // employer NI 13.8% × (27,295.00 − 9,100) = 2,510.91
    // net 27,295.00 − 4,123.00 = 23,172.00
    input: {
      grossSalary: 27_295,
      studentLoanPlan: "plan2",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 2_945,
      nationalInsurance: 1_178,
      studentLoan: 0,
      netAnnual: 23_172,
      employerNationalInsurance: 2_510.91,
    },
  },
  {
    name: "£28,295: £1,000 over the Plan 2 threshold",
    source: ARITHMETIC,
    // taxable 28,295.00 − 12,570.00 = 15,725.00
    // tax 20% × 15,725.00 = 3,145.00
    // NI 8% × (28,295.00 − 12,570) = 1,258.00
    // loan 9% × (28,295.00 − 27,295) = 90.00
    // employer NI 13.8% × (28,295.00 − 9,100) = 2,648.91
    // net 28,295.00 − 4,493.00 = 23,802.00
    input: {
      grossSalary: 28_295,
      studentLoanPlan: "plan2",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 3_145,
      nationalInsurance: 1_258,
      studentLoan: 90,
      netAnnual: 23_802,
      employerNationalInsurance: 2_648.91,
    },
  },
  {
    name: "£31,395: at the Plan 4 threshold",
    source: ARITHMETIC,
    // taxable 31,395.00 − 12,570.00 = 18,825.00
    // tax 20% × 18,825.00 = 3,765.00
    // NI 8% × (31,395.00 − 12,570) = 1,506.00
    // loan 0 (at the Plan 4 threshold £31,395)
    // employer NI 13.8% × (31,395.00 − 9,100) = 3,076.71
    // net 31,395.00 − 5,271.00 = 26,124.00
    input: {
      grossSalary: 31_395,
      studentLoanPlan: "plan4",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 3_765,
      nationalInsurance: 1_506,
      studentLoan: 0,
      netAnnual: 26_124,
      employerNationalInsurance: 3_076.71,
    },
  },
  {
    name: "£32,395: £1,000 over the Plan 4 threshold",
    source: ARITHMETIC,
    // taxable 32,395.00 − 12,570.00 = 19,825.00
    // tax 20% × 19,825.00 = 3,965.00
    // NI 8% × (32,395.00 − 12,570) = 1,586.00
    // loan 9% × (32,395.00 − 31,395) = 90.00
    // employer NI 13.8% × (32,395.00 − 9,100) = 3,214.71
    // net 32,395.00 − 5,641.00 = 26,754.00
    input: {
      grossSalary: 32_395,
      studentLoanPlan: "plan4",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 3_965,
      nationalInsurance: 1_586,
      studentLoan: 90,
      netAnnual: 26_754,
      employerNationalInsurance: 3_214.71,
    },
  },
  {
    name: "£21,000: at the Postgraduate loan threshold",
    source: ARITHMETIC,
    // taxable 21,000.00 − 12,570.00 = 8,430.00
    // tax 20% × 8,430.00 = 1,686.00
    // NI 8% × (21,000.00 − 12,570) = 674.40
    // loan 0 (at the Postgraduate loan threshold £21,000)
    // employer NI 13.8% × (21,000.00 − 9,100) = 1,642.20
    // net 21,000.00 − 2,360.40 = 18,639.60
    input: {
      grossSalary: 21_000,
      studentLoanPlan: "postgraduate",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 1_686,
      nationalInsurance: 674.4,
      studentLoan: 0,
      netAnnual: 18_639.6,
      employerNationalInsurance: 1_642.2,
    },
  },
  {
    name: "£22,000: £1,000 over the Postgraduate loan threshold",
    source: ARITHMETIC,
    // taxable 22,000.00 − 12,570.00 = 9,430.00
    // tax 20% × 9,430.00 = 1,886.00
    // NI 8% × (22,000.00 − 12,570) = 754.40
    // loan 6% × (22,000.00 − 21,000) = 60.00
    // employer NI 13.8% × (22,000.00 − 9,100) = 1,780.20
    // net 22,000.00 − 2,700.40 = 19,299.60
    input: {
      grossSalary: 22_000,
      studentLoanPlan: "postgraduate",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 1_886,
      nationalInsurance: 754.4,
      studentLoan: 60,
      netAnnual: 19_299.6,
      employerNationalInsurance: 1_780.2,
    },
  },
  {
    name: "£27,395.50 with Plan 2: a loan of 9.045 rounds half-up to 9.05",
    source: ARITHMETIC,
    // taxable 27,395.50 − 12,570.00 = 14,825.50
    // tax 20% × 14,825.50 = 2,965.10
    // NI 8% × (27,395.50 − 12,570) = 1,186.04
    // loan 9% × (27,395.50 − 27,295) = 9.045 → 9.05 (half-up)
    // employer NI 13.8% × (27,395.50 − 9,100) = 2,524.779 → 2,524.78 (half-up)
    // net 27,395.50 − 4,160.19 = 23,235.31
    input: {
      grossSalary: 27_395.5,
      studentLoanPlan: "plan2",
      taxYear: "2024-25",
    },
    expected: {
      taxYear: "2024-25",
      personalAllowance: 12_570,
      incomeTax: 2_965.1,
      nationalInsurance: 1_186.04,
      studentLoan: 9.05,
      netAnnual: 23_235.31,
      employerNationalInsurance: 2_524.78,
    },
  },
];
