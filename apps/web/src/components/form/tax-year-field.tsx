import { getTaxYear, getTaxYears, type TaxYearId } from "@uktax/engine";
import { dateLabel } from "../../lib/format";
import { CURRENT_TAX_YEAR } from "../../lib/site-tax-year";
import { useHydrated } from "../../lib/use-hydrated";
import { Choice } from "./bound-fields";
import { SelectField, type SelectOption } from "./select-field";

const YEARS = getTaxYears();

/** "2025/26", from the engine's data. */
export function taxYearLabel(id: TaxYearId): string {
  return getTaxYear(id).label;
}

/** "6 April 2025 to 5 April 2026", from the engine's data. */
export function taxYearDates(id: TaxYearId): string {
  const { starts, ends } = getTaxYear(id);
  return `${dateLabel(starts)} to ${dateLabel(ends)}`;
}

/**
 * The engine's years as select options, the one in force on the visitor's date (the default,
 * `SITE_TAX_YEAR`) marked "(current)" when that date falls inside it. The mark is added only after
 * hydration: "(current)" is a claim about today, and a prerendered page may be older than that.
 */
export function useTaxYearOptions(): readonly SelectOption<TaxYearId>[] {
  const current = useHydrated() ? CURRENT_TAX_YEAR : null;
  return YEARS.map(({ id, label }) => ({
    value: id,
    label: id === current ? `${label} (current)` : label,
  }));
}

/** A calculator's tax year, bound to its `taxYear` field. */
export function TaxYearField({ className }: { className?: string }) {
  return (
    <Choice
      name="taxYear"
      label="Tax year"
      options={useTaxYearOptions()}
      className={className}
    />
  );
}

/** A tax year picker outside a calculator form (the reference tables). */
export function TaxYearSelect({
  value,
  onValueChange,
  label,
  hint,
}: {
  value: TaxYearId;
  onValueChange: (year: TaxYearId) => void;
  label: string;
  hint?: string;
}) {
  return (
    <SelectField
      label={label}
      hint={hint}
      value={value}
      options={useTaxYearOptions()}
      onValueChange={onValueChange}
      className="max-w-xs"
    />
  );
}
