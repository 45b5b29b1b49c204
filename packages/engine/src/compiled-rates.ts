/**
 * Each tax year's figures turned once, at load, into the integer forms the calculations use
 * (E4 amounts, basis points), frozen. Derived from the data only: no figures live here.
 */
import { E4_PER_POUND, product, toBasisPoints } from "./money.js";
import type { Exact } from "./money.js";
import type { PayFrequency, StudentLoanPlan } from "./enumerations.js";
import { NATIONAL_INSURANCE_CATEGORIES } from "./tax-years/tax-year-rates.js";
import type {
  EmployerUpperThreshold,
  NationalInsuranceCategory,
  ResultNoteCode,
  TaxBand,
  TaxYearRates,
} from "./tax-years/tax-year-rates.js";
import { TAX_YEARS, TAX_YEAR_IDS, isTaxYearId } from "./tax-years/index.js";
import type { TaxYearId } from "./tax-years/index.js";
import { deepFreeze } from "./deep-freeze.js";
import { INVARIANT_MESSAGES, assert } from "./assert.js";
import { parseValidTaxCode } from "./tax-code/tax-code.js";
import type { ParsedTaxCode } from "./tax-code/tax-code.js";

export interface CompiledBand {
  /** Upper limit of the band in E4 units (Infinity for the top band). */
  upToE4: number;
  bp: number;
}

/** One income-tax band of a regime: taxable income from `fromE4` up to `upToE4` at `bp`. */
export interface IncomeTaxBand {
  /** The data's name: "basic", "higher", "starter", … */
  readonly name: string;
  readonly fromE4: number;
  /** Infinity for the top band. */
  readonly upToE4: number;
  readonly bp: number;
}

/**
 * One income-tax regime (rUK, Wales, Scotland): its bands, the band whose limit relief at source
 * raises first, and the highest band a marriage-allowance recipient may be taxed in.
 */
export interface TaxRegime {
  readonly name: "rUK" | "wales" | "scotland";
  readonly bands: readonly IncomeTaxBand[];
  /** The band whose upper limit a relief-at-source contribution raises first (and all above). */
  readonly extendedBandIndex: number;
  /** The highest band a marriage-allowance recipient may be taxed in. */
  readonly recipientBandIndex: number;
  /** That band's upper limit (E4): the recipient is eligible up to it. */
  readonly marriageLimitE4: number;
}

export interface CompiledLoan {
  thresholdE4: number;
  bp: number;
  /** False when the plan repays nothing this year (Plan 5 before April 2026). */
  collected: boolean;
  note: ResultNoteCode | null;
}

/**
 * Annual Class 1 NI of one category (the payroll's category data on the annual thresholds).
 * Category A is `CompiledRates.ni`.
 */
export interface CompiledNi {
  readonly primaryThresholdE4: number;
  readonly upperEarningsLimitE4: number;
  readonly secondaryThresholdE4: number;
  readonly employeeMainBp: number;
  readonly employeeUpperBp: number;
  /** Employer rate from the secondary threshold up to `employerUpperThresholdE4`. */
  readonly employerBp: number;
  /** Where the employer's upper rate starts (Infinity when it is the same rate). */
  readonly employerUpperThresholdE4: number;
  readonly employerUpperBp: number;
}

/** The UK rate bands a taxpayer is said to be in: the highest their taxable income reaches. */
export type UkRateBand = "basic" | "higher" | "additional";

/** A year's exempt amounts of childcare vouchers by rate band (E4). */
export type VoucherExemptions = Readonly<Record<UkRateBand, number>>;

/** Childcare voucher exemptions (E4 a year) and the basic earnings assessment's limits (E4). */
export interface CompiledChildcare {
  /** Weekly-paid (and annual-salary) employees: the weekly amounts × 52. */
  readonly weekly: VoucherExemptions;
  /** Monthly-paid employees: the monthly amounts × 12. */
  readonly monthly: VoucherExemptions;
  /** The standard personal allowance the assessment deducts. */
  readonly allowanceE4: number;
  /** From this relevant earnings amount on, no allowance is deducted. */
  readonly allowanceLimitE4: number;
}

export interface CompiledRates {
  rates: TaxYearRates;
  personalAllowancePounds: number;
  /** The year's standard tax code ("1257L"). */
  standardTaxCode: string;
  /** It parsed (frozen). */
  standardCode: ParsedTaxCode;
  /** Its number (1257): the one L code the statutory convention tapers. */
  standardCodeNumber: number;
  codeMultiplier: number;
  payeCodeUplift: number;
  taperLimitE4: number;
  taperBp: number;
  /** The UK basic rate limit and higher rate limit (the rUK bands, on taxable income). */
  basicRateLimitE4: number;
  higherRateLimitE4: number;
  bands: {
    rUK: CompiledBand[];
    wales: CompiledBand[];
    scotland: CompiledBand[];
  };
  /** Each regime's bands with the facts relief at source and the marriage allowance need. */
  regimes: {
    rUK: TaxRegime;
    wales: TaxRegime;
    scotland: TaxRegime;
  };
  /** Marriage allowance: the allowance an M code carries for it (pounds), and the tax reduction. */
  marriageTransferablePounds: number;
  marriageReduction: Exact;
  /** The overriding limit on a K code's tax: basis points of the pay. */
  kCodeLimitBp: number;
  /** The rUK bands at the dividend rates (Scottish taxpayers' dividends use them too). */
  dividendBands: CompiledBand[];
  flat: {
    rUK: { BR: number; D0: number; D1: number };
    scotland: { BR: number; D0: number; D1: number; D2: number; D3: number };
  };
  /** Category A. */
  ni: CompiledNi;
  niCategories: Readonly<Record<NationalInsuranceCategory, CompiledNi>>;
  /** Employer Class 1A on benefits in kind. */
  class1ABp: number;
  loans: Record<Exclude<StudentLoanPlan, "none">, CompiledLoan>;
  minimumYearlyLoanPence: number;
  reliefAtSourceBp: number;
  childcare: CompiledChildcare;
  /** The auto-enrolment qualifying earnings band, pence a year. */
  qualifyingEarnings: { lowerPence: number; upperPence: number };
  periods: TaxYearRates["payPeriods"];
}

/** Each NI category's annual figures: the thresholds of the year, the category's rates. */
function compileNiCategories(rates: TaxYearRates): Record<NationalInsuranceCategory, CompiledNi> {
  const ni = rates.nationalInsurance;
  const payrollNi = rates.payroll.nationalInsurance;
  const upperThresholds: Record<EmployerUpperThreshold, number> = {
    upperEarningsLimit: ni.upperEarningsLimit,
    upperSecondaryThreshold: payrollNi.annualUpperSecondaryThreshold,
    apprenticeUpperSecondaryThreshold: payrollNi.annualApprenticeUpperSecondaryThreshold,
    veteransUpperSecondaryThreshold: payrollNi.annualVeteransUpperSecondaryThreshold,
  };
  const compiled = {} as Record<NationalInsuranceCategory, CompiledNi>;
  for (const category of NATIONAL_INSURANCE_CATEGORIES) {
    const rate = payrollNi.categories[category];
    const employerBp = toBasisPoints(rate.employerMainRate);
    const employerUpperBp = toBasisPoints(rate.employerUpperRate);
    compiled[category] = {
      primaryThresholdE4: ni.primaryThreshold * E4_PER_POUND,
      upperEarningsLimitE4: ni.upperEarningsLimit * E4_PER_POUND,
      secondaryThresholdE4: ni.secondaryThreshold * E4_PER_POUND,
      employeeMainBp: toBasisPoints(rate.employeeMainRate),
      employeeUpperBp: toBasisPoints(rate.employeeUpperRate),
      employerBp,
      employerUpperThresholdE4:
        employerBp === employerUpperBp
          ? Number.POSITIVE_INFINITY
          : upperThresholds[rate.employerUpperThreshold] * E4_PER_POUND,
      employerUpperBp,
    };
  }
  // Category A is the year's standard Class 1: the two tables must agree.
  const a = compiled.A;
  assert(
    a.employeeMainBp === toBasisPoints(ni.employeeMainRate) &&
      a.employeeUpperBp === toBasisPoints(ni.employeeUpperRate) &&
      a.employerBp === toBasisPoints(ni.employerRate) &&
      a.employerUpperBp === a.employerBp,
    INVARIANT_MESSAGES.rateNotExact,
  );
  return compiled;
}

function compileChildcare(rates: TaxYearRates): CompiledChildcare {
  const { byBand, assessmentAllowanceLimit } = rates.childcareVouchers;
  return {
    weekly: {
      basic: byBand.basic.weekly * rates.payPeriods.weekly * E4_PER_POUND,
      higher: byBand.higher.weekly * rates.payPeriods.weekly * E4_PER_POUND,
      additional: byBand.additional.weekly * rates.payPeriods.weekly * E4_PER_POUND,
    },
    monthly: {
      basic: byBand.basic.monthly * rates.payPeriods.monthly * E4_PER_POUND,
      higher: byBand.higher.monthly * rates.payPeriods.monthly * E4_PER_POUND,
      additional: byBand.additional.monthly * rates.payPeriods.monthly * E4_PER_POUND,
    },
    allowanceE4: rates.incomeTax.personalAllowance * E4_PER_POUND,
    allowanceLimitE4: assessmentAllowanceLimit.amount * E4_PER_POUND,
  };
}

/** The UK basic rate limit and higher rate limit (E4): the upper limits of the first two rUK bands. */
function ukRateLimits(rates: TaxYearRates): {
  basicRateLimitE4: number;
  higherRateLimitE4: number;
} {
  const [basicBand, higherBand] = rates.incomeTax.bands.rUK;
  assert(basicBand?.upTo != null && higherBand?.upTo != null, INVARIANT_MESSAGES.rateNotExact);
  return {
    basicRateLimitE4: basicBand.upTo * E4_PER_POUND,
    higherRateLimitE4: higherBand.upTo * E4_PER_POUND,
  };
}

function dividendBands(rates: TaxYearRates, rUK: CompiledBand[]): CompiledBand[] {
  const { basicRate, higherRate, additionalRate } = rates.dividends;
  const dividendRates = [basicRate, higherRate, additionalRate];
  return rUK.map((band, index) => ({
    upToE4: band.upToE4,
    bp: toBasisPoints(dividendRates[Math.min(index, dividendRates.length - 1)] ?? additionalRate),
  }));
}

function compileBands(bands: readonly TaxBand[]): CompiledBand[] {
  return bands.map((band) => ({
    upToE4: band.upTo === null ? Number.POSITIVE_INFINITY : band.upTo * E4_PER_POUND,
    bp: toBasisPoints(band.rate),
  }));
}

/** A regime's bands with the indexes of the bands relief at source and marriage allowance name. */
function taxRegime(
  name: TaxRegime["name"],
  data: readonly TaxBand[],
  compiled: readonly CompiledBand[],
  extendFrom: string,
  marriageHighest: string,
): TaxRegime {
  const bands = compiled.map((band, index) => ({
    name: data[index]?.name ?? "",
    fromE4: index === 0 ? 0 : (compiled[index - 1]?.upToE4 ?? 0),
    upToE4: band.upToE4,
    bp: band.bp,
  }));
  const extendedBandIndex = bands.findIndex((band) => band.name === extendFrom);
  const recipientBandIndex = bands.findIndex((band) => band.name === marriageHighest);
  const recipientBand = bands[recipientBandIndex];
  assert(extendedBandIndex >= 0 && recipientBand !== undefined, INVARIANT_MESSAGES.rateNotExact);
  return {
    name,
    bands,
    extendedBandIndex,
    recipientBandIndex,
    marriageLimitE4: recipientBand.upToE4,
  };
}

function compileRates(rates: TaxYearRates): CompiledRates {
  const { incomeTax, nationalInsurance: ni, studentLoans } = rates;
  const loan = (plan: Exclude<StudentLoanPlan, "none">): CompiledLoan => ({
    thresholdE4: Math.round(studentLoans[plan].annualThreshold * E4_PER_POUND),
    bp: toBasisPoints(studentLoans[plan].rate),
    collected: studentLoans[plan].collected,
    note: studentLoans[plan].note,
  });
  const niCategories = compileNiCategories(rates);
  const bands = {
    rUK: compileBands(incomeTax.bands.rUK),
    wales: compileBands(incomeTax.bands.wales),
    scotland: compileBands(incomeTax.bands.scotland),
  };
  const extension = incomeTax.reliefAtSourceBandExtension.fromBand;
  const marriage = incomeTax.marriageAllowance;
  const regime = (region: "rUK" | "wales" | "scotland"): TaxRegime =>
    taxRegime(
      region,
      incomeTax.bands[region],
      bands[region],
      extension[region],
      marriage.recipientHighestBand[region],
    );
  const standardTaxCode = `${String(incomeTax.standardCodeNumber)}L`;
  const compiled: CompiledRates = {
    rates,
    personalAllowancePounds: incomeTax.personalAllowance,
    standardTaxCode,
    standardCode: parseValidTaxCode(standardTaxCode),
    standardCodeNumber: incomeTax.standardCodeNumber,
    codeMultiplier: incomeTax.codeMultiplier,
    payeCodeUplift: incomeTax.payeCodeUplift,
    taperLimitE4: incomeTax.taper.incomeLimit * E4_PER_POUND,
    taperBp: toBasisPoints(incomeTax.taper.reductionRate),
    ...ukRateLimits(rates),
    bands,
    regimes: {
      rUK: regime("rUK"),
      wales: regime("wales"),
      scotland: regime("scotland"),
    },
    marriageTransferablePounds: marriage.transferable,
    // transferable × relief rate: whole pounds × basis points, exact.
    marriageReduction: product(
      marriage.transferable * E4_PER_POUND,
      toBasisPoints(marriage.reliefRate),
    ),
    kCodeLimitBp: toBasisPoints(rates.payroll.paye.kCodeRegulatoryLimitRate),
    dividendBands: dividendBands(rates, bands.rUK),
    flat: {
      rUK: {
        BR: toBasisPoints(incomeTax.flatRateCodes.rUK.BR),
        D0: toBasisPoints(incomeTax.flatRateCodes.rUK.D0),
        D1: toBasisPoints(incomeTax.flatRateCodes.rUK.D1),
      },
      scotland: {
        BR: toBasisPoints(incomeTax.flatRateCodes.scotland.BR),
        D0: toBasisPoints(incomeTax.flatRateCodes.scotland.D0),
        D1: toBasisPoints(incomeTax.flatRateCodes.scotland.D1),
        D2: toBasisPoints(incomeTax.flatRateCodes.scotland.D2),
        D3: toBasisPoints(incomeTax.flatRateCodes.scotland.D3),
      },
    },
    ni: niCategories.A,
    niCategories,
    class1ABp: toBasisPoints(ni.class1A.rate),
    loans: {
      plan1: loan("plan1"),
      plan2: loan("plan2"),
      plan4: loan("plan4"),
      plan5: loan("plan5"),
      postgraduate: loan("postgraduate"),
    },
    minimumYearlyLoanPence: Math.round(studentLoans.minimumYearlyRepayment * 100),
    reliefAtSourceBp: toBasisPoints(rates.pensions.reliefAtSourceRate),
    childcare: compileChildcare(rates),
    qualifyingEarnings: {
      lowerPence: rates.pensions.autoEnrolment.qualifyingEarningsLower * 100,
      upperPence: rates.pensions.autoEnrolment.qualifyingEarningsUpper * 100,
    },
    periods: rates.payPeriods,
  };
  return compiled;
}

/** Every year's integer tables, built once at load, frozen: nothing a caller can change. */
const COMPILED = Object.fromEntries(
  TAX_YEAR_IDS.map((id) => [id, deepFreeze(compileRates(TAX_YEARS[id]))]),
) as Readonly<Record<TaxYearId, CompiledRates>>;

/** The integer tables of a (validated) tax year. */
export function compiledRates(taxYear: TaxYearId): CompiledRates {
  assert(isTaxYearId(taxYear), INVARIANT_MESSAGES.unknownTaxYear);
  return COMPILED[taxYear];
}

/** Pay periods a year for a pay frequency. */
export function periodsPerYear(c: CompiledRates, frequency: PayFrequency): number {
  return c.periods[frequency];
}

/** A plan's compiled figures. */
export function loanOf(c: CompiledRates, plan: Exclude<StudentLoanPlan, "none">): CompiledLoan {
  return c.loans[plan];
}

/** A category's annual NI figures. */
export function niCategoryOf(c: CompiledRates, category: NationalInsuranceCategory): CompiledNi {
  return c.niCategories[category];
}

/** The coded notes a result using a loan plan carries this year (from the year's data). */
export function loanNotes(
  c: CompiledRates,
  plan: Exclude<StudentLoanPlan, "none">,
): ResultNoteCode[] {
  const note = loanOf(c, plan).note;
  return note === null ? [] : [note];
}
