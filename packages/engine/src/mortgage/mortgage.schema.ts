import { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { AFFORDABILITY_RATINGS, MORTGAGE_LIMITS } from "../enumerations.js";
import { money, moneyField, ratio } from "../schema-fields.js";
import { MORTGAGE_RULES } from "./mortgage-rules.js";

export const mortgageInputSchema = inputSchema("Mortgage input", {
  annualIncome: moneyField("Annual income"),
  secondApplicantIncome: moneyField("Second applicant's income")
    .default(0)
    .describe(
      "A second applicant's annual income (default 0: one applicant). Each applicant is taxed on their own income; the income multiple applies to the two incomes together.",
    ),
  monthlyExpenses: moneyField("Monthly expenses"),
  deposit: moneyField("Deposit"),
  /** Annual interest rate in percent (4.5 = 4.5 %). */
  interestRate: z
    .number({
      error: (issue) =>
        issue.input === undefined ? "Interest rate is required" : "Interest rate must be a number",
    })
    .min(0, "Interest rate must be positive")
    .max(MORTGAGE_RULES.maxInterestRate, "Interest rate must be at most 100%"),
  /** Term in whole years. */
  mortgageTerm: z
    .number({
      error: (issue) =>
        issue.input === undefined ? "Mortgage term is required" : "Mortgage term must be a number",
    })
    .min(MORTGAGE_RULES.minTermYears, "Mortgage term must be at least 1 year")
    .max(MORTGAGE_RULES.maxTermYears, "Mortgage term must be at most 40 years")
    .int("Mortgage term must be a whole number of years"),
  /** Lenders' income multiple (default 4.5). */
  incomeMultiple: z
    .number({ error: "Income multiple must be a number" })
    .min(0, "Income multiple must be positive")
    .max(MORTGAGE_RULES.maxIncomeMultiple, "Income multiple must be at most 10")
    .default(MORTGAGE_RULES.defaultIncomeMultiple),
});

export type MortgageInput = z.input<typeof mortgageInputSchema>;

export const mortgageResultSchema = resultSchema({
  maxMortgage: money.describe(
    "The smaller of incomeMultipleCap and budgetLoan: the most the monthly budget repays at the interest rate, within the income multiple.",
  ),
  maxPropertyValue: money.describe("maxMortgage + deposit."),
  monthlyPayment: money.describe(
    "The monthly repayment of maxMortgage over the term (annuity; loan ÷ months at 0 %).",
  ),
  monthlyNetIncome: money.describe(
    "The applicants' take-home together (each taxed on their own income: England, the year's standard code, no loan or pension) / 12.",
  ),
  availableForMortgage: money.describe("max(0, monthlyNetIncome − monthlyExpenses)."),
  remainingBudget: money.describe("availableForMortgage − monthlyPayment."),
  totalInterest: money.describe("totalPayable − maxMortgage."),
  totalPayable: money.describe("monthlyPayment × months of the term."),
  ltvRatio: ratio.describe("Loan to value: maxMortgage / maxPropertyValue × 100 (percent, 0–100)."),
  paymentToIncomeRatio: ratio.describe("monthlyPayment / monthlyNetIncome × 100 (percent)."),
  affordabilityRating: z
    .enum(AFFORDABILITY_RATINGS)
    .describe("good when paymentToIncomeRatio ≤ 30, warning when ≤ 40, else high."),
  firstApplicantMonthlyNet: money.describe("The first applicant's take-home (annualIncome) / 12."),
  secondApplicantMonthlyNet: money.describe(
    "monthlyNetIncome − firstApplicantMonthlyNet: the second applicant's take-home / 12, so the two add up to monthlyNetIncome to the penny (0 with one applicant).",
  ),
  jointIncome: money.describe(
    "annualIncome + secondApplicantIncome: the gross income the income multiple applies to.",
  ),
  incomeMultipleCap: money.describe(
    "incomeMultiple × jointIncome (cut to the penny below): the most a lender lends on income.",
  ),
  budgetLoan: money.describe(
    "The loan whose monthly repayment at interestRate equals availableForMortgage (cut to the penny below).",
  ),
  stressRate: ratio.describe(
    "interestRate + 3 percentage points: the rate a lender checks the budget at (percent).",
  ),
  stressedMonthlyPayment: money.describe(
    "The monthly repayment of maxMortgage at stressRate over the term.",
  ),
  stressedBudgetLoan: money.describe(
    "The loan whose monthly repayment at stressRate equals availableForMortgage (cut to the penny below).",
  ),
  lenderMaxMortgage: money.describe(
    "The lender's maximum: the smallest of incomeMultipleCap, budgetLoan and stressedBudgetLoan (never above maxMortgage).",
  ),
  limitedBy: z
    .enum(MORTGAGE_LIMITS)
    .describe(
      "Which limit sets lenderMaxMortgage: incomeMultiple (incomeMultipleCap), budget (budgetLoan: the expenses leave nothing to repay) or stressTest (stressedBudgetLoan); on a tie, the first in that order.",
    ),
});

export type MortgageResult = z.output<typeof mortgageResultSchema>;
