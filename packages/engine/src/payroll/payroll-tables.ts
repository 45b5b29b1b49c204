import type {
  NationalInsuranceCategory,
  PayrollFrequency,
  TaxYearRates,
} from "../tax-years/tax-year-rates.js";
import { NATIONAL_INSURANCE_CATEGORIES, PAYROLL_FREQUENCIES } from "../tax-years/tax-year-rates.js";
import { TAX_YEARS, TAX_YEAR_IDS } from "../tax-years/index.js";
import type { TaxYearId } from "../tax-years/index.js";
import { deepFreeze } from "../deep-freeze.js";
import { E4_PER_POUND, periodFreePayPence, toBasisPoints, toPence, toPounds } from "../money.js";
import { compiledRates } from "../compiled-rates.js";
import type { CompiledBand } from "../compiled-rates.js";

/**
 * A tax year's payroll figures for one pay frequency, turned once into integers (pence and
 * basis points) so the per-payslip arithmetic is exact integer arithmetic.
 */

/** Which income tax rates a payslip uses. Wales uses its own table (same figures as rUK today). */
export type TaxRegime = "rUK" | "wales" | "scotland";

export type UndergraduatePlan = "plan1" | "plan2" | "plan4" | "plan5";
export type LoanPlan = UndergraduatePlan | "postgraduate";
const LOAN_PLANS = [
  "plan1",
  "plan2",
  "plan4",
  "plan5",
  "postgraduate",
] as const satisfies readonly LoanPlan[];

export interface IntegerBand {
  /** Upper limit of the band on annual taxable pay, whole pounds; null for the top band. */
  readonly upTo: number | null;
  readonly rateBasisPoints: number;
}

export interface CategoryTables {
  readonly employeeMainBasisPoints: number;
  readonly employeeUpperBasisPoints: number;
  readonly employerMainBasisPoints: number;
  readonly employerUpperBasisPoints: number;
}

export interface NationalInsuranceThresholdsPence {
  readonly lowerEarningsLimit: number;
  readonly secondaryThreshold: number;
  readonly primaryThreshold: number;
  readonly upperEarningsLimit: number;
  /** The threshold ending each category's employer main-rate band. */
  readonly employerUpperThreshold: Readonly<Record<NationalInsuranceCategory, number>>;
}

export interface PayrollTables {
  readonly frequency: PayrollFrequency;
  readonly periodsPerYear: number;
  /** 52 (weekly PAYE tables) or 12 (monthly tables). */
  readonly tablePeriodsPerYear: number;
  readonly tablePeriodsPerPayPeriod: number;
  /** Free pay (pence) of one 500-block for one table period: £416.67 a month, £96.16 a week. */
  readonly blockFreePayPence: number;
  readonly codeBlockSize: number;
  readonly codeMultiplier: number;
  readonly payeCodeUplift: number;
  readonly kCodeLimitBasisPoints: number;
  readonly bands: Readonly<Record<TaxRegime, readonly IntegerBand[]>>;
  readonly flatRates: {
    readonly rUK: Readonly<Record<"BR" | "D0" | "D1", number>>;
    readonly scotland: Readonly<Record<"BR" | "D0" | "D1" | "D2" | "D3", number>>;
  };
  readonly nationalInsurance: NationalInsuranceThresholdsPence;
  readonly categories: Readonly<Record<NationalInsuranceCategory, CategoryTables>>;
  /** Student and postgraduate loan threshold for one pay period (pounds, as published) and rate. */
  readonly loans: Readonly<
    Record<
      LoanPlan,
      {
        readonly thresholdPounds: number;
        readonly rateBasisPoints: number;
        /** False when the plan repays nothing this year (Plan 5 before April 2026). */
        readonly collected: boolean;
      }
    >
  >;
}

/** The annual compiled bands in the payroll's form: whole-pound limits (null for the top). */
function integerBands(bands: readonly CompiledBand[]): IntegerBand[] {
  return bands.map((band) => ({
    upTo: Number.isFinite(band.upToE4) ? band.upToE4 / E4_PER_POUND : null,
    rateBasisPoints: band.bp,
  }));
}

function buildTables(taxYear: TaxYearId, frequency: PayrollFrequency): PayrollTables {
  const rates: TaxYearRates = TAX_YEARS[taxYear];
  const payroll = rates.payroll;
  const shape = payroll.frequencies[frequency];
  const incomeTax = rates.incomeTax;
  const annual = compiledRates(taxYear);
  const period = payroll.nationalInsurance.periodThresholds[frequency];
  const thresholds = {
    upperEarningsLimit: toPence(period.upperEarningsLimit),
    upperSecondaryThreshold: toPence(period.upperSecondaryThreshold),
    apprenticeUpperSecondaryThreshold: toPence(period.apprenticeUpperSecondaryThreshold),
    veteransUpperSecondaryThreshold: toPence(period.veteransUpperSecondaryThreshold),
  };
  const categories = {} as Record<NationalInsuranceCategory, CategoryTables>;
  const employerUpperThreshold = {} as Record<NationalInsuranceCategory, number>;
  for (const category of NATIONAL_INSURANCE_CATEGORIES) {
    const categoryRates = payroll.nationalInsurance.categories[category];
    categories[category] = {
      employeeMainBasisPoints: toBasisPoints(categoryRates.employeeMainRate),
      employeeUpperBasisPoints: toBasisPoints(categoryRates.employeeUpperRate),
      employerMainBasisPoints: toBasisPoints(categoryRates.employerMainRate),
      employerUpperBasisPoints: toBasisPoints(categoryRates.employerUpperRate),
    };
    employerUpperThreshold[category] = thresholds[categoryRates.employerUpperThreshold];
  }
  const loans = {} as Record<
    LoanPlan,
    { thresholdPounds: number; rateBasisPoints: number; collected: boolean }
  >;
  for (const plan of LOAN_PLANS) {
    const planRates = rates.studentLoans[plan];
    // Weekly-table frequencies use the weekly threshold × weeks in the period; monthly the monthly one.
    const thresholdPounds =
      shape.tablePeriodsPerYear === rates.payPeriods.monthly
        ? planRates.monthlyThreshold
        : toPounds(toPence(planRates.weeklyThreshold) * shape.tablePeriodsPerPayPeriod);
    loans[plan] = {
      thresholdPounds,
      rateBasisPoints: toBasisPoints(planRates.rate),
      collected: planRates.collected,
    };
  }
  return {
    frequency,
    periodsPerYear: shape.periodsPerYear,
    tablePeriodsPerYear: shape.tablePeriodsPerYear,
    tablePeriodsPerPayPeriod: shape.tablePeriodsPerPayPeriod,
    blockFreePayPence: periodFreePayPence(
      payroll.paye.codeBlockAnnualFreePay,
      shape.tablePeriodsPerYear,
    ),
    codeBlockSize: payroll.paye.codeBlockSize,
    codeMultiplier: incomeTax.codeMultiplier,
    payeCodeUplift: incomeTax.payeCodeUplift,
    kCodeLimitBasisPoints: toBasisPoints(payroll.paye.kCodeRegulatoryLimitRate),
    bands: {
      rUK: integerBands(annual.bands.rUK),
      wales: integerBands(annual.bands.wales),
      scotland: integerBands(annual.bands.scotland),
    },
    // The flat rates as the annual tables hold them: one compilation of the year.
    flatRates: compiledRates(taxYear).flat,
    nationalInsurance: {
      lowerEarningsLimit: toPence(period.lowerEarningsLimit),
      secondaryThreshold: toPence(period.secondaryThreshold),
      primaryThreshold: toPence(period.primaryThreshold),
      upperEarningsLimit: thresholds.upperEarningsLimit,
      employerUpperThreshold,
    },
    categories,
    loans,
  };
}

/** Every year's tables for every pay frequency, built once at load and frozen. */
const TABLES: Readonly<Record<TaxYearId, Readonly<Record<PayrollFrequency, PayrollTables>>>> =
  deepFreeze(
    Object.fromEntries(
      TAX_YEAR_IDS.map((id) => [
        id,
        Object.fromEntries(
          PAYROLL_FREQUENCIES.map((frequency) => [frequency, buildTables(id, frequency)]),
        ),
      ]),
    ) as Record<TaxYearId, Record<PayrollFrequency, PayrollTables>>,
  );

/** The payroll tables of a tax year and pay frequency. */
export function getPayrollTables(taxYear: TaxYearId, frequency: PayrollFrequency): PayrollTables {
  return TABLES[taxYear][frequency];
}
