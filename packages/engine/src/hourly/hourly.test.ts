import { describe, expect, it } from "vitest";
import { calculateSalary } from "../take-home/take-home.js";
import { convertHourly } from "./hourly.js";
import { hourlyResultSchema } from "./hourly.schema.js";

describe("convertHourly", () => {
  it("spec defaults: £19.23 × 40 h × 52 weeks, 4 weeks of paid holiday", () => {
    const result = convertHourly({
      hourlyRate: 19.23,
      hoursPerWeek: 40,
      weeksPerYear: 52,
      holidayWeeks: 4,
    });
    const salary = calculateSalary({ grossSalary: 39_998.4 });
    expect(result).toEqual({
      taxYear: "2025-26",
      annualSalary: 39_998.4, // 19.23 × 40 × 52
      monthlySalary: 3_333.2,
      workingHoursPerYear: 1_920, // 40 × (52 − 4)
      workingDaysPerYear: 240, // (52 − 4) × 5
      dailyRate: 153.84, // 19.23 × 8
      weeklyRate: 769.2, // 19.23 × 40
      estimatedIncomeTax: salary.incomeTax,
      estimatedNationalInsurance: salary.nationalInsurance,
      estimatedNetAnnual: salary.netAnnual,
      estimatedNetMonthly: salary.netMonthly,
      estimatedNetHourlyRate: 15.54, // 32,318.45 / (40 × 52) = 15.537…
    });
    expect(hourlyResultSchema.parse(result)).toEqual(result);
  });

  it("unpaid holiday pays only the working weeks", () => {
    // 20 × 37.5 × (52 − 5) = 35,250; net hourly over 37.5 × 47 hours
    const result = convertHourly({
      hourlyRate: 20,
      hoursPerWeek: 37.5,
      weeksPerYear: 52,
      holidayWeeks: 5,
      paidHoliday: false,
    });
    expect(result.annualSalary).toBe(35_250);
    expect(result.workingHoursPerYear).toBe(1_762.5);
  });

  it("never divides by zero", () => {
    const result = convertHourly({
      hourlyRate: 20,
      hoursPerWeek: 0,
      weeksPerYear: 52,
      holidayWeeks: 0,
    });
    expect(result.estimatedNetHourlyRate).toBe(0);
    const { taxYear, ...figures } = result;
    expect(taxYear).toBe("2025-26");
    expect(Object.values(figures).every(Number.isFinite)).toBe(true);
  });

  it("checks the upper bounds and holiday weeks against weeks per year", () => {
    expect(() =>
      convertHourly({
        hourlyRate: 1,
        hoursPerWeek: 169,
        weeksPerYear: 52,
        holidayWeeks: 0,
      }),
    ).toThrow("Hours per week must be at most 168");
    expect(() =>
      convertHourly({
        hourlyRate: 1,
        hoursPerWeek: 1,
        weeksPerYear: 54,
        holidayWeeks: 0,
      }),
    ).toThrow("Weeks per year must be at most 53");
    expect(() =>
      convertHourly({
        hourlyRate: 1,
        hoursPerWeek: 1,
        weeksPerYear: 10,
        holidayWeeks: 11,
      }),
    ).toThrow("Holiday weeks cannot be more than weeks per year");
    expect(() =>
      convertHourly({
        hourlyRate: -1,
        hoursPerWeek: 1,
        weeksPerYear: 10,
        holidayWeeks: 1,
      }),
    ).toThrow("Hourly rate must be positive");
  });
});

describe("convertHourly limits", () => {
  it("rejects an hourly rate whose year exceeds £100m, naming hourlyRate", () => {
    expect(() =>
      convertHourly({
        hourlyRate: 100_000_000,
        hoursPerWeek: 168,
        weeksPerYear: 53,
        holidayWeeks: 0,
      }),
    ).toThrow("Hourly rate × hours × weeks must be at most £100,000,000 a year");
  });
});

describe("convertHourly with includeBreakdown", () => {
  it("returns the estimated take-home line by line (£20 × 40 h × 52 weeks, 2026/27)", () => {
    const input = {
      taxYear: "2026-27",
      hourlyRate: 20,
      hoursPerWeek: 40,
      weeksPerYear: 52,
      holidayWeeks: 4,
    } as const;
    const result = convertHourly({ ...input, includeBreakdown: true });
    // 20 × 40 × 52 = 41,600; tax (41,600 − 12,570) × 20 % = 29,030 × 0.2 = 5,806;
    // NI 29,030 × 8 % = 2,322.40; employer (41,600 − 5,000) × 15 % = 5,490.
    expect(result.annualSalary).toBe(41_600);
    expect(result.estimatedIncomeTax).toBe(5_806);
    expect(result.breakdown).toMatchObject({
      incomeTax: { regime: "rUK", taxableIncome: 29_030, total: 5_806 },
      nationalInsurance: { employee: { total: 2_322.4 } },
      marginalRate: { total: 0.28 },
      employer: { grossPay: 41_600, nationalInsurance: 5_490, totalCost: 47_090 },
      salarySacrifice: { sacrificed: 0 },
    });
    expect(hourlyResultSchema.parse(result)).toEqual(result);
    const plain = convertHourly(input);
    expect(plain).not.toHaveProperty("breakdown");
    const { breakdown: _, ...rest } = result;
    expect(rest).toEqual(plain);
  });
});
