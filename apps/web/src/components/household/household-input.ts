import type { salaryInputSchema } from "@uktax/engine";
import type { z } from "zod";
import type { HOUSEHOLD_FIELDS } from "../form/form-model";

/**
 * The household's inputs ("Family and other income", HOUSEHOLD_FIELDS) as the engine parsed them:
 * a take-home's, a reverse's or a compared salary's (the same fields, the same defaults).
 */
export type HouseholdInput = Pick<
  z.output<typeof salaryInputSchema>,
  keyof typeof HOUSEHOLD_FIELDS
>;

/**
 * Whether an input has any of the household's inputs away from the engine's defaults: children,
 * a partner's income, other income, Gift Aid or Blind Person's Allowance. The results then show
 * the year beside the payslips, and the take-home's marginal-rate chart the year's rate
 * (`yearMarginalRate`); without them both stay as the pay alone gives them.
 */
export function hasHouseholdInput(input: HouseholdInput): boolean {
  return (
    input.childBenefitChildren > 0 ||
    input.partnerAdjustedNetIncome !== undefined ||
    input.savingsInterest > 0 ||
    input.dividends > 0 ||
    input.propertyIncome > 0 ||
    input.propertyExpenses > 0 ||
    input.giftAidDonations > 0 ||
    input.blindPersonsAllowance
  );
}
