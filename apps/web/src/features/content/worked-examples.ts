/**
 * The guides' worked examples. Each is an input to the engine, computed at render time for the
 * year the reader chose on the guide (`useGuideYear`: the year in force unless the address names
 * another; never the engine's own default), so the numbers on a guide always match what the
 * calculators produce for that year. `<WorkedExample>` (worked-example.tsx) shows one.
 */
import {
  calculateSalary,
  salaryInputSchema,
  type SalaryInput,
  type SalaryResult,
  type TaxYearId,
} from "@uktax/engine";

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
 * The £100,000 trap and the Child Benefit charge guide: £70,000 with two children (the charge
 * takes part of the benefit) and £110,000 with two children (over £100,000: the allowance tapers
 * and childcare support is lost), no pension, with the pension or Gift Aid that keeps each under
 * the cliffs it is over (the engine's `toStayUnder`).
 */
export const childBenefitChargeExampleInput: SalaryInput = {
  grossSalary: 70_000,
  childBenefitChildren: 2,
  pensionContribution: 0,
  includeStayUnder: true,
};
export const hundredThousandExampleInput: SalaryInput = {
  ...childBenefitChargeExampleInput,
  grossSalary: 110_000,
};

/** An example's input with the engine's defaults filled in, for `year`. */
export function exampleInput(input: SalaryInput, year: TaxYearId) {
  return salaryInputSchema.parse({ ...input, taxYear: year });
}

/** The engine's annual result for an example in `year` (shared so pages and tests compute it the same way). */
export function computeExample(
  input: SalaryInput,
  year: TaxYearId,
): SalaryResult {
  return calculateSalary(exampleInput(input, year));
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
