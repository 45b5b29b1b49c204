import type { AffordabilityRating } from "../enumerations.js";
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

/**
 * How much a household can borrow: the smaller of the income multiple and the loan whose
 * repayment fits the monthly take-home left after expenses (England, 1257L, no loan or pension).
 *
 * @example calculateMortgage({ annualIncome: 40_000, monthlyExpenses: 800, deposit: 40_000, interestRate: 4.5, mortgageTerm: 25 }).maxMortgage // 180000
 */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const parsed = parseInput(mortgageInputSchema, input);
  const salary = calculateSalaryUnchecked(standardEmployee(parsed.annualIncome, parsed.taxYear));
  const months = parsed.mortgageTerm * MORTGAGE_RULES.monthsPerYear;
  const monthlyRate = dec(parsed.interestRate).div(100).div(MORTGAGE_RULES.monthsPerYear);
  const monthlyNetPence = decimalToPence(dec(salary.netAnnual).div(MORTGAGE_RULES.monthsPerYear));
  const availablePence = Math.max(0, monthlyNetPence - toPence(parsed.monthlyExpenses));
  // Both limits are cut to the penny below, so the repayment never exceeds the budget.
  const byMultiplePence = decimalToPenceFloor(
    dec(parsed.incomeMultiple).times(parsed.annualIncome),
  );
  const byBudgetPence = decimalToPenceFloor(
    loanFor(dec(availablePence).div(100), monthlyRate, months),
  );
  const maxMortgagePence = Math.min(byMultiplePence, byBudgetPence);
  const paymentPence = decimalToPence(
    repayment(dec(maxMortgagePence).div(100), monthlyRate, months),
  );
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
  };
}
