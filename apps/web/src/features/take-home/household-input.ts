import type { ParsedSalaryInput } from "./take-home-store";

/**
 * Whether a take-home input has any of the household's inputs ("Family and other income") away
 * from the engine's defaults: children, a partner's income, other income, Gift Aid or Blind
 * Person's Allowance. The results then show the year beside the payslips, and the marginal-rate
 * chart the year's rate (`yearMarginalRate`); without them both stay as the pay alone gives them.
 */
export function hasHouseholdInput(input: ParsedSalaryInput): boolean {
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
