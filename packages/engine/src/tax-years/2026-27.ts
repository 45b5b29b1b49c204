import { TAX_YEAR_2025_26 as PREVIOUS } from "./2025-26.js";
import type { TaxYearRates } from "./tax-year-rates.js";

/**
 * UK tax and pay figures for 2026/27 (6 April 2026 – 5 April 2027). Data only: the 2025/26
 * figures with every change of 2026/27 written out below, each with its primary source. Anything
 * not named here is unchanged from 2025/26 (the personal allowance and the rUK bands, frozen to
 * April 2031; employee and employer NI rates, the primary and secondary thresholds and the UEL;
 * pensions, childcare vouchers and corporation tax).
 */
const EMPLOYERS_PAGE =
  "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027";
const previousPeriods = PREVIOUS.payroll.nationalInsurance.periodThresholds;

export const TAX_YEAR_2026_27 = {
  ...PREVIOUS,
  id: "2026-27",
  label: "2026/27",
  starts: "2026-04-06",
  ends: "2027-04-05",

  incomeTax: {
    ...PREVIOUS.incomeTax,
    source: `${EMPLOYERS_PAGE}; https://www.gov.uk/income-tax-rates; Scottish Rate Resolution 2026-27 (motion S6M-20844): https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844`,
    bands: {
      ...PREVIOUS.incomeTax.bands,
      // Scottish starter and basic limits rise (taxable income £3,967 and £16,956).
      scotland: [
        { name: "starter", rate: 0.19, upTo: 3_967 },
        { name: "basic", rate: 0.2, upTo: 16_956 },
        { name: "intermediate", rate: 0.21, upTo: 31_092 },
        { name: "higher", rate: 0.42, upTo: 62_430 },
        { name: "advanced", rate: 0.45, upTo: 125_140 },
        { name: "top", rate: 0.48, upTo: null },
      ],
    },
    blindPersonsAllowance: {
      source:
        "https://www.gov.uk/blind-persons-allowance; the Income Tax (Indexation of Blind Person's Allowance and Married Couple's Allowance) Order 2026",
      amount: 3_250,
    },
  },

  nationalInsurance: {
    ...PREVIOUS.nationalInsurance,
    source: EMPLOYERS_PAGE,
    lowerEarningsLimit: 6_708,
    class1A: {
      source: `${EMPLOYERS_PAGE} (Class 1A National Insurance on work benefits: 15 %)`,
      rate: 0.15,
    },
    selfEmployed: {
      ...PREVIOUS.nationalInsurance.selfEmployed,
      class2SmallProfitsThreshold: 7_105,
      class2VoluntaryWeeklyAmount: 3.65,
      class3WeeklyAmount: 18.4,
    },
  },

  studentLoans: {
    ...PREVIOUS.studentLoans,
    source: `${EMPLOYERS_PAGE} (student and postgraduate loans); https://www.gov.uk/repaying-your-student-loan/what-you-pay`,
    // Period thresholds are annual ÷ 12 and ÷ 52 cut to the penny (docs/payroll-rules.md rule 9).
    plan1: {
      ...PREVIOUS.studentLoans.plan1,
      annualThreshold: 26_900,
      monthlyThreshold: 2_241.66,
      weeklyThreshold: 517.3,
    },
    plan2: {
      ...PREVIOUS.studentLoans.plan2,
      annualThreshold: 29_385,
      monthlyThreshold: 2_448.75,
      weeklyThreshold: 565.09,
    },
    plan4: {
      ...PREVIOUS.studentLoans.plan4,
      annualThreshold: 33_795,
      monthlyThreshold: 2_816.25,
      weeklyThreshold: 649.9,
    },
    // Plan 5: first repayments are collected from 6 April 2026
    // (https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying).
    plan5: { ...PREVIOUS.studentLoans.plan5, note: null },
  },

  dividends: {
    ...PREVIOUS.dividends,
    source:
      "https://www.gov.uk/tax-on-dividends; ordinary and upper rates +2 points from April 2026: https://www.gov.uk/government/publications/changes-to-tax-rates-for-property-savings-and-dividend-income",
    basicRate: 0.1075,
    higherRate: 0.3575,
  },

  corporationTax: {
    ...PREVIOUS.corporationTax,
    source:
      "https://www.gov.uk/guidance/corporation-tax-marginal-relief; https://www.gov.uk/corporation-tax-rates (financial year 2026)",
  },

  payroll: {
    ...PREVIOUS.payroll,
    source:
      "docs/payroll-rules.md (HMRC's payroll rules, verified against HMRC's 2025-26 test data in test/conformance/; the rules are unchanged for 2026-27)",
    paye: {
      ...PREVIOUS.payroll.paye,
      source: `docs/payroll-rules.md rules 1 and 4: 500-blocks of £5,000 a year (£416.67/month, £96.16/week); K-code overriding limit 50 % of pay: ${EMPLOYERS_PAGE} (PAYE tax rates and thresholds)`,
    },
    nationalInsurance: {
      ...PREVIOUS.payroll.nationalInsurance,
      source: `${EMPLOYERS_PAGE} (weekly and monthly thresholds; fortnightly and four-weekly = annual / 52 × weeks rounded up, docs/payroll-rules.md rule 6); categories: https://www.gov.uk/national-insurance-rates-letters/category-letters`,
      // The LEL rises to £129 a week (£6,708 a year); the other thresholds are unchanged.
      periodThresholds: {
        weekly: { ...previousPeriods.weekly, lowerEarningsLimit: 129 },
        fortnightly: {
          ...previousPeriods.fortnightly,
          lowerEarningsLimit: 258,
        },
        "four-weekly": {
          ...previousPeriods["four-weekly"],
          lowerEarningsLimit: 516,
        },
        monthly: { ...previousPeriods.monthly, lowerEarningsLimit: 559 },
      },
    },
  },
} as const satisfies TaxYearRates;
