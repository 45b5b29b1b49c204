import { z } from "zod";
import { inputSchema, resultSchema, withRules } from "../schemas.js";
import { MAX_MONEY, money, moneyField, quantityField } from "../schema-fields.js";
import { salaryBreakdownSchema } from "../take-home/breakdown.schema.js";
import { includeBreakdownField } from "../take-home/take-home.schema.js";

export const MAX_HOURS_PER_WEEK = 168;
export const MAX_WEEKS_PER_YEAR = 53;

export const hourlyInputSchema = withRules(
  inputSchema("Hourly input", {
    hourlyRate: moneyField("Hourly rate"),
    hoursPerWeek: quantityField(
      "Hours per week",
      "Hours per week must be positive",
      MAX_HOURS_PER_WEEK,
      "Hours per week must be at most 168",
    ),
    weeksPerYear: quantityField(
      "Weeks per year",
      "Weeks per year must be positive",
      MAX_WEEKS_PER_YEAR,
      "Weeks per year must be at most 53",
    ),
    holidayWeeks: quantityField(
      "Holiday weeks",
      "Holiday weeks must be positive",
      MAX_WEEKS_PER_YEAR,
      "Holiday weeks must be at most 53",
    ),
    /** Whether holiday weeks are paid (default true). */
    paidHoliday: z.boolean({ error: "Paid holiday must be true or false" }).default(true),
    includeBreakdown: includeBreakdownField.describe(
      "Add `breakdown` to the result: the estimated take-home on annualSalary line by line, as calculateSalary's `breakdown` (England, the standard code, no loan or pension). Off by default.",
    ),
  }),
  {
    text: "hourly rate × hours per week × weeks per year is at most £100,000,000",
    check(value, issues) {
      if (value.hourlyRate * value.hoursPerWeek * value.weeksPerYear <= MAX_MONEY) return;
      issues.push({
        code: "custom",
        message: "Hourly rate × hours × weeks must be at most £100,000,000 a year",
        path: ["hourlyRate"],
        input: value.hourlyRate,
      });
    },
  },
  {
    text: "holiday weeks are at most weeks per year",
    check(value, issues) {
      if (value.holidayWeeks <= value.weeksPerYear) return;
      issues.push({
        code: "custom",
        message: "Holiday weeks cannot be more than weeks per year",
        path: ["holidayWeeks"],
        input: value.holidayWeeks,
      });
    },
  },
);

export type HourlyInput = z.input<typeof hourlyInputSchema>;

export const hourlyResultSchema = resultSchema({
  annualSalary: money.describe(
    "hourlyRate × hoursPerWeek × the weeks paid (every week when holiday is paid).",
  ),
  monthlySalary: money.describe("annualSalary / 12."),
  workingHoursPerYear: z.number().describe("hoursPerWeek × (weeksPerYear − holidayWeeks)."),
  workingDaysPerYear: z.number().describe("(weeksPerYear − holidayWeeks) × 5 days."),
  dailyRate: money.describe("hourlyRate × 8 hours."),
  weeklyRate: money.describe("hourlyRate × hoursPerWeek."),
  estimatedIncomeTax: money.describe(
    "Income tax on annualSalary for an England employee on the standard code, no loan or pension.",
  ),
  estimatedNationalInsurance: money.describe(
    "Employee National Insurance on annualSalary, likewise.",
  ),
  estimatedNetAnnual: money.describe(
    "annualSalary − estimatedIncomeTax − estimatedNationalInsurance.",
  ),
  estimatedNetMonthly: money.describe("estimatedNetAnnual / 12."),
  estimatedNetHourlyRate: money.describe("estimatedNetAnnual / the hours paid in the year."),
  breakdown: salaryBreakdownSchema
    .optional()
    .describe(
      "Only with includeBreakdown: true. The estimated take-home on annualSalary line by line (calculateSalary's breakdown, England, the standard code); its totals are this result's estimates.",
    ),
});

export type HourlyResult = z.output<typeof hourlyResultSchema>;
