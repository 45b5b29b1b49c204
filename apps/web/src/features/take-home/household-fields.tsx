import { getTaxYear, isTaxYearId } from "@uktax/engine";
import { Link } from "wouter";
import { Amount, Flag, OptionsPanel } from "../../components/form/bound-fields";
import { isDefaultValue } from "../../components/form/form-model";
import { useFormScope } from "../../components/form/form-scope";
import { formatCurrency } from "../../lib/format";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import { paths } from "../../paths";
import { HOUSEHOLD_FIELDS } from "./take-home-store";

export const HOUSEHOLD_PANEL = "Family and other income";

const HOUSEHOLD_FIELD_NAMES = Object.keys(HOUSEHOLD_FIELDS);

/**
 * The take-home form's "Family and other income": Child Benefit children, the partner's adjusted
 * net income, other income, Gift Aid and Blind Person's Allowance (the engine's household fields).
 * Closed by default; open from the start when any of them is not at its default (a link, a saved
 * result, the store), and kept open while one shows a message. The hints quote the year the form
 * is set to.
 */
export function HouseholdFields() {
  const form = useFormScope();
  const chosen = form.value("taxYear");
  const rates = getTaxYear(isTaxYearId(chosen) ? chosen : SITE_TAX_YEAR);
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
        Child Benefit and its charge, tax on income besides your pay, and the
        pension that keeps your adjusted net income under each cliff. Read our{" "}
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
          hint={`A year; the ${formatCurrency(rates.incomeTax.propertyAllowance.amount)} property allowance is used if it is more`}
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
        hint={`${formatCurrency(rates.incomeTax.blindPersonsAllowance.amount)} more tax-free income a year; leave unticked if your tax code already includes it`}
      />
    </OptionsPanel>
  );
}
