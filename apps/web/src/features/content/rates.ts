/**
 * The engine's rate tables as the content pages show them, for a year (by default the year the
 * site opens on, the year in force, `SITE_TAX_YEAR`; a guide passes the year its reader chose).
 * Every tax, National Insurance, student loan, pension and dividend figure on the site is read
 * from the engine, so a page can never show a figure the calculators do not use.
 */
import {
  getTaxYear,
  incomeTaxBandsOnGrossIncome,
  taperMarginalRate as engineTaperMarginalRate,
  type TaxYearId,
} from "@uktax/engine";
import { STUDENT_LOAN_PLAN_LABELS } from "../../components/form/salary-options";
import { taxYearDates } from "../../components/form/tax-year-field";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import { money } from "./figures";
import type {
  IncomeTaxBandRow,
  StudentLoanPlanId,
  StudentLoanRow,
  TaxRegime,
} from "./content-rates-types";

/** The year in force on the visitor's date, for the pages without a year select (about, terms, disclaimer). */
export const TAX_YEAR = getTaxYear(SITE_TAX_YEAR);

/** "6 April 2026 to 5 April 2027" */
export const TAX_YEAR_DATES = taxYearDates(SITE_TAX_YEAR);

/** "£1 for every £2": how much is lost per pound over a taper's limit, from its reduction rate. */
export function taperWording(reductionRate: number): string {
  return `£1 for every ${money(1 / reductionRate)}`;
}

/** The standard tax code of a year, e.g. "1257L". */
export function standardTaxCode(year: TaxYearId = SITE_TAX_YEAR): string {
  return `${getTaxYear(year).incomeTax.standardCodeNumber}L`;
}

/** "basic" → "Basic rate". */
export function bandDisplayName(bandName: string): string {
  return `${bandName.charAt(0).toUpperCase()}${bandName.slice(1)} rate`;
}

/** The bands of a regime on gross income, as gov.uk presents them (£12,571 to £50,270 …), from the engine. */
export function incomeTaxRows(
  regime: TaxRegime,
  year: TaxYearId = SITE_TAX_YEAR,
): IncomeTaxBandRow[] {
  return incomeTaxBandsOnGrossIncome(year, regime).map((band) => ({
    ...band,
    name: bandDisplayName(band.name),
  }));
}

/** The rate of a named band ("starter", "basic", "intermediate", "higher", "advanced", "additional", "top"). */
export function bandRate(
  regime: TaxRegime,
  bandName: string,
  year: TaxYearId = SITE_TAX_YEAR,
): number {
  const wanted = bandName.toLowerCase();
  const band = getTaxYear(year).incomeTax.bands[regime].find((candidate) =>
    candidate.name.toLowerCase().startsWith(wanted),
  );
  if (!band)
    throw new Error(`No ${bandName} band in the ${regime} income tax bands.`);
  return band.rate;
}

/** The rate of the open top band of a regime. */
export function topRate(
  regime: TaxRegime,
  year: TaxYearId = SITE_TAX_YEAR,
): number {
  const bands = getTaxYear(year).incomeTax.bands[regime];
  const top = bands[bands.length - 1];
  if (!top) throw new Error(`No ${regime} income tax bands.`);
  return top.rate;
}

/**
 * Income tax on an extra £1 where the personal allowance taper starts (60 % for rUK, 67.5 % in
 * Scotland), worked out exactly by the engine.
 */
export function taperMarginalRate(
  regime: TaxRegime,
  year: TaxYearId = SITE_TAX_YEAR,
): number {
  return engineTaperMarginalRate(year, regime);
}

const PLAN_IDS: readonly StudentLoanPlanId[] = [
  "plan1",
  "plan2",
  "plan4",
  "plan5",
  "postgraduate",
];

/** A year's five loan plans in the order the site lists them. */
export function studentLoanRows(
  year: TaxYearId = SITE_TAX_YEAR,
): StudentLoanRow[] {
  return PLAN_IDS.map((plan) => {
    const rates = getTaxYear(year).studentLoans[plan];
    return {
      plan,
      label: STUDENT_LOAN_PLAN_LABELS[plan],
      annualThreshold: rates.annualThreshold,
      monthlyThreshold: rates.monthlyThreshold,
      weeklyThreshold: rates.weeklyThreshold,
      rate: rates.rate,
    };
  });
}

export function studentLoanPlan(
  plan: StudentLoanPlanId,
  year: TaxYearId = SITE_TAX_YEAR,
): StudentLoanRow {
  const row = studentLoanRows(year).find(
    (candidate) => candidate.plan === plan,
  );
  if (!row) throw new Error(`Unknown student loan plan ${plan}.`);
  return row;
}
