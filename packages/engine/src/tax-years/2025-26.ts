import type { TaxYearRates } from "./tax-year-rates.js";

/**
 * UK tax and pay figures for 2025/26 (6 April 2025 – 5 April 2026). Data only.
 * Every block names its source; the full citations are in RATES-2025-26.md.
 */
export const TAX_YEAR_2025_26 = {
  id: "2025-26",
  label: "2025/26",
  starts: "2025-04-06",
  ends: "2026-04-05",

  payPeriods: {
    source:
      "DESIGN.md §2 (annual ×1, monthly ×12, weekly ×52, daily ×260 = 5 days × 52 weeks)",
    annual: 1,
    monthly: 12,
    weekly: 52,
    daily: 260,
    fourWeekly: 13,
    workingDaysPerWeek: 5,
    hoursPerDay: 8,
  },

  incomeTax: {
    source:
      "gov.uk Rates and thresholds for employers 2025 to 2026; PolicyEngine UK hmrc/income_tax; HMRC tax-kalculator TaxBands.kt",
    personalAllowance: 12_570,
    standardCodeNumber: 1257,
    codeMultiplier: 10,
    payeCodeUplift: 9,
    taper: {
      source:
        "ITA 2007 s.35; PolicyEngine UK personal_allowance/maximum_ANI.yaml, reduction_rate.yaml",
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
      scotland: [
        { name: "starter", rate: 0.19, upTo: 2_827 },
        { name: "basic", rate: 0.2, upTo: 14_921 },
        { name: "intermediate", rate: 0.21, upTo: 31_092 },
        { name: "higher", rate: 0.42, upTo: 62_430 },
        { name: "advanced", rate: 0.45, upTo: 125_140 },
        { name: "top", rate: 0.48, upTo: null },
      ],
    },
    flatRateCodes: {
      source:
        "HMRC 2025-26 PAYE test data (Gen_W1M1 BR/D0/D1 and SBR/SD0–SD3 rows)",
      rUK: { BR: 0.2, D0: 0.4, D1: 0.45 },
      scotland: { BR: 0.2, D0: 0.21, D1: 0.42, D2: 0.45, D3: 0.48 },
    },
    marriageAllowance: {
      source:
        "PolicyEngine UK marriage_allowance/max.yaml (10 % of the personal allowance)",
      transferable: 1_260,
      reliefRate: 0.2,
    },
    blindPersonsAllowance: {
      source:
        "https://tax-smart.co.uk/income-tax-rates; quiltercheviot tax tables 2025-26",
      amount: 3_130,
    },
    personalSavingsAllowance: {
      source: "PolicyEngine UK personal_savings_allowance/*.yaml",
      basic: 1_000,
      higher: 500,
      additional: 0,
    },
    startingRateForSavings: {
      source: "https://tax-smart.co.uk/income-tax-rates",
      limit: 5_000,
      rate: 0,
    },
  },

  nationalInsurance: {
    source:
      "gov.uk Rates and thresholds for employers 2025 to 2026; payetools hmrc-reference-data-2025-2026.json",
    lowerEarningsLimit: 6_500,
    secondaryThreshold: 5_000,
    primaryThreshold: 12_570,
    upperEarningsLimit: 50_270,
    employeeMainRate: 0.08,
    employeeUpperRate: 0.02,
    employerRate: 0.15,
    employmentAllowance: {
      source:
        "payetools hmrc-reference-data-2025-2026.json; not available where a director is the only employee",
      amount: 10_500,
    },
    apprenticeshipLevy: {
      source: "payetools hmrc-reference-data-2025-2026.json",
      rate: 0.005,
      allowance: 15_000,
    },
    selfEmployed: {
      source:
        "twpaccounting.co.uk National Insurance for the self-employed; PolicyEngine UK class_2, class_4 parameters",
      class2SmallProfitsThreshold: 6_845,
      class2VoluntaryWeeklyAmount: 3.5,
      class3WeeklyAmount: 17.75,
      class4LowerProfitsLimit: 12_570,
      class4UpperProfitsLimit: 50_270,
      class4MainRate: 0.06,
      class4UpperRate: 0.02,
    },
  },

  studentLoans: {
    source:
      "payetools hmrc-reference-data-2025-2026.json; Sage KB 2025/26 thresholds; HMRC tax-kalculator StudentLoanRate.kt",
    plan1: {
      annualThreshold: 26_065,
      monthlyThreshold: 2_172.08,
      weeklyThreshold: 501.25,
      rate: 0.09,
    },
    plan2: {
      annualThreshold: 28_470,
      monthlyThreshold: 2_372.5,
      weeklyThreshold: 547.5,
      rate: 0.09,
    },
    plan4: {
      annualThreshold: 32_745,
      monthlyThreshold: 2_728.75,
      weeklyThreshold: 629.71,
      rate: 0.09,
    },
    plan5: {
      annualThreshold: 25_000,
      // Monthly and weekly figures are 25,000 / 12 and / 52 cut to the penny (as HMRC's app uses).
      monthlyThreshold: 2_083.33,
      weeklyThreshold: 480.76,
      rate: 0.09,
    },
    postgraduate: {
      annualThreshold: 21_000,
      monthlyThreshold: 1_750,
      weeklyThreshold: 403.84,
      rate: 0.06,
    },
    minimumYearlyRepayment: 12,
  },

  pensions: {
    source:
      "The Pensions Regulator automatic enrolment earnings thresholds; payetools reference data",
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
      source: "PolicyEngine UK income_tax/allowances/annual_allowance/*.yaml",
      amount: 60_000,
      taperThreshold: 260_000,
      taperRate: 0.5,
      minimum: 10_000,
    },
  },

  childcareVouchers: {
    source:
      "HMRC employer-supported childcare: £55 a week basic-rate exemption",
    weeklyExemption: 55,
    annualExemption: 2_860,
  },

  dividends: {
    source:
      "PolicyEngine UK allowances/dividend_allowance.yaml, rates/dividends.yaml",
    allowance: 500,
    basicRate: 0.0875,
    higherRate: 0.3375,
    additionalRate: 0.3935,
  },

  corporationTax: {
    source:
      "https://www.daaccountants.co.uk/corporation-tax-rates; Sage marginal relief help (financial year 2025)",
    smallProfitsRate: 0.19,
    mainRate: 0.25,
    lowerLimit: 50_000,
    upperLimit: 250_000,
    marginalReliefNumerator: 3,
    marginalReliefDenominator: 200,
  },

  payroll: {
    source:
      "RATES-2025-26.md §2 (HMRC payroll rules verified against HMRC 2025-26 test data)",
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
      source:
        "RATES-2025-26.md §2 rules 1 and 4: 500-blocks of £5,000 a year (£416.67/month, £96.16/week); K-code regulatory limit 50 % (HMRC 2025-26 PAYE test data, Large_code and K rows)",
      codeBlockSize: 500,
      codeBlockAnnualFreePay: 5_000,
      kCodeRegulatoryLimitRate: 0.5,
    },
    nationalInsurance: {
      source:
        "gov.uk Rates and thresholds for employers 2025 to 2026 (weekly/monthly); payetools hmrc-reference-data-2025-2026.json; HMRC 2025-26 NICs test data (fortnightly and four-weekly = annual / 52 × weeks rounded up); categories: gov.uk NI category letters, RATES-2025-26.md (B 1.85 %, J/Z 2 %, H/M/V/Z employer 0 % to the UST/AUST/VUST)",
      periodThresholds: {
        weekly: {
          lowerEarningsLimit: 125,
          secondaryThreshold: 96,
          primaryThreshold: 242,
          upperEarningsLimit: 967,
          upperSecondaryThreshold: 967,
          apprenticeUpperSecondaryThreshold: 967,
          veteransUpperSecondaryThreshold: 967,
        },
        fortnightly: {
          lowerEarningsLimit: 250,
          secondaryThreshold: 193,
          primaryThreshold: 484,
          upperEarningsLimit: 1_934,
          upperSecondaryThreshold: 1_934,
          apprenticeUpperSecondaryThreshold: 1_934,
          veteransUpperSecondaryThreshold: 1_934,
        },
        "four-weekly": {
          lowerEarningsLimit: 500,
          secondaryThreshold: 385,
          primaryThreshold: 967,
          upperEarningsLimit: 3_867,
          upperSecondaryThreshold: 3_867,
          apprenticeUpperSecondaryThreshold: 3_867,
          veteransUpperSecondaryThreshold: 3_867,
        },
        monthly: {
          lowerEarningsLimit: 542,
          secondaryThreshold: 417,
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
      categories: {
        // A: standard rate
        A: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0.15,
          employerUpperRate: 0.15,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // B: married women and widows: reduced rate
        B: {
          employeeMainRate: 0.0185,
          employeeUpperRate: 0.02,
          employerMainRate: 0.15,
          employerUpperRate: 0.15,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // C: over State Pension age: no employee NI
        C: {
          employeeMainRate: 0,
          employeeUpperRate: 0,
          employerMainRate: 0.15,
          employerUpperRate: 0.15,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // H: apprentice under 25: employer 0 % to the AUST
        H: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.15,
          employerUpperThreshold: "apprenticeUpperSecondaryThreshold",
        },
        // J: deferment: 2 % employee rate
        J: {
          employeeMainRate: 0.02,
          employeeUpperRate: 0.02,
          employerMainRate: 0.15,
          employerUpperRate: 0.15,
          employerUpperThreshold: "upperEarningsLimit",
        },
        // M: under 21: employer 0 % to the UST
        M: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.15,
          employerUpperThreshold: "upperSecondaryThreshold",
        },
        // V: veteran, first civilian job: employer 0 % to the VUST
        V: {
          employeeMainRate: 0.08,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.15,
          employerUpperThreshold: "veteransUpperSecondaryThreshold",
        },
        // Z: under 21 with deferment
        Z: {
          employeeMainRate: 0.02,
          employeeUpperRate: 0.02,
          employerMainRate: 0,
          employerUpperRate: 0.15,
          employerUpperThreshold: "upperSecondaryThreshold",
        },
      },
    },
  },
} as const satisfies TaxYearRates;
