import { TAX_YEAR_2025_26 as PREVIOUS } from "./2025-26.js";
import type { TaxYearRates } from "./tax-year-rates.js";
import {
  payrollOfYear,
  withAnnualLoanThresholds,
  withBandLimits,
  withPeriodThresholds,
} from "./deltas.js";

/**
 * UK tax and pay figures for 2026/27 (6 April 2026 – 5 April 2027). Data only: the 2025/26
 * figures with every change of 2026/27 written out below, each with its primary source. Anything
 * not named here is unchanged from 2025/26 (the personal allowance and the rUK bands, frozen to
 * April 2031; employee and employer NI rates, the primary and secondary thresholds and the UEL;
 * pensions, childcare vouchers and corporation tax).
 */
const EMPLOYERS_PAGE =
  "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027";
/** Class 1 lower earnings limit, a year. */
const LEL = 6_708;

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
      scotland: withBandLimits(PREVIOUS.incomeTax.bands.scotland, {
        starter: 3_967,
        basic: 16_956,
      }),
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
    lowerEarningsLimit: LEL,
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
    ...withAnnualLoanThresholds(
      PREVIOUS,
      `${EMPLOYERS_PAGE} (student and postgraduate loans); https://www.gov.uk/repaying-your-student-loan/what-you-pay`,
      { plan1: 26_900, plan2: 29_385, plan4: 33_795 },
    ),
    // Plan 5: first repayments are collected from 6 April 2026
    // (https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying).
    plan5: { ...PREVIOUS.studentLoans.plan5, collected: true, note: null },
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

  payroll: payrollOfYear(PREVIOUS, "2026-27", EMPLOYERS_PAGE, {
    // The LEL rises to £129 a week; the other thresholds are unchanged.
    periodThresholds: withPeriodThresholds(PREVIOUS.payroll.nationalInsurance.periodThresholds, {
      lowerEarningsLimit: { annual: LEL, weekly: 129, monthly: 559 },
    }),
  }),
} as const satisfies TaxYearRates;
