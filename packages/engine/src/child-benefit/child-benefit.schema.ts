import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { enumField, money, moneyField, quantityField, ratio } from "../schema-fields.js";

/** Who the charge falls on: the partner with the higher adjusted net income. */
export const CHARGE_PAYERS = ["you", "partner"] as const;

/** Children the household claims Child Benefit for (the charge's input and the take-home's). */
export const childBenefitChildrenField = quantityField(
  "Children",
  "Children must be positive",
  20,
  "Children must be at most 20",
)
  .int("Children must be a whole number")
  .describe("Children the household claims Child Benefit for.");

export const childBenefitChargeInputSchema = inputSchema("Child Benefit charge input", {
  childBenefitChildren: childBenefitChildrenField,
  adjustedNetIncome: moneyField("Adjusted net income").describe(
    "Your adjusted net income for the year: taxable income less gross pension contributions and Gift Aid (https://www.gov.uk/guidance/adjusted-net-income).",
  ),
  partnerAdjustedNetIncome: moneyField("Partner's adjusted net income")
    .optional()
    .describe(
      "Your partner's, if you live with one. The charge falls on whichever of you has the higher adjusted net income; without it, on you.",
    ),
});

export type ChildBenefitChargeInput = z.input<typeof childBenefitChargeInputSchema>;

export const childBenefitChargeResultSchema = resultSchema({
  childBenefit: money.describe("Child Benefit for the year: the weekly rates × 52."),
  chargedTo: enumField("Charged to", CHARGE_PAYERS).describe(
    "Whose adjusted net income the charge is worked out on: the higher of the two (yours when the partner's is not given, or on a tie).",
  ),
  chargePercentage: ratio.describe(
    "The percentage of the benefit charged: 1 for each whole £200 of that income over £60,000, at most 100.",
  ),
  highIncomeChildBenefitCharge: money.describe(
    "The charge, in whole pounds: the percentage of the benefit in whole pounds, rounded down. Collected by Self Assessment (or a tax code change), not by the payroll.",
  ),
});

export type ChildBenefitChargeResult = z.output<typeof childBenefitChargeResultSchema>;
