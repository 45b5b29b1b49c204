import type {
  ContractorInput,
  ContractorResult,
  DividendTaxInput,
  DividendTaxResult,
} from "../../../src/index.js";
import type { GoldenCase } from "../golden-case.js";

/**
 * 2026/27 dividend tax and contractor vs employee. Expected values were worked out by hand
 * (checked with a decimal script), never by the engine; each case shows its arithmetic.
 */
const DIVIDENDS =
  "2026/27 dividend allowance £500 and rates 10.75 / 35.75 / 39.35 %: https://www.gov.uk/government/publications/changes-to-tax-rates-for-property-savings-and-dividend-income; arithmetic in the comment";
const CONTRACTOR =
  "2026/27 figures (employer NI 15 % over £5,000: https://www.paypacket.io/guides/ni-rates-thresholds-2026-27.html; corporation tax 25 % less 3/200 marginal relief: https://www.gov.uk/guidance/corporation-tax-marginal-relief; dividends: https://www.gov.uk/government/publications/changes-to-tax-rates-for-property-savings-and-dividend-income); arithmetic in the comment";

export const DIVIDEND_TAX_CASES: GoldenCase<DividendTaxInput, DividendTaxResult>[] = [
  {
    name: "£30,000 dividends on a £12,570 salary: ordinary rate",
    source: DIVIDENDS,
    // the allowance covers the salary; 500 at 0 %; 10.75 % × 29,500 = 3,171.25
    input: {
      nonSavingsIncome: 12_570,
      dividends: 30_000,
      region: "england",
      taxYear: "2026-27",
    },
    expected: { dividendTax: 3_171.25 },
  },
  {
    name: "£10,000 dividends on £50,270: upper rate",
    source: DIVIDENDS,
    // the salary fills the basic band (taxable 37,700); 500 at 0 %; 35.75 % × 9,500 = 3,396.25
    input: {
      nonSavingsIncome: 50_270,
      dividends: 10_000,
      region: "england",
      taxYear: "2026-27",
    },
    expected: { dividendTax: 3_396.25 },
  },
  {
    name: "£20,000 dividends on £125,140: additional rate",
    source: DIVIDENDS,
    // income 145,140 ⇒ no allowance; the salary fills taxable 0–125,140; 500 at 0 %;
    // 39.35 % × 19,500 = 7,673.25
    input: {
      nonSavingsIncome: 125_140,
      dividends: 20_000,
      region: "england",
      taxYear: "2026-27",
    },
    expected: { dividendTax: 7_673.25 },
  },
  {
    name: "£20,000 dividends on £40,000, Scotland: across the basic/higher edge on the UK bands",
    source: DIVIDENDS,
    // taxable salary 27,430; basic band left 37,700 − 27,430 = 10,270: 500 at 0 %, 9,770 × 10.75 %
    // = 1,050.275; 20,000 − 10,270 = 9,730 × 35.75 % = 3,478.475; total 4,528.75
    input: {
      nonSavingsIncome: 40_000,
      dividends: 20_000,
      region: "scotland",
      taxYear: "2026-27",
    },
    expected: { dividendTax: 4_528.75 },
  },
];

export const CONTRACTOR_CASES: GoldenCase<ContractorInput, ContractorResult>[] = [
  {
    name: "£50,000 employee with 5 % pension vs £400 × 220 days, £3,000 expenses",
    source: CONTRACTOR,
    // Employee: pension 5 % × 50,000 = 2,500 (net pay); tax 20% × (50,000 − 2,500 − 12,570)
    // = 6,986.00; NI 8% × (50,000 − 12,570) = 2,994.40; net 50,000 − 12,480.40 = 37,519.60.
    // Outside IR35: gross 88,000 − 3,000 = 85,000; director salary 12,570; employer NI
    // 15% × (12,570 − 5,000) = 1,135.50; employee NI 0 (at the PT); profit 85,000 − 12,570
    // − 1,135.50 = 71,294.50; corporation tax 25% × 71,294.50 = 17,823.625 less marginal relief
    // 3/200 × (250,000 − 71,294.50) = 2,680.5825 ⇒ 15,143.0425 → 15,143.04; dividends
    // 71,294.50 − 15,143.04 = 56,151.46; salary uses the whole allowance, so income tax 0;
    // dividend tax: 500 at 0 %, 10.75% × 37,200 = 3,999.00, 35.75% × (56,151.46 − 37,700)
    // = 6,596.39695 ⇒ 10,595.39695 → 10,595.40; net 12,570 + 56,151.46 − 10,595.40 = 58,126.06.
    // Marginal relief shown = main-rate tax 17,823.625 → 17,823.63 (half-up) − 15,143.04 = 2,680.59; the
    // allowance used is the whole 12,570, against the salary.
    // Difference 58,126.06 − 37,519.60 = 20,606.46; a month 1,717.205 → 1,717.21 (half-up);
    // 20,606.46 / 37,519.60 = 54.921854…% → 54.9219.
    input: {
      employeeSalary: 50_000,
      employeePension: 5,
      contractorDailyRate: 400,
      contractorDaysPerYear: 220,
      contractorExpenses: 3_000,
      taxYear: "2026-27",
    },
    expected: {
      employee: {
        totalGross: 50_000,
        incomeTax: 6_986,
        nationalInsurance: 2_994.4,
        pension: 2_500,
        studentLoan: 0,
        netIncome: 37_519.6,
      },
      contractor: {
        grossIncome: 88_000,
        expenses: 3_000,
        directorSalary: 12_570,
        employerNationalInsurance: 1_135.5,
        employeeNationalInsurance: 0,
        nationalInsurance: 1_135.5,
        profitBeforeTax: 71_294.5,
        marginalRelief: 2_680.59,
        corporationTax: 15_143.04,
        dividends: 56_151.46,
        dividendTax: 10_595.4,
        incomeTax: 0,
        personalAllowance: 12_570,
        netIncome: 58_126.06,
      },
      // Inside IR35: s + 15 % × (s − 5,000) + 0.5 % × s ≤ 88,000 (the levy allowance is the umbrella's): s = (88,000 + 750) / 1.155 = 76,839.83 (penny search: NI 10,775.97, levy 384.20, total 88,000.00)
      insideIR35: {
        grossIncome: 88_000,
        umbrellaMargin: 0,
        employerNationalInsurance: 10_775.97,
        apprenticeshipLevy: 384.2,
        employerPension: 0,
        unallocated: 0,
        grossSalary: 76_839.83,
        // Rolled-up holiday pay: 76,839.83 / 1.1207 = 68,564.138… → 68,564.14 for work done,
        // 76,839.83 − 68,564.14 = 8,275.69 of holiday pay within the salary.
        holidayPay: 8_275.69,
        incomeTax: 18_167.93,
        nationalInsurance: 3_547.4,
        netIncome: 55_124.5,
        // Break-even: the inside rate whose net reaches 58,126.06. At £427.17: gross 93,977.40,
        // s = (93,977.40 + 750) / 1.155 = 82,015.06 (NI 11,552.26, levy 410.08, total 93,977.40);
        // tax 7,540 + 40 % × 31,745.06 = 20,238.02, NI 3,016 + 2 % × 31,745.06 = 3,650.90;
        // net 58,126.14 ≥ 58,126.06. At £427.16: s = 82,013.16, tax 20,237.26, NI 3,650.86,
        // net 58,125.04, short.
        breakEvenDayRate: 427.17,
      },
      comparison: {
        difference: 20_606.46,
        percentageIncrease: 54.9219,
        monthlyDifference: 1_717.21,
      },
    },
  },
];
