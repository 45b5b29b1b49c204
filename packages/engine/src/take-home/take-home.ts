import {
  compiledRates,
  loanNotes,
  loanOf,
  niCategoryOf,
  parsedTaxCode,
  periodsPerYear,
} from "../compiled-rates.js";
import type { CompiledLoan, CompiledNi, CompiledRates, TaxRegime } from "../compiled-rates.js";
import type {
  AllowanceConvention,
  PayFrequency,
  PensionBasis,
  PensionMethod,
  Region,
  StudentLoanPlan,
} from "../enumerations.js";
import {
  E4,
  percentToBasisPoints,
  productFloorE4,
  ratioHalfUp,
  dividePenceHalfUp,
  halfUpE4ToPence,
  toPence,
  toPounds,
} from "../money.js";
import {
  employeeNationalInsuranceBp,
  employeeNationalInsuranceE4,
  employerNationalInsuranceE4,
} from "../national-insurance/national-insurance.js";
import { parseInput } from "../parse-input.js";
import { getPayrollTables } from "../payroll/payroll-tables.js";
import { employeePeriodPence, employerPeriodPence } from "../payroll/period-national-insurance.js";
import { pensionablePayPence, reducesNiablePay } from "../pensions/pensions.js";
import { effectivePensionMethod, incomeTaxOnPay, payMeasures } from "./pay-measures.js";
import { regimeOf } from "../income-tax/income-tax.js";
import {
  loanOfPlan,
  loanRateBp,
  loanRepaymentE4,
  loansRepaymentE4,
} from "../student-loans/student-loans.js";
import { bonusPeriodPay } from "./bonus-period-pay.js";
import { salaryBreakdown } from "./breakdown.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import type { TaxYearId } from "../tax-years/index.js";
import type { NationalInsuranceCategory, ResultNoteCode } from "../tax-years/tax-year-rates.js";
import { ValidationError } from "../validation-error.js";
import type { ValidationIssue } from "../validation-error.js";
import { salaryInputSchema } from "./take-home.schema.js";
import type { ParsedSalaryInput, SalaryInput, SalaryResult } from "./take-home.schema.js";

/** A validated take-home problem in integer pence and basis points (annual amounts). */
export interface TakeHomeProblem {
  taxYear: TaxYearId;
  /** Annual gross pay: annualised salary + bonus + overtime, pence. */
  grossPayPence: number;
  /** The bonus within gross pay (its NI is worked out in one earnings period), pence. */
  bonusPence: number;
  /** The overtime within gross pay (not contractual earnings for the childcare assessment), pence. */
  overtimePence: number;
  /** The NI earnings period of a bonus: a month (annual and monthly pay) or a week (weekly, daily). */
  bonusEarningsPeriod: "monthly" | "weekly";
  benefitsInKindPence: number;
  childcareVouchersPence: number;
  /** Joined the voucher scheme before 6 April 2011: the basic-rate exemption whatever the band. */
  childcareVouchersBefore2011: boolean;
  /**
   * The exempt amounts of vouchers that apply: a monthly-paid employee's (12 × £243 / £124 /
   * £110) or a weekly-paid one's (52 × £55 / £28 / £25; also an annual salary's).
   */
  voucherPayPeriod: "weekly" | "monthly";
  /** Employee pension contribution, basis points of the pension basis. */
  pensionBp: number;
  /** A fixed annual contribution instead of a percentage (pence), or null. */
  pensionAmountPence: number | null;
  pensionMethod: PensionMethod;
  pensionBasis: PensionBasis;
  /** Employer pension contribution, basis points of the pension basis. */
  employerPensionBp: number;
  studentLoanPlan: StudentLoanPlan;
  /** A postgraduate loan besides the plan. */
  postgraduateLoan: boolean;
  niCategory: NationalInsuranceCategory;
  /** The category's annual NI figures (`rates.ni` for category A). */
  ni: CompiledNi;
  taxCode: ParsedTaxCode;
  region: Region;
  /** The tax code's regime in the region (`regimeOf`). */
  regime: TaxRegime;
  convention: AllowanceConvention;
  /** The plan's loan this year (null for none). */
  loan: CompiledLoan | null;
  /** A postgraduate loan beside another plan (null for none). */
  secondLoan: CompiledLoan | null;
  rates: CompiledRates;
}

/** Every figure of a take-home calculation, in pence, rounded to add up exactly. */
export interface TakeHomeFigures {
  grossPayPence: number;
  incomeTaxPence: number;
  nationalInsurancePence: number;
  /** Student and postgraduate loans together. */
  studentLoanPence: number;
  /** The postgraduate loan's part of `studentLoanPence`. */
  postgraduateLoanPence: number;
  pensionPence: number;
  pensionReliefPence: number;
  childcareVouchersPence: number;
  /** The exempt part of the vouchers. */
  childcareVouchersExemptPence: number;
  netPence: number;
  /**
   * Net pay before rounding (E4), each deduction's E8 part dropped (so less than four E4 units
   * above the exact value): for solvers.
   */
  exactNetE4: number;
  allowancePounds: number;
  /** Taxable income after allowances (E4; rounded by the result, not needed by solvers). */
  taxableIncomeE4: number;
  /** The pay NI and student loans are charged on (E4): the employer's Class 1 is on it too. */
  niablePayE4: number;
  /** Income tax + employee NI + student loan on the next £1 of gross pay, basis points. */
  marginalBp: number;
  /** The pension contribution on the next £1 of gross pay, basis points (0 outside the basis). */
  pensionMarginalBp: number;
  /** True when the K-code overriding limit held the income tax down. */
  kCodeLimitApplied: boolean;
}

/** The employee's pension contribution into the pot at a gross pay (E4, exact). */
export function pensionContributionE4(p: TakeHomeProblem, grossPence: number): number {
  return p.pensionAmountPence === null
    ? pensionablePayPence(grossPence, p.pensionBasis, p.rates) * p.pensionBp
    : p.pensionAmountPence * E4;
}

/**
 * The smallest gross pay (pence) whose pay less the pension contribution reaches `amountE4`
 * (adjusted net income without vouchers or benefits: what reverse needs for the taper and the
 * marriage-allowance limit). Pay less the contribution rises with gross pay (a contribution is
 * at most all of the pay), linearly on each piece of the pension basis: on the gross; or, on
 * qualifying earnings, below the band (no contribution), within it (the rate on pay above its
 * lower limit) and above it (the rate on the whole band). The answer is on the first piece that
 * reaches the amount.
 */
export function grossPayForPayAfterPensionE4(p: TakeHomeProblem, amountE4: number): number {
  if (p.pensionBasis === "gross" || p.pensionAmountPence !== null) {
    const keptBp = E4 - (p.pensionAmountPence === null ? p.pensionBp : 0);
    const fixedE4 = p.pensionAmountPence === null ? 0 : p.pensionAmountPence * E4;
    return Math.ceil((amountE4 + fixedE4) / keptBp);
  }
  const { lowerPence, upperPence } = p.rates.qualifyingEarnings;
  // Below the band: pay after pension = gross.
  if (amountE4 <= lowerPence * E4) return Math.ceil(amountE4 / E4);
  // Within it: gross − rate × (gross − lower) = gross × (1 − rate) + rate × lower.
  const keptBp = E4 - p.pensionBp;
  if (keptBp > 0) {
    const withinBand = Math.ceil((amountE4 - p.pensionBp * lowerPence) / keptBp);
    if (withinBand <= upperPence) return withinBand;
  }
  // Above it: gross − rate × (upper − lower).
  return Math.ceil((amountE4 + (upperPence - lowerPence) * p.pensionBp) / E4);
}

/**
 * The exempt amount of childcare vouchers (E4 a year), ITEPA 2003 s.270A
 * (https://www.legislation.gov.uk/ukpga/2003/1/section/270A): £55 a week (£243 a month for the
 * monthly-paid: HMRC NIM02471, https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim02471)
 * for joiners before 6 April 2011; for later joiners by the rate band of the basic earnings assessment
 * (s.270B; EIM16054–EIM16056): the relevant earnings amount is contractual pay (the salary; a
 * bonus and overtime are taken as not guaranteed) plus benefits in kind, less the pension
 * contribution and, below the assessment's limit, the standard personal allowance; compared with
 * the basic and higher rate limits (the UK limits for every taxpayer, as the section has them).
 */
function childcareExemptionE4(p: TakeHomeProblem, contributionE4: number): number {
  const c = p.rates.childcare;
  const exempt = c[p.voucherPayPeriod];
  if (p.childcareVouchersBefore2011) return exempt.basicE4;
  const relevantE4 =
    (p.grossPayPence - p.bonusPence - p.overtimePence + p.benefitsInKindPence) * E4 -
    contributionE4;
  const assessedE4 = relevantE4 >= c.allowanceLimitE4 ? relevantE4 : relevantE4 - c.allowanceE4;
  if (assessedE4 <= c.basicRateLimitE4) return exempt.basicE4;
  return assessedE4 <= c.higherRateLimitE4 ? exempt.higherE4 : exempt.additionalE4;
}

/** A year with a bonus as its NI earnings periods (see `bonusPeriods`), pence a period. */
interface BonusPeriods {
  readonly tables: ReturnType<typeof getPayrollTables>;
  readonly n: number;
  readonly regular: number;
  readonly last: number;
  readonly withBonus: number;
}

/**
 * Class 1 NI as a payroll deducts it when a bonus is paid (SSCR 2001 reg.8: NI is due per
 * earnings period): the bonus in one period, the rest of the NI-able pay in equal periods (pence;
 * the last period takes the odd pence, as the payslips do), each period on HMRC's period
 * thresholds with HMRC's rounding (docs/payroll-rules.md rules 6–7). The bonus is NI-able in full
 * in its period; sacrifices come off the regular pay.
 */
function bonusPeriods(p: TakeHomeProblem, niableE4: number): BonusPeriods {
  const tables = getPayrollTables(p.taxYear, p.bonusEarningsPeriod);
  const { regular, last, withBonus } = bonusPeriodPay(
    niableE4,
    p.bonusPence,
    tables.periodsPerYear,
  );
  return { tables, n: tables.periodsPerYear, regular, last, withBonus };
}

/**
 * The employee's NI of a year with a bonus (see `bonusPeriods`), pence, and the marginal rate on
 * the next £1 of pay spread over the periods (bp).
 */
function bonusPeriodNi(p: TakeHomeProblem, niableE4: number): { pence: number; bp: number } {
  const { tables, n, regular, last, withBonus } = bonusPeriods(p, niableE4);
  const thresholds = tables.nationalInsurance;
  const category = tables.categories[p.niCategory];
  const pence =
    (n - 2) * employeePeriodPence(regular, thresholds, category) +
    employeePeriodPence(last, thresholds, category) +
    employeePeriodPence(withBonus, thresholds, category);
  // The next £1 of pay spread over the periods: n − 1 regular ones and the bonus period.
  const { primaryThreshold, upperEarningsLimit } = thresholds;
  const regularBp =
    regular < primaryThreshold
      ? 0
      : regular < upperEarningsLimit
        ? category.employeeMainBasisPoints
        : category.employeeUpperBasisPoints;
  const bonusBp =
    withBonus < primaryThreshold
      ? 0
      : withBonus < upperEarningsLimit
        ? category.employeeMainBasisPoints
        : category.employeeUpperBasisPoints;
  return { pence, bp: ((n - 1) * regularBp + bonusBp) / n };
}

/** The employer's NI of a year with a bonus (see `bonusPeriods`), pence. */
function bonusPeriodEmployerNiPence(p: TakeHomeProblem, niableE4: number): number {
  const { tables, n, regular, last, withBonus } = bonusPeriods(p, niableE4);
  const thresholds = tables.nationalInsurance;
  const category = tables.categories[p.niCategory];
  const upper = thresholds.employerUpperThreshold[p.niCategory];
  return (
    (n - 2) * employerPeriodPence(regular, thresholds, upper, category) +
    employerPeriodPence(last, thresholds, upper, category) +
    employerPeriodPence(withBonus, thresholds, upper, category)
  );
}

/**
 * The take-home core, unchecked. Each deduction (income tax, NI, student loans, pension) is
 * computed exactly and rounded half-up to the penny on its own, so every figure is its own exact
 * value to the penny; net = gross − vouchers − the sum of those rounded figures, so the lines
 * always add up. (Net can therefore fall by a penny or two where several figures round up at the
 * same step of gross; `exactNetE4`, before rounding, never falls outside the taper and the
 * marriage-allowance cliff.) Each figure is a plain number, its exact value in E4 units rounded
 * down (all rounding to the penny needs: see `IncomeTaxBreakdown.taxE4`); the rare inputs (a
 * bonus, vouchers) each have their own branch. The employer's side is in `salaryResult`, apart: a
 * solver evaluating many grosses does not need it.
 */
export function takeHome(p: TakeHomeProblem): TakeHomeFigures {
  const c = p.rates;
  const gross = p.grossPayPence;
  const fixed = p.pensionAmountPence;
  // The pension contribution into the pot (E4) and what it takes off each measure of pay
  // (a fixed amount is taken as net pay: HMRC's app offers one).
  const onGross = p.pensionBasis === "gross";
  const contributionE4 = pensionContributionE4(p, gross);
  const pensionMarginalBp =
    onGross ||
    fixed !== null ||
    (gross > c.qualifyingEarnings.lowerPence && gross < c.qualifyingEarnings.upperPence)
      ? p.pensionBp
      : 0;
  // Vouchers replace cash pay; the exempt part escapes tax and NI, any excess is taxed as pay.
  const exemptVouchersE4 =
    p.childcareVouchersPence === 0
      ? 0
      : Math.min(p.childcareVouchersPence * E4, childcareExemptionE4(p, contributionE4));
  const pay = payMeasures(p, exemptVouchersE4, contributionE4);
  const reliefAtSource = pay.method === "relief-at-source";
  const niableE4 = pay.niableE4;
  const tax = incomeTaxOnPay(p, pay);
  let niE4: number;
  let niBp: number;
  if (p.bonusPence === 0) {
    niE4 = employeeNationalInsuranceE4(niableE4, p.ni);
    niBp = employeeNationalInsuranceBp(niableE4, p.ni);
  } else {
    const bonusNi = bonusPeriodNi(p, niableE4);
    niE4 = bonusNi.pence * E4;
    niBp = bonusNi.bp;
  }
  const loansE4 = loansRepaymentE4(niableE4, p.loan, p.secondLoan, p.convention, c);
  const loanBp = loanRateBp(niableE4, p.loan) + loanRateBp(niableE4, p.secondLoan);
  // The member pays a relief-at-source contribution less basic-rate relief; the scheme claims
  // the relief: cost + relief is the whole contribution, exactly.
  const pensionE4 = reliefAtSource
    ? productFloorE4(contributionE4, E4 - c.reliefAtSourceBp)
    : contributionE4;
  const incomeTaxPence = halfUpE4ToPence(tax.taxE4);
  const nationalInsurancePence = halfUpE4ToPence(niE4);
  const studentLoanPence = halfUpE4ToPence(loansE4);
  const pensionPence = halfUpE4ToPence(pensionE4);
  const roundedTotal = incomeTaxPence + nationalInsurancePence + studentLoanPence + pensionPence;

  // Marginal rate per £1 of gross pay: tax on the part left after pension, NI and loan on NI-able pay.
  const keptBp = E4 - pensionMarginalBp;
  const taxShareBp = reliefAtSource ? E4 : keptBp;
  const niShareBp = reducesNiablePay(pay.method) ? keptBp : E4;
  // Adjusted net income (the taper) moves with pay after the pension; a relief-at-source
  // extension with the contribution.
  const marginalBp =
    (tax.marginalBp * taxShareBp +
      tax.taperBp * keptBp +
      (reliefAtSource ? tax.extensionBp * pensionMarginalBp : 0) +
      (niBp + loanBp) * niShareBp) /
    E4;

  return {
    grossPayPence: gross,
    incomeTaxPence,
    nationalInsurancePence,
    studentLoanPence,
    postgraduateLoanPence:
      p.secondLoan !== null
        ? halfUpE4ToPence(loanRepaymentE4(niableE4, p.secondLoan, p.convention, c))
        : p.studentLoanPlan === "postgraduate"
          ? studentLoanPence
          : 0,
    pensionPence,
    pensionReliefPence: reliefAtSource ? halfUpE4ToPence(contributionE4) - pensionPence : 0,
    childcareVouchersPence: p.childcareVouchersPence,
    childcareVouchersExemptPence: exemptVouchersE4 === 0 ? 0 : halfUpE4ToPence(exemptVouchersE4),
    netPence: gross - p.childcareVouchersPence - roundedTotal,
    exactNetE4: (gross - p.childcareVouchersPence) * E4 - (tax.taxE4 + niE4 + loansE4 + pensionE4),
    allowancePounds: tax.allowancePounds,
    taxableIncomeE4: tax.taxableE4,
    niablePayE4: niableE4,
    marginalBp,
    pensionMarginalBp,
    kCodeLimitApplied: tax.kCodeLimited,
  };
}

/**
 * The employer's Class 1 NI of a take-home, on the NI-able pay (with a bonus, per earnings period
 * as a payroll deducts it), its exact value rounded half-up (pence). Apart from the employee's
 * figures, as is the employer's side in `salaryResult`: only a result shows it.
 */
function employerNationalInsurancePence(p: TakeHomeProblem, niableE4: number): number {
  return p.bonusPence === 0
    ? halfUpE4ToPence(employerNationalInsuranceE4(niableE4, p.ni))
    : bonusPeriodEmployerNiPence(p, niableE4);
}

/** The NI earnings period a bonus is paid in, by pay frequency (daily pay: a week). */
function bonusEarningsPeriodOf(frequency: PayFrequency): "monthly" | "weekly" {
  return frequency === "weekly" || frequency === "daily" ? "weekly" : "monthly";
}

/** The integer problem of a validated salary input. */
export function salaryProblem(input: ParsedSalaryInput): TakeHomeProblem {
  const rates = compiledRates(input.taxYear);
  const code = parsedTaxCode(rates, input.taxCode);
  const periods = periodsPerYear(rates, input.payFrequency);
  const bonusPence = toPence(input.bonus);
  const overtimePence = toPence(input.overtime);
  return {
    taxYear: input.taxYear,
    grossPayPence: toPence(input.grossSalary) * periods + bonusPence + overtimePence,
    bonusPence,
    overtimePence,
    bonusEarningsPeriod: bonusEarningsPeriodOf(input.payFrequency),
    benefitsInKindPence: toPence(input.benefitsInKind),
    childcareVouchersPence: toPence(input.childcareVouchers),
    childcareVouchersBefore2011: input.childcareVouchersBefore2011,
    voucherPayPeriod: input.payFrequency === "monthly" ? "monthly" : "weekly",
    pensionBp: percentToBasisPoints(input.pensionContribution),
    pensionAmountPence: null,
    pensionMethod: input.pensionMethod,
    pensionBasis: input.pensionBasis,
    employerPensionBp: percentToBasisPoints(input.employerPensionContribution),
    studentLoanPlan: input.studentLoanPlan,
    postgraduateLoan: input.postgraduateLoan,
    niCategory: input.niCategory,
    ni: input.niCategory === "A" ? rates.ni : niCategoryOf(rates, input.niCategory),
    taxCode: code,
    region: input.region,
    regime: regimeOf(code, input.region, rates),
    convention: input.allowanceConvention,
    loan: loanOfPlan(rates, input.studentLoanPlan),
    secondLoan:
      input.postgraduateLoan && input.studentLoanPlan !== "postgraduate"
        ? loanOf(rates, "postgraduate")
        : null,
    rates,
  };
}

/** The coded notes of a take-home: year-specific rules (from the data), and the K-code limit. */
export function takeHomeNotes(
  problem: TakeHomeProblem,
  figures: TakeHomeFigures,
): ResultNoteCode[] {
  const notes: ResultNoteCode[] =
    problem.studentLoanPlan === "none" ? [] : loanNotes(problem.rates, problem.studentLoanPlan);
  if (problem.bonusPence !== 0) notes.push("bonus-ni-one-period");
  if (figures.kCodeLimitApplied) notes.push("k-code-limit-applied");
  return notes;
}

/**
 * Net pay and salary sacrifice: the income tax the contribution saved (pence), the tax on the
 * same pay without the contribution less the tax charged; 0 without a contribution. (Relief at
 * source: the figures' basic-rate relief.) Apart from the core: only a result shows it.
 */
export function pensionReliefPence(figures: TakeHomeFigures, p: TakeHomeProblem): number {
  if (effectivePensionMethod(p) === "relief-at-source") return figures.pensionReliefPence;
  const contributionE4 = pensionContributionE4(p, p.grossPayPence);
  if (contributionE4 <= 0) return 0;
  // The same pay with no contribution.
  const pay = payMeasures(p, figures.childcareVouchersExemptPence * E4, 0);
  const without = incomeTaxOnPay(p, pay);
  return halfUpE4ToPence(without.taxE4) - figures.incomeTaxPence;
}

/**
 * The public result of take-home figures, with the pension's tax relief (`pensionReliefPence`,
 * worked out by the caller: a second income tax sum, kept out of this function so the compiler
 * keeps it small).
 */
export function salaryResult(
  figures: TakeHomeFigures,
  problem: TakeHomeProblem,
  taxYear: TaxYearId,
  reliefPence: number,
): SalaryResult {
  const rates = problem.rates;
  const gross = figures.grossPayPence;
  // The employer's side: Class 1 NI, Class 1A on benefits in kind (whole pence: a whole E4
  // amount) and its pension contribution, each its exact value rounded half-up.
  const employerNiPence = employerNationalInsurancePence(problem, figures.niablePayE4);
  const class1APence = halfUpE4ToPence(problem.benefitsInKindPence * rates.class1ABp);
  const employerPensionPence =
    problem.employerPensionBp === 0
      ? 0
      : halfUpE4ToPence(
          pensionablePayPence(gross, problem.pensionBasis, rates) * problem.employerPensionBp,
        );
  return {
    taxYear,
    grossAnnual: toPounds(gross),
    netAnnual: toPounds(figures.netPence),
    netMonthly: toPounds(dividePenceHalfUp(figures.netPence, rates.periods.monthly)),
    netWeekly: toPounds(dividePenceHalfUp(figures.netPence, rates.periods.weekly)),
    incomeTax: toPounds(figures.incomeTaxPence),
    nationalInsurance: toPounds(figures.nationalInsurancePence),
    studentLoan: toPounds(figures.studentLoanPence),
    postgraduateLoan: toPounds(figures.postgraduateLoanPence),
    pension: toPounds(figures.pensionPence),
    pensionTaxRelief: toPounds(reliefPence),
    childcareVouchers: toPounds(figures.childcareVouchersPence),
    childcareVouchersExempt: toPounds(figures.childcareVouchersExemptPence),
    personalAllowance: figures.allowancePounds,
    taxableIncome: toPounds(halfUpE4ToPence(figures.taxableIncomeE4)),
    employerNationalInsurance: toPounds(employerNiPence),
    employerClass1ANationalInsurance: toPounds(class1APence),
    employerPension: toPounds(employerPensionPence),
    employerCost: toPounds(gross + employerNiPence + class1APence + employerPensionPence),
    effectiveTaxRate: ratioHalfUp(
      figures.incomeTaxPence + figures.nationalInsurancePence,
      gross,
      6,
    ),
    marginalRate: Math.round(figures.marginalBp) / E4,
    notes: takeHomeNotes(problem, figures),
  };
}

/** £1,234.56 (− for a negative amount), for messages. */
function poundsText(pence: number): string {
  const magnitude = Math.abs(pence);
  const pounds = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = String(magnitude % 100).padStart(2, "0");
  return `${pence < 0 ? "−" : ""}£${pounds}.${rest}`;
}

/**
 * The issue of a take-home whose deductions would be more than its pay (net below zero), or null:
 * named after what pushed it there — the tax on benefits in kind, a K code's addition, the pension
 * or the vouchers (vouchers and pension alone are checked by the schema).
 */
export function negativeNetIssue(
  problem: TakeHomeProblem,
  figures: TakeHomeFigures,
): ValidationIssue | null {
  if (figures.netPence >= 0) return null;
  const deductions = poundsText(figures.grossPayPence - figures.netPence);
  const pay = poundsText(figures.grossPayPence);
  const [field, cause] =
    problem.benefitsInKindPence > 0
      ? ["benefitsInKind", "the tax on the benefits in kind"]
      : problem.taxCode.kind === "k"
        ? ["taxCode", "the tax the K code adds"]
        : problem.pensionBp > 0
          ? ["pensionContribution", "the pension contribution"]
          : ["childcareVouchers", "the childcare vouchers"];
  return {
    path: [field],
    message: `Deductions of ${deductions} (with ${cause}) would be more than gross pay of ${pay}: take-home pay cannot be negative`,
  };
}

/** Options of the unchecked take-home that no public input expresses. */
export interface TakeHomeOptions {
  /** A fixed annual pension contribution (pence) instead of a percentage (HMRC's app offers one). */
  readonly fixedAnnualPensionPence?: number;
  /** Refuse a negative take-home (a ValidationError), its issue's path under this one. */
  readonly refuseNegativeNetAt?: (string | number)[];
}

/** calculateSalary without validation, for internal callers (contractor, hourly, mortgage, payroll). */
export function calculateSalaryUnchecked(
  input: ParsedSalaryInput,
  options: TakeHomeOptions = {},
): SalaryResult {
  const problem = salaryProblem(input);
  if (options.fixedAnnualPensionPence !== undefined)
    problem.pensionAmountPence = options.fixedAnnualPensionPence;
  const figures = takeHome(problem);
  if (options.refuseNegativeNetAt !== undefined && figures.netPence < 0)
    refuseNegativeNet(problem, figures, options.refuseNegativeNetAt);
  return salaryResult(figures, problem, input.taxYear, pensionReliefPence(figures, problem));
}

/**
 * The employee the hourly, mortgage and contractor calculators assume: England, the year's
 * standard code, no student loan, no pension, statutory convention.
 */
export function standardEmployee(grossSalary: number, taxYear: TaxYearId): ParsedSalaryInput {
  // Every field of a parsed salary input: the schema's defaults but for the salary, the year and
  // the year's standard tax code.
  return {
    grossSalary,
    payFrequency: "annual",
    region: "england",
    taxCode: compiledRates(taxYear).standardTaxCode,
    studentLoanPlan: "none",
    pensionContribution: 0,
    pensionMethod: "net-pay",
    postgraduateLoan: false,
    pensionBasis: "gross",
    employerPensionContribution: 0,
    niCategory: "A",
    bonus: 0,
    overtime: 0,
    benefitsInKind: 0,
    childcareVouchers: 0,
    childcareVouchersBefore2011: false,
    allowanceConvention: "statutory",
    includeBreakdown: false,
    taxYear,
  };
}

/** The deduction fields an input with its own tax code, loans and pension brings to a salary. */
export type EmployeeDeductions = Pick<
  ParsedSalaryInput,
  | "region"
  | "taxCode"
  | "studentLoanPlan"
  | "postgraduateLoan"
  | "pensionContribution"
  | "pensionMethod"
  | "niCategory"
> &
  Partial<Pick<ParsedSalaryInput, "pensionBasis" | "employerPensionContribution">>;

/**
 * The standard employee (England, standard code, nothing else) with an input's own deductions:
 * the salary input reverse and the payslips' annual figure work on, in the one shape salaryProblem
 * sees.
 */
export function employeeWith(
  grossSalary: number,
  taxYear: TaxYearId,
  deductions: EmployeeDeductions,
): ParsedSalaryInput {
  const employee = standardEmployee(grossSalary, taxYear);
  employee.region = deductions.region;
  employee.taxCode = deductions.taxCode;
  employee.studentLoanPlan = deductions.studentLoanPlan;
  employee.postgraduateLoan = deductions.postgraduateLoan;
  employee.pensionContribution = deductions.pensionContribution;
  employee.pensionMethod = deductions.pensionMethod;
  employee.niCategory = deductions.niCategory;
  employee.pensionBasis = deductions.pensionBasis ?? employee.pensionBasis;
  employee.employerPensionContribution =
    deductions.employerPensionContribution ?? employee.employerPensionContribution;
  return employee;
}

/**
 * Annual take-home pay: income tax, employee NI, student loan and pension on a salary
 * (annual, monthly, weekly or daily), with bonus, overtime, benefits in kind and childcare vouchers.
 *
 * @example calculateSalary({ grossSalary: 40_000, taxCode: '1257L', region: 'england' }).netAnnual // 32319.6
 */
export function calculateSalary(input: SalaryInput): SalaryResult {
  const parsed = parseInput(salaryInputSchema, input);
  const problem = salaryProblem(parsed);
  const figures = takeHome(problem);
  if (figures.netPence < 0) refuseNegativeNet(problem, figures, []);
  const result = salaryResult(
    figures,
    problem,
    parsed.taxYear,
    pensionReliefPence(figures, problem),
  );
  if (!parsed.includeBreakdown) return result;
  return {
    ...result,
    breakdown: salaryBreakdown(
      problem,
      figures,
      result,
      pensionContributionE4(problem, problem.grossPayPence),
    ),
  };
}

/** Throws the ValidationError of a negative take-home, its path under `at`. */
export function refuseNegativeNet(
  problem: TakeHomeProblem,
  figures: TakeHomeFigures,
  at: (string | number)[],
): void {
  const issue = negativeNetIssue(problem, figures);
  if (issue !== null)
    throw new ValidationError([{ path: [...at, ...issue.path], message: issue.message }]);
}
