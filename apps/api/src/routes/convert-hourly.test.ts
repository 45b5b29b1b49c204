import {
  convertHourly,
  hourlyInputSchema,
  type HourlyInput,
} from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  asJson,
  build,
  issuesOf,
  postJson,
  schemaIssues,
} from "../test-helper.js";
import { convertHourlyExample } from "./convert-hourly.js";

const URL = "/api/convert-hourly";

const CASES: [string, HourlyInput][] = [
  ["the spec's defaults", convertHourlyExample],
  ["unpaid holiday", { ...convertHourlyExample, paidHoliday: false }],
  [
    "part time at the minimum wage",
    {
      hourlyRate: 12.21,
      hoursPerWeek: 16,
      weeksPerYear: 52,
      holidayWeeks: 5.6,
    },
  ],
  [
    "no hours at all",
    { hourlyRate: 20, hoursPerWeek: 0, weeksPerYear: 52, holidayWeeks: 0 },
  ],
];

describe(`POST ${URL}`, () => {
  it.each(CASES)(
    "answers exactly what the engine answers for %s",
    async (_name, input) => {
      const app = await build();
      const response = await postJson(app, URL, input);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asJson(convertHourly(input)));
    },
  );

  it.each([
    ["hourlyRate", "Hourly rate must be positive"],
    ["hoursPerWeek", "Hours per week must be positive"],
    ["weeksPerYear", "Weeks per year must be positive"],
    ["holidayWeeks", "Holiday weeks must be positive"],
  ])(
    "answers 400 naming a negative %s with the spec's message",
    async (field, message) => {
      const app = await build();
      const body = { ...convertHourlyExample, [field]: -1 };
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues).toEqual([{ path: [field], message }]);
      expect(issues).toEqual(schemaIssues(hourlyInputSchema, body));
    },
  );

  it("answers the estimated take-home line by line with includeBreakdown (£20 × 40 h × 52, 2026/27)", async () => {
    const app = await build();
    const input: HourlyInput = {
      taxYear: "2026-27",
      hourlyRate: 20,
      hoursPerWeek: 40,
      weeksPerYear: 52,
      holidayWeeks: 4,
      includeBreakdown: true,
    };
    const response = await postJson(app, URL, input);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      annualSalary: number;
      breakdown: {
        incomeTax: { total: number };
        nationalInsurance: { employee: { total: number } };
        employer: { totalCost: number };
      };
    }>();
    // 20 × 40 × 52 = 41,600; tax (41,600 − 12,570) × 20 % = 5,806; NI 29,030 × 8 % = 2,322.40;
    // employer cost 41,600 + (41,600 − 5,000) × 15 % = 41,600 + 5,490 = 47,090.
    expect(body.annualSalary).toBe(41600);
    expect(body.breakdown.incomeTax.total).toBe(5806);
    expect(body.breakdown.nationalInsurance.employee.total).toBe(2322.4);
    expect(body.breakdown.employer.totalCost).toBe(47090);
    expect(body).toEqual(asJson(convertHourly(input)));
    const without = await postJson(app, URL, {
      ...input,
      includeBreakdown: false,
    });
    expect(without.json()).not.toHaveProperty("breakdown");
  });

  it("lists every failing field at once", async () => {
    const app = await build();
    const body = {
      hourlyRate: -1,
      hoursPerWeek: -1,
      weeksPerYear: -1,
      holidayWeeks: -1,
    };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues.map((issue) => issue.message)).toEqual([
      "Hourly rate must be positive",
      "Hours per week must be positive",
      "Weeks per year must be positive",
      "Holiday weeks must be positive",
    ]);
  });

  it("answers 400 for upper limits and holiday longer than the year", async () => {
    const app = await build();
    for (const body of [
      { ...convertHourlyExample, hoursPerWeek: 169 },
      { ...convertHourlyExample, weeksPerYear: 54 },
      { ...convertHourlyExample, holidayWeeks: 30, weeksPerYear: 20 },
    ]) {
      expect(issuesOf(await postJson(app, URL, body))).toEqual(
        schemaIssues(hourlyInputSchema, body),
      );
    }
  });

  it("answers 400 for an unknown field", async () => {
    const app = await build();
    const body = { ...convertHourlyExample, currency: "GBP" };
    expect(issuesOf(await postJson(app, URL, body))).toEqual(
      schemaIssues(hourlyInputSchema, body),
    );
  });
});
