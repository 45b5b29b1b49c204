/**
 * Each tax year's figures turned once, at load, into the integer forms the calculations use
 * (E4 amounts, basis points), frozen. Derived from the data only: no figures live here.
 */
import { E4_PER_POUND, toBasisPoints } from "./money.js";
import type { StudentLoanPlan } from "./enumerations.js";
import type {
  ResultNoteCode,
  TaxBand,
  TaxYearRates,
} from "./tax-years/tax-year-rates.js";
import { TAX_YEARS, TAX_YEAR_IDS, type TaxYearId } from "./tax-years/index.js";
import { deepFreeze } from "./deep-freeze.js";

export interface CompiledBand {
  /** Upper limit of the band in E4 units (Infinity for the top band). */
  upToE4: number;
  bp: number;
}

export interface CompiledLoan {
  thresholdE4: number;
  bp: number;
  /** False when the plan repays nothing this year (Plan 5 before April 2026). */
  collected: boolean;
  note: ResultNoteCode | null;
}

export interface CompiledRates {
  rates: TaxYearRates;
  personalAllowancePounds: number;
  codeMultiplier: number;
  payeCodeUplift: number;
  taperLimitE4: number;
  taperBp: number;
  bands: {
    rUK: CompiledBand[];
    wales: CompiledBand[];
    scotland: CompiledBand[];
  };
  flat: {
    rUK: { BR: number; D0: number; D1: number };
    scotland: { BR: number; D0: number; D1: number; D2: number; D3: number };
  };
  ni: {
    primaryThresholdE4: number;
    upperEarningsLimitE4: number;
    secondaryThresholdE4: number;
    employeeMainBp: number;
    employeeUpperBp: number;
    employerBp: number;
  };
  loans: Record<Exclude<StudentLoanPlan, "none">, CompiledLoan>;
  minimumYearlyLoanPence: number;
  reliefAtSourceBp: number;
  childcareExemptionE4: number;
  periods: TaxYearRates["payPeriods"];
}

function compileBands(bands: readonly TaxBand[]): CompiledBand[] {
  return bands.map((band) => ({
    upToE4:
      band.upTo === null ? Number.POSITIVE_INFINITY : band.upTo * E4_PER_POUND,
    bp: toBasisPoints(band.rate),
  }));
}

function compileRates(rates: TaxYearRates): CompiledRates {
  const { incomeTax, nationalInsurance: ni, studentLoans } = rates;
  const loan = (plan: Exclude<StudentLoanPlan, "none">): CompiledLoan => ({
    thresholdE4: Math.round(studentLoans[plan].annualThreshold * E4_PER_POUND),
    bp: toBasisPoints(studentLoans[plan].rate),
    collected: studentLoans[plan].collected,
    note: studentLoans[plan].note,
  });
  const compiled: CompiledRates = {
    rates,
    personalAllowancePounds: incomeTax.personalAllowance,
    codeMultiplier: incomeTax.codeMultiplier,
    payeCodeUplift: incomeTax.payeCodeUplift,
    taperLimitE4: incomeTax.taper.incomeLimit * E4_PER_POUND,
    taperBp: toBasisPoints(incomeTax.taper.reductionRate),
    bands: {
      rUK: compileBands(incomeTax.bands.rUK),
      wales: compileBands(incomeTax.bands.wales),
      scotland: compileBands(incomeTax.bands.scotland),
    },
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
    ni: {
      primaryThresholdE4: ni.primaryThreshold * E4_PER_POUND,
      upperEarningsLimitE4: ni.upperEarningsLimit * E4_PER_POUND,
      secondaryThresholdE4: ni.secondaryThreshold * E4_PER_POUND,
      employeeMainBp: toBasisPoints(ni.employeeMainRate),
      employeeUpperBp: toBasisPoints(ni.employeeUpperRate),
      employerBp: toBasisPoints(ni.employerRate),
    },
    loans: {
      plan1: loan("plan1"),
      plan2: loan("plan2"),
      plan4: loan("plan4"),
      plan5: loan("plan5"),
      postgraduate: loan("postgraduate"),
    },
    minimumYearlyLoanPence: Math.round(
      studentLoans.minimumYearlyRepayment * 100,
    ),
    reliefAtSourceBp: toBasisPoints(rates.pensions.reliefAtSourceRate),
    childcareExemptionE4: Math.round(
      rates.childcareVouchers.annualExemption * E4_PER_POUND,
    ),
    periods: rates.payPeriods,
  };
  return compiled;
}

/** Every year's integer tables, built once at load and frozen: nothing a caller can change. */
const COMPILED: Readonly<Record<TaxYearId, CompiledRates>> = deepFreeze(
  Object.fromEntries(
    TAX_YEAR_IDS.map((id) => [id, compileRates(TAX_YEARS[id])]),
  ) as Record<TaxYearId, CompiledRates>,
);

/** The integer tables of a tax year. */
export function compiledRates(taxYear: TaxYearId): CompiledRates {
  return COMPILED[taxYear];
}

/** The coded notes a result using a loan plan carries this year (from the year's data). */
export function loanNotes(
  c: CompiledRates,
  plan: Exclude<StudentLoanPlan, "none">,
): ResultNoteCode[] {
  const note = c.loans[plan].note;
  return note === null ? [] : [note];
}
