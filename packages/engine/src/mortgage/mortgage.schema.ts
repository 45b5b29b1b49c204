import { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { AFFORDABILITY_RATINGS } from "../enumerations.js";
import { money, moneyField, ratio } from "../schema-fields.js";
import { MORTGAGE_RULES } from "./mortgage-rules.js";

export const mortgageInputSchema = inputSchema("Mortgage input", {
  annualIncome: moneyField("Annual income"),
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
    "The smaller of annualIncome × incomeMultiple and the loan the monthly budget repays.",
  ),
  maxPropertyValue: money.describe("maxMortgage + deposit."),
  monthlyPayment: money.describe(
    "The monthly repayment of maxMortgage over the term (annuity; loan ÷ months at 0 %).",
  ),
  monthlyNetIncome: money.describe(
    "Take-home of annualIncome (England, standard code, no loan or pension) / 12.",
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
});

export type MortgageResult = z.output<typeof mortgageResultSchema>;
