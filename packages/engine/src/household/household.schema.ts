/**
 * The household and other income beside pay (the take-home's, reverse's and compare's inputs),
 * and what they add to a take-home result: adjusted net income, Child Benefit and its charge, tax
 * on other income, the tax that payroll takes and the tax collected outside it, childcare support
 * and what pension or Gift Aid brings adjusted net income under each cliff.
 */
import { z } from "zod";
import { CHARGE_PAYERS, childBenefitChildrenField } from "../child-benefit/child-benefit.schema.js";
import { booleanField } from "../payroll/payroll.schema.js";
import { CLIFF_REASONS } from "../enumerations.js";
import type { CrossFieldRule } from "../schemas.js";
import { enumField, money, moneyField, ratio } from "../schema-fields.js";
import { tryParseTaxCode } from "../tax-code/tax-code.js";
import { taxesOtherIncome } from "./household.js";

/** The household's and other income's fields (a year each; all optional, 0 or none by default). */
export const householdFields = {
  childBenefitChildren: childBenefitChildrenField.default(0),
  partnerAdjustedNetIncome: moneyField("Partner's adjusted net income")
    .optional()
    .describe(
      "Your partner's adjusted net income, if you live with one: the High Income Child Benefit Charge falls on whichever of you has the higher one, and either of you over £100,000 loses Tax-Free Childcare and the funded hours. Without it you are taken to be the one with the higher income.",
    ),
  savingsInterest: moneyField("Savings interest")
    .default(0)
    .describe("Interest for the year from accounts paid gross, not in an ISA."),
  dividends: moneyField("Dividends")
    .default(0)
    .describe("Dividends for the year, not in an ISA or a pension."),
  propertyIncome: moneyField("Property income")
    .default(0)
    .describe(
      "Rent and other receipts of a property business for the year, before expenses (not Rent a Room receipts).",
    ),
  propertyExpenses: moneyField("Property expenses")
    .default(0)
    .describe(
      "The property business's allowable expenses for the year: the £1,000 property allowance is used instead when it is more.",
    ),
  giftAidDonations: moneyField("Gift Aid donations")
    .default(0)
    .describe(
      "What you gave to charity under Gift Aid in the year, as paid: the charity claims the basic rate on top.",
    ),
  includeStayUnder: booleanField("Include stay under")
    .default(false)
    .describe(
      "Add `toStayUnder` to the result: for each cliff of adjusted net income you are over, the pension contribution or Gift Aid that brings you under it, with what it costs and saves. Off by default: each cliff evaluates the year twice more.",
    ),
  blindPersonsAllowance: booleanField("Blind Person's Allowance")
    .default(false)
    .describe(
      "Claim Blind Person's Allowance on top of the tax code's allowance for the year's tax (leave it off when the code already includes it, such as 1570L in 2025/26).",
    ),
};

/** The fields the household rule across fields reads. */
interface HouseholdRuleFields {
  taxCode: string;
  savingsInterest: number;
  dividends: number;
  propertyIncome: number;
  giftAidDonations: number;
  blindPersonsAllowance: boolean;
}

/** The labels of the fields whose tax needs the code's allowance, in the order they are named. */
const NEEDS_ALLOWANCE_CODE = [
  ["savingsInterest", "Savings interest"],
  ["dividends", "Dividends"],
  ["propertyIncome", "Property income"],
  ["giftAidDonations", "Gift Aid donations"],
  ["blindPersonsAllowance", "Blind Person's Allowance"],
] as const;

/** Other income, Gift Aid and Blind Person's Allowance need a code with an allowance (or a K code). */
export const householdCodeRule: CrossFieldRule<HouseholdRuleFields> = {
  text: "savingsInterest, dividends, propertyIncome, giftAidDonations and blindPersonsAllowance need a tax code that gives an allowance (such as 1257L) or a K code: with BR, D0, D1, D2, D3 or NT the year's tax depends on income this calculation does not see",
  check(value, issues) {
    const given = NEEDS_ALLOWANCE_CODE.filter(([field]) => value[field]);
    if (given.length === 0) return;
    const code = tryParseTaxCode(value.taxCode);
    if (code === null || taxesOtherIncome(code)) return;
    for (const [field, label] of given)
      issues.push({
        code: "custom",
        path: [field],
        message: `${label} can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not ${code.normalised}`,
        input: value,
      });
  },
};

/** One cliff of adjusted net income and what pension or Gift Aid brings you under it. */
export const stayUnderSchema = z.object({
  reasons: z
    .array(z.enum(CLIFF_REASONS))
    .describe(
      "Why it is a cliff: child-benefit-charge-starts, child-benefit-charge-full, allowance-taper-starts, childcare-support-lost, no-personal-allowance (getAdjustedNetIncomeCliffs lists a year's).",
    ),
  adjustedNetIncome: money.describe(
    "The cliff: £60,000 (the Child Benefit charge starts; with children), £80,000 (it takes all the benefit; with children), £100,000 (the allowance taper, Tax-Free Childcare and the funded hours) or £125,140 (no personal allowance left).",
  ),
  excess: money.describe(
    "How far adjusted net income is over it: the gross pension contribution or grossed-up Gift Aid that brings it back.",
  ),
  pensionContribution: ratio
    .nullable()
    .describe(
      "The pension contribution (percent of the pension basis, by the chosen method, to 2 decimal places, rounded up) that brings adjusted net income to the cliff or under it; null when no percentage up to 100 % can (or the pay could not bear it).",
    ),
  extraPension: money
    .nullable()
    .describe("What that percentage adds to the contribution into the pot for the year, gross."),
  takeHomeCost: money
    .nullable()
    .describe(
      "What it costs the year's money (yearNetIncome) with that contribution: the contribution less the income tax, NI, loan repayments and charge it saves.",
    ),
  taxSaved: money
    .nullable()
    .describe("Income tax, employee NI and student loan repayments it saves over the year."),
  chargeSaved: money
    .nullable()
    .describe("The High Income Child Benefit Charge it saves (yours, or your partner's)."),
  childcareSupportSaved: money
    .nullable()
    .describe(
      "The Tax-Free Childcare it keeps for the household (taxFreeChildcareAtStake) when it brings you under £100,000 and your partner is not over; 0 otherwise.",
    ),
  giftAidDonation: money
    .nullable()
    .describe(
      "Or Gift Aid to give instead (as paid; the charity claims the basic rate) that brings adjusted net income to the cliff.",
    ),
  giftAidCost: money
    .nullable()
    .describe(
      "What that donation costs the year's money: the donation less the tax and charge it saves (null, as giftAidDonation, with a BR, D0, D1, D2, D3 or NT code).",
    ),
});

/** The household part of a take-home result (salary, reverse and compare). */
export const householdResultFields = {
  adjustedNetIncome: money.describe(
    "Adjusted net income for the year: pay and benefits, property profits, savings interest and dividends, less pension contributions (gross) and Gift Aid grossed up (https://www.gov.uk/guidance/adjusted-net-income).",
  ),
  childBenefit: money.describe(
    "Child Benefit for the year for childBenefitChildren: the weekly rates × 52.",
  ),
  childBenefitChargedTo: enumField("Charged to", CHARGE_PAYERS).describe(
    "Who pays the High Income Child Benefit Charge: whichever of you has the higher adjusted net income (you without the partner's, or on a tie).",
  ),
  highIncomeChildBenefitCharge: money.describe(
    "The High Income Child Benefit Charge, whole pounds: 1 % of the benefit per £200 of the payer's adjusted net income over £60,000, all of it from £80,000. Counted in taxOutsidePayroll when it is yours.",
  ),
  propertyProfits: money.describe(
    "Property income less expenses, or less the £1,000 property allowance when that is more (nothing when receipts are £1,000 or less).",
  ),
  propertyIncomeTax: money.describe(
    "Income tax the property profits add, on top of pay (non-savings income at the region's rates).",
  ),
  savingsTax: money.describe(
    "Income tax on savings interest, after the allowance left, the starting rate for savings and the personal savings allowance (UK rates).",
  ),
  dividendTax: money.describe(
    "Income tax on dividends, after the allowance left and the dividend allowance (the year's dividend rates).",
  ),
  totalIncomeTax: money.describe(
    "The year's income tax on all income, with Gift Aid, Blind Person's Allowance and relief at source: tax on pay for the year + propertyIncomeTax + savingsTax + dividendTax.",
  ),
  taxThroughPayroll: money.describe(
    "Income tax PAYE takes from pay over the year (payslipIncomeTax): the tax code knows nothing of other income, Gift Aid or relief at source.",
  ),
  payTaxAdjustment: money.describe(
    "Income tax on pay for the year less what payroll takes: negative for relief the payslips do not give (relief at source above the basic rate, Gift Aid, Blind Person's Allowance), positive when other income tapers the allowance.",
  ),
  taxOutsidePayroll: money.describe(
    "What Self Assessment (or a tax code change) collects, or refunds when negative: payTaxAdjustment + propertyIncomeTax + savingsTax + dividendTax + the charge when it is yours.",
  ),
  yearNetIncome: money.describe(
    "What the year leaves the household: payslipNetAnnual, property income less expenses, savings interest, dividends and Child Benefit, less Gift Aid given, taxOutsidePayroll and the partner's charge.",
  ),
  yearMarginalRate: ratio.describe(
    "Income tax (all income), employee NI, student loans and your Child Benefit charge on the next £200 of gross pay, per £1: with other income and children, unlike marginalRate.",
  ),
  childcareSupport: z
    .object({
      lost: z
        .boolean()
        .describe(
          "True when your adjusted net income, or your partner's, is over £100,000: no Tax-Free Childcare and no funded hours for the year.",
        ),
      yourIncomeOverLimit: money.describe("How far your adjusted net income is over £100,000."),
      partnerIncomeOverLimit: money.describe("How far your partner's is over (0 when not given)."),
      taxFreeChildcareAtStake: money.describe(
        "The most Tax-Free Childcare pays in a year for childBenefitChildren (£2,000 each, for children under 12).",
      ),
    })
    .describe("Tax-Free Childcare and the funded hours at this income."),
};

/**
 * What pension or Gift Aid brings adjusted net income under each cliff (only when asked): declared
 * after a result's required fields, with the other optional ones, so a serialiser that writes the
 * required fields first keeps the schema's order.
 */
export const stayUnderResultField = {
  toStayUnder: z
    .array(stayUnderSchema)
    .optional()
    .describe(
      "Only with includeStayUnder: true. Each cliff your adjusted net income is over (the Child Benefit ones only with children), lowest first, with the pension contribution or Gift Aid that brings it under.",
    ),
};

/** The household part of a result. */
export type HouseholdResult = z.output<
  z.ZodObject<typeof householdResultFields & typeof stayUnderResultField>
>;

/** The household fields of a take-home result (compare shows them beside its own). */
export function householdPart(result: HouseholdResult): HouseholdResult {
  const keys = [
    ...Object.keys(householdResultFields),
    ...Object.keys(stayUnderResultField),
  ] as (keyof HouseholdResult)[];
  return Object.fromEntries(
    keys.filter((key) => result[key] !== undefined).map((key) => [key, result[key]]),
  ) as HouseholdResult;
}
