/**
 * The guides' worked examples. Each is an input to the engine, computed at render time for the
 * year the guides are for (the year in force, `SITE_TAX_YEAR`; never the engine's own default), so
 * the numbers on a guide always match what the calculators produce for that year.
 */
import { calculateSalary } from "@uktax/engine";
import type { SalaryInput, SalaryResult } from "@uktax/engine";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";

/** £40,000 salary with the standard code and no loan or pension, in England and in Scotland. */
export const REGION_EXAMPLE_SALARY = 40_000;
export const englandExampleInput: SalaryInput = {
  grossSalary: REGION_EXAMPLE_SALARY,
  region: "england",
};
export const scotlandExampleInput: SalaryInput = {
  grossSalary: REGION_EXAMPLE_SALARY,
  region: "scotland",
  taxCode: "S1257L",
};

/** Spec 001 §9: £35,000 on Plan 2. */
export const studentLoanExampleInput: SalaryInput = {
  grossSalary: 35_000,
  studentLoanPlan: "plan2",
};

/** £60,000: earnings over the upper earnings limit, for the National Insurance guide. */
export const nationalInsuranceExampleInput: SalaryInput = {
  grossSalary: 60_000,
};

/** £40,000 with a 5 % pension, paid under net pay and under salary sacrifice. */
export const pensionNetPayExampleInput: SalaryInput = {
  grossSalary: 40_000,
  pensionContribution: 5,
  pensionMethod: "net-pay",
};
export const pensionSacrificeExampleInput: SalaryInput = {
  ...pensionNetPayExampleInput,
  pensionMethod: "salary-sacrifice",
};

/**
 * The engine's annual result for an example, in the site's year unless the input names one (shared
 * so pages and tests compute it the same way).
 */
export function computeExample(input: SalaryInput): SalaryResult {
  return calculateSalary({ taxYear: SITE_TAX_YEAR, ...input });
}

/** Pay rises of the same size at different points of the bands (salary negotiation guide). */
export const PAY_RISE_EXAMPLES: readonly {
  readonly from: number;
  readonly to: number;
}[] = [
  { from: 30_000, to: 35_000 },
  { from: 48_000, to: 53_000 },
  { from: 100_000, to: 105_000 },
];
