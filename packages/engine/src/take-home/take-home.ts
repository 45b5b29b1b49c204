import {
  compiledRates,
  loanNotes,
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
  addExact,
  exactZero,
  assertSafe,
  percentToBasisPoints,
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
import { pensionOn } from "../pensions/pensions.js";
import { studentLoanOn } from "../student-loans/student-loans.js";
import { tryParseTaxCode, type ParsedTaxCode } from "../tax-code/tax-code.js";
import { getTaxYear, type TaxYearId } from "../tax-years/index.js";
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
}

/**
 * The take-home core, unchecked. Each deduction is computed exactly; the running total is rounded
 * half-up to the penny once, and each figure is the step in that rounded running total
 * (income tax, then NI, then student loan, then pension), so the figures always add up and
 * net = gross − vouchers − round(total deductions) never falls when gross rises by 1p.
 */
export function takeHome(p: TakeHomeProblem): TakeHomeFigures {
  const c = p.rates;
  const grossE4 = p.grossPayPence * E4;
  const pensionCost = exactZero();
  const pensionRelief = exactZero();
  const pension = pensionOn(
    pensionCost,
    pensionRelief,
    p.grossPayPence,
    p.pensionBp,
    p.pensionMethod,
    c,
  );
  if (p.pensionAmountPence !== null) {
    // A fixed net-pay amount (HMRC's app accepts one): replaces the percentage.
    pensionCost.hi = p.pensionAmountPence * E4;
    pensionCost.lo = 0;
    pension.taxablePayReductionE4 = p.pensionAmountPence * E4;
    pension.adjustedNetIncomeReductionE4 = p.pensionAmountPence * E4;
    pension.niablePayReductionE4 =
      p.pensionMethod === "salary-sacrifice" ? p.pensionAmountPence * E4 : 0;
  }
  const vouchersE4 = p.childcareVouchersPence * E4;
  const exemptVouchersE4 = Math.min(vouchersE4, c.childcareExemptionE4);
  // Vouchers replace cash pay; the exempt part escapes tax and NI, any excess is taxed as pay.
  const niableE4 = grossE4 - exemptVouchersE4 - pension.niablePayReductionE4;
  const taxablePayE4 = Math.max(
    0,
    grossE4 -
      exemptVouchersE4 -
      pension.taxablePayReductionE4 +
      p.benefitsInKindPence * E4,
  );
  const adjustedNetIncomeE4 = Math.max(
    0,
    grossE4 -
      exemptVouchersE4 -
      pension.adjustedNetIncomeReductionE4 +
      p.benefitsInKindPence * E4,
  );

  const running = exactZero();
  const tax = incomeTaxOn(
    running,
    taxablePayE4,
    adjustedNetIncomeE4,
    p.taxCode,
    p.region,
    p.convention,
    c,
  );
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
  addExact(running, pensionCost);
  const total = roundExactToPence(running);
  assertSafe(running.hi);

  const withRelief = exactZero();
  addExact(withRelief, pensionCost);
  addExact(withRelief, pensionRelief);
  const employer = exactZero();
  employerNationalInsuranceOn(employer, niableE4, c);

  // Marginal rate per £1 of gross pay: tax on the part left after pension, NI and loan on NI-able pay.
  const keptBp = E4 - p.pensionBp;
  const taxShareBp = p.pensionMethod === "relief-at-source" ? E4 : keptBp;
  const niShareBp = p.pensionMethod === "salary-sacrifice" ? keptBp : E4;
  const marginalBp =
    (tax.marginalBp * taxShareBp + (niBp + loanBp) * niShareBp) / E4;

  return {
    grossPayPence: p.grossPayPence,
    incomeTaxPence: afterTax,
    nationalInsurancePence: afterNi - afterTax,
    studentLoanPence: afterLoan - afterNi,
    pensionPence: total - afterLoan,
    pensionReliefPence:
      roundExactToPence(withRelief) - roundExactToPence(pensionCost),
    childcareVouchersPence: p.childcareVouchersPence,
    netPence: p.grossPayPence - p.childcareVouchersPence - total,
    exactNetE4: (p.grossPayPence - p.childcareVouchersPence) * E4 - running.hi,
    allowancePounds: tax.allowancePounds,
    taxableIncomePence: roundE4ToPence(tax.taxableE4),
    employerNationalInsurancePence: roundExactToPence(employer),
    marginalBp,
  };
}

/** The integer problem of a validated salary input. */
export function salaryProblem(input: ParsedSalaryInput): TakeHomeProblem {
  const rates = compiledRates(input.taxYear);
  const code = tryParseTaxCode(input.taxCode);
  assert(code !== null, INVARIANT_MESSAGES.unknownTaxCode);
  const periods = rates.periods[input.payFrequency];
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

/** The coded notes a take-home with this problem carries (year-specific rules, from the data). */
export function takeHomeNotes(problem: TakeHomeProblem): ResultNoteCode[] {
  return problem.studentLoanPlan === "none"
    ? []
    : loanNotes(problem.rates, problem.studentLoanPlan);
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
    pensionTaxRelief: toPounds(figures.pensionReliefPence),
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
    notes: takeHomeNotes(problem),
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
  return {
    grossSalary,
    payFrequency: "annual",
    region: "england",
    taxCode: `${String(getTaxYear(taxYear).incomeTax.standardCodeNumber)}L`,
    studentLoanPlan: "none",
    pensionContribution: 0,
    pensionMethod: "net-pay",
    taxYear,
    bonus: 0,
    overtime: 0,
    benefitsInKind: 0,
    childcareVouchers: 0,
    allowanceConvention: "statutory",
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
  return calculateSalaryUnchecked(parsed);
}
