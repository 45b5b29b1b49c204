import type { TaxYearRates } from "./tax-year-rates.js";

/**
 * UK tax and pay figures for 2024/25 (6 April 2024 – 5 April 2025). Data only: every figure of
 * the year written out, each block with its primary source; HMRC's payroll rounding rules are
 * described in ../../docs/payroll-rules.md. What differs from 2025/26 is listed by
 * year-differences.test.ts. The rules of this year alone: employer NI at 13.8 % over a secondary
 * threshold of £9,100, above the LEL; an Employment Allowance of £5,000; no Plan 5 repayments.
 */
const EMPLOYERS_PAGE =
  "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025";

export const TAX_YEAR_2024_25 = {
  id: "2024-25",
  label: "2024/25",
  starts: "2024-04-06",
  ends: "2025-04-05",

  payPeriods: {
    source:
      "Product convention, not tax law (see the package README, Conventions): annual ×1, monthly ×12, weekly ×52, daily ×260 = 5 days × 52 weeks",
    annual: 1,
    monthly: 12,
    weekly: 52,
    daily: 260,
    fourWeekly: 13,
    workingDaysPerWeek: 5,
    hoursPerDay: 8,
  },

  incomeTax: {
    source: `${EMPLOYERS_PAGE}; https://www.gov.uk/income-tax-rates; Scottish Rate Resolution 2024-25: https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year`,
    personalAllowance: 12_570,
    standardCodeNumber: 1257,
    codeMultiplier: 10,
    payeCodeUplift: 9,
    taper: {
      source: "Income Tax Act 2007 s.35: https://www.legislation.gov.uk/ukpga/2007/3/section/35",
      incomeLimit: 100_000,
      reductionRate: 0.5,
    },
    bands: {
      rUK: [
        { name: "basic", rate: 0.2, upTo: 37_700 },
        { name: "higher", rate: 0.4, upTo: 125_140 },
        { name: "additional", rate: 0.45, upTo: null },
      ],
      wales: [
        { name: "basic", rate: 0.2, upTo: 37_700 },
        { name: "higher", rate: 0.4, upTo: 125_140 },
        { name: "additional", rate: 0.45, upTo: null },
      ],
      // Scottish Rate Resolution 2024-25: starter to £2,306, basic to £13,991 of taxable income.
      scotland: [
        { name: "starter", rate: 0.19, upTo: 2_306 },
        { name: "basic", rate: 0.2, upTo: 13_991 },
        { name: "intermediate", rate: 0.21, upTo: 31_092 },
        { name: "higher", rate: 0.42, upTo: 62_430 },
        { name: "advanced", rate: 0.45, upTo: 125_140 },
        { name: "top", rate: 0.48, upTo: null },
      ],
    },
    flatRateCodes: {
      source:
        "The band rates above (BR = basic, D0 = higher, D1 = additional; Scottish SBR, SD0–SD3 = basic to top): https://www.gov.uk/tax-codes/what-your-tax-code-means",
      rUK: { BR: 0.2, D0: 0.4, D1: 0.45 },
      scotland: { BR: 0.2, D0: 0.21, D1: 0.42, D2: 0.45, D3: 0.48 },
    },
    marriageAllowance: {
      source:
        "Income Tax Act 2007 ss.55A–55E: https://www.legislation.gov.uk/ukpga/2007/3/part/3/chapter/3A; https://www.gov.uk/marriage-allowance",
      transferable: 1_260,
      reliefRate: 0.2,
      // Eligible only if not liable above the basic rate (Scotland: the starter, basic or
      // intermediate rates): ITA 2007 s.55B(2); https://www.gov.uk/marriage-allowance.
      recipientHighestBand: {
        rUK: "basic",
        wales: "basic",
        scotland: "intermediate",
      },
    },
    reliefAtSourceBandExtension: {
      source:
        "Finance Act 2004 s.192(4) (basic and higher rate limits) and s.192(4A) (Scottish basic rate limit and the Scottish rate limits above it): https://www.legislation.gov.uk/ukpga/2004/12/section/192; HMRC PTM044220: https://www.gov.uk/hmrc-internal-manuals/pensions-tax-manual/ptm044220; HMRC, relief at source for Scottish Income Tax (relief at the member's marginal rate; the 19 % starter rate is not recovered): https://www.gov.uk/government/publications/pension-schemes-relief-at-source-for-scottish-income-tax-newsletter-february-2018",
      fromBand: { rUK: "basic", wales: "basic", scotland: "basic" },
    },
    blindPersonsAllowance: {
      source:
        "https://www.gov.uk/blind-persons-allowance; HM Treasury written answer of 24 March 2025 (£3,070 for the tax year 2024-25)",
      amount: 3_070,
    },
    propertyAllowance: {
      source:
        "ITTOIA 2005 Part 6A Chapter 2 (s.783BF, full relief when receipts are £1,000 or less; ss.783BG–783BH, partial relief: receipts less £1,000 instead of expenses, by election): https://www.legislation.gov.uk/ukpga/2005/5/part/6A/chapter/2; https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income",
      amount: 1_000,
    },
    personalSavingsAllowance: {
      source: "https://www.gov.uk/apply-tax-free-interest-on-savings",
      basic: 1_000,
      higher: 500,
      additional: 0,
    },
    startingRateForSavings: {
      source: "https://www.gov.uk/apply-tax-free-interest-on-savings",
      limit: 5_000,
      rate: 0,
    },
  },

  nationalInsurance: {
    source: EMPLOYERS_PAGE,
    lowerEarningsLimit: 6_396,
    // The secondary threshold is above the LEL this year: no employer NI below £9,100.
    secondaryThreshold: 9_100,
    primaryThreshold: 12_570,
    upperEarningsLimit: 50_270,
    employeeMainRate: 0.08,
    employeeUpperRate: 0.02,
    // Employer Class 1 (and Class 1A) is 13.8 % until 5 April 2025.
    employerRate: 0.138,
    class1A: {
      source: `${EMPLOYERS_PAGE} (Class 1A National Insurance on work benefits: 13.8 %)`,
      rate: 0.138,
    },
    employmentAllowance: {
      source: `${EMPLOYERS_PAGE} (Employment Allowance £5,000, only where the previous year's employer Class 1 was under £100,000; not available where a director is the only employee paid above the secondary threshold)`,
      amount: 5_000,
    },
    apprenticeshipLevy: {
      source: "https://www.gov.uk/guidance/pay-apprenticeship-levy",
      rate: 0.005,
      allowance: 15_000,
    },
    selfEmployed: {
      source:
        "https://www.gov.uk/self-employed-national-insurance-rates; https://www.gov.uk/voluntary-national-insurance-contributions/rates",
      class2SmallProfitsThreshold: 6_725,
      class2VoluntaryWeeklyAmount: 3.45,
      class3WeeklyAmount: 17.45,
      class4LowerProfitsLimit: 12_570,
      class4UpperProfitsLimit: 50_270,
      class4MainRate: 0.06,
      class4UpperRate: 0.02,
    },
  },

  studentLoans: {
    source: `${EMPLOYERS_PAGE} (student and postgraduate loans); https://www.gov.uk/repaying-your-student-loan/what-you-pay`,
    // Monthly and weekly thresholds: annual ÷ 12 and ÷ 52, cut to the penny (docs/payroll-rules.md
    // rule 9), as HMRC's employer rates page publishes them.
    plan1: {
      annualThreshold: 24_990,
      monthlyThreshold: 2_082.5,
      weeklyThreshold: 480.57,
      rate: 0.09,
      collected: true,
      note: null,
    },
    plan2: {
      annualThreshold: 27_295,
      monthlyThreshold: 2_274.58,
      weeklyThreshold: 524.9,
      rate: 0.09,
      collected: true,
      note: null,
    },
    plan4: {
      annualThreshold: 31_395,
      monthlyThreshold: 2_616.25,
      weeklyThreshold: 603.75,
      rate: 0.09,
      collected: true,
      note: null,
    },
    // Plan 5: no repayments are collected before April 2026
    // (https://www.gov.uk/repaying-your-student-loan/when-you-start-repaying); the threshold is
    // the plan's own, kept for reference only.
    plan5: {
      annualThreshold: 25_000,
      // Monthly and weekly figures are 25,000 / 12 and / 52 cut to the penny (as HMRC's app uses).
      monthlyThreshold: 2_083.33,
      weeklyThreshold: 480.76,
      rate: 0.09,
      collected: false,
      note: "plan5-no-repayments-before-2026",
    },
    postgraduate: {
      annualThreshold: 21_000,
      monthlyThreshold: 1_750,
      weeklyThreshold: 403.84,
      rate: 0.06,
      collected: true,
      note: null,
    },
    minimumYearlyRepayment: 12,
  },

  pensions: {
    source:
      "https://www.thepensionsregulator.gov.uk/en/employers/managing-a-scheme/automatic-enrolment-earnings-thresholds; https://www.gov.uk/tax-on-your-private-pension/pension-tax-relief",
    autoEnrolment: {
      source:
        "https://www.thepensionsregulator.gov.uk/en/business-advisers/automatic-enrolment-guide-for-business-advisers/automatic-enrolment-earnings-threshold",
      qualifyingEarningsLower: 6_240,
      qualifyingEarningsUpper: 50_270,
      earningsTrigger: 10_000,
      minimumTotalRate: 0.08,
      minimumEmployerRate: 0.03,
      minimumEmployeeRate: 0.05,
    },
    reliefAtSourceRate: 0.2,
    annualAllowance: {
      source: "https://www.gov.uk/tax-on-your-private-pension/annual-allowance",
      amount: 60_000,
      taperThreshold: 260_000,
      taperRate: 0.5,
      minimum: 10_000,
    },
  },

  childcareVouchers: {
    source:
      "Income Tax (Earnings and Pensions) Act 2003 s.270A: https://www.legislation.gov.uk/ukpga/2003/1/section/270A (£55 a week at the basic rate); National Insurance: https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim02471",
    weeklyExemption: 55,
    annualExemption: 2_860,
    // Annual = weekly × 52; monthly as HMRC publishes it.
    byBand: {
      source:
        "ITEPA 2003 s.270A(6A)–(6C) (joiners from 6 April 2011): https://www.legislation.gov.uk/ukpga/2003/1/section/270A; https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim16053; https://www.gov.uk/expenses-and-benefits-childcare/whats-exempt (£55/£243, £28/£124, £25/£110 a week/month)",
      basic: { weekly: 55, monthly: 243, annual: 2_860 },
      higher: { weekly: 28, monthly: 124, annual: 1_456 },
      additional: { weekly: 25, monthly: 110, annual: 1_300 },
    },
    assessmentAllowanceLimit: {
      source:
        "The Employer Supported Childcare (Relevant Earnings and Excluded Amounts) Regulations 2011 (SI 2011/1798) reg.3(f): https://www.legislation.gov.uk/uksi/2011/1798; https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim16056",
      amount: 150_000,
    },
  },

  dividends: {
    source: "https://www.gov.uk/tax-on-dividends",
    allowance: 500,
    basicRate: 0.0875,
    higherRate: 0.3375,
    additionalRate: 0.3935,
  },

  childBenefit: {
    source:
      "https://www.gov.uk/government/publications/rates-and-allowances-tax-credits-child-benefit-and-guardians-allowance/tax-credits-child-benefit-and-guardians-allowance (2024 to 2025: £25.60 and £16.95 a week)",
    eldestChildWeekly: 25.6,
    otherChildWeekly: 16.95,
    // The weekly rates × 52: the product's year of benefit (the package README, "Conventions").
    weeksPerYear: 52,
    highIncomeCharge: {
      source:
        "ITEPA 2003 s.681C, as amended by Finance Act 2024 s.4 from 6 April 2024 (1 % per £200 over £60,000, all of it from £80,000): https://www.legislation.gov.uk/ukpga/2003/1/section/681C; https://www.gov.uk/child-benefit-tax-charge",
      incomeThreshold: 60_000,
      incomePerPercent: 200,
    },
  },

  childcareSupport: {
    source:
      "Tax-Free Childcare and the funded hours are not given when either parent's adjusted net income is over £100,000 (The Childcare Payments (Eligibility) Regulations 2015, SI 2015/448: https://www.legislation.gov.uk/uksi/2015/448; https://www.gov.uk/tax-free-childcare; https://www.gov.uk/30-hours-free-childcare); the top-up is up to £500 a quarter, £2,000 a year, for each child",
    adjustedNetIncomeLimit: 100_000,
    taxFreeChildcarePerChild: 2_000,
  },

  corporationTax: {
    source:
      "https://www.gov.uk/guidance/corporation-tax-marginal-relief; https://www.gov.uk/corporation-tax-rates (financial year 2024)",
    smallProfitsRate: 0.19,
    mainRate: 0.25,
    lowerLimit: 50_000,
    upperLimit: 250_000,
    marginalReliefNumerator: 3,
    marginalReliefDenominator: 200,
  },

  personalFinance: {
    source:
      "https://www.gov.uk/new-state-pension; https://www.gov.uk/national-minimum-wage-rates; https://www.gov.uk/individual-savings-accounts",
    statePension: {
      source:
        "https://www.gov.uk/government/publications/benefit-and-pension-rates-2024-to-2025; https://www.gov.uk/new-state-pension/what-youll-get",
      newFullWeekly: 221.2,
      basicFullWeekly: 169.5,
      // 8.5 %, average earnings growth (the triple lock).
      upratingRate: 0.085,
    },
    minimumWage: {
      source: "https://www.gov.uk/national-minimum-wage-rates (current and previous rates)",
      from: "2024-04-01",
      age21AndOver: 11.44,
      age18To20: 8.6,
      under18: 6.4,
      apprentice: 6.4,
    },
    savings: {
      source:
        "https://www.gov.uk/individual-savings-accounts; https://www.gov.uk/lifetime-isa; https://www.gov.uk/junior-individual-savings-accounts; https://www.gov.uk/capital-gains-tax/allowances",
      isaAllowance: 20_000,
      lifetimeIsaAllowance: 4_000,
      juniorIsaAllowance: 9_000,
      capitalGainsAnnualExemptAmount: 3_000,
    },
  },

  holidayPay: {
    source:
      "Working Time Regulations 1998 regs 13, 13A (5.6 weeks), 15B and 16A (rolled-up holiday pay at 12.07 % of pay for work done, leave years from 1 April 2024): https://www.legislation.gov.uk/uksi/1998/1833/regulation/16A; https://www.gov.uk/government/publications/calculating-holiday-entitlement-for-part-year-and-irregular-hours-workers",
    statutoryWeeks: 5.6,
    // 5.6 / (52 − 5.6) = 0.120689…, written in reg 16A as 12.07 %.
    rolledUpRate: 0.1207,
  },

  payroll: {
    source:
      "docs/payroll-rules.md (HMRC's payroll rules, verified against HMRC's 2025-26 test data in test/conformance/; the rules are unchanged for 2024-25)",
    frequencies: {
      weekly: {
        periodsPerYear: 52,
        tablePeriodsPerYear: 52,
        tablePeriodsPerPayPeriod: 1,
      },
      fortnightly: {
        periodsPerYear: 26,
        tablePeriodsPerYear: 52,
        tablePeriodsPerPayPeriod: 2,
      },
      "four-weekly": {
        periodsPerYear: 13,
        tablePeriodsPerYear: 52,
        tablePeriodsPerPayPeriod: 4,
      },
      monthly: {
        periodsPerYear: 12,
        tablePeriodsPerYear: 12,
        tablePeriodsPerPayPeriod: 1,
      },
    },
    paye: {
      source: `docs/payroll-rules.md rules 1 and 4: 500-blocks of £5,000 a year (£416.67/month, £96.16/week); K-code overriding limit 50 % of pay: ${EMPLOYERS_PAGE} (PAYE tax rates and thresholds)`,
      codeBlockSize: 500,
      codeBlockAnnualFreePay: 5_000,
      kCodeRegulatoryLimitRate: 0.5,
    },
    nationalInsurance: {
      source: `${EMPLOYERS_PAGE} (weekly and monthly thresholds; fortnightly and four-weekly = annual / 52 × weeks rounded up, docs/payroll-rules.md rule 6); categories: https://www.gov.uk/national-insurance-rates-letters/category-letters`,
      // LEL £123 a week; ST £175 a week (£758 a month), above the LEL.
      periodThresholds: {
        weekly: {
          lowerEarningsLimit: 123,
          secondaryThreshold: 175,
          primaryThreshold: 242,
          upperEarningsLimit: 967,
          upperSecondaryThreshold: 967,
          apprenticeUpperSecondaryThreshold: 967,
          veteransUpperSecondaryThreshold: 967,
        },
        fortnightly: {
          lowerEarningsLimit: 246,
          secondaryThreshold: 350,
          primaryThreshold: 484,
          upperEarningsLimit: 1_934,
          upperSecondaryThreshold: 1_934,
          apprenticeUpperSecondaryThreshold: 1_934,
          veteransUpperSecondaryThreshold: 1_934,
        },
        "four-weekly": {
          lowerEarningsLimit: 492,
          secondaryThreshold: 700,
          primaryThreshold: 967,
          upperEarningsLimit: 3_867,
          upperSecondaryThreshold: 3_867,
          apprenticeUpperSecondaryThreshold: 3_867,
          veteransUpperSecondaryThreshold: 3_867,
        },
        monthly: {
          lowerEarningsLimit: 533,
          secondaryThreshold: 758,
          primaryThreshold: 1_048,
          upperEarningsLimit: 4_189,
          upperSecondaryThreshold: 4_189,
          apprenticeUpperSecondaryThreshold: 4_189,
          veteransUpperSecondaryThreshold: 4_189,
        },
      },
      annualUpperSecondaryThreshold: 50_270,
      annualApprenticeUpperSecondaryThreshold: 50_270,
      annualVeteransUpperSecondaryThreshold: 50_270,
      directorEarningsPeriodWeeks: 52,
      // Every category's employer rate is 13.8 % (0 % up to the UST/AUST/VUST for H, M, V, Z).
      categories: {
        // A: standard rate
        A: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0.138,
          employerUpperRate: 0.138,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // B: married women and widows: reduced rate
        B: {
          employeeMainRate: 0.0185,
          employeeUpperRate: 0.02,
          employerMainRate: 0.138,
          employerUpperRate: 0.138,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // C: over State Pension age: no employee NI
        C: {
          employeeMainRate: 0,
          employeeUpperRate: 0,
          employerMainRate: 0.138,
          employerUpperRate: 0.138,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // H: apprentice under 25: employer 0 % to the AUST
        H: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.138,
          employerUpperThreshold: "apprenticeUpperSecondaryThreshold",
        },
        // J: deferment: 2 % employee rate
        J: {
          employeeMainRate: 0.02,
          employeeUpperRate: 0.02,
          employerMainRate: 0.138,
          employerUpperRate: 0.138,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // M: under 21: employer 0 % to the UST
        M: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.138,
          employerUpperThreshold: "upperSecondaryThreshold",
        },
        // V: veteran, first civilian job: employer 0 % to the VUST
        V: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.138,
          employerUpperThreshold: "veteransUpperSecondaryThreshold",
        },
        // Z: under 21 with deferment
        Z: {
          employeeMainRate: 0.02,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.138,
          employerUpperThreshold: "upperSecondaryThreshold",
        },
      },
    },
  },
} as const satisfies TaxYearRates;
