import type {
  ContractorInput,
  ContractorResult,
  DividendTaxInput,
  DividendTaxResult,
} from "../../../src/index.js";
import type { GoldenCase } from "../golden-case.js";

/**
 * 2024/25 dividend tax and contractor vs employee. Expected values were worked out by hand
 * (checked with a decimal script), never by the engine; each case shows its arithmetic.
 */
const DIVIDENDS =
  "2024/25 dividend allowance £500 and rates 8.75 / 33.75 / 39.35 %: https://www.gov.uk/tax-on-dividends; arithmetic in the comment";
const CONTRACTOR =
  "2024/25 figures (employer NI 13.8 % over £9,100: https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025; corporation tax 25 % less 3/200 marginal relief: https://www.gov.uk/guidance/corporation-tax-marginal-relief; dividends: https://www.gov.uk/tax-on-dividends); arithmetic in the comment";

export const DIVIDEND_TAX_CASES: GoldenCase<DividendTaxInput, DividendTaxResult>[] = [
  {
    name: "£30,000 dividends on a £12,570 salary: ordinary rate",
    source: DIVIDENDS,
    // the allowance covers the salary; 500 at 0 %; 8.75 % × 29,500 = 2,581.25
    input: {
      nonSavingsIncome: 12_570,
      dividends: 30_000,
      region: "england",
      taxYear: "2024-25",
    },
    expected: { dividendTax: 2_581.25 },
  },
  {
    name: "£10,000 dividends on £50,270: upper rate",
    source: DIVIDENDS,
    // the salary fills the basic band (taxable 37,700); 500 at 0 %; 33.75 % × 9,500 = 3,206.25
    input: {
      nonSavingsIncome: 50_270,
      dividends: 10_000,
      region: "england",
      taxYear: "2024-25",
    },
    expected: { dividendTax: 3_206.25 },
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
      taxYear: "2024-25",
    },
    expected: { dividendTax: 7_673.25 },
  },
  {
    name: "£20,000 dividends on £40,000, Scotland: across the basic/higher edge on the UK bands",
    source: DIVIDENDS,
    // taxable salary 27,430; basic band left 37,700 − 27,430 = 10,270: 500 at 0 %, 9,770 × 8.75 %
    // = 854.875; 20,000 − 10,270 = 9,730 × 33.75 % = 3,283.875; total 4,138.75
    input: {
      nonSavingsIncome: 40_000,
      dividends: 20_000,
      region: "scotland",
      taxYear: "2024-25",
    },
    expected: { dividendTax: 4_138.75 },
  },
];

export const CONTRACTOR_CASES: GoldenCase<ContractorInput, ContractorResult>[] = [
  {
    name: "£50,000 employee with 5 % pension vs £400 × 220 days, £3,000 expenses",
    source: CONTRACTOR,
    // Employee: pension 5 % × 50,000 = 2,500 (net pay); tax 20% × (50,000 − 2,500 − 12,570)
    // = 6,986.00; NI 8% × (50,000 − 12,570) = 2,994.40; net 50,000 − 12,480.40 = 37,519.60.
    // Outside IR35: gross 88,000 − 3,000 = 85,000; director salary 12,570; employer NI
    // 13.8% × (12,570 − 9,100) = 478.86; employee NI 0 (at the PT); profit 85,000 − 12,570
    // − 478.86 = 71,951.14; corporation tax 25% × 71,951.14 = 17,987.785 less marginal relief
    // 3/200 × (250,000 − 71,951.14) = 2,670.7329 ⇒ 15,317.0521 → 15,317.05; dividends
    // 71,951.14 − 15,317.05 = 56,634.09; salary uses the whole allowance, so income tax 0;
    // dividend tax: 500 at 0 %, 8.75% × 37,200 = 3,255.00, 33.75% × (56,634.09 − 37,700)
    // = 6,390.255375 ⇒ 9,645.255375 → 9,645.26; net 12,570 + 56,634.09 − 9,645.26 = 59,558.83.
    // Marginal relief shown = main-rate tax 17,987.785 → 17,987.79 (half-up) − 15,317.05 = 2,670.74; the
    // allowance used is the whole 12,570, against the salary.
    // Difference 59,558.83 − 37,519.60 = 22,039.23; a month 1,836.6025 → 1,836.60;
    // 22,039.23 / 37,519.60 = 58.740578…% → 58.7406.
    input: {
      employeeSalary: 50_000,
      employeePension: 5,
      contractorDailyRate: 400,
      contractorDaysPerYear: 220,
      contractorExpenses: 3_000,
      taxYear: "2024-25",
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
        employerNationalInsurance: 478.86,
        employeeNationalInsurance: 0,
        nationalInsurance: 478.86,
        profitBeforeTax: 71_951.14,
        marginalRelief: 2_670.74,
        corporationTax: 15_317.05,
        dividends: 56_634.09,
        dividendTax: 9_645.26,
        incomeTax: 0,
        personalAllowance: 12_570,
        netIncome: 59_558.83,
      },
      // Inside IR35: s + 13.8 % × (s − 9,100) + 0.5 % × s ≤ 88,000 (the levy allowance is the umbrella's): s = (88,000 + 1,255.80) / 1.143 = 78,089.06 (penny search: NI 9,520.49, levy 390.45, total 88,000.00)
      insideIR35: {
        grossIncome: 88_000,
        umbrellaMargin: 0,
        employerNationalInsurance: 9_520.49,
        apprenticeshipLevy: 390.45,
        employerPension: 0,
        unallocated: 0,
        grossSalary: 78_089.06,
        // Rolled-up holiday pay: 78,089.06 / 1.1207 = 69,678.825… → 69,678.83 for work done,
        // 78,089.06 − 69,678.83 = 8,410.23 of holiday pay within the salary.
        holidayPay: 8_410.23,
        // Tax 7,540 + 40 % × 27,819.06 = 18,667.624 → 18,667.62; NI 8 % × 37,700 + 2 % ×
        // 27,819.06 = 3,572.3812 → 3,572.38 (each figure rounded on its own); net 55,849.06.
        incomeTax: 18_667.62,
        nationalInsurance: 3_572.38,
        netIncome: 55_849.06,
        // Break-even: the inside rate whose net reaches 59,558.83. At £433.24: gross 95,312.80,
        // s = (95,312.80 + 1,255.80) / 1.143 = 84,486.96 costs 95,312.79 (NI 10,403.40, levy
        // 422.43), a penny more 95,312.80: s = 84,486.97; tax 7,540 + 40 % × 34,216.97 =
        // 21,226.79, NI 3,016 + 2 % × 34,216.97 = 3,700.34; net 59,559.84 ≥ 59,558.83. At
        // £433.23 (gross 2.20 less, salary about 1.92 less at a 42 % marginal rate) net 59,558.72.
        breakEvenDayRate: 433.24,
      },
      comparison: {
        difference: 22_039.23,
        percentageIncrease: 58.7406,
        monthlyDifference: 1_836.6,
      },
    },
  },
];
