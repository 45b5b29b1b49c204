import { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { money, moneyField, quantityField } from "../schema-fields.js";

export const childcareSupportInputSchema = inputSchema("Childcare support input", {
  children: quantityField(
    "Children",
    "Children must be positive",
    20,
    "Children must be at most 20",
  )
    .int("Children must be a whole number")
    .describe("Children the household would claim Tax-Free Childcare for (under 12)."),
  adjustedNetIncome: moneyField("Adjusted net income").describe(
    "Your adjusted net income for the year: taxable income less gross pension contributions and Gift Aid (https://www.gov.uk/guidance/adjusted-net-income).",
  ),
  partnerAdjustedNetIncome: moneyField("Partner's adjusted net income")
    .optional()
    .describe("Your partner's, if you live with one: either of you over the limit loses it."),
});

export type ChildcareSupportInput = z.input<typeof childcareSupportInputSchema>;

export const childcareSupportResultSchema = resultSchema({
  lost: z
    .boolean()
    .describe(
      "True when your adjusted net income, or your partner's, is over £100,000: no Tax-Free Childcare and no funded hours for the year.",
    ),
  adjustedNetIncomeLimit: money.describe("The limit: £100,000 of adjusted net income each."),
  yourIncomeOverLimit: money.describe(
    "How far your adjusted net income is over the limit (0 within it): the gross pension contribution or Gift Aid that would bring it back.",
  ),
  partnerIncomeOverLimit: money.describe(
    "How far your partner's is over the limit (0 within it, or not given).",
  ),
  taxFreeChildcareAtStake: money.describe(
    "The most Tax-Free Childcare pays in a year for these children (£2,000 each); the funded hours' value depends on the childcare and is not counted.",
  ),
});

export type ChildcareSupportResult = z.output<typeof childcareSupportResultSchema>;
