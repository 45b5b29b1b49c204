/**
 * Figures the site shows that are not set each tax year and that the engine does not hold (State
 * Pension qualifying years, pension access, childcare schemes, cost of living, planning rules of
 * thumb, office hours).
 *
 * Every figure set for a tax year comes from `@uktax/engine`'s year files instead: tax, National
 * Insurance, student loans, pensions, dividends, the childcare-voucher exemption (see `rates.ts`)
 * and, in `personalFinance`, the State Pension rates, the minimum wage, and the ISA and capital
 * gains allowances. Never add one here. The rest are the product specification's figures (spec
 * 001 §9) unless a block names another source.
 */

import { getTaxYear, type TaxYearId } from "@uktax/engine";
import type { GuideId } from "../../paths";

export interface Source {
  readonly title: string;
  readonly url?: string;
}

/** Inclusive money range in pounds (e.g. £600–£900). */
export interface MoneyRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The State Pension's rules that are not set each year. Its weekly rates and April uprating are
 * the engine's (`getTaxYear(year).personalFinance.statePension`), so a page shows the year chosen.
 */
export const STATE_PENSION = {
  source: [
    {
      title: "gov.uk: The new State Pension",
      url: "https://www.gov.uk/new-state-pension",
    },
    {
      title: "gov.uk: The basic State Pension",
      url: "https://www.gov.uk/state-pension",
    },
  ],
  /** Qualifying National Insurance years for the full new State Pension. */
  newStatePensionFullYears: 35,
  /** Minimum qualifying years for any new State Pension. */
  newStatePensionMinimumYears: 10,
  basicStatePensionFullYears: 30,
  /** Weeks the annual figure is based on. */
  weeksPerYear: 52,
} as const;

export const PENSION_ACCESS = {
  source: [
    {
      title: "Standard Life: Normal minimum pension age",
      url: "https://standardlife.co.uk/adviser/business-support/list-of-articles/pension-age",
    },
    {
      title: "PensionBee: pension tax rules and allowances",
      url: "https://www.pensionbee.com/pension-statistics-dashboard/pension-tax-rules-and-allowances",
    },
  ],
  /** Normal minimum pension age. */
  minimumAge: 55,
  /** Normal minimum pension age from 6 April 2028. */
  futureMinimumAge: 57,
  futureMinimumAgeFrom: "6 April 2028",
  /** Share of a defined contribution pot that can usually be taken tax-free. */
  taxFreeLumpSumFraction: 0.25,
  /** Lump sum allowance: the cap on tax-free cash since 6 April 2024. */
  lumpSumAllowance: 268_275,
  /** The lifetime allowance was abolished from this date. */
  lifetimeAllowanceAbolished: "6 April 2024",
  /** Money purchase annual allowance once a pension has been flexibly accessed. */
  moneyPurchaseAnnualAllowance: 10_000,
} as const;

export const SAVINGS_AND_INVESTMENTS = {
  source: [
    {
      title: "gov.uk: Individual Savings Accounts",
      url: "https://www.gov.uk/individual-savings-accounts",
    },
    { title: "gov.uk: Lifetime ISA", url: "https://www.gov.uk/lifetime-isa" },
    {
      title: "gov.uk: Capital Gains Tax rates and allowances",
      url: "https://www.gov.uk/capital-gains-tax/rates",
    },
    {
      title: "gov.uk: Tax-free allowances on property and trading income",
      url: "https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income",
    },
  ],
  // The ISA, Lifetime ISA and capital gains allowances are the engine's, per year
  // (`getTaxYear(year).personalFinance.savings`).
  lifetimeIsaBonusFraction: 0.25,
  /** Lifetime ISA: open from 18 to 39, contribute until 50. */
  lifetimeIsaOpenAgeMin: 18,
  lifetimeIsaOpenAgeMax: 39,
  lifetimeIsaWithdrawalChargeFraction: 0.25,
  /** Lifetime ISA first-home purchase price limit. */
  lifetimeIsaHousePriceLimit: 450_000,
  /** Capital gains tax rates on other gains since 30 October 2024 (10 % and 20 % before). */
  capitalGainsRates: { basic: 0.18, higher: 0.24 },
  tradingAllowance: 1_000,
  propertyAllowance: 1_000,
} as const;

/** The UK median gross salary the calculators compare against (spec 000 §9). */
export const UK_MEDIAN_SALARY = {
  source: [{ title: "Product specification 000 §9 (UK median salary)" }],
  annual: 34_528,
} as const;

export const TAX_FREE_CHILDCARE = {
  source: [
    {
      title: "gov.uk: Tax-Free Childcare",
      url: "https://www.gov.uk/tax-free-childcare",
    },
    {
      title: "Warrington Council: Tax-Free Childcare",
      url: "https://warrington.gov.uk/cost-living-support/support-organisations/tax-free-childcare",
    },
    {
      title: "Tax Radar: Tax-Free Childcare",
      url: "https://www.taxradar.co.uk/tax-planning/family/tax-free-childcare",
    },
  ],
  /** For every £8 a parent pays in, the government adds £2. */
  parentPays: 8,
  governmentAdds: 2,
  /** Top-up as a share of the total paid to the provider. */
  topUpFraction: 0.2,
  maxTopUpPerQuarter: 500,
  maxTopUpPerQuarterDisabled: 1_000,
  quartersPerYear: 4,
  /** Eligible up to and including this age (the 1 September after the 11th birthday). */
  maxChildAge: 11,
  maxChildAgeDisabled: 16,
  /** Each parent's adjusted net income must not exceed this. */
  maxAdjustedNetIncome: 100_000,
  /** Minimum earnings test: 16 hours a week at the minimum wage for the parent's age, over 3 months (13 weeks). */
  minimumWeeklyHours: 16,
  weeksPerQuarter: 13,
  reconfirmEveryMonths: 3,
  /** Universal Credit childcare element: share of costs refunded. */
  universalCreditChildcareFraction: 0.85,
} as const;

export const THIRTY_HOURS = {
  source: [
    {
      title: "gov.uk: 30 hours free childcare",
      url: "https://www.gov.uk/30-hours-free-childcare",
    },
    {
      title:
        "Lancashire County Council: 30 hours childcare for working families",
      url: "https://www.lancashire.gov.uk/children-education-families/early-years-childcare-and-family-support/paying-for-childcare/30-hours-free-childcare/?page=3",
    },
    {
      title:
        "Product specification 001 §9 (government commitments, processing time)",
    },
  ],
  hoursPerWeek: 30,
  weeksPerYear: 38,
  /** Universal hours for all 3 and 4 year olds, working or not. */
  universalHoursPerWeek: 15,
  /** From September 2025: working parents of children from 9 months to school age. */
  expansionFrom: "September 2025",
  minChildAgeMonths: 9,
  /** Before September 2025: 15 hours for 9 months to 2 years, 30 hours for 3 and 4 year olds. */
  previousUnder3HoursPerWeek: 15,
  minimumWeeklyHours: 16,
  maxAdjustedNetIncome: 100_000,
  /** You can apply from when your child is this many weeks old. */
  applyFromChildAgeWeeks: 23,
  /** Typical processing time for an application needing checks, working days. */
  processingWorkingDays: 7,
  reconfirmEveryMonths: 3,
  codeDeadlines: [
    { term: "Autumn term (from 1 September)", deadline: "31 August" },
    { term: "Spring term (from 1 January)", deadline: "31 December" },
    { term: "Summer term (from 1 April)", deadline: "31 March" },
  ],
  breakfastClubSchools: 750,
  newSchoolNurseries: 300,
  annualSpendBillions: 8,
} as const;

export interface RegionCost {
  readonly region: string;
  readonly rent: MoneyRange;
  readonly averageHousePrice: number;
  /** London = 100. */
  readonly costIndex: number;
}

export const COST_OF_LIVING = {
  source: [
    {
      title:
        "Product specification 001 §2 (regional table) and §9 (cost ranges)",
    },
  ],
  regions: [
    {
      region: "London",
      rent: { min: 1_800, max: 2_500 },
      averageHousePrice: 520_000,
      costIndex: 100,
    },
    {
      region: "South East",
      rent: { min: 1_200, max: 1_800 },
      averageHousePrice: 390_000,
      costIndex: 85,
    },
    {
      region: "South West",
      rent: { min: 1_000, max: 1_400 },
      averageHousePrice: 310_000,
      costIndex: 78,
    },
    {
      region: "Scotland",
      rent: { min: 700, max: 1_200 },
      averageHousePrice: 190_000,
      costIndex: 65,
    },
    {
      region: "North East",
      rent: { min: 600, max: 900 },
      averageHousePrice: 155_000,
      costIndex: 58,
    },
  ] satisfies readonly RegionCost[],
  /** Share of take-home pay that housing typically takes. */
  housingShareOfIncome: { min: 0.3, max: 0.4 },
  housingMonthly: {
    london: { min: 1_500, max: 3_000 },
    otherCities: { min: 600, max: 1_500 },
    rural: { min: 500, max: 1_200 },
  },
  foodMonthly: {
    single: { min: 150, max: 300 },
    familyOfFour: { min: 400, max: 800 },
  },
  eatingOutPerMeal: { min: 10, max: 50 },
  transportMonthly: {
    car: { min: 300, max: 600 },
    publicTransport: { min: 100, max: 200 },
    londonTravel: { min: 150, max: 300 },
  },
  privateHealthMonthly: { min: 50, max: 200 },
  dentalPerVisit: { min: 50, max: 150 },
  /** The 50/30/20 rule: needs, wants, savings. */
  budgetRule: { needs: 0.5, wants: 0.3, savings: 0.2 },
  emergencyFundMonths: { min: 3, max: 6 },
  emergencyFund: {
    london: { min: 8_000, max: 16_000 },
    elsewhere: { min: 6_000, max: 12_000 },
  },
} as const;

export interface BudgetLine {
  readonly item: string;
  readonly monthly: number;
}

export interface SampleBudget {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The total the specification gives; the line items add up to it (checked by a test). */
  readonly total: number;
  readonly lines: readonly BudgetLine[];
}

/** Two illustrative monthly budgets (spec 001 §2: totals £2,780 and £3,340; line items ours). */
export const SAMPLE_BUDGETS = {
  source: [
    {
      title:
        "Product specification 001 §2 (totals); line items are illustrative, within the §9 ranges",
    },
  ],
  budgets: [
    {
      id: "london-single",
      title: "Single person in London",
      description:
        "Renting a one-bedroom flat in zone 3 and commuting by Tube.",
      total: 2_780,
      lines: [
        { item: "Rent (1-bed flat)", monthly: 1_800 },
        { item: "Council tax", monthly: 150 },
        { item: "Energy and water", monthly: 130 },
        { item: "Broadband and mobile", monthly: 50 },
        { item: "Groceries", monthly: 250 },
        { item: "Travel (Oyster / contactless)", monthly: 180 },
        { item: "Eating out and leisure", monthly: 150 },
        { item: "Gym and subscriptions", monthly: 70 },
      ],
    },
    {
      id: "manchester-family",
      title: "Family of 4 in Manchester",
      description:
        "Two adults and two children renting a three-bedroom house, with one car.",
      total: 3_340,
      lines: [
        { item: "Rent (3-bed house)", monthly: 1_350 },
        { item: "Council tax", monthly: 180 },
        { item: "Energy and water", monthly: 240 },
        { item: "Broadband and mobiles", monthly: 80 },
        { item: "Groceries", monthly: 650 },
        { item: "Car costs (fuel, insurance, maintenance)", monthly: 350 },
        { item: "Children's clothes and activities", monthly: 200 },
        { item: "Leisure and days out", monthly: 150 },
        { item: "Insurance (home and life)", monthly: 60 },
        { item: "Household and personal items", monthly: 80 },
      ],
    },
  ] satisfies readonly SampleBudget[],
} as const;

export const FINANCIAL_PLANNING = {
  source: [
    {
      title: "Product specification 001 §9 (financial planning rules of thumb)",
    },
  ],
  miniEmergencyFund: 1_000,
  startSavingMonthly: { min: 10, max: 50 },
  /** Retirement income target as a share of pre-retirement income. */
  retirementIncomeReplacement: { min: 0.6, max: 0.8 },
  /** Suggested total pension contribution as a share of salary. */
  suggestedPensionContribution: 0.12,
  goalHorizons: {
    short: "1–2 years",
    medium: "2–10 years",
    long: "10+ years",
  },
} as const;

export const ORGANISATION = {
  source: [
    {
      title:
        "Product specification 000 §9 and 001 §2 (office hours, reply time, users)",
    },
  ],
  name: "UK Pay & Tax Calculator",
  users: "50,000+",
  replyWithinHours: 24,
  /** Placeholder address: the specification does not give the real one. */
  email: "support@uk-pay-tax-calculator.example",
  officeHours: [
    { days: "Monday to Friday", hours: "9:00–18:00" },
    { days: "Saturday", hours: "10:00–16:00" },
    { days: "Sunday", hours: "Closed" },
  ],
  timeZone: "GMT",
} as const;

export const CONSENT_STORAGE = {
  source: [{ title: "Product specification 000 §3–§4 (consent values)" }],
  keys: [
    {
      key: "cookie-consent",
      values: "accepted, rejected or customized",
      purpose: "Remembers that you answered the cookie banner and how.",
    },
    {
      key: "analytics-consent",
      values: "accepted or rejected",
      purpose: "Whether analytics may run.",
    },
    {
      key: "ads-consent",
      values: "accepted or rejected",
      purpose: "Whether personalised advertising may run.",
    },
    {
      key: "uktax-saved-results",
      values: "the results you saved: inputs, figures and the date",
      purpose:
        "Only after you press Save Results: lists them under Saved results on the home page.",
    },
  ],
} as const;

/** Minimum earnings for Tax-Free Childcare and 30 hours: 16 hours a week at the rate for the parent's age. */
export function minimumEarnings(hourlyRate: number, weeks: number): number {
  return Math.floor(hourlyRate * TAX_FREE_CHILDCARE.minimumWeeklyHours * weeks);
}

/** What a parent aged 21 or over must expect to earn in a quarter in `year` (both childcare schemes' test). */
export function adultMinimumEarningsPerQuarter(year: TaxYearId): number {
  return minimumEarnings(
    getTaxYear(year).personalFinance.minimumWage.age21AndOver,
    TAX_FREE_CHILDCARE.weeksPerQuarter,
  );
}

/** Official pages each guide points readers to for checking figures (the "Official sources" sections). */
export const OFFICIAL_SOURCES = {
  incomeTax: [
    {
      title: "gov.uk: Income Tax rates and Personal Allowances",
      url: "https://www.gov.uk/income-tax-rates",
    },
    {
      title: "gov.uk: Scottish Income Tax",
      url: "https://www.gov.uk/scottish-income-tax",
    },
    { title: "gov.uk: Tax codes", url: "https://www.gov.uk/tax-codes" },
  ],
  nationalInsurance: [
    {
      title: "gov.uk: National Insurance rates and categories",
      url: "https://www.gov.uk/national-insurance-rates-letters",
    },
    {
      title: "gov.uk: Self-employed National Insurance rates",
      url: "https://www.gov.uk/self-employed-national-insurance-rates",
    },
  ],
  studentLoans: [
    {
      title: "gov.uk: Repaying your student loan",
      url: "https://www.gov.uk/repaying-your-student-loan",
    },
  ],
  pensions: [
    {
      title: "gov.uk: Workplace pensions",
      url: "https://www.gov.uk/workplace-pensions",
    },
    {
      title: "gov.uk: The new State Pension",
      url: "https://www.gov.uk/new-state-pension",
    },
    {
      title: "MoneyHelper: pensions and retirement",
      url: "https://www.moneyhelper.org.uk/en/pensions-and-retirement",
    },
  ],
  savings: [
    {
      title: "gov.uk: Individual Savings Accounts (ISAs)",
      url: "https://www.gov.uk/individual-savings-accounts",
    },
    {
      title: "MoneyHelper: budgeting and saving",
      url: "https://www.moneyhelper.org.uk/en/savings",
    },
  ],
  taxFreeChildcare: [
    {
      title: "gov.uk: Tax-Free Childcare",
      url: "https://www.gov.uk/tax-free-childcare",
    },
  ],
  thirtyHours: [
    {
      title: "gov.uk: 30 hours free childcare",
      url: "https://www.gov.uk/30-hours-free-childcare",
    },
    { title: "Childcare Choices", url: "https://www.childcarechoices.gov.uk/" },
  ],
  incomeCliffs: [
    {
      title: "gov.uk: Adjusted net income",
      url: "https://www.gov.uk/guidance/adjusted-net-income",
    },
    {
      title: "gov.uk: High Income Child Benefit Charge",
      url: "https://www.gov.uk/child-benefit-tax-charge",
    },
    {
      title: "gov.uk: Child Benefit, what you'll get",
      url: "https://www.gov.uk/child-benefit/what-youll-get",
    },
    {
      title: "gov.uk: Income Tax rates, income over £100,000",
      url: "https://www.gov.uk/income-tax-rates/income-over-100000",
    },
    {
      title: "gov.uk: Tax relief on pension contributions",
      url: "https://www.gov.uk/tax-on-your-private-pension/pension-tax-relief",
    },
    {
      title: "gov.uk: Gift Aid",
      url: "https://www.gov.uk/donating-to-charity/gift-aid",
    },
    {
      title:
        "legislation.gov.uk: Income Tax (Earnings and Pensions) Act 2003, section 681C",
      url: "https://www.legislation.gov.uk/ukpga/2003/1/section/681C",
    },
    {
      title:
        "legislation.gov.uk: The Childcare Payments (Eligibility) Regulations 2015",
      url: "https://www.legislation.gov.uk/uksi/2015/448",
    },
  ],
  minimumWage: [
    {
      title: "gov.uk: National Minimum Wage and National Living Wage rates",
      url: "https://www.gov.uk/national-minimum-wage-rates",
    },
  ],
} as const satisfies Record<string, readonly Source[]>;

/** gov.uk's page of the year's rates and thresholds for employers ("… 2026 to 2027"). */
export function employerRatesSource(year: TaxYearId): Source {
  const { starts, ends } = getTaxYear(year);
  const span = `${starts.slice(0, 4)} to ${ends.slice(0, 4)}`;
  return {
    title: `gov.uk: Rates and thresholds for employers ${span}`,
    url: `https://www.gov.uk/guidance/rates-and-thresholds-for-employers-${span.replaceAll(" ", "-")}`,
  };
}

/** Each guide's closing "Official sources" list, for the year the guide shows. */
export function guideSources(
  guide: GuideId,
  year: TaxYearId,
): readonly Source[] {
  const sources = GUIDE_SOURCES[guide];
  // The employer rates page is published per year: after the National Insurance pages.
  const at = sources.findIndex(
    (source) => source === OFFICIAL_SOURCES.nationalInsurance[0],
  );
  return at < 0
    ? sources
    : [
        ...sources.slice(0, at + 1),
        employerRatesSource(year),
        ...sources.slice(at + 1),
      ];
}

/** Each guide's closing "Official sources" list, less the year's employer rates page (`guideSources`). */
const GUIDE_SOURCES: Readonly<Record<GuideId, readonly Source[]>> = {
  ukTaxGuide: [...OFFICIAL_SOURCES.incomeTax, ...OFFICIAL_SOURCES.savings],
  studentLoanGuide: OFFICIAL_SOURCES.studentLoans,
  nationalInsuranceGuide: OFFICIAL_SOURCES.nationalInsurance,
  pensionGuide: [
    ...OFFICIAL_SOURCES.pensions,
    ...STATE_PENSION.source,
    ...PENSION_ACCESS.source,
  ],
  salaryNegotiationGuide: [
    ...OFFICIAL_SOURCES.incomeTax,
    ...OFFICIAL_SOURCES.nationalInsurance,
  ],
  costOfLivingGuide: OFFICIAL_SOURCES.savings,
  financialPlanningGuide: [
    ...OFFICIAL_SOURCES.savings,
    ...OFFICIAL_SOURCES.pensions,
    ...SAVINGS_AND_INVESTMENTS.source,
  ],
  taxFreeChildcareGuide: [
    ...OFFICIAL_SOURCES.taxFreeChildcare,
    ...OFFICIAL_SOURCES.minimumWage,
  ],
  thirtyHoursChildcareGuide: [
    ...OFFICIAL_SOURCES.thirtyHours,
    ...OFFICIAL_SOURCES.minimumWage,
  ],
  incomeCliffsGuide: [
    ...OFFICIAL_SOURCES.incomeCliffs,
    ...OFFICIAL_SOURCES.taxFreeChildcare,
    ...OFFICIAL_SOURCES.thirtyHours.slice(0, 1),
  ],
};
