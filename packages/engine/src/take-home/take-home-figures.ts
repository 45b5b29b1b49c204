/** The shapes of a take-home: the problem it solves and the figures it gives, with their lines. */
import type { CompiledLoan, CompiledNi, CompiledRates, TaxRegime } from "../compiled-rates.js";
import type {
  AllowanceConvention,
  PensionBasis,
  PensionMethod,
  Region,
  StudentLoanPlan,
} from "../enumerations.js";
import type { IncomeTaxBreakdown } from "../income-tax/income-tax.js";
import type { NationalInsuranceFigure } from "../national-insurance/class-1.js";
import type { LoanLine } from "../student-loans/student-loans.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import type { TaxYearId } from "../tax-years/index.js";
import type { NationalInsuranceCategory } from "../tax-years/tax-year-rates.js";
import type { PayMeasures } from "./pay-measures.js";

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

/** Every figure of a take-home calculation, in pence, rounded to add up exactly, and its lines. */
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
   * Net pay before rounding (E4), each deduction's part below one E4 unit dropped (so less than
   * four E4 units above the exact value): for solvers.
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
  /**
   * `marginalBp` part by part (basis points, not rounded; they add up to it), and what the
   * pension costs the member's pay of the next £1 (not part of `marginalBp`).
   */
  marginalParts: MarginalParts;
  /** True when the K-code overriding limit held the income tax down. */
  kCodeLimitApplied: boolean;
  /** The computation's parts, which the breakdown shows. */
  pay: PayMeasures;
  /** The employee's pension contribution into the pot (E4). */
  contributionE4: number;
  incomeTax: IncomeTaxBreakdown;
  nationalInsurance: NationalInsuranceFigure;
  studentLoans: LoanLine[];
}

/** The employer's side of a take-home: Class 1 NI (its lines), Class 1A and the pension. */
export interface EmployerFigures {
  nationalInsurance: NationalInsuranceFigure;
  nationalInsurancePence: number;
  class1APence: number;
  pensionPence: number;
}

/** The next £1 of gross pay, part by part, in basis points (not rounded). */
export interface MarginalParts {
  readonly incomeTaxBp: number;
  readonly nationalInsuranceBp: number;
  readonly studentLoanBp: number;
  readonly pensionCostBp: number;
}

/**
 * The same pay taken as cash (no salary-sacrifice pension contribution, no childcare vouchers):
 * its income tax, employee and employer NI and loans, pence, each by its own rule (what salary
 * sacrifice saves is the difference from the take-home's own figures).
 */
export interface WithoutSacrificeFigures {
  /** The pay given up: the take-home's NI-able pay below this pay's (E4; 0 without a sacrifice). */
  readonly sacrificedE4: number;
  readonly incomeTaxPence: number;
  readonly nationalInsurancePence: number;
  readonly studentLoanPence: number;
  readonly employerNationalInsurancePence: number;
}
