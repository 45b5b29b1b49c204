import {
  compiledRates,
  loanNotes,
  periodsPerYear,
  type CompiledRates,
} from "../compiled-rates.js";
import type {
  AllowanceConvention,
  PensionMethod,
  Region,
  StudentLoanPlan,
} from "../enumerations.js";
import { INVARIANT_MESSAGES, assert } from "../assert.js";
import { incomeTaxOn } from "../income-tax/income-tax.js";
import {
  E4,
  addAmount,
  addExact,
  addProduct,
  exactZero,
  percentToBasisPoints,
  productFloorE4,
  ratioHalfUp,
  dividePenceHalfUp,
  roundE4ToPence,
  roundExactToPence,
  toPence,
  toPounds,
} from "../money.js";
import {
  employeeNationalInsuranceOn,
  employerNationalInsuranceOn,
} from "../national-insurance/national-insurance.js";
import { inputParser } from "../parse-input.js";
import { reducesNiablePay, reducesTaxablePay } from "../pensions/pensions.js";
import { studentLoanOn } from "../student-loans/student-loans.js";
import { tryParseTaxCode, type ParsedTaxCode } from "../tax-code/tax-code.js";
import type { TaxYearId } from "../tax-years/index.js";
import type { ResultNoteCode } from "../tax-years/tax-year-rates.js";
import {
  salaryInputSchema,
  type ParsedSalaryInput,
  type SalaryInput,
  type SalaryResult,
} from "./take-home.schema.js";

const parseSalaryInput = inputParser(salaryInputSchema);

/** A validated take-home problem in integer pence and basis points (annual amounts). */
export interface TakeHomeProblem {
  /** Annual gross pay: annualised salary + bonus + overtime, pence. */
  grossPayPence: number;
  benefitsInKindPence: number;
  childcareVouchersPence: number;
  /** Employee pension contribution, basis points of gross pay. */
  pensionBp: number;
  /** A fixed annual contribution instead of a percentage (pence), or null. */
  pensionAmountPence: number | null;
  pensionMethod: PensionMethod;
  studentLoanPlan: StudentLoanPlan;
  taxCode: ParsedTaxCode;
  region: Region;
  convention: AllowanceConvention;
  rates: CompiledRates;
}

/** Every figure of a take-home calculation, in pence, rounded to add up exactly. */
export interface TakeHomeFigures {
  grossPayPence: number;
  incomeTaxPence: number;
  nationalInsurancePence: number;
  studentLoanPence: number;
  pensionPence: number;
  pensionReliefPence: number;
  childcareVouchersPence: number;
  netPence: number;
  /** Net pay before rounding, less any part of an E4 unit (E4): for solvers. */
  exactNetE4: number;
  allowancePounds: number;
  taxableIncomePence: number;
  employerNationalInsurancePence: number;
  /** Income tax + employee NI + student loan on the next £1 of gross pay, basis points. */
  marginalBp: number;
  /** True when the K-code overriding limit held the income tax down. */
  kCodeLimitApplied: boolean;
}

/**
 * The take-home core, unchecked. Each deduction is computed exactly; the running total is rounded
 * half-up to the penny once per step, and each figure is the step in that rounded running total
 * (income tax, then NI, then student loan, then pension), so the figures always add up and
 * net = gross − vouchers − round(total deductions) never falls when gross rises by 1p.
 * One exact accumulator for the running total and one for employer NI; no other allocation but
 * the figures returned.
 */
export function takeHome(p: TakeHomeProblem): TakeHomeFigures {
  const c = p.rates;
  const gross = p.grossPayPence;
  const grossE4 = gross * E4;
  const fixed = p.pensionAmountPence;
  // The pension contribution into the pot (E4) and what it takes off each measure of pay
  // (a fixed amount is taken as net pay: HMRC's app offers one).
  const contributionE4 = fixed === null ? gross * p.pensionBp : fixed * E4;
  const method =
    fixed !== null && p.pensionMethod === "relief-at-source"
      ? "net-pay"
      : p.pensionMethod;
  const reliefAtSource = method === "relief-at-source";
  const sacrifice = reducesNiablePay(method);
  // Vouchers replace cash pay; the exempt part escapes tax and NI, any excess is taxed as pay.
  const exemptVouchersE4 = Math.min(
    p.childcareVouchersPence * E4,
    c.childcareExemptionE4,
  );
  const benefitsE4 = p.benefitsInKindPence * E4;
  const niableE4 =
    grossE4 - exemptVouchersE4 - (sacrifice ? contributionE4 : 0);
  const taxablePayE4 = Math.max(
    0,
    grossE4 -
      exemptVouchersE4 -
      (reducesTaxablePay(method) ? contributionE4 : 0) +
      benefitsE4,
  );
  const adjustedNetIncomeE4 = Math.max(
    0,
    grossE4 - exemptVouchersE4 - contributionE4 + benefitsE4,
  );
  // The pay in cash a K code's overriding limit is a share of: no vouchers, benefits or pension
  // taken before tax.
  const vouchersE4 = p.childcareVouchersPence * E4;
  const cashPayE4 = Math.max(
    0,
    grossE4 - vouchersE4 - (reliefAtSource ? 0 : contributionE4),
  );

  const tax = incomeTaxOn(
    taxablePayE4,
    adjustedNetIncomeE4,
    // Relief at source raises the band limits by the gross contribution (FA 2004 s.192(4)).
    reliefAtSource ? contributionE4 : 0,
    cashPayE4,
    p.taxCode,
    p.region,
    p.convention,
    c,
  );
  const running = exactZero();
  addExact(running, tax);
  const afterTax = roundExactToPence(running);
  const niBp = employeeNationalInsuranceOn(running, niableE4, c);
  const afterNi = roundExactToPence(running);
  const loanBp = studentLoanOn(
    running,
    niableE4,
    p.studentLoanPlan,
    p.convention,
    c,
  );
  const afterLoan = roundExactToPence(running);
  let reliefPence = 0;
  if (reliefAtSource) {
    // The member pays the contribution less basic-rate relief; the scheme claims the relief:
    // cost + relief is the whole contribution, exactly.
    const costBp = E4 - c.reliefAtSourceBp;
    addProduct(running, contributionE4, costBp);
    reliefPence =
      roundE4ToPence(contributionE4) -
      roundE4ToPence(productFloorE4(contributionE4, costBp));
  } else {
    addAmount(running, contributionE4);
  }
  const total = roundExactToPence(running);

  const employer = exactZero();
  employerNationalInsuranceOn(employer, niableE4, c);

  // Marginal rate per £1 of gross pay: tax on the part left after pension, NI and loan on NI-able pay.
  const keptBp = E4 - p.pensionBp;
  const taxShareBp = reliefAtSource ? E4 : keptBp;
  const niShareBp = sacrifice ? keptBp : E4;
  // Adjusted net income (the taper) moves with pay after the pension; a relief-at-source
  // extension with the contribution.
  const marginalBp =
    (tax.marginalBp * taxShareBp +
      tax.taperBp * keptBp +
      (reliefAtSource ? tax.extensionBp * p.pensionBp : 0) +
      (niBp + loanBp) * niShareBp) /
    E4;

  return {
    grossPayPence: gross,
    incomeTaxPence: afterTax,
    nationalInsurancePence: afterNi - afterTax,
    studentLoanPence: afterLoan - afterNi,
    pensionPence: total - afterLoan,
    pensionReliefPence: reliefPence,
    childcareVouchersPence: p.childcareVouchersPence,
    netPence: gross - p.childcareVouchersPence - total,
    exactNetE4: (gross - p.childcareVouchersPence) * E4 - running.hi,
    allowancePounds: tax.allowancePounds,
    taxableIncomePence: roundE4ToPence(tax.taxableE4),
    employerNationalInsurancePence: roundExactToPence(employer),
    marginalBp,
    kCodeLimitApplied: tax.kCodeLimited,
  };
}

/** The integer problem of a validated salary input. */
export function salaryProblem(input: ParsedSalaryInput): TakeHomeProblem {
  const rates = compiledRates(input.taxYear);
  const code = tryParseTaxCode(input.taxCode);
  assert(code !== null, INVARIANT_MESSAGES.unknownTaxCode);
  const periods = periodsPerYear(rates, input.payFrequency);
  return {
    grossPayPence:
      toPence(input.grossSalary) * periods +
      toPence(input.bonus) +
      toPence(input.overtime),
    benefitsInKindPence: toPence(input.benefitsInKind),
    childcareVouchersPence: toPence(input.childcareVouchers),
    pensionBp: percentToBasisPoints(input.pensionContribution),
    pensionAmountPence: null,
    pensionMethod: input.pensionMethod,
    studentLoanPlan: input.studentLoanPlan,
    taxCode: code,
    region: input.region,
    convention: input.allowanceConvention,
    rates,
  };
}

/** The coded notes of a take-home: year-specific rules (from the data), and the K-code limit. */
export function takeHomeNotes(
  problem: TakeHomeProblem,
  figures: TakeHomeFigures,
): ResultNoteCode[] {
  const notes: ResultNoteCode[] =
    problem.studentLoanPlan === "none"
      ? []
      : loanNotes(problem.rates, problem.studentLoanPlan);
  if (figures.kCodeLimitApplied) notes.push("k-code-limit-applied");
  return notes;
}

/**
 * Net pay and salary sacrifice: the income tax the contribution saved (pence), the tax on the
 * same pay without the contribution less the tax charged; 0 without a contribution. (Relief at
 * source: the figures' basic-rate relief.) Apart from the core: only a result shows it.
 */
export function pensionReliefPence(
  figures: TakeHomeFigures,
  p: TakeHomeProblem,
): number {
  const method =
    p.pensionAmountPence !== null && p.pensionMethod === "relief-at-source"
      ? "net-pay"
      : p.pensionMethod;
  if (method === "relief-at-source") return figures.pensionReliefPence;
  const contributionE4 =
    p.pensionAmountPence === null
      ? p.grossPayPence * p.pensionBp
      : p.pensionAmountPence * E4;
  if (contributionE4 <= 0) return 0;
  const c = p.rates;
  const grossE4 = p.grossPayPence * E4;
  const vouchersE4 = p.childcareVouchersPence * E4;
  const payE4 = Math.max(
    0,
    grossE4 -
      Math.min(vouchersE4, c.childcareExemptionE4) +
      p.benefitsInKindPence * E4,
  );
  const without = incomeTaxOn(
    payE4,
    payE4,
    0,
    Math.max(0, grossE4 - vouchersE4),
    p.taxCode,
    p.region,
    p.convention,
    c,
  );
  return roundExactToPence(without) - figures.incomeTaxPence;
}

/** The public result of take-home figures. */
export function salaryResult(
  figures: TakeHomeFigures,
  problem: TakeHomeProblem,
  taxYear: TaxYearId,
): SalaryResult {
  const rates = problem.rates;
  const gross = figures.grossPayPence;
  return {
    taxYear,
    grossAnnual: toPounds(gross),
    netAnnual: toPounds(figures.netPence),
    netMonthly: toPounds(
      dividePenceHalfUp(figures.netPence, rates.periods.monthly),
    ),
    netWeekly: toPounds(
      dividePenceHalfUp(figures.netPence, rates.periods.weekly),
    ),
    incomeTax: toPounds(figures.incomeTaxPence),
    nationalInsurance: toPounds(figures.nationalInsurancePence),
    studentLoan: toPounds(figures.studentLoanPence),
    pension: toPounds(figures.pensionPence),
    pensionTaxRelief: toPounds(pensionReliefPence(figures, problem)),
    childcareVouchers: toPounds(figures.childcareVouchersPence),
    personalAllowance: figures.allowancePounds,
    taxableIncome: toPounds(figures.taxableIncomePence),
    employerNationalInsurance: toPounds(figures.employerNationalInsurancePence),
    effectiveTaxRate: ratioHalfUp(
      figures.incomeTaxPence + figures.nationalInsurancePence,
      gross,
      6,
    ),
    marginalRate: Math.round(figures.marginalBp) / E4,
    notes: takeHomeNotes(problem, figures),
  };
}

/** Options of the unchecked take-home that no public input expresses. */
export interface TakeHomeOptions {
  /** A fixed annual pension contribution (pence) instead of a percentage (HMRC's app offers one). */
  readonly fixedAnnualPensionPence?: number;
}

/** calculateSalary without validation, for internal callers (contractor, hourly, mortgage, payroll). */
export function calculateSalaryUnchecked(
  input: ParsedSalaryInput,
  options: TakeHomeOptions = {},
): SalaryResult {
  const problem = salaryProblem(input);
  if (options.fixedAnnualPensionPence !== undefined)
    problem.pensionAmountPence = options.fixedAnnualPensionPence;
  return salaryResult(takeHome(problem), problem, input.taxYear);
}

/**
 * The employee the hourly, mortgage and contractor calculators assume: England, the year's
 * standard code, no student loan, no pension, statutory convention.
 */
export function standardEmployee(
  grossSalary: number,
  taxYear: TaxYearId,
): ParsedSalaryInput {
  // The fields in the schema's order, as the parser returns them: one shape of input for
  // salaryProblem, whoever calls it (two shapes make the compiler throw its code away by turns).
  return {
    grossSalary,
    payFrequency: "annual",
    region: "england",
    taxCode: compiledRates(taxYear).standardTaxCode,
    studentLoanPlan: "none",
    pensionContribution: 0,
    pensionMethod: "net-pay",
    bonus: 0,
    overtime: 0,
    benefitsInKind: 0,
    childcareVouchers: 0,
    allowanceConvention: "statutory",
    taxYear,
  };
}

/**
 * Annual take-home pay: income tax, employee NI, student loan and pension on a salary
 * (annual, monthly, weekly or daily), with bonus, overtime, benefits in kind and childcare vouchers.
 *
 * @example calculateSalary({ grossSalary: 40_000, taxCode: '1257L', region: 'england' }).netAnnual // 32319.6
 */
export function calculateSalary(input: SalaryInput): SalaryResult {
  const parsed = parseSalaryInput(input);
  const problem = salaryProblem(parsed);
  return salaryResult(takeHome(problem), problem, parsed.taxYear);
}
