/**
 * The shape every tax year's data file must satisfy. Money is annual GBP unless the
 * name says otherwise; rates are fractions (0.2 = 20 %). Each block names its source.
 * A new year is a new data file: `satisfies TaxYearRates` makes the compiler list
 * anything it is missing.
 */

/** A cited source for a block of figures: public URLs, or a document in this repository. */
export interface Sourced {
  readonly source: string;
}

/** One band of a progressive schedule: `rate` applies up to `upTo` (null = no upper limit). */
export interface TaxBand {
  readonly name: string;
  readonly rate: number;
  /** Upper limit of the band on taxable income (after allowances); null for the top band. */
  readonly upTo: number | null;
}

export interface IncomeTaxRates extends Sourced {
  readonly personalAllowance: number;
  /** Standard tax code number (1257 for 1257L). */
  readonly standardCodeNumber: number;
  /** Allowance per unit of tax code number: code 1257L frees 1257 × 10. */
  readonly codeMultiplier: number;
  /** HMRC payroll (PAYE) adds this to code × multiplier: 1257L frees £12,579 in PAYE. */
  readonly payeCodeUplift: number;
  readonly taper: Sourced & {
    /** Adjusted net income above which the allowance is reduced. */
    readonly incomeLimit: number;
    /** Allowance lost per £1 of income above the limit (0.5 = £1 per £2). */
    readonly reductionRate: number;
  };
  /** rUK bands (England and Northern Ireland); Wales uses the same figures. */
  readonly bands: {
    readonly rUK: readonly TaxBand[];
    readonly wales: readonly TaxBand[];
    readonly scotland: readonly TaxBand[];
  };
  /** Flat rates of the BR/D0/D1 codes (rUK, Wales) and SBR/SD0–SD3 (Scotland). */
  readonly flatRateCodes: Sourced & {
    readonly rUK: {
      readonly BR: number;
      readonly D0: number;
      readonly D1: number;
    };
    readonly scotland: {
      readonly BR: number;
      readonly D0: number;
      readonly D1: number;
      readonly D2: number;
      readonly D3: number;
    };
  };
  readonly marriageAllowance: Sourced & {
    /** Amount of allowance transferable. */
    readonly transferable: number;
    /** Rate at which the recipient's tax is reduced. */
    readonly reliefRate: number;
    /**
     * The highest band (by `name`) a recipient may be liable in and still have the tax reduction:
     * income taxed above that band's limit makes the recipient ineligible.
     */
    readonly recipientHighestBand: {
      readonly rUK: string;
      readonly wales: string;
      readonly scotland: string;
    };
  };
  /**
   * Relief at source: the gross contribution raises the limits of the bands from this band (by
   * `name`) upwards, so relief above the rate the scheme claims comes through the bands.
   */
  readonly reliefAtSourceBandExtension: Sourced & {
    readonly fromBand: {
      readonly rUK: string;
      readonly wales: string;
      readonly scotland: string;
    };
  };
  readonly blindPersonsAllowance: Sourced & { readonly amount: number };
  /** The £1,000 property allowance, deducted instead of expenses when larger. */
  readonly propertyAllowance: Sourced & { readonly amount: number };
  readonly personalSavingsAllowance: Sourced & {
    readonly basic: number;
    readonly higher: number;
    readonly additional: number;
  };
  readonly startingRateForSavings: Sourced & {
    readonly limit: number;
    readonly rate: number;
  };
}

export interface NationalInsuranceRates extends Sourced {
  /** Class 1, annual earnings thresholds. */
  readonly lowerEarningsLimit: number;
  readonly secondaryThreshold: number;
  readonly primaryThreshold: number;
  readonly upperEarningsLimit: number;
  /** Employee (primary) Class 1, category A. */
  readonly employeeMainRate: number;
  readonly employeeUpperRate: number;
  /** Employer (secondary) Class 1 rate above the secondary threshold. */
  readonly employerRate: number;
  /** Employer Class 1A on taxable benefits in kind (no threshold; the secondary Class 1 rate). */
  readonly class1A: Sourced & { readonly rate: number };
  readonly employmentAllowance: Sourced & { readonly amount: number };
  readonly apprenticeshipLevy: Sourced & {
    readonly rate: number;
    readonly allowance: number;
  };
  readonly selfEmployed: Sourced & {
    readonly class2SmallProfitsThreshold: number;
    readonly class2VoluntaryWeeklyAmount: number;
    readonly class3WeeklyAmount: number;
    readonly class4LowerProfitsLimit: number;
    readonly class4UpperProfitsLimit: number;
    readonly class4MainRate: number;
    readonly class4UpperRate: number;
  };
}

/** A coded remark a result carries; the words belong to whoever shows it. */
export const RESULT_NOTE_CODES = [
  /** Plan 5 repays nothing before April 2026 (2024/25 and 2025/26): the first repayments are due then. */
  "plan5-no-repayments-before-2026",
  "bonus-ni-one-period",
  /** A K code's tax was held to the overriding limit (50 % of the pay): the rest is still owed. */
  "k-code-limit-applied",
  /** Children but no partner's adjusted net income: you are taken to be the one the Child Benefit charge falls on. */
  "child-benefit-charge-assumes-higher-income",
] as const;
export type ResultNoteCode = (typeof RESULT_NOTE_CODES)[number];

/** One student or postgraduate loan plan. */
export interface StudentLoanPlanRates {
  readonly annualThreshold: number;
  readonly monthlyThreshold: number;
  readonly weeklyThreshold: number;
  readonly rate: number;
  /** False when no repayments are collected on this plan in the year (Plan 5 before April 2026). */
  readonly collected: boolean;
  /** A note every result using this plan carries in this year, or null. */
  readonly note: ResultNoteCode | null;
}

export interface StudentLoanRates extends Sourced {
  readonly plan1: StudentLoanPlanRates;
  readonly plan2: StudentLoanPlanRates;
  readonly plan4: StudentLoanPlanRates;
  readonly plan5: StudentLoanPlanRates;
  readonly postgraduate: StudentLoanPlanRates;
  /** HMRC's app ignores a yearly repayment below this amount. */
  readonly minimumYearlyRepayment: number;
}

export interface PensionRates extends Sourced {
  readonly autoEnrolment: Sourced & {
    readonly qualifyingEarningsLower: number;
    readonly qualifyingEarningsUpper: number;
    readonly earningsTrigger: number;
    readonly minimumTotalRate: number;
    readonly minimumEmployerRate: number;
    readonly minimumEmployeeRate: number;
  };
  /** Relief at source: the scheme claims basic-rate relief on the member's net contribution. */
  readonly reliefAtSourceRate: number;
  readonly annualAllowance: Sourced & {
    readonly amount: number;
    readonly taperThreshold: number;
    readonly taperRate: number;
    readonly minimum: number;
  };
}

/** One rate band's exempt amount of childcare vouchers, per week, per month and per year. */
export interface ChildcareVoucherExemption {
  readonly weekly: number;
  /** HMRC's published monthly equivalent. */
  readonly monthly: number;
  /** The weekly amount × 52 (the product's annual convention). */
  readonly annual: number;
}

export interface ChildcareVoucherRates extends Sourced {
  /** The basic-rate (and pre-6 April 2011 joiners') exempt amount a week. */
  readonly weeklyExemption: number;
  /** The basic-rate (and pre-6 April 2011 joiners') exempt amount a year (weekly × 52). */
  readonly annualExemption: number;
  /**
   * Exempt amounts for joiners from 6 April 2011, by the rate band of the employer's basic
   * earnings assessment (ITEPA 2003 s.270A(6A)–(6C)).
   */
  readonly byBand: Sourced & {
    readonly basic: ChildcareVoucherExemption;
    readonly higher: ChildcareVoucherExemption;
    readonly additional: ChildcareVoucherExemption;
  };
  /**
   * The basic earnings assessment deducts the personal allowance from the relevant earnings
   * amount unless that amount is at least this (SI 2011/1798 reg.3(f); EIM16056).
   */
  readonly assessmentAllowanceLimit: Sourced & { readonly amount: number };
}

export interface DividendRates extends Sourced {
  readonly allowance: number;
  readonly basicRate: number;
  readonly higherRate: number;
  readonly additionalRate: number;
}

/** Child Benefit a year, and the High Income Child Benefit Charge that takes it back. */
/** Tax-Free Childcare and the funded hours: lost above an adjusted net income limit. */
export interface ChildcareSupportRates extends Sourced {
  /** Adjusted net income above which neither is given (either parent's). */
  readonly adjustedNetIncomeLimit: number;
  /** The most Tax-Free Childcare tops up in a year, for each child. */
  readonly taxFreeChildcarePerChild: number;
}

export interface ChildBenefitRates extends Sourced {
  /** A week, for the eldest (or only) child the benefit is claimed for. */
  readonly eldestChildWeekly: number;
  /** A week, for each other child. */
  readonly otherChildWeekly: number;
  /** Weeks of benefit in the product's year (the weekly rates × 52). */
  readonly weeksPerYear: number;
  /** ITEPA 2003 s.681C: a percentage of the benefit, by adjusted net income over a threshold. */
  readonly highIncomeCharge: Sourced & {
    /** Adjusted net income above which the charge starts. */
    readonly incomeThreshold: number;
    /** Adjusted net income over the threshold that charges 1 % of the benefit. */
    readonly incomePerPercent: number;
  };
}

export interface CorporationTaxRates extends Sourced {
  readonly smallProfitsRate: number;
  readonly mainRate: number;
  readonly lowerLimit: number;
  readonly upperLimit: number;
  /** Standard fraction of marginal relief (3/200 for FY2025). */
  readonly marginalReliefNumerator: number;
  readonly marginalReliefDenominator: number;
}

/** How pay frequencies annualise a salary (a product convention: see the package README). */
export interface PayPeriodRates extends Sourced {
  readonly annual: number;
  readonly monthly: number;
  readonly weekly: number;
  readonly daily: number;
  readonly fourWeekly: number;
  /** Working days in a week (daily pay × 5 × 52). */
  readonly workingDaysPerWeek: number;
  /** Hours in a working day (the hourly converter's daily rate). */
  readonly hoursPerDay: number;
}

/** The pay frequencies HMRC payroll runs on (payslips; docs/payroll-rules.md). */
export const PAYROLL_FREQUENCIES = ["weekly", "fortnightly", "four-weekly", "monthly"] as const;
export type PayrollFrequency = (typeof PAYROLL_FREQUENCIES)[number];

/** The National Insurance categories payroll supports (category letters as HMRC prints them). */
export const NATIONAL_INSURANCE_CATEGORIES = ["A", "B", "C", "H", "J", "M", "V", "Z"] as const;
export type NationalInsuranceCategory = (typeof NATIONAL_INSURANCE_CATEGORIES)[number];

/** How a pay frequency maps onto HMRC's weekly or monthly PAYE tables. */
export interface PayrollFrequencyRates {
  /** Regular pay periods in a tax year (52, 26, 13, 12). */
  readonly periodsPerYear: number;
  /** PAYE tables the frequency uses: 52 (weekly tables) or 12 (monthly tables). */
  readonly tablePeriodsPerYear: number;
  /** Table periods in one pay period (fortnightly = 2 weeks, four-weekly = 4 weeks). */
  readonly tablePeriodsPerPayPeriod: number;
}

/** Class 1 thresholds for one pay period, as HMRC publishes them (not annual ÷ n). */
export interface PeriodNationalInsuranceThresholds {
  readonly lowerEarningsLimit: number;
  readonly secondaryThreshold: number;
  readonly primaryThreshold: number;
  readonly upperEarningsLimit: number;
  /** Upper secondary threshold for employees under 21 (categories M, Z). */
  readonly upperSecondaryThreshold: number;
  /** Apprentice upper secondary threshold, apprentices under 25 (category H). */
  readonly apprenticeUpperSecondaryThreshold: number;
  /** Veterans' upper secondary threshold, first civilian employment (category V). */
  readonly veteransUpperSecondaryThreshold: number;
}

/** Which threshold ends the employer's main-rate band for a category. */
export type EmployerUpperThreshold =
  | "upperEarningsLimit"
  | "upperSecondaryThreshold"
  | "apprenticeUpperSecondaryThreshold"
  | "veteransUpperSecondaryThreshold";

/** Class 1 rates of one NI category. */
export interface NationalInsuranceCategoryRates {
  /** Employee rate on earnings from the primary threshold to the upper earnings limit. */
  readonly employeeMainRate: number;
  /** Employee rate on earnings above the upper earnings limit. */
  readonly employeeUpperRate: number;
  /** Employer rate from the secondary threshold up to `employerUpperThreshold`. */
  readonly employerMainRate: number;
  /** Employer rate above `employerUpperThreshold`. */
  readonly employerUpperRate: number;
  readonly employerUpperThreshold: EmployerUpperThreshold;
}

/** HMRC payroll figures: what a payslip uses where it differs from the annual figures. */
export interface PayrollRates extends Sourced {
  readonly frequencies: Readonly<Record<PayrollFrequency, PayrollFrequencyRates>>;
  readonly paye: Sourced & {
    /** Codes above this number are split into blocks of it (the 500-block rule). */
    readonly codeBlockSize: number;
    /** Annual free pay of one block (a 500-block frees £5,000 a year). */
    readonly codeBlockAnnualFreePay: number;
    /** Tax deducted in a period under a K code cannot exceed this fraction of the period's pay. */
    readonly kCodeRegulatoryLimitRate: number;
  };
  readonly nationalInsurance: Sourced & {
    readonly periodThresholds: Readonly<
      Record<PayrollFrequency, PeriodNationalInsuranceThresholds>
    >;
    /** Annual upper secondary thresholds (the directors' annual earnings period). */
    readonly annualUpperSecondaryThreshold: number;
    readonly annualApprenticeUpperSecondaryThreshold: number;
    readonly annualVeteransUpperSecondaryThreshold: number;
    /** Weeks in a director's annual earnings period; pro-rata periods scale thresholds by weeks / this. */
    readonly directorEarningsPeriodWeeks: number;
    readonly categories: Readonly<
      Record<NationalInsuranceCategory, NationalInsuranceCategoryRates>
    >;
  };
}

/**
 * Yearly figures the website quotes that no calculation uses: the State Pension, the National
 * Minimum and Living Wage, and the ISA and capital gains allowances. They live here so a page for
 * a year shows that year's figures, from the same file as its tax rates.
 */
export interface PersonalFinanceRates extends Sourced {
  readonly statePension: Sourced & {
    /** Full new State Pension a week (State Pension age reached on or after 6 April 2016). */
    readonly newFullWeekly: number;
    /** Full basic State Pension a week (State Pension age reached before 6 April 2016). */
    readonly basicFullWeekly: number;
    /** The April uprating of both under the triple lock, as a fraction (0.041 = 4.1 %). */
    readonly upratingRate: number;
  };
  /** Hourly rates; they change on 1 April, five days before the tax year starts. */
  readonly minimumWage: Sourced & {
    /** ISO date the rates apply from (the first pay reference period starting on or after it). */
    readonly from: string;
    /** The National Living Wage. */
    readonly age21AndOver: number;
    readonly age18To20: number;
    readonly under18: number;
    /** Apprentices under 19, or 19 or over in the first year of their apprenticeship. */
    readonly apprentice: number;
  };
  readonly savings: Sourced & {
    /** The most a person can pay into ISAs in the tax year, all types together. */
    readonly isaAllowance: number;
    /** The Lifetime ISA's own limit, counted within the ISA allowance. */
    readonly lifetimeIsaAllowance: number;
    readonly juniorIsaAllowance: number;
    /** Capital gains tax annual exempt amount for an individual. */
    readonly capitalGainsAnnualExemptAmount: number;
  };
}

/**
 * Holiday pay an umbrella company rolls up into each payslip (Working Time Regulations 1998
 * regs 15B and 16A, leave years from 1 April 2024): the statutory 5.6 weeks of leave over the
 * 52 − 5.6 = 46.4 weeks worked, rounded as the regulations write it.
 */
export interface HolidayPayRates extends Sourced {
  /** Statutory annual leave in weeks (regs 13 and 13A: 4 + 1.6). */
  readonly statutoryWeeks: number;
  /** Rolled-up holiday pay as a fraction of pay for work done (reg 16A: 12.07 %). */
  readonly rolledUpRate: number;
}

export interface TaxYearRates {
  readonly id: string;
  readonly label: string;
  readonly starts: string;
  readonly ends: string;
  readonly payPeriods: PayPeriodRates;
  readonly incomeTax: IncomeTaxRates;
  readonly nationalInsurance: NationalInsuranceRates;
  readonly studentLoans: StudentLoanRates;
  readonly pensions: PensionRates;
  readonly childcareVouchers: ChildcareVoucherRates;
  readonly dividends: DividendRates;
  readonly childBenefit: ChildBenefitRates;
  readonly childcareSupport: ChildcareSupportRates;
  readonly corporationTax: CorporationTaxRates;
  readonly personalFinance: PersonalFinanceRates;
  readonly holidayPay: HolidayPayRates;
  readonly payroll: PayrollRates;
}
