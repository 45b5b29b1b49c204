/**
 * The take-home breakdown: each figure of a `calculateSalary` result taken apart into the lines a
 * site can show, by the same rules and the same compiled tables (income tax through
 * `incomeTaxOn`, loans through `studentLoanOn`, a bonus year's NI through the payroll's period
 * rounding). Built only on request (`includeBreakdown`), after the result. Each amount is its own
 * exact value rounded half-up; each total is the result's own figure, and the lines are checked
 * against it as the README ("The breakdown") documents.
 */
import { INVARIANT_MESSAGES, assert } from "../assert.js";
import { slice, sliceBetween } from "../bands.js";
import type { CompiledLoan, CompiledNi, CompiledRates, TaxRegime } from "../compiled-rates.js";
import type {
  AllowanceConvention,
  PensionBasis,
  PensionMethod,
  StudentLoanPlan,
} from "../enumerations.js";
import { isMarriageRecipient } from "../income-tax/marriage-allowance.js";
import { codeAllowancePounds } from "../income-tax/personal-allowance.js";
import {
  E4,
  exactPercentagePence,
  exactToPence,
  halfUpE4ToPence,
  product,
  roundE4ToPence,
  toPence,
  toPounds,
} from "../money.js";
import type { Exact } from "../money.js";
import { getPayrollTables } from "../payroll/payroll-tables.js";
import { loanRepaymentE4, loansRepaymentE4 } from "../student-loans/student-loans.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import type { TaxYearId } from "../tax-years/index.js";
import type { NationalInsuranceCategory } from "../tax-years/tax-year-rates.js";
import { bonusPeriodPay } from "./bonus-period-pay.js";
import type { BonusPeriodPay } from "./bonus-period-pay.js";
import { incomeTaxOnPay, payMeasures } from "./pay-measures.js";
import type { PayMeasures } from "./pay-measures.js";
import type {
  IncomeTaxBandLine,
  IncomeTaxBreakdownLines,
  NationalInsuranceBandLine,
  NationalInsuranceBreakdownLines,
  SalaryBreakdown,
  StudentLoanLine,
} from "./breakdown.schema.js";
import type { SalaryResult } from "./take-home.schema.js";

/**
 * What the breakdown reads of a take-home problem: the fields of take-home.ts's
 * `TakeHomeProblem` (declared here by shape, since take-home.ts imports this module).
 */
export interface BreakdownProblem {
  readonly taxYear: TaxYearId;
  readonly rates: CompiledRates;
  readonly grossPayPence: number;
  readonly bonusPence: number;
  readonly bonusEarningsPeriod: "monthly" | "weekly";
  readonly benefitsInKindPence: number;
  readonly childcareVouchersPence: number;
  readonly pensionAmountPence: number | null;
  readonly pensionMethod: PensionMethod;
  readonly pensionBasis: PensionBasis;
  readonly studentLoanPlan: StudentLoanPlan;
  readonly niCategory: NationalInsuranceCategory;
  readonly ni: CompiledNi;
  readonly taxCode: ParsedTaxCode;
  readonly regime: TaxRegime;
  readonly convention: AllowanceConvention;
  /** The plan's loan and a postgraduate loan beside it (see `TakeHomeProblem`). */
  readonly loan: CompiledLoan | null;
  readonly secondLoan: CompiledLoan | null;
}

/** The take-home figures (pence) the breakdown's lines are checked against. */
export interface BreakdownFigures {
  readonly incomeTaxPence: number;
  readonly nationalInsurancePence: number;
  readonly studentLoanPence: number;
  /** The exempt part of the vouchers: whole pence (the exemptions are whole pounds). */
  readonly childcareVouchersExemptPence: number;
}

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
 * then what the marriage allowance reduction or the overriding limit took off the bands' total.
 */
function incomeTaxLines(p: BreakdownProblem, m: PayMeasures): IncomeTaxBreakdownLines {
  const c = p.rates;
  const code = p.taxCode;
  const tax = incomeTaxOnPay(p, m);
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
  };
}

/** One NI band's part: earnings between `from` and `to` (E4 a year, or pence a period) at `bp`. */
interface NiPart {
  readonly from: number;
  readonly to: number;
  readonly bp: number;
}

/**
 * A band line from its parts (the first gives the rate and start, the last the end): `toYearE4`
 * turns a part's limits into E4 a year (1 for annual parts, periods × E4 for a period's pence);
 * `earningsE4` a year, `contributionPence`.
 */
function niLine(
  band: NationalInsuranceBandLine["band"],
  parts: readonly NiPart[],
  toYearE4: number,
  earningsE4: number,
  contributionPence: number,
): NationalInsuranceBandLine {
  const first = parts[0];
  const last = parts[parts.length - 1];
  assert(first !== undefined && last !== undefined, INVARIANT_MESSAGES.breakdownMismatch);
  return {
    band,
    rate: first.bp / E4,
    from: pounds(first.from * toYearE4),
    to: limitPounds(last.to * toYearE4),
    earnings: pounds(earningsE4),
    contribution: toPounds(contributionPence),
  };
}

/** A year on the annual thresholds: each band exact, rounded on its own. Returns the exact total's pence. */
function annualNiLines(
  niableE4: number,
  bands: readonly [NationalInsuranceBandLine["band"], NiPart][],
  lines: NationalInsuranceBandLine[],
): number {
  let total = 0n;
  for (const [band, part] of bands) {
    const earningsE4 = sliceBetween(niableE4, part.from, part.to);
    const contribution = product(earningsE4, part.bp);
    total += contribution;
    lines.push(niLine(band, [part], 1, earningsE4, exactToPence(contribution)));
  }
  return exactToPence(total);
}

/**
 * A year with a bonus: each earnings period's pay in each part, NI rounded per part and period by
 * HMRC's rule (as `employeePeriodPence` / `employerPeriodPence`), summed over the n − 2 regular
 * periods, the last one and the bonus period. Returns the lines' total (pence).
 */
function periodNiLines(
  pay: BonusPeriodPay,
  periods: number,
  bands: readonly [NationalInsuranceBandLine["band"], NiPart[]][],
  lines: NationalInsuranceBandLine[],
): number {
  let total = 0;
  const yearOf = (f: (periodPence: number) => number) =>
    (periods - 2) * f(pay.regular) + f(pay.last) + f(pay.withBonus);
  for (const [band, parts] of bands) {
    let earnings = 0;
    let contribution = 0;
    for (const part of parts) {
      const inPart = (pence: number) => Math.max(0, Math.min(pence, part.to) - part.from);
      earnings += yearOf(inPart);
      contribution += yearOf((pence) => exactPercentagePence(inPart(pence), part.bp));
    }
    total += contribution;
    lines.push(niLine(band, parts, periods * E4, earnings * E4, contribution));
  }
  return total;
}

function nationalInsuranceLines(
  p: BreakdownProblem,
  m: PayMeasures,
  figures: BreakdownFigures,
  result: SalaryResult,
): NationalInsuranceBreakdownLines {
  const employee: NationalInsuranceBandLine[] = [];
  const employer: NationalInsuranceBandLine[] = [];
  let employeePence: number;
  let employerPence: number;
  let periods = 1;
  if (p.bonusPence === 0) {
    const ni = p.ni;
    employeePence = annualNiLines(
      m.niableE4,
      [
        [
          "main",
          {
            from: ni.primaryThresholdE4,
            to: ni.upperEarningsLimitE4,
            bp: ni.employeeMainBp,
          },
        ],
        [
          "upper",
          {
            from: ni.upperEarningsLimitE4,
            to: Number.POSITIVE_INFINITY,
            bp: ni.employeeUpperBp,
          },
        ],
      ],
      employee,
    );
    // One employer band unless the category has an upper threshold with its own rate.
    const employerBands: [NationalInsuranceBandLine["band"], NiPart][] = [
      [
        "main",
        {
          from: ni.secondaryThresholdE4,
          to: ni.employerUpperThresholdE4,
          bp: ni.employerBp,
        },
      ],
    ];
    if (Number.isFinite(ni.employerUpperThresholdE4))
      employerBands.push([
        "upper",
        {
          from: Math.max(ni.employerUpperThresholdE4, ni.secondaryThresholdE4),
          to: Number.POSITIVE_INFINITY,
          bp: ni.employerUpperBp,
        },
      ]);
    employerPence = annualNiLines(m.niableE4, employerBands, employer);
  } else {
    const tables = getPayrollTables(p.taxYear, p.bonusEarningsPeriod);
    const t = tables.nationalInsurance;
    const rates = tables.categories[p.niCategory];
    const upper = t.employerUpperThreshold[p.niCategory];
    periods = tables.periodsPerYear;
    const pay = bonusPeriodPay(m.niableE4, p.bonusPence, periods);
    employeePence = periodNiLines(
      pay,
      periods,
      [
        [
          "main",
          [
            {
              from: t.primaryThreshold,
              to: t.upperEarningsLimit,
              bp: rates.employeeMainBasisPoints,
            },
          ],
        ],
        [
          "upper",
          [
            {
              from: t.upperEarningsLimit,
              to: Number.POSITIVE_INFINITY,
              bp: rates.employeeUpperBasisPoints,
            },
          ],
        ],
      ],
      employee,
    );
    // The payroll rounds the employer's two parts apart even at one rate: shown as one band.
    const main: NiPart = {
      from: t.secondaryThreshold,
      to: upper,
      bp: rates.employerMainBasisPoints,
    };
    const above: NiPart = {
      from: Math.max(upper, t.secondaryThreshold),
      to: Number.POSITIVE_INFINITY,
      bp: rates.employerUpperBasisPoints,
    };
    employerPence = periodNiLines(
      pay,
      periods,
      main.bp === above.bp
        ? [["main", [main, above]]]
        : [
            ["main", [main]],
            ["upper", [above]],
          ],
      employer,
    );
  }
  assert(
    employeePence === figures.nationalInsurancePence &&
      employerPence === toPence(result.employerNationalInsurance),
    INVARIANT_MESSAGES.breakdownMismatch,
  );
  return {
    category: p.niCategory,
    niablePay: pounds(m.niableE4),
    earningsPeriod: p.bonusPence === 0 ? "annual" : p.bonusEarningsPeriod,
    periods,
    employee: { bands: employee, total: result.nationalInsurance },
    employer: { bands: employer, total: result.employerNationalInsurance },
    class1A: {
      benefitsInKind: toPounds(p.benefitsInKindPence),
      rate: p.rates.class1ABp / E4,
      contribution: result.employerClass1ANationalInsurance,
    },
  };
}

function studentLoanLines(
  p: BreakdownProblem,
  m: PayMeasures,
  figures: BreakdownFigures,
  result: SalaryResult,
): SalaryBreakdown["studentLoans"] {
  const c = p.rates;
  // The problem's loans, as the take-home resolved them: its plan's, and a postgraduate loan beside it.
  const loans: [Exclude<StudentLoanPlan, "none">, CompiledLoan][] = [];
  if (p.loan !== null && p.studentLoanPlan !== "none") loans.push([p.studentLoanPlan, p.loan]);
  if (p.secondLoan !== null) loans.push(["postgraduate", p.secondLoan]);
  const lines = loans.map(([plan, loan]): StudentLoanLine => {
    return {
      plan,
      threshold: pounds(loan.thresholdE4),
      rate: loan.bp / E4,
      overThreshold: pounds(slice(m.niableE4, loan.thresholdE4)),
      collected: loan.collected,
      repayment: toPounds(halfUpE4ToPence(loanRepaymentE4(m.niableE4, loan, p.convention, c))),
    };
  });
  // Both loans' figure is their exact sum rounded once (each line rounded on its own).
  const totalE4 = loansRepaymentE4(m.niableE4, p.loan, p.secondLoan, p.convention, c);
  assert(
    halfUpE4ToPence(totalE4) === figures.studentLoanPence,
    INVARIANT_MESSAGES.breakdownMismatch,
  );
  return {
    earnings: pounds(Math.max(0, m.niableE4)),
    plans: lines,
    total: result.studentLoan,
  };
}

/**
 * The breakdown of a take-home result: `problem` and `figures` as `calculateSalary` made them,
 * `result` their public result, `contributionE4` the employee's pension contribution into the
 * pot (`pensionContributionE4`). Throws (a bug, not bad input) if a line does not reconcile.
 */
export function salaryBreakdown(
  problem: BreakdownProblem,
  figures: BreakdownFigures,
  result: SalaryResult,
  contributionE4: number,
): SalaryBreakdown {
  const m = payMeasures(problem, figures.childcareVouchersExemptPence * E4, contributionE4);
  return {
    incomeTax: incomeTaxLines(problem, m),
    nationalInsurance: nationalInsuranceLines(problem, m, figures, result),
    studentLoans: studentLoanLines(problem, m, figures, result),
    pension: {
      method: m.method,
      basis: problem.pensionBasis,
      contribution: pounds(contributionE4),
      employee: result.pension,
      employer: result.employerPension,
      relief: result.pensionTaxRelief,
    },
    employer: {
      grossPay: result.grossAnnual,
      nationalInsurance: result.employerNationalInsurance,
      class1A: result.employerClass1ANationalInsurance,
      pension: result.employerPension,
      totalCost: result.employerCost,
    },
  };
}
