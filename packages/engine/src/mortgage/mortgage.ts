import type { AffordabilityRating, MortgageLimit } from "../enumerations.js";
import {
  dec,
  decimalToPence,
  decimalToPenceFloor,
  roundDecimal,
  toPence,
  toPounds,
} from "../money.js";
import type { DecimalValue } from "../money.js";
import { parseInput } from "../parse-input.js";
import { calculateSalaryUnchecked, standardEmployee } from "../take-home/take-home.js";
import { MORTGAGE_RULES } from "./mortgage-rules.js";
import { mortgageInputSchema } from "./mortgage.schema.js";
import type { MortgageInput, MortgageResult } from "./mortgage.schema.js";
import type { TaxYearId } from "../tax-years/index.js";

/** Monthly repayment of a loan over `months` at `monthlyRate` (standard annuity; 0 % → loan / months). */
function repayment(loan: DecimalValue, monthlyRate: DecimalValue, months: number): DecimalValue {
  const growth = monthlyRate.plus(1).pow(months);
  // A rate too small to move 1 + rate at this precision (e.g. 1e-300 %) is 0 %: no division by 0.
  if (monthlyRate.isZero() || growth.eq(1)) return loan.div(months);
  return loan.times(monthlyRate).times(growth).div(growth.minus(1));
}

/** The loan whose monthly repayment is `payment` (inverse annuity). */
function loanFor(payment: DecimalValue, monthlyRate: DecimalValue, months: number): DecimalValue {
  const growth = monthlyRate.plus(1).pow(months);
  if (monthlyRate.isZero() || growth.eq(1)) return payment.times(months);
  return payment.times(growth.minus(1)).div(monthlyRate.times(growth));
}

function rating(paymentToIncome: number): AffordabilityRating {
  if (paymentToIncome <= MORTGAGE_RULES.goodRatioLimit) return "good";
  if (paymentToIncome <= MORTGAGE_RULES.warningRatioLimit) return "warning";
  return "high";
}

/** One applicant's annual take-home: the standard employee of the year on `income`. */
function takeHome(income: number, taxYear: TaxYearId): DecimalValue {
  return dec(calculateSalaryUnchecked(standardEmployee(income, taxYear)).netAnnual);
}

/** The largest loan (to the penny below) whose monthly repayment fits `budgetPence`. */
function loanWithin(budgetPence: number, monthlyRate: DecimalValue, months: number): number {
  return decimalToPenceFloor(loanFor(dec(budgetPence).div(100), monthlyRate, months));
}

/** The smallest limit (the lender's maximum) and which it is; on a tie, the first in this order. */
function lenderLimit(limits: Record<MortgageLimit, number>): [MortgageLimit, number] {
  let smallest: [MortgageLimit, number] = ["incomeMultiple", limits.incomeMultiple];
  for (const limit of ["budget", "stressTest"] as const)
    if (limits[limit] < smallest[1]) smallest = [limit, limits[limit]];
  return smallest;
}

/**
 * How much a household of one or two applicants can borrow: the smaller of the income multiple of
 * their joint gross income and the loan whose repayment fits their monthly take-home (each taxed
 * on their own income: England, the year's standard code, no loan or pension) left after
 * expenses. Beside it, the lender's view: the same budget tested at the rate plus
 * `MORTGAGE_RULES.stressRateAddition` percentage points.
 *
 * @example calculateMortgage({ annualIncome: 40_000, monthlyExpenses: 800, deposit: 40_000, interestRate: 4.5, mortgageTerm: 25 }).maxMortgage // 180000
 */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const parsed = parseInput(mortgageInputSchema, input);
  const firstNet = takeHome(parsed.annualIncome, parsed.taxYear);
  const secondNet = takeHome(parsed.secondApplicantIncome, parsed.taxYear);
  const months = parsed.mortgageTerm * MORTGAGE_RULES.monthsPerYear;
  const monthlyRateOf = (percent: DecimalValue) =>
    percent.div(100).div(MORTGAGE_RULES.monthsPerYear);
  const monthlyRate = monthlyRateOf(dec(parsed.interestRate));
  const stressRate = dec(parsed.interestRate).plus(MORTGAGE_RULES.stressRateAddition);
  const stressedMonthlyRate = monthlyRateOf(stressRate);
  const monthlyNetPence = decimalToPence(
    firstNet.plus(secondNet).div(MORTGAGE_RULES.monthsPerYear),
  );
  const firstMonthlyNetPence = decimalToPence(firstNet.div(MORTGAGE_RULES.monthsPerYear));
  const availablePence = Math.max(0, monthlyNetPence - toPence(parsed.monthlyExpenses));
  const jointIncomePence = toPence(parsed.annualIncome) + toPence(parsed.secondApplicantIncome);
  // Every limit is cut to the penny below, so a repayment never exceeds the budget.
  const byMultiplePence = decimalToPenceFloor(
    dec(parsed.incomeMultiple).times(jointIncomePence).div(100),
  );
  const byBudgetPence = loanWithin(availablePence, monthlyRate, months);
  const byStressedBudgetPence = loanWithin(availablePence, stressedMonthlyRate, months);
  const maxMortgagePence = Math.min(byMultiplePence, byBudgetPence);
  const [limitedBy, lenderMaxPence] = lenderLimit({
    incomeMultiple: byMultiplePence,
    budget: byBudgetPence,
    stressTest: byStressedBudgetPence,
  });
  const maxMortgage = dec(maxMortgagePence).div(100);
  const paymentPence = decimalToPence(repayment(maxMortgage, monthlyRate, months));
  const stressedPaymentPence = decimalToPence(repayment(maxMortgage, stressedMonthlyRate, months));
  const totalPayablePence = paymentPence * months;
  const propertyPence = maxMortgagePence + toPence(parsed.deposit);
  const paymentToIncome =
    monthlyNetPence === 0 ? 0 : roundDecimal(dec(paymentPence).div(monthlyNetPence).times(100), 4);
  return {
    taxYear: parsed.taxYear,
    maxMortgage: toPounds(maxMortgagePence),
    maxPropertyValue: toPounds(propertyPence),
    monthlyPayment: toPounds(paymentPence),
    monthlyNetIncome: toPounds(monthlyNetPence),
    availableForMortgage: toPounds(availablePence),
    remainingBudget: toPounds(availablePence - paymentPence),
    totalInterest: toPounds(totalPayablePence - maxMortgagePence),
    totalPayable: toPounds(totalPayablePence),
    ltvRatio:
      propertyPence === 0
        ? 0
        : roundDecimal(dec(maxMortgagePence).div(propertyPence).times(100), 4),
    paymentToIncomeRatio: paymentToIncome,
    affordabilityRating: rating(paymentToIncome),
    firstApplicantMonthlyNet: toPounds(firstMonthlyNetPence),
    secondApplicantMonthlyNet: toPounds(monthlyNetPence - firstMonthlyNetPence),
    jointIncome: toPounds(jointIncomePence),
    incomeMultipleCap: toPounds(byMultiplePence),
    budgetLoan: toPounds(byBudgetPence),
    stressRate: stressRate.toNumber(),
    stressedMonthlyPayment: toPounds(stressedPaymentPence),
    stressedBudgetLoan: toPounds(byStressedBudgetPence),
    lenderMaxMortgage: toPounds(lenderMaxPence),
    limitedBy,
  };
}
