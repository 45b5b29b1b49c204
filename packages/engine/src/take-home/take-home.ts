/**
 * The take-home: a salary's income tax, National Insurance, student loans and pension, each worked
 * out by the rules in its own folder (income-tax/, national-insurance/, student-loans/, pensions/,
 * childcare-vouchers/) on the measures of pay they are charged on (`payMeasures`). This module
 * composes them; it computes none of them itself. Each rule returns its lines, and each figure is
 * the sum of its lines rounded half-up to the penny once; net = gross − vouchers − the figures, so
 * the lines always add up.
 */
import { childcareVoucherExemptionE4 } from "../childcare-vouchers/childcare-vouchers.js";
import {
  compiledRates,
  loanNotes,
  loanOf,
  niCategoryOf,
  periodsPerYear,
} from "../compiled-rates.js";
import type { CompiledLoan } from "../compiled-rates.js";
import type { PayFrequency, StudentLoanPlan } from "../enumerations.js";
import { regimeOf } from "../income-tax/income-tax.js";
import {
  E4,
  dividePenceHalfUp,
  exactFloorE4,
  exactToPence,
  halfUpE4ToPence,
  percentToBasisPoints,
  ratioHalfUp,
  toPence,
  toPounds,
} from "../money.js";
import type { Exact } from "../money.js";
import {
  bonusPeriodPay,
  employeeClass1ByPeriods,
  employerClass1ByPeriods,
} from "../national-insurance/bonus-periods.js";
import { employeeClass1, employerClass1 } from "../national-insurance/class-1.js";
import type { NationalInsuranceFigure } from "../national-insurance/class-1.js";
import { parseInput } from "../parse-input.js";
import { parseValidTaxCode } from "../tax-code/tax-code.js";
import { getPayrollTables } from "../payroll/payroll-tables.js";
import {
  contributionE4,
  contributionMarginalBp,
  memberCost,
  memberCostRateBp,
  pensionablePayPence,
  reducesNiablePay,
} from "../pensions/pensions.js";
import { loanOfPlan, loanLines, loanRateBp } from "../student-loans/student-loans.js";
import type { LoanLine } from "../student-loans/student-loans.js";
import type { TaxYearId } from "../tax-years/index.js";
import type { ResultNoteCode } from "../tax-years/tax-year-rates.js";
import { ValidationError } from "../validation-error.js";
import type { ValidationIssue } from "../validation-error.js";
import { householdFigures, householdProblem } from "../household/household.js";
import type { HouseholdFigures, HouseholdProblem } from "../household/household.js";
import { toStayUnder, yearMarginalRate } from "../household/what-if.js";
import type { StayUnderRow, YearOfPay } from "../household/what-if.js";
import { salaryBreakdown } from "./breakdown.js";
import type {
  EmployerFigures,
  MarginalParts,
  TakeHomeFigures,
  TakeHomeProblem,
  WithoutSacrificeFigures,
} from "./take-home-figures.js";
import { effectivePensionMethod, incomeTaxOnPay, payMeasures } from "./pay-measures.js";
import { salaryInputSchema } from "./take-home.schema.js";
import type { SalaryBreakdown } from "./breakdown.schema.js";
import type { ParsedSalaryInput, SalaryInput, SalaryResult } from "./take-home.schema.js";
import type { householdResultFields, stayUnderResultField } from "../household/household.schema.js";

/** The employee's pension contribution into the pot at a gross pay (E4, exact). */
export function pensionContributionE4(p: TakeHomeProblem, grossPence: number): number {
  return contributionE4(grossPence, p.pensionBasis, p.pensionBp, p.pensionAmountPence, p.rates);
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

/** The loans a problem repays: its plan's, and a postgraduate loan beside it. */
function loansOf(p: TakeHomeProblem): [Exclude<StudentLoanPlan, "none">, CompiledLoan][] {
  const loans: [Exclude<StudentLoanPlan, "none">, CompiledLoan][] = [];
  if (p.loan !== null && p.studentLoanPlan !== "none") loans.push([p.studentLoanPlan, p.loan]);
  if (p.secondLoan !== null) loans.push(["postgraduate", p.secondLoan]);
  return loans;
}

/**
 * The employee's Class 1 NI: on the annual thresholds, or, with a bonus, per earnings period as a
 * payroll deducts it (the bonus in one period: `national-insurance/bonus-periods.ts`).
 */
function employeeNationalInsurance(p: TakeHomeProblem, niableE4: number): NationalInsuranceFigure {
  if (p.bonusPence === 0) return employeeClass1(niableE4, p.ni);
  const tables = getPayrollTables(p.taxYear, p.bonusEarningsPeriod);
  const pay = bonusPeriodPay(niableE4, p.bonusPence, tables.periodsPerYear);
  return employeeClass1ByPeriods(pay, tables, p.niCategory);
}

/** The employer's Class 1 NI on the same pay (see `employeeNationalInsurance`). */
function employerNationalInsurance(p: TakeHomeProblem, niableE4: number): NationalInsuranceFigure {
  if (p.bonusPence === 0) return employerClass1(niableE4, p.ni);
  const tables = getPayrollTables(p.taxYear, p.bonusEarningsPeriod);
  const pay = bonusPeriodPay(niableE4, p.bonusPence, tables.periodsPerYear);
  return employerClass1ByPeriods(pay, tables, p.niCategory);
}

/**
 * The take-home of a problem: vouchers' exemption and the pension contribution fix the measures of
 * pay; income tax, NI and the loans are charged on them; the pension costs the member its
 * contribution (less relief at source's basic-rate relief). Each figure is its lines' sum rounded
 * half-up; net pay is gross less vouchers and those figures, so the lines always add up. (Net can
 * therefore fall by a penny or two where several figures round up at the same step of gross;
 * `exactNetE4`, before rounding, never falls outside the taper and the marriage-allowance cliff.)
 */
export function takeHome(p: TakeHomeProblem): TakeHomeFigures {
  const c = p.rates;
  const gross = p.grossPayPence;
  const contribution = pensionContributionE4(p, gross);
  // Vouchers replace cash pay; the exempt part escapes tax and NI, any excess is taxed as pay.
  const exemptVouchersE4 =
    p.childcareVouchersPence === 0
      ? 0
      : Math.min(p.childcareVouchersPence * E4, childcareVoucherExemptionE4(p, contribution, c));
  const pay = payMeasures(p, exemptVouchersE4, contribution);
  const incomeTax = incomeTaxOnPay(p, pay);
  const nationalInsurance = employeeNationalInsurance(p, pay.niableE4);
  const studentLoans = loanLines(pay.niableE4, loansOf(p), p.convention, c);
  const loans = sumOfRepayments(studentLoans);
  const pensionCost = memberCost(contribution, pay.method, c);

  const incomeTaxPence = exactToPence(incomeTax.tax);
  const nationalInsurancePence = exactToPence(nationalInsurance.contribution);
  const studentLoanPence = exactToPence(loans);
  const pensionPence = exactToPence(pensionCost);
  const postgraduate = studentLoans.find((line) => line.plan === "postgraduate");

  // Marginal rate per £1 of gross pay: tax on the part left after pension, NI and loan on NI-able
  // pay; adjusted net income (the taper) moves with pay after the pension; a relief-at-source
  // extension with the contribution.
  const reliefAtSource = pay.method === "relief-at-source";
  const pensionMarginalBp = contributionMarginalBp(
    gross,
    p.pensionBasis,
    p.pensionBp,
    p.pensionAmountPence,
    c,
  );
  const keptBp = E4 - pensionMarginalBp;
  const taxShareBp = reliefAtSource ? E4 : keptBp;
  const niShareBp = reducesNiablePay(pay.method) ? keptBp : E4;
  const loanBp = loanRateBp(pay.niableE4, p.loan) + loanRateBp(pay.niableE4, p.secondLoan);
  const marginalParts: MarginalParts = {
    incomeTaxBp:
      (incomeTax.marginalBp * taxShareBp +
        incomeTax.taperBp * keptBp +
        (reliefAtSource ? incomeTax.extensionBp * pensionMarginalBp : 0)) /
      E4,
    nationalInsuranceBp: (nationalInsurance.marginalBp * niShareBp) / E4,
    studentLoanBp: (loanBp * niShareBp) / E4,
    pensionCostBp: memberCostRateBp(pensionMarginalBp, pay.method, c),
  };
  const marginalBp =
    (incomeTax.marginalBp * taxShareBp +
      incomeTax.taperBp * keptBp +
      (reliefAtSource ? incomeTax.extensionBp * pensionMarginalBp : 0) +
      (nationalInsurance.marginalBp + loanBp) * niShareBp) /
    E4;

  return {
    grossPayPence: gross,
    incomeTaxPence,
    nationalInsurancePence,
    studentLoanPence,
    postgraduateLoanPence: postgraduate === undefined ? 0 : exactToPence(postgraduate.repayment),
    pensionPence,
    pensionReliefPence: reliefAtSource ? halfUpE4ToPence(contribution) - pensionPence : 0,
    childcareVouchersPence: p.childcareVouchersPence,
    childcareVouchersExemptPence: exemptVouchersE4 === 0 ? 0 : halfUpE4ToPence(exemptVouchersE4),
    netPence:
      gross -
      p.childcareVouchersPence -
      (incomeTaxPence + nationalInsurancePence + studentLoanPence + pensionPence),
    exactNetE4:
      (gross - p.childcareVouchersPence) * E4 -
      (exactFloorE4(incomeTax.tax) +
        exactFloorE4(nationalInsurance.contribution) +
        exactFloorE4(loans) +
        exactFloorE4(pensionCost)),
    allowancePounds: incomeTax.allowancePounds,
    taxableIncomeE4: incomeTax.taxableE4,
    niablePayE4: pay.niableE4,
    marginalBp,
    pensionMarginalBp,
    marginalParts,
    kCodeLimitApplied: incomeTax.kCodeLimited,
    pay,
    contributionE4: contribution,
    incomeTax,
    nationalInsurance,
    studentLoans,
  };
}

/** The loans' repayments together: their figure is their sum, rounded once. */
function sumOfRepayments(lines: readonly LoanLine[]): Exact {
  return lines.reduce((sum, line) => sum + line.repayment, 0n);
}

/**
 * The employer's costs beside the pay: Class 1 NI on the NI-able pay, Class 1A on benefits in kind
 * (SSCBA 1992 s.10) and its pension contribution, each its exact value rounded half-up. Apart from
 * the employee's figures: a solver evaluating many grosses does not need it.
 */
export function employerFigures(p: TakeHomeProblem, figures: TakeHomeFigures): EmployerFigures {
  const c = p.rates;
  const nationalInsurance = employerNationalInsurance(p, figures.niablePayE4);
  return {
    nationalInsurance,
    nationalInsurancePence: exactToPence(nationalInsurance.contribution),
    class1APence: halfUpE4ToPence(p.benefitsInKindPence * c.class1ABp),
    pensionPence:
      p.employerPensionBp === 0
        ? 0
        : halfUpE4ToPence(
            pensionablePayPence(figures.grossPayPence, p.pensionBasis, c) * p.employerPensionBp,
          ),
  };
}

/** The NI earnings period a bonus is paid in, by pay frequency (daily pay: a week). */
function bonusEarningsPeriodOf(frequency: PayFrequency): "monthly" | "weekly" {
  return frequency === "weekly" || frequency === "daily" ? "weekly" : "monthly";
}

/** The integer problem of a validated salary input. */
export function salaryProblem(input: ParsedSalaryInput): TakeHomeProblem {
  const rates = compiledRates(input.taxYear);
  const code = parseValidTaxCode(input.taxCode);
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
  household: HouseholdProblem,
): ResultNoteCode[] {
  const notes: ResultNoteCode[] =
    problem.studentLoanPlan === "none" ? [] : loanNotes(problem.rates, problem.studentLoanPlan);
  if (problem.bonusPence !== 0) notes.push("bonus-ni-one-period");
  if (figures.kCodeLimitApplied) notes.push("k-code-limit-applied");
  if (household.childBenefitChildren > 0 && household.partnerAdjustedNetIncomePence === null)
    notes.push("child-benefit-charge-assumes-higher-income");
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
  return exactToPence(without.tax) - figures.incomeTaxPence;
}

/**
 * Salary sacrifice (a salary-sacrifice pension contribution, childcare vouchers) against the same
 * pay taken as cash: the income tax, employee NI, loans and employer NI on the pay before the
 * sacrifice, each worked out by the same rule as the take-home's own figure on the measures of
 * that pay (https://www.gov.uk/guidance/salary-sacrifice-and-the-effects-on-paye). A pension by
 * another method stays as it is. Without a sacrifice, the take-home's own figures. Apart from the
 * core: only a breakdown shows it.
 */
export function withoutSacrifice(
  p: TakeHomeProblem,
  figures: TakeHomeFigures,
  employer: EmployerFigures,
): WithoutSacrificeFigures {
  const sacrificesPension = reducesNiablePay(figures.pay.method) && figures.contributionE4 > 0;
  if (!sacrificesPension && p.childcareVouchersPence === 0)
    return {
      sacrificedE4: 0,
      incomeTaxPence: figures.incomeTaxPence,
      nationalInsurancePence: figures.nationalInsurancePence,
      studentLoanPence: figures.studentLoanPence,
      employerNationalInsurancePence: employer.nationalInsurancePence,
    };
  // The vouchers paid as cash; a sacrificed contribution not made (other methods keep theirs).
  const cash = { ...p, childcareVouchersPence: 0 };
  const pay = payMeasures(cash, 0, sacrificesPension ? 0 : figures.contributionE4);
  return {
    sacrificedE4: pay.niableE4 - figures.pay.niableE4,
    incomeTaxPence: exactToPence(incomeTaxOnPay(p, pay).tax),
    nationalInsurancePence: exactToPence(employeeNationalInsurance(p, pay.niableE4).contribution),
    studentLoanPence: exactToPence(
      sumOfRepayments(loanLines(pay.niableE4, loansOf(p), p.convention, p.rates)),
    ),
    employerNationalInsurancePence: exactToPence(
      employerNationalInsurance(p, pay.niableE4).contribution,
    ),
  };
}

/**
 * Relief at source as the payslips take it (pence): PAYE knows nothing of a relief-at-source
 * contribution, so payroll extends no band limit and does not lower adjusted net income; the
 * relief above the basic rate the scheme adds is the member's to claim, through Self Assessment or
 * a change to the tax code (https://www.gov.uk/tax-on-your-private-pension/pension-tax-relief).
 * The income tax on the same pay with no contribution, by the same rules (`incomeTaxOnPay`); the
 * figures' own tax for every other method and without a contribution. Apart from the core: only
 * a result shows it. Reads `p.grossPayPence`, which must be the figures' gross.
 */
export function payslipIncomeTaxPence(figures: TakeHomeFigures, p: TakeHomeProblem): number {
  if (figures.pay.method !== "relief-at-source" || figures.contributionE4 <= 0)
    return figures.incomeTaxPence;
  const payslipPay = payMeasures(p, figures.childcareVouchersExemptPence * E4, 0);
  return exactToPence(incomeTaxOnPay(p, payslipPay).tax);
}

/**
 * The payslip fields of a take-home result (salary, compare, reverse): the income tax PAYE takes
 * (`payslipIncomeTaxPence`), the relief left to claim, and the take-home before the claim.
 */
export function payslipResultFields(
  year: YearOfPay,
): Pick<
  SalaryResult,
  "payslipIncomeTax" | "reliefAtSourceClaim" | "payslipNetAnnual" | "payslipNetMonthly"
> {
  const y = year.year;
  return {
    payslipIncomeTax: toPounds(y.taxThroughPayrollPence),
    reliefAtSourceClaim: toPounds(y.reliefAtSourceClaimPence),
    payslipNetAnnual: toPounds(y.payslipNetPence),
    payslipNetMonthly: toPounds(
      dividePenceHalfUp(y.payslipNetPence, year.problem.rates.periods.monthly),
    ),
  };
}

/**
 * The public result of take-home figures, with the employer's side, the pension's tax relief
 * (`pensionReliefPence`) and the income tax the payslips take (`payslipIncomeTaxPence`), each
 * worked out by the caller: a second income tax sum.
 */
export function salaryResult(
  year: YearOfPay,
  employer: EmployerFigures,
  reliefPence: number,
): SalaryResult {
  const { figures, problem } = year;
  const rates = problem.rates;
  const gross = figures.grossPayPence;
  return {
    taxYear: problem.taxYear,
    grossAnnual: toPounds(gross),
    netAnnual: toPounds(figures.netPence),
    netMonthly: toPounds(dividePenceHalfUp(figures.netPence, rates.periods.monthly)),
    netWeekly: toPounds(dividePenceHalfUp(figures.netPence, rates.periods.weekly)),
    incomeTax: toPounds(figures.incomeTaxPence),
    nationalInsurance: toPounds(figures.nationalInsurancePence),
    studentLoan: toPounds(figures.studentLoanPence),
    ...payslipResultFields(year),
    postgraduateLoan: toPounds(figures.postgraduateLoanPence),
    pension: toPounds(figures.pensionPence),
    pensionTaxRelief: toPounds(reliefPence),
    childcareVouchers: toPounds(figures.childcareVouchersPence),
    childcareVouchersExempt: toPounds(figures.childcareVouchersExemptPence),
    personalAllowance: figures.allowancePounds,
    taxableIncome: toPounds(halfUpE4ToPence(figures.taxableIncomeE4)),
    employerNationalInsurance: toPounds(employer.nationalInsurancePence),
    employerClass1ANationalInsurance: toPounds(employer.class1APence),
    employerPension: toPounds(employer.pensionPence),
    employerCost: toPounds(
      gross + employer.nationalInsurancePence + employer.class1APence + employer.pensionPence,
    ),
    effectiveTaxRate: ratioHalfUp(
      figures.incomeTaxPence + figures.nationalInsurancePence,
      gross,
      6,
    ),
    marginalRate: Math.round(figures.marginalBp) / E4,
    ...householdResult(year),
    notes: takeHomeNotes(problem, figures, year.household),
  };
}

/**
 * The household part of a take-home result (salary, reverse and compare): the year beside the
 * payslips, what pension or Gift Aid brings adjusted net income under each cliff, and the year's
 * marginal rate, each by evaluating the take-home again (`yearOfPay`).
 */
export function householdResult(
  year: YearOfPay,
): Pick<SalaryResult, keyof typeof householdResultFields | keyof typeof stayUnderResultField> {
  const y = year.year;
  return {
    adjustedNetIncome: toPounds(y.adjustedNetIncomePence),
    childBenefit: toPounds(y.childBenefitPence),
    childBenefitChargedTo: y.chargedTo,
    highIncomeChildBenefitCharge: toPounds(y.chargePence),
    propertyProfits: toPounds(y.propertyProfitsPence),
    propertyIncomeTax: toPounds(y.propertyIncomeTaxPence),
    savingsTax: toPounds(y.savingsTaxPence),
    dividendTax: toPounds(y.dividendTaxPence),
    totalIncomeTax: toPounds(y.totalIncomeTaxPence),
    taxThroughPayroll: toPounds(y.taxThroughPayrollPence),
    payTaxAdjustment: toPounds(y.payTaxAdjustmentPence),
    taxOutsidePayroll: toPounds(y.taxOutsidePayrollPence),
    yearNetIncome: toPounds(y.yearNetPence),
    yearMarginalRate: yearMarginalRate(year, yearOfPay),
    childcareSupport: {
      lost: y.childcare.lost,
      yourIncomeOverLimit: toPounds(y.childcare.yoursOverPence),
      partnerIncomeOverLimit: toPounds(y.childcare.partnersOverPence),
      taxFreeChildcareAtStake: toPounds(y.childcare.atStakePence),
    },
    ...(year.household.includeStayUnder
      ? { toStayUnder: toStayUnder(year, yearOfPay).map(stayUnderResult) }
      : {}),
  };
}

/** A what-if row in pounds (a percentage for the pension). */
function stayUnderResult(row: StayUnderRow): NonNullable<SalaryResult["toStayUnder"]>[number] {
  const { pension, giftAid } = row;
  return {
    reasons: [...row.reasons],
    adjustedNetIncome: toPounds(row.cliffPence),
    excess: toPounds(row.excessPence),
    pensionContribution: pension === null ? null : pension.contributionBp / 100,
    extraPension: pension === null ? null : toPounds(pension.extraPensionPence),
    takeHomeCost: pension === null ? null : toPounds(pension.takeHomeCostPence),
    taxSaved: pension === null ? null : toPounds(pension.taxSavedPence),
    chargeSaved: pension === null ? null : toPounds(pension.chargeSavedPence),
    childcareSupportSaved: pension === null ? null : toPounds(pension.childcareSupportSavedPence),
    giftAidDonation: giftAid === null ? null : toPounds(giftAid.donationPence),
    giftAidCost: giftAid === null ? null : toPounds(giftAid.costPence),
  };
}

/**
 * A year of pay: the take-home of a problem, the income tax its payslips take, and the year beside
 * them with the household's other income. What every what-if evaluates again.
 */
export function yearOfPay(problem: TakeHomeProblem, household: HouseholdProblem): YearOfPay {
  return yearOfFigures(problem, household, takeHome(problem));
}

/** A year of pay whose take-home is already worked out (`figures`, of `problem`). */
export function yearOfFigures(
  problem: TakeHomeProblem,
  household: HouseholdProblem,
  figures: TakeHomeFigures,
): YearOfPay {
  const year: HouseholdFigures = householdFigures(
    problem,
    figures,
    household,
    payslipIncomeTaxPence(figures, problem),
  );
  return { problem, household, figures, year };
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
  const year = yearOfPay(problem, householdProblem(input));
  const { figures } = year;
  if (options.refuseNegativeNetAt !== undefined && figures.netPence < 0)
    refuseNegativeNet(problem, figures, options.refuseNegativeNetAt);
  return salaryResult(
    year,
    employerFigures(problem, figures),
    pensionReliefPence(figures, problem),
  );
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
    childBenefitChildren: 0,
    savingsInterest: 0,
    dividends: 0,
    propertyIncome: 0,
    propertyExpenses: 0,
    giftAidDonations: 0,
    blindPersonsAllowance: false,
    includeStayUnder: false,
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
 * the salary input reverse and the payslips' annual figure work on.
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
  return parsed.includeBreakdown ? salaryWithBreakdown(parsed) : salaryParts(parsed).result;
}

/**
 * A validated salary input's take-home with its breakdown (refused when net pay would be
 * negative): calculateSalary's, and the take-home reverse and hourly found, line by line.
 */
export function salaryWithBreakdown(
  input: ParsedSalaryInput,
): SalaryResult & { breakdown: SalaryBreakdown } {
  const { year, employer, result } = salaryParts(input);
  const sacrifice = withoutSacrifice(year.problem, year.figures, employer);
  return { ...result, breakdown: salaryBreakdown(year, employer, result, sacrifice) };
}

/** A validated salary input's problem, figures, employer's side and result (no breakdown). */
function salaryParts(parsed: ParsedSalaryInput) {
  const problem = salaryProblem(parsed);
  const year = yearOfPay(problem, householdProblem(parsed));
  const { figures } = year;
  if (figures.netPence < 0) refuseNegativeNet(problem, figures, []);
  const employer = employerFigures(problem, figures);
  const result = salaryResult(year, employer, pensionReliefPence(figures, problem));
  return { year, employer, result };
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
