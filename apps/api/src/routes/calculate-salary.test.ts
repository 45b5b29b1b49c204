import {
  calculateSalary,
  salaryInputSchema,
  type SalaryInput,
} from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  asJson,
  build,
  issuesOf,
  postJson,
  schemaIssues,
} from "../test-helper.js";
import { calculateSalaryExample } from "./calculate-salary.js";

const URL = "/api/calculate-salary";

const CASES: [string, SalaryInput][] = [
  ["the spec's defaults", calculateSalaryExample],
  [
    "a monthly Scottish salary with a plan 2 loan and a bonus",
    {
      ...calculateSalaryExample,
      grossSalary: 4250,
      payFrequency: "monthly",
      region: "scotland",
      taxCode: "S1257L",
      studentLoanPlan: "plan2",
      bonus: 3000,
    },
  ],
  [
    "£125,140 (allowance fully tapered)",
    { ...calculateSalaryExample, grossSalary: 125140 },
  ],
  [
    "weekly pay with benefits, overtime and childcare vouchers",
    {
      ...calculateSalaryExample,
      grossSalary: 700,
      payFrequency: "weekly",
      overtime: 1500,
      benefitsInKind: 2000,
      childcareVouchers: 2860,
    },
  ],
  [
    "a daily rate with salary sacrifice",
    {
      ...calculateSalaryExample,
      grossSalary: 350,
      payFrequency: "daily",
      pensionMethod: "salary-sacrifice",
    },
  ],
  [
    "a K code in Wales",
    { ...calculateSalaryExample, taxCode: "CK475", region: "wales" },
  ],
  ["only the required field", { grossSalary: 52000 }],
  [
    "the breakdown, with relief at source, two loans and a bonus",
    {
      ...calculateSalaryExample,
      grossSalary: 60000,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      bonus: 5000,
      includeBreakdown: true,
    },
  ],
  ["nothing earned", { ...calculateSalaryExample, grossSalary: 0 }],
];

describe(`POST ${URL}`, () => {
  it.each(CASES)(
    "answers exactly what the engine answers for %s",
    async (_name, input) => {
      const app = await build();
      const response = await postJson(app, URL, input);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual(asJson(calculateSalary(input)));
    },
  );

  it("gives the next £1 part by part in the breakdown (£28,000, 2026/27, no pension)", async () => {
    const app = await build();
    const response = await postJson(app, URL, {
      taxYear: "2026-27",
      grossSalary: 28000,
      pensionContribution: 0,
      includeBreakdown: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      marginalRate: number;
      breakdown: { marginalRate: Record<string, number> };
    }>();
    // Basic rate 20 % and NI 8 %: 0.28; no loan, no pension.
    expect(body.marginalRate).toBe(0.28);
    expect(body.breakdown.marginalRate).toEqual({
      total: 0.28,
      incomeTax: 0.2,
      nationalInsurance: 0.08,
      studentLoans: 0,
      pension: 0,
    });
  });

  it("says in the breakdown what salary sacrifice saves (£40,000, 5 % sacrifice, 2026/27)", async () => {
    const app = await build();
    const response = await postJson(app, URL, {
      taxYear: "2026-27",
      grossSalary: 40000,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
      includeBreakdown: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      breakdown: { salarySacrifice: unknown };
    }>();
    expect(body.breakdown.salarySacrifice).toEqual({
      sacrificed: 2000, // 5 % of 40,000
      withoutSacrifice: {
        incomeTax: 5486, // (40,000 − 12,570) × 20 % = 27,430 × 0.2
        nationalInsurance: 2194.4, // 27,430 × 8 %
        studentLoan: 0,
        employerNationalInsurance: 5250, // (40,000 − 5,000) × 15 %
      },
      saved: {
        incomeTax: 400, // 2,000 × 20 %
        nationalInsurance: 160, // 2,000 × 8 %
        studentLoan: 0,
        employerNationalInsurance: 300, // 2,000 × 15 %
      },
    });
  });

  it.each([
    ["grossSalary", -1, "Salary must be positive"],
    ["taxCode", "", "Tax code is required"],
    ["taxCode", "   ", "Tax code is required"],
    [
      "pensionContribution",
      100.5,
      "Pension contribution must be between 0% and 100%",
    ],
    [
      "pensionContribution",
      -1,
      "Pension contribution must be between 0% and 100%",
    ],
    ["bonus", -1, "Bonus must be positive"],
    ["overtime", -1, "Overtime must be positive"],
    ["benefitsInKind", -0.01, "Benefits in kind must be positive"],
    ["childcareVouchers", -5, "Childcare vouchers must be positive"],
  ])(
    "answers 400 naming %s (%j) with the spec's message",
    async (field, value, message) => {
      const app = await build();
      const body = { ...calculateSalaryExample, [field]: value };
      const response = await postJson(app, URL, body);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: "Bad Request",
      });
      expect(issuesOf(response)).toEqual([{ path: [field], message }]);
      expect(issuesOf(response)).toEqual(schemaIssues(salaryInputSchema, body));
    },
  );

  it("lists every failing field at once, as the engine's schema does", async () => {
    const app = await build();
    const body = {
      ...calculateSalaryExample,
      grossSalary: -1,
      payFrequency: "hourly",
      region: "mars",
      bonus: "lots",
      taxCode: 1257,
    };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual(schemaIssues(salaryInputSchema, body));
    expect(issues.map((issue) => issue.path[0]).sort()).toEqual(
      ["bonus", "grossSalary", "payFrequency", "region", "taxCode"].sort(),
    );
  });

  it("answers 400 for an invalid tax code and a missing salary", async () => {
    const app = await build();
    const invalid = { ...calculateSalaryExample, taxCode: "ABC" };
    expect(issuesOf(await postJson(app, URL, invalid))).toEqual(
      schemaIssues(salaryInputSchema, invalid),
    );
    const missing = { taxCode: "1257L" };
    expect(issuesOf(await postJson(app, URL, missing))).toEqual(
      schemaIssues(salaryInputSchema, missing),
    );
  });

  it("answers 400 for an unknown field", async () => {
    const app = await build();
    const body = { ...calculateSalaryExample, salary: 40000 };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual(schemaIssues(salaryInputSchema, body));
    expect(issues[0]?.message).toContain('"salary"');
  });

  it("answers the payslip figures of relief at source: £52,000 at 5 %, Plan 2 + postgraduate", async () => {
    // 2025/26, England. Payslip tax (no band extension): 37,700 × 20 % + 1,730 × 40 % = 8,232;
    // with the extension (basic band to 40,300): 39,430 × 20 % = 7,886; claim 346. Net after
    // the claim: 52,000 − 7,886 − 3,050.60 (NI) − 3,977.70 (2,117.70 + 1,860 loans) − 2,080
    // (80 % of 2,600) = 35,005.70; on the payslips 34,659.70, a month 2,888.31.
    const app = await build();
    const response = await postJson(app, URL, {
      grossSalary: 52000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      taxYear: "2025-26",
      includeBreakdown: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      breakdown: { incomeTax: Record<string, unknown> };
    }>();
    expect(body).toMatchObject({
      incomeTax: 7886,
      netAnnual: 35005.7,
      payslipIncomeTax: 8232,
      reliefAtSourceClaim: 346,
      payslipNetAnnual: 34659.7,
      payslipNetMonthly: 2888.31,
    });
    expect(body.breakdown.incomeTax).toMatchObject({
      payslipTotal: 8232,
      reliefAtSourceClaim: 346,
    });
  });
});
