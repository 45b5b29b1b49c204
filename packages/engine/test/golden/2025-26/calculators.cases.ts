import type {
  ContractorInput,
  ContractorResult,
  CorporationTaxInput,
  CorporationTaxResult,
  DividendTaxInput,
  DividendTaxResult,
  HourlyInput,
  HourlyResult,
  MortgageInput,
  MortgageResult,
  ReverseInput,
  ReverseResult,
} from "../../../src/index.js";
import type { GoldenCase } from "../golden-case.js";

const SPEC =
  "the calculators' default inputs and formulas (package README); arithmetic in the comment";

export const REVERSE_CASES: GoldenCase<ReverseInput, ReverseResult>[] = [
  {
    name: "£32,319.60 a year back to £40,000",
    source: "inverse of the issue 2 worked example",
    input: { desiredNetPay: 32_319.6 },
    expected: {
      requiredGrossSalary: 40_000,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      netPay: 32_319.6,
    },
  },
  {
    name: "£2,500 a month (spec default)",
    source: SPEC,
    // 36,778.25: tax 24,208.25 × 20% = 4,841.65; NI × 8% = 1,936.66; net 29,999.94 → 2,499.995 a month → 2,500.00
    input: { desiredNetPay: 2_500, payFrequency: "monthly" },
    expected: {
      requiredGrossSalary: 36_778.25,
      netPay: 29_999.94,
      netPayPerPeriod: 2_500,
    },
  },
];

export const HOURLY_CASES: GoldenCase<HourlyInput, HourlyResult>[] = [
  {
    name: "£19.23 × 40 h × 52 weeks, 4 holiday weeks (spec default)",
    source: SPEC,
    input: {
      hourlyRate: 19.23,
      hoursPerWeek: 40,
      weeksPerYear: 52,
      holidayWeeks: 4,
    },
    // 39,998.40: tax 27,428.40 × 20% = 5,485.68; NI × 8% = 2,194.272 → 2,194.27
    expected: {
      annualSalary: 39_998.4,
      estimatedIncomeTax: 5_485.68,
      estimatedNationalInsurance: 2_194.27,
      estimatedNetAnnual: 32_318.45,
    },
  },
];

export const MORTGAGE_CASES: GoldenCase<MortgageInput, MortgageResult>[] = [
  {
    name: "£40,000 income, £800 expenses, £40,000 deposit, 4.5% over 25 years (spec default)",
    source: SPEC,
    input: {
      annualIncome: 40_000,
      monthlyExpenses: 800,
      deposit: 40_000,
      interestRate: 4.5,
      mortgageTerm: 25,
    },
    expected: {
      maxMortgage: 180_000,
      monthlyPayment: 1_000.5,
      affordabilityRating: "warning",
    },
  },
];

export const CONTRACTOR_CASES: GoldenCase<ContractorInput, ContractorResult>[] = [
  {
    name: "spec defaults: £40,000 + £2,000 bonus employee vs £300 × 220 days",
    source: SPEC,
    input: {
      employeeSalary: 40_000,
      employeePension: 5,
      employeeBonus: 2_000,
      contractorDailyRate: 300,
      contractorDaysPerYear: 220,
      contractorExpenses: 5_000,
    },
    // The employee's take-home as calculateSalary gives it, the bonus's NI in its own month
    // (£2,285.30, not £2,354.40 on the annual thresholds): net £32,228.70 against the
    // contractor's £47,418.16. (Until engine 3.0 the employee's NI was annual: £15,258.56.)
    expected: {
      comparison: {
        difference: 15_189.46,
        percentageIncrease: 47.1302,
        monthlyDifference: 1_265.79,
      },
    },
  },
];

export const CORPORATION_TAX_CASES: GoldenCase<CorporationTaxInput, CorporationTaxResult>[] = [
  {
    name: "£100,000 profits: marginal relief 3/200 × 150,000",
    source:
      "https://www.gov.uk/guidance/corporation-tax-marginal-relief; Sage marginal relief help https://help.sbc.sage.com/en-gb/corporation-tax/MarginalRelief/Marginal_Relief.html",
    input: { profits: 100_000 },
    expected: { corporationTax: 22_750, marginalRelief: 2_250 },
  },
];

export const DIVIDEND_TAX_CASES: GoldenCase<DividendTaxInput, DividendTaxResult>[] = [
  {
    name: "£30,000 dividends on a £12,570 salary",
    source:
      "https://www.gov.uk/tax-on-dividends (allowance £500, ordinary rate 8.75 %): 29,500 × 8.75%",
    input: { nonSavingsIncome: 12_570, dividends: 30_000, region: "england" },
    expected: { dividendTax: 2_581.25 },
  },
];
