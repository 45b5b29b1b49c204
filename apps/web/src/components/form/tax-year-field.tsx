import { getTaxYear, getTaxYears, type TaxYearId } from "@uktax/engine";
import { dateLabel } from "../../lib/format";
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

/** The year whose first and last days (the engine's `starts` / `ends`) include `today`, if any. */
export function taxYearOn(today: Date): TaxYearId | null {
  const pad = (n: number) => String(n).padStart(2, "0");
  const iso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return (
    YEARS.find((year) => year.starts <= iso && iso <= year.ends)?.id ?? null
  );
}

/**
 * The engine's years as select options, the one containing today marked "(current)". Today is
 * the browser's date, so the mark is added only after hydration: the prerendered HTML and the
 * first render in the browser agree.
 */
export function useTaxYearOptions(): readonly SelectOption<TaxYearId>[] {
  const current = useHydrated() ? taxYearOn(new Date()) : null;
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
