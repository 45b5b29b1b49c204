import {
  getTaxYear,
  isTaxYearId,
  type TaxYearId,
  type TaxYearRates,
} from "@uktax/engine";
import { Link } from "wouter";
import { Amount, Flag, OptionsPanel } from "../form/bound-fields";
import { HOUSEHOLD_FIELDS, isDefaultValue } from "../form/form-model";
import { useFormScope } from "../form/form-scope";
import { taxYearLabel } from "../form/tax-year-field";
import { formatCurrency } from "../../lib/format";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import { paths } from "../../paths";

export const HOUSEHOLD_PANEL = "Family and other income";

const HOUSEHOLD_FIELD_NAMES = Object.keys(HOUSEHOLD_FIELDS);

/**
 * An amount of the years' data as a hint quotes it: "£3,250" when every year has it, else each
 * year's ("£3,130 in 2025/26, £3,250 in 2026/27").
 */
function amountOfYears(
  years: readonly TaxYearId[],
  pick: (rates: TaxYearRates) => number,
): string {
  const amounts = [...new Set(years)].map(
    (year) => [year, pick(getTaxYear(year))] as const,
  );
  return new Set(amounts.map(([, amount]) => amount)).size === 1
    ? formatCurrency(amounts[0]?.[1] ?? 0)
    : amounts
        .map(
          ([year, amount]) =>
            `${formatCurrency(amount)} in ${taxYearLabel(year)}`,
        )
        .join(", ");
}

/**
 * "Family and other income" (HOUSEHOLD_FIELDS, the engine's household fields): Child Benefit
 * children, the partner's adjusted net income, other income, Gift Aid and Blind Person's
 * Allowance, in the take-home, reverse and comparison forms. Closed by default; open from the start
 * when any of them is not at its default (a link, a saved result, the store), and kept open while
 * one shows a message. The hints quote the year the form is set to, or `taxYears` (the comparison's
 * cards, each with its own year).
 */
export function HouseholdFields({
  taxYears,
}: {
  taxYears?: readonly TaxYearId[];
}) {
  const form = useFormScope();
  const chosen = form.value("taxYear");
  const years = taxYears ?? [isTaxYearId(chosen) ? chosen : SITE_TAX_YEAR];
  const set = Object.entries(HOUSEHOLD_FIELDS).some(
    ([name, spec]) => !isDefaultValue(spec, form.value(name)),
  );
  return (
    <OptionsPanel
      label={HOUSEHOLD_PANEL}
      fields={HOUSEHOLD_FIELD_NAMES}
      defaultOpen={set}
    >
      <p className="text-sm text-slate-700">
        Child Benefit and its charge, tax on income besides your pay, and
        Tax-Free Childcare, which all depend on your adjusted net income. Read
        our{" "}
        <Link
          href={paths.incomeCliffsGuide}
          className="text-blue-800 underline"
        >
          guide to the £100,000 trap and the Child Benefit charge
        </Link>
        .
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Amount
          name="childBenefitChildren"
          label="Children you get Child Benefit for"
          hint="0 if none"
        />
        <Amount
          name="partnerAdjustedNetIncome"
          label="Partner's adjusted net income"
          hint="A year; leave blank if you have no partner"
          prefix="£"
          info="The Child Benefit charge is paid by whichever of you has the higher adjusted net income, and Tax-Free Childcare is lost if either of you is over the limit. Left blank, yours is taken to be the higher."
        />
        <Amount
          name="savingsInterest"
          label="Savings interest"
          hint="A year, not in an ISA"
          prefix="£"
        />
        <Amount
          name="dividends"
          label="Dividends"
          hint="A year, not in an ISA or a pension"
          prefix="£"
        />
        <Amount
          name="propertyIncome"
          label="Property income"
          hint="Rent a year, before expenses"
          prefix="£"
        />
        <Amount
          name="propertyExpenses"
          label="Property expenses"
          hint={`A year; the ${amountOfYears(years, (rates) => rates.incomeTax.propertyAllowance.amount)} property allowance is used if it is more`}
          prefix="£"
        />
        <Amount
          name="giftAidDonations"
          label="Gift Aid donations"
          hint="What you gave in the year; the charity claims basic-rate tax on top"
          prefix="£"
        />
      </div>
      <Flag
        name="blindPersonsAllowance"
        label="Claim Blind Person's Allowance"
        hint={`${amountOfYears(years, (rates) => rates.incomeTax.blindPersonsAllowance.amount)} more tax-free income a year; leave unticked if your tax code already includes it`}
      />
    </OptionsPanel>
  );
}
