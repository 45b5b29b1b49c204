import { TAX_YEAR_IDS, type TaxYearId } from "@uktax/engine";
import { taxYearLabel } from "./tax-year-field";

const isTaxYearId = (value: unknown): value is TaxYearId =>
  TAX_YEAR_IDS.some((id) => id === value);

/** The tax years a result is for: its `taxYear`, or each compared salary's, without repeats. */
export function taxYearsOf(result: unknown): TaxYearId[] {
  if (typeof result !== "object" || result === null) return [];
  const found: unknown[] = [];
  if ("taxYear" in result) found.push(result.taxYear);
  if ("salaries" in result && Array.isArray(result.salaries))
    for (const item of result.salaries as unknown[])
      if (typeof item === "object" && item !== null && "taxYear" in item)
        found.push(item.taxYear);
  return [...new Set(found.filter(isTaxYearId))];
}

/** "2024/25 and 2025/26" */
export function yearList(years: readonly string[]): string {
  const labels = years.map((year) =>
    isTaxYearId(year) ? taxYearLabel(year) : year,
  );
  return labels.length > 1
    ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1) ?? ""}`
    : (labels[0] ?? "");
}

/** "Figures for the 2025/26 tax year.": which year a result is for, from the result. */
export function ResultYears({ result }: { result: unknown }) {
  const years = taxYearsOf(result);
  if (years.length === 0) return null;
  return (
    <p
      data-result-tax-year={years.join(" ")}
      className="text-sm text-slate-700"
    >
      Figures for the <strong>{yearList(years)}</strong> tax{" "}
      {years.length > 1 ? "years" : "year"}.
    </p>
  );
}
