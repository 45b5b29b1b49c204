import { z } from "zod";
import { taxYearResult } from "../tax-years/tax-year-field.js";
import { money, objectError } from "../schema-fields.js";
import { householdResultFields, stayUnderResultField } from "../household/household.schema.js";
import {
  payslipFigures,
  salaryInputSchema,
  takeHomeDeductions,
} from "../take-home/take-home.schema.js";

export const COMPARE_MIN_SALARIES = 1;
export const COMPARE_MAX_SALARIES = 3;
const COUNT_MESSAGE = "Compare between 1 and 3 salaries";

export const compareSalariesInputSchema = z.strictObject(
  {
    salaries: z
      .array(salaryInputSchema, {
        error: (issue) =>
          issue.input === undefined
            ? "Salaries are required"
            : "Salaries must be a list of salaries",
      })
      .min(COMPARE_MIN_SALARIES, COUNT_MESSAGE)
      .max(COMPARE_MAX_SALARIES, COUNT_MESSAGE),
  },
  { error: objectError("Comparison input") },
);

export type CompareSalariesInput = z.input<typeof compareSalariesInputSchema>;

export const compareSalariesResultSchema = z.object({
  salaries: z.array(
    z.object({
      grossSalary: money.describe("Annualised gross pay."),
      taxYear: taxYearResult.describe("The tax year of this salary's figures."),
      results: z.object({
        ...takeHomeDeductions,
        netAnnual: money.describe("Take-home for the year."),
        netMonthly: money.describe("netAnnual / 12."),
        ...payslipFigures,
        ...householdResultFields,
        ...stayUnderResultField,
      }),
    }),
  ),
});

export type CompareSalariesResult = z.output<typeof compareSalariesResultSchema>;
