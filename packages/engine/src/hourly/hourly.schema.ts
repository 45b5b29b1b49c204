import { z } from "zod";
import { inputSchema, resultSchema, rulesAcrossFields } from "../schemas.js";
import {
  MAX_MONEY,
  money,
  moneyField,
  quantityField,
} from "../schema-fields.js";

export const MAX_HOURS_PER_WEEK = 168;
export const MAX_WEEKS_PER_YEAR = 53;

export const hourlyInputSchema = inputSchema("Hourly input", {
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
  paidHoliday: z
    .boolean({ error: "Paid holiday must be true or false" })
    .default(true),
})
  .check((ctx) => {
    if (ctx.issues.length > 0) return;
    if (
      ctx.value.hourlyRate * ctx.value.hoursPerWeek * ctx.value.weeksPerYear >
      MAX_MONEY
    ) {
      ctx.issues.push({
        code: "custom",
        message:
          "Hourly rate × hours × weeks must be at most £100,000,000 a year",
        path: ["hourlyRate"],
        input: ctx.value.hourlyRate,
      });
    }
    if (ctx.value.holidayWeeks > ctx.value.weeksPerYear) {
      ctx.issues.push({
        code: "custom",
        message: "Holiday weeks cannot be more than weeks per year",
        path: ["holidayWeeks"],
        input: ctx.value.holidayWeeks,
      });
    }
  })
  .describe(
    rulesAcrossFields(
      "hourly rate × hours per week × weeks per year is at most £100,000,000",
      "holiday weeks are at most weeks per year",
    ),
  );

export type HourlyInput = z.input<typeof hourlyInputSchema>;

export const hourlyResultSchema = resultSchema({
  annualSalary: money,
  monthlySalary: money,
  workingHoursPerYear: z.number(),
  workingDaysPerYear: z.number(),
  dailyRate: money,
  weeklyRate: money,
  estimatedIncomeTax: money,
  estimatedNationalInsurance: money,
  estimatedNetAnnual: money,
  estimatedNetMonthly: money,
  estimatedNetHourlyRate: money,
});

export type HourlyResult = z.output<typeof hourlyResultSchema>;
