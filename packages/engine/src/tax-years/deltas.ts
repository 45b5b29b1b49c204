import type {
  PayrollRates,
  PeriodNationalInsuranceThresholds,
  StudentLoanPlanRates,
  StudentLoanRates,
  TaxBand,
  TaxYearRates,
} from "./tax-year-rates.js";

/** Helpers for a year written as its differences from a neighbouring year: data in, data out. */

/**
 * A band schedule with new upper limits for some bands (by name); every other band, and every
 * rate, as in `bands`. A name the schedule does not have is a mistake in the data, so it throws.
 */
export function withBandLimits(
  bands: readonly TaxBand[],
  limits: Readonly<Record<string, number>>,
): TaxBand[] {
  const names = new Set(bands.map((band) => band.name));
  for (const name of Object.keys(limits))
    if (!names.has(name)) throw new Error(`No band named ${name}`);
  return bands.map((band) => ({
    ...band,
    upTo: limits[band.name] ?? band.upTo,
  }));
}

type LoanPlan = Exclude<keyof StudentLoanRates, "source" | "minimumYearlyRepayment">;

/** `pounds ÷ periods` cut down to the penny, exactly (whole-pound thresholds only). */
function perPeriod(pounds: number, periods: number): number {
  return Math.floor((pounds * 100) / periods) / 100;
}

/**
 * A year's loan plans from the year before (or after), with new annual thresholds for some
 * plans. Each changed plan's monthly and weekly thresholds follow from its annual one: annual ÷ 12
 * and ÷ 52, cut to the penny (docs/payroll-rules.md rule 9), as HMRC's employer rates pages
 * publish them — so a new year states only the figures the government announces.
 */
export function withAnnualLoanThresholds(
  base: TaxYearRates,
  source: string,
  annualThresholds: Partial<Record<LoanPlan, number>>,
): StudentLoanRates {
  const loans: Record<string, StudentLoanPlanRates> = {};
  for (const [plan, annual] of Object.entries(annualThresholds) as [LoanPlan, number][]) {
    loans[plan] = {
      ...base.studentLoans[plan],
      annualThreshold: annual,
      monthlyThreshold: perPeriod(annual, base.payPeriods.monthly),
      weeklyThreshold: perPeriod(annual, base.payPeriods.weekly),
    };
  }
  return { ...base.studentLoans, ...loans, source };
}

type PeriodThresholds = PayrollRates["nationalInsurance"]["periodThresholds"];

/** One Class 1 threshold as HMRC publishes it: a year, and its weekly and monthly figures. */
export interface PublishedThreshold {
  readonly annual: number;
  readonly weekly: number;
  readonly monthly: number;
}

/**
 * Class 1 period thresholds with some thresholds changed. The weekly and monthly figures are
 * HMRC's; the fortnightly and four-weekly ones follow from the annual figure (annual ÷ 52 × 2
 * or × 4, rounded up to the pound: docs/payroll-rules.md rule 6).
 */
export function withPeriodThresholds(
  base: PeriodThresholds,
  changes: Partial<Record<keyof PeriodNationalInsuranceThresholds, PublishedThreshold>>,
): PeriodThresholds {
  const weeks = (threshold: PublishedThreshold, n: number) =>
    Math.ceil((threshold.annual * n) / 52);
  const pick = (f: (threshold: PublishedThreshold) => number) =>
    Object.fromEntries(Object.entries(changes).map(([name, threshold]) => [name, f(threshold)]));
  return {
    weekly: { ...base.weekly, ...pick((t) => t.weekly) },
    fortnightly: { ...base.fortnightly, ...pick((t) => weeks(t, 2)) },
    "four-weekly": { ...base["four-weekly"], ...pick((t) => weeks(t, 4)) },
    monthly: { ...base.monthly, ...pick((t) => t.monthly) },
  };
}

/**
 * Every NI category with one employer rate: the upper rate, and the main rate where the category
 * has one (categories H, M, V and Z pay 0 % up to their upper secondary threshold).
 */
export function withEmployerRate(
  categories: PayrollRates["nationalInsurance"]["categories"],
  rate: number,
): PayrollRates["nationalInsurance"]["categories"] {
  return Object.fromEntries(
    Object.entries(categories).map(([letter, category]) => [
      letter,
      {
        ...category,
        employerMainRate: category.employerMainRate === 0 ? 0 : rate,
        employerUpperRate: rate,
      },
    ]),
  ) as PayrollRates["nationalInsurance"]["categories"];
}

/**
 * A year's payroll figures from a neighbouring year's: the same rules (docs/payroll-rules.md),
 * sourced to this year's employer rates page, with this year's NI changes.
 */
export function payrollOfYear(
  base: TaxYearRates,
  id: string,
  employersPage: string,
  nationalInsurance: Partial<
    Pick<PayrollRates["nationalInsurance"], "periodThresholds" | "categories">
  >,
): PayrollRates {
  return {
    ...base.payroll,
    source: `docs/payroll-rules.md (HMRC's payroll rules, verified against HMRC's 2025-26 test data in test/conformance/; the rules are unchanged for ${id})`,
    paye: {
      ...base.payroll.paye,
      source: `docs/payroll-rules.md rules 1 and 4: 500-blocks of £5,000 a year (£416.67/month, £96.16/week); K-code overriding limit 50 % of pay: ${employersPage} (PAYE tax rates and thresholds)`,
    },
    nationalInsurance: {
      ...base.payroll.nationalInsurance,
      source: `${employersPage} (weekly and monthly thresholds; fortnightly and four-weekly = annual / 52 × weeks rounded up, docs/payroll-rules.md rule 6); categories: https://www.gov.uk/national-insurance-rates-letters/category-letters`,
      ...nationalInsurance,
    },
  };
}
