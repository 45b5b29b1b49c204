import { calculateSalary, type TaxYearId } from "@uktax/engine";

/** A salary over every cliff of adjusted net income (the allowance is gone well before it). */
const OVER_EVERY_CLIFF = 10_000_000;

/**
 * The cliffs of adjusted net income in `taxYear`, lowest first, as the engine lists them: with
 * children, where the High Income Child Benefit Charge starts and where it takes all the benefit;
 * the £100,000 limit (the allowance taper, Tax-Free Childcare and the funded hours); where no
 * personal allowance is left. They are the `toStayUnder` rows of a salary over them all (the
 * engine exports no list of its own), so the site never works one out.
 */
export function adjustedNetIncomeCliffs(
  taxYear: TaxYearId,
  childBenefitChildren: number,
): number[] {
  const over = calculateSalary({
    taxYear,
    grossSalary: OVER_EVERY_CLIFF,
    childBenefitChildren,
    includeStayUnder: true,
  });
  return (over.toStayUnder ?? []).map((row) => row.adjustedNetIncome);
}
