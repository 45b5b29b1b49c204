import { TAX_YEAR_2025_26 as NEXT } from "./2025-26.js";
import type { TaxYearRates } from "./tax-year-rates.js";

/**
 * UK tax and pay figures for 2024/25 (6 April 2024 – 5 April 2025). Data only: the 2025/26
 * figures with every difference of 2024/25 written out below, each with its primary source.
 * Anything not named here is the same as in 2025/26 (the personal allowance and the rUK bands;
 * employee NI at 8 % and 2 % all year, the primary threshold and the UEL; pensions, childcare
 * vouchers, dividends and corporation tax).
 */
const EMPLOYERS_PAGE =
  "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025";
const nextPeriods = NEXT.payroll.nationalInsurance.periodThresholds;
const nextCategories = NEXT.payroll.nationalInsurance.categories;
/** Employer Class 1 (and 1A) was 13.8 % until April 2025. */
const EMPLOYER_RATE = 0.138;

export const TAX_YEAR_2024_25 = {
  ...NEXT,
  id: "2024-25",
  label: "2024/25",
  starts: "2024-04-06",
  ends: "2025-04-05",

  incomeTax: {
    ...NEXT.incomeTax,
    source: `${EMPLOYERS_PAGE}; https://www.gov.uk/income-tax-rates; Scottish Rate Resolution 2024-25: https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year`,
    bands: {
      ...NEXT.incomeTax.bands,
      // Scottish starter and basic limits on taxable income: £2,306 and £13,991.
      scotland: [
        { name: "starter", rate: 0.19, upTo: 2_306 },
        { name: "basic", rate: 0.2, upTo: 13_991 },
        { name: "intermediate", rate: 0.21, upTo: 31_092 },
        { name: "higher", rate: 0.42, upTo: 62_430 },
        { name: "advanced", rate: 0.45, upTo: 125_140 },
        { name: "top", rate: 0.48, upTo: null },
      ],
    },
    blindPersonsAllowance: {
      source:
        "https://www.gov.uk/blind-persons-allowance; HM Treasury written answer of 24 March 2025 (£3,070 for the tax year 2024-25)",
      amount: 3_070,
    },
  },

  nationalInsurance: {
    ...NEXT.nationalInsurance,
    source: EMPLOYERS_PAGE,
    lowerEarningsLimit: 6_396,
    secondaryThreshold: 9_100,
    employerRate: EMPLOYER_RATE,
    class1A: {
      source: `${EMPLOYERS_PAGE} (Class 1A National Insurance on work benefits: 13.8 %)`,
      rate: EMPLOYER_RATE,
    },
    employmentAllowance: {
      source: `${EMPLOYERS_PAGE} (Employment Allowance £5,000, only where the previous year's employer Class 1 was under £100,000; not available where a director is the only employee paid above the secondary threshold)`,
      amount: 5_000,
    },
    selfEmployed: {
      ...NEXT.nationalInsurance.selfEmployed,
      class2SmallProfitsThreshold: 6_725,
      class2VoluntaryWeeklyAmount: 3.45,
      class3WeeklyAmount: 17.45,
    },
  },

  studentLoans: {
    ...NEXT.studentLoans,
    source: `${EMPLOYERS_PAGE} (student and postgraduate loans); https://www.gov.uk/repaying-your-student-loan/what-you-pay`,
    plan1: {
      ...NEXT.studentLoans.plan1,
      annualThreshold: 24_990,
      monthlyThreshold: 2_082.5,
      weeklyThreshold: 480.57,
    },
    plan2: {
      ...NEXT.studentLoans.plan2,
      annualThreshold: 27_295,
      monthlyThreshold: 2_274.58,
      weeklyThreshold: 524.9,
    },
    plan4: {
      ...NEXT.studentLoans.plan4,
      annualThreshold: 31_395,
      monthlyThreshold: 2_616.25,
      weeklyThreshold: 603.75,
    },
    // Plan 5: no repayments are collected before April 2026
    // (https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying); the threshold is
    // the plan's own, kept for reference only.
    plan5: {
      ...NEXT.studentLoans.plan5,
      collected: false,
      note: "plan5-no-repayments-before-2026",
    },
  },

  corporationTax: {
    ...NEXT.corporationTax,
    source:
      "https://www.gov.uk/guidance/corporation-tax-marginal-relief; https://www.gov.uk/corporation-tax-rates (financial year 2024)",
  },

  payroll: {
    ...NEXT.payroll,
    source:
      "docs/payroll-rules.md (HMRC's payroll rules, verified against HMRC's 2025-26 test data in test/conformance/; the rules are unchanged for 2024-25)",
    paye: {
      ...NEXT.payroll.paye,
      source: `docs/payroll-rules.md rules 1 and 4: 500-blocks of £5,000 a year (£416.67/month, £96.16/week); K-code overriding limit 50 % of pay: ${EMPLOYERS_PAGE} (PAYE tax rates and thresholds)`,
    },
    nationalInsurance: {
      ...NEXT.payroll.nationalInsurance,
      source: `${EMPLOYERS_PAGE} (weekly and monthly thresholds; fortnightly and four-weekly = annual / 52 × weeks rounded up, docs/payroll-rules.md rule 6); categories: https://www.gov.uk/national-insurance-rates-letters/category-letters`,
      // LEL £123 a week (£6,396); ST £175 a week (£9,100), above the LEL: no employer NI below it.
      periodThresholds: {
        weekly: {
          ...nextPeriods.weekly,
          lowerEarningsLimit: 123,
          secondaryThreshold: 175,
        },
        fortnightly: {
          ...nextPeriods.fortnightly,
          lowerEarningsLimit: 246,
          secondaryThreshold: 350,
        },
        "four-weekly": {
          ...nextPeriods["four-weekly"],
          lowerEarningsLimit: 492,
          secondaryThreshold: 700,
        },
        monthly: {
          ...nextPeriods.monthly,
          lowerEarningsLimit: 533,
          secondaryThreshold: 758,
        },
      },
      // Every category's employer rate is 13.8 % (0 % up to the UST/AUST/VUST for H, M, V, Z).
      categories: {
        A: {
          ...nextCategories.A,
          employerMainRate: EMPLOYER_RATE,
          employerUpperRate: EMPLOYER_RATE,
        },
        B: {
          ...nextCategories.B,
          employerMainRate: EMPLOYER_RATE,
          employerUpperRate: EMPLOYER_RATE,
        },
        C: {
          ...nextCategories.C,
          employerMainRate: EMPLOYER_RATE,
          employerUpperRate: EMPLOYER_RATE,
        },
        H: { ...nextCategories.H, employerUpperRate: EMPLOYER_RATE },
        J: {
          ...nextCategories.J,
          employerMainRate: EMPLOYER_RATE,
          employerUpperRate: EMPLOYER_RATE,
        },
        M: { ...nextCategories.M, employerUpperRate: EMPLOYER_RATE },
        V: { ...nextCategories.V, employerUpperRate: EMPLOYER_RATE },
        Z: { ...nextCategories.Z, employerUpperRate: EMPLOYER_RATE },
      },
    },
  },
} as const satisfies TaxYearRates;
