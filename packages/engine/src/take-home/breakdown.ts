/**
 * The take-home breakdown: the lines of the computation (`takeHome`, `employerFigures`) as a site
 * shows them, in pounds: income tax band by band, NI band by band (per earnings period in a year
 * with a bonus), each loan plan, the pension and the employer's costs. The figures are the sums of
 * these same lines, so they reconcile by construction; nothing here computes a rule again.
 */
import { isMarriageRecipient } from "../income-tax/marriage-allowance.js";
import { codeAllowancePounds } from "../income-tax/personal-allowance.js";
import { E4, exactToPence, roundE4ToPence, toPounds } from "../money.js";
import type { Exact } from "../money.js";
import type { NationalInsuranceFigure } from "../national-insurance/class-1.js";
import type { BandSlice } from "../bands.js";
import type { YearOfPay } from "../household/what-if.js";
import { giftAidGrossE4 } from "../income-tax/gift-aid.js";
import { blindPersonsAllowancePounds } from "../income-tax/personal-allowance.js";
import type {
  IncomeTaxBandLine,
  IncomeTaxBreakdownLines,
  OtherIncomeBandLine,
  OtherIncomeBreakdownLines,
  NationalInsuranceBandLine,
  SalaryBreakdown,
  SalarySacrificeLines,
} from "./breakdown.schema.js";
import type {
  EmployerFigures,
  TakeHomeFigures,
  TakeHomeProblem,
  WithoutSacrificeFigures,
} from "./take-home-figures.js";
import type { SalaryResult } from "./take-home.schema.js";

/** An E4 amount as pounds, rounded half-up to the penny. */
function pounds(amountE4: number): number {
  return toPounds(roundE4ToPence(amountE4));
}

/** An exact amount as pounds, rounded half-up to the penny. */
function exactPounds(amount: Exact): number {
  return toPounds(exactToPence(amount));
}

/** An upper limit as pounds, null for none. */
function limitPounds(amountE4: number): number | null {
  return Number.isFinite(amountE4) ? pounds(amountE4) : null;
}

/**
 * The income tax's lines as the computation made them (`incomeTaxOn`): each band's share and tax,
 * then what the marriage allowance reduction or the overriding limit took off the bands' total,
 * and the income tax the payslips take (the result's, worked out without the contribution).
 */
function incomeTaxLines(
  p: TakeHomeProblem,
  figures: TakeHomeFigures,
  result: SalaryResult,
): IncomeTaxBreakdownLines {
  const c = p.rates;
  const code = p.taxCode;
  const m = figures.pay;
  const tax = figures.incomeTax;
  const bands = tax.lines.map((line): IncomeTaxBandLine => {
    const shown: IncomeTaxBandLine = {
      band: line.band.name,
      rate: line.band.bp / E4,
      from: pounds(line.fromE4),
      to: limitPounds(line.upToE4),
      taxable: pounds(line.taxableE4),
      tax: exactPounds(line.tax),
    };
    if (line.raisedByE4 > 0) shown.extendedBy = pounds(line.raisedByE4);
    return shown;
  });
  const totalPence = exactToPence(tax.tax);
  const bandsTotalPence = exactToPence(tax.bandsTax);
  // The lines add up: bands total − the reduction (a marriage allowance's, or the overriding
  // limit's) = the tax.
  const reductionPence = bandsTotalPence - totalPence;
  const marriage = code.kind === "allowance" && isMarriageRecipient(code, p.convention);
  const codeAllowance = code.kind === "allowance" ? codeAllowancePounds(code, p.convention, c) : 0;
  // What the code states and what was given differ by the transfer (M) or the taper (L).
  const withheld = codeAllowance - tax.allowancePounds;
  return {
    regime: p.regime.name,
    taxablePay: pounds(m.taxablePayE4),
    adjustedNetIncome: pounds(m.adjustedNetIncomeE4),
    allowance: {
      standard: c.personalAllowancePounds,
      code: codeAllowance,
      marriageAllowanceTransferred: marriage ? withheld : 0,
      taperReduction: marriage ? 0 : withheld,
      given: tax.allowancePounds,
    },
    kCodeAddition: code.kind === "k" ? pounds(tax.taxableE4 - m.taxablePayE4) : 0,
    taxableIncome: pounds(tax.taxableE4),
    bandExtension: pounds(tax.extensionE4),
    bands,
    bandsTotal: toPounds(bandsTotalPence),
    marriageAllowanceReduction: marriage ? toPounds(reductionPence) : 0,
    kCodeLimitReduction: code.kind === "k" ? toPounds(reductionPence) : 0,
    total: toPounds(totalPence),
    payslipTotal: result.payslipIncomeTax,
    reliefAtSourceClaim: result.reliefAtSourceClaim,
  };
}

/** A Class 1 contribution's lines as shown. */
function nationalInsuranceBands(figure: NationalInsuranceFigure): NationalInsuranceBandLine[] {
  return figure.lines.map((line) => ({
    band: line.band,
    rate: line.bp / E4,
    from: pounds(line.fromE4),
    to: limitPounds(line.toE4),
    earnings: pounds(line.earningsE4),
    contribution: exactPounds(line.contribution),
  }));
}

/** A rate in basis points as a fraction rounded half-up to 4 decimals (as the result's marginalRate). */
function fractionOf(bp: number): number {
  return Math.round(bp) / E4;
}

/** The next £1 of gross pay, part by part (`takeHome` made the parts). */
function marginalRateLines(
  figures: TakeHomeFigures,
  result: SalaryResult,
): SalaryBreakdown["marginalRate"] {
  const parts = figures.marginalParts;
  return {
    total: result.marginalRate,
    incomeTax: fractionOf(parts.incomeTaxBp),
    nationalInsurance: fractionOf(parts.nationalInsuranceBp),
    studentLoans: fractionOf(parts.studentLoanBp),
    pension: fractionOf(parts.pensionCostBp),
  };
}

/**
 * Salary sacrifice against the same pay as cash (`withoutSacrifice`): the figures on that pay,
 * and what the sacrifice saves, each the difference of two whole-penny figures (exact).
 */
function salarySacrificeLines(
  without: WithoutSacrificeFigures,
  figures: TakeHomeFigures,
  employer: EmployerFigures,
): SalarySacrificeLines {
  return {
    sacrificed: pounds(without.sacrificedE4),
    withoutSacrifice: {
      incomeTax: toPounds(without.incomeTaxPence),
      nationalInsurance: toPounds(without.nationalInsurancePence),
      studentLoan: toPounds(without.studentLoanPence),
      employerNationalInsurance: toPounds(without.employerNationalInsurancePence),
    },
    saved: {
      incomeTax: toPounds(without.incomeTaxPence - figures.incomeTaxPence),
      nationalInsurance: toPounds(without.nationalInsurancePence - figures.nationalInsurancePence),
      studentLoan: toPounds(without.studentLoanPence - figures.studentLoanPence),
      employerNationalInsurance: toPounds(
        without.employerNationalInsurancePence - employer.nationalInsurancePence,
      ),
    },
  };
}

/**
 * The breakdown of a take-home result: `problem`, `figures` and `employer` as `calculateSalary`
 * made them, `result` their public result.
 */
export function salaryBreakdown(
  year: YearOfPay,
  employer: EmployerFigures,
  result: SalaryResult,
  sacrifice: WithoutSacrificeFigures,
): SalaryBreakdown {
  const { problem, figures } = year;
  const m = figures.pay;
  return {
    otherIncome: otherIncomeLines(year, result),
    incomeTax: incomeTaxLines(problem, figures, result),
    nationalInsurance: {
      category: problem.niCategory,
      niablePay: pounds(m.niableE4),
      earningsPeriod: problem.bonusPence === 0 ? "annual" : problem.bonusEarningsPeriod,
      periods: figures.nationalInsurance.periods,
      employee: {
        bands: nationalInsuranceBands(figures.nationalInsurance),
        total: result.nationalInsurance,
      },
      employer: {
        bands: nationalInsuranceBands(employer.nationalInsurance),
        total: result.employerNationalInsurance,
      },
      class1A: {
        benefitsInKind: toPounds(problem.benefitsInKindPence),
        rate: problem.rates.class1ABp / E4,
        contribution: result.employerClass1ANationalInsurance,
      },
    },
    studentLoans: {
      earnings: pounds(Math.max(0, m.niableE4)),
      plans: figures.studentLoans.map((line) => ({
        plan: line.plan,
        threshold: pounds(line.loan.thresholdE4),
        rate: line.loan.bp / E4,
        overThreshold: pounds(line.overThresholdE4),
        collected: line.loan.collected,
        repayment: exactPounds(line.repayment),
      })),
      total: result.studentLoan,
    },
    pension: {
      method: m.method,
      basis: problem.pensionBasis,
      contribution: pounds(figures.contributionE4),
      employee: result.pension,
      employer: result.employerPension,
      relief: result.pensionTaxRelief,
    },
    marginalRate: marginalRateLines(figures, result),
    salarySacrifice: salarySacrificeLines(sacrifice, figures, employer),
    employer: {
      grossPay: result.grossAnnual,
      nationalInsurance: result.employerNationalInsurance,
      class1A: result.employerClass1ANationalInsurance,
      pension: result.employerPension,
      totalCost: result.employerCost,
    },
  };
}

/** Savings' or dividends' slices as lines. */
function otherIncomeBands(slices: readonly BandSlice[]): OtherIncomeBandLine[] {
  return slices.map((slice) => ({
    rate: slice.bp / E4,
    from: pounds(slice.fromE4),
    to: limitPounds(slice.upToE4),
    taxable: pounds(slice.amountE4),
    tax: exactPounds(slice.tax),
  }));
}

/** The lines of other income as the year's computation made them (`incomeTaxOnAllIncome`). */
function otherIncomeLines(year: YearOfPay, result: SalaryResult): OtherIncomeBreakdownLines {
  const { household: h, year: y } = year;
  const { savings, dividends } = y.liability;
  const c = year.problem.rates;
  return {
    giftAidGross: pounds(giftAidGrossE4(h.giftAidPaidPence, c)),
    blindPersonsAllowance: blindPersonsAllowancePounds(h.blindPersonsAllowance, c),
    allowanceLeft: pounds(y.liability.allowanceLeftE4),
    property: {
      receipts: toPounds(h.propertyReceiptsPence),
      expenses: toPounds(h.propertyExpensesPence),
      profits: toPounds(y.propertyProfitsPence),
      tax: result.propertyIncomeTax,
    },
    savings: {
      interest: toPounds(h.savingsPence),
      allowance: pounds(savings.allowanceE4),
      startingRate: pounds(savings.startingRateE4),
      personalSavingsAllowance: pounds(savings.personalSavingsAllowanceE4),
      personalSavingsAllowanceUsed: pounds(savings.personalSavingsAllowanceUsedE4),
      bands: otherIncomeBands(savings.slices),
      tax: result.savingsTax,
    },
    dividends: {
      dividends: toPounds(h.dividendsPence),
      allowance: pounds(dividends.allowanceE4),
      dividendAllowance: pounds(dividends.dividendAllowanceE4),
      bands: otherIncomeBands(dividends.slices),
      tax: result.dividendTax,
    },
  };
}
