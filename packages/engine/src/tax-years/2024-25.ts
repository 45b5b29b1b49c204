import { TAX_YEAR_2025_26 as NEXT } from "./2025-26.js";
import type { TaxYearRates } from "./tax-year-rates.js";
import {
  payrollOfYear,
  withAnnualLoanThresholds,
  withBandLimits,
  withEmployerRate,
  withPeriodThresholds,
} from "./deltas.js";

/**
 * UK tax and pay figures for 2024/25 (6 April 2024 – 5 April 2025). Data only: the 2025/26
 * figures with every difference of 2024/25 written out below, each with its primary source.
 * Anything not named here is the same as in 2025/26 (the personal allowance and the rUK bands;
 * employee NI at 8 % and 2 % all year, the primary threshold and the UEL; pensions, childcare
 * vouchers, dividends and corporation tax).
 */
const EMPLOYERS_PAGE =
  "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025";
const NEXT_PERIODS = NEXT.payroll.nationalInsurance.periodThresholds;
/** Class 1 lower earnings limit and secondary threshold, a year. */
const LEL = 6_396;
const ST = 9_100;
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
      scotland: withBandLimits(NEXT.incomeTax.bands.scotland, {
        starter: 2_306,
        basic: 13_991,
      }),
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
    lowerEarningsLimit: LEL,
    secondaryThreshold: ST,
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
    ...withAnnualLoanThresholds(
      NEXT,
      `${EMPLOYERS_PAGE} (student and postgraduate loans); https://www.gov.uk/repaying-your-student-loan/what-you-pay`,
      { plan1: 24_990, plan2: 27_295, plan4: 31_395 },
    ),
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

  payroll: payrollOfYear(NEXT, "2024-25", EMPLOYERS_PAGE, {
    periodThresholds: withPeriodThresholds(NEXT_PERIODS, {
      // LEL £123 a week; ST £175 a week, above the LEL: no employer NI below it.
      lowerEarningsLimit: { annual: LEL, weekly: 123, monthly: 533 },
      secondaryThreshold: { annual: ST, weekly: 175, monthly: 758 },
    }),
    // Every category's employer rate is 13.8 % (0 % up to the UST/AUST/VUST for H, M, V, Z).
    categories: withEmployerRate(NEXT.payroll.nationalInsurance.categories, EMPLOYER_RATE),
  }),
} as const satisfies TaxYearRates;
