import {
  calculateMortgage,
  calculateSalary,
  compareContractor,
  compareSalaries,
  compareSalariesResultSchema,
  contractorResultSchema,
  convertHourly,
  hourlyResultSchema,
  mortgageResultSchema,
  reverseCalculate,
  reverseResultSchema,
  salaryResultSchema,
} from "@uktax/engine";
import { calculatePayslips, payslipsResultSchema } from "@uktax/engine/payroll";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorSchema } from "./errors.js";
import { calculateMortgageExample } from "./routes/calculate-mortgage.js";
import {
  calculateSalaryExample,
  calculateSalaryHouseholdExample,
} from "./routes/calculate-salary.js";
import { compareContractorExample } from "./routes/compare-contractor.js";
import { compareSalariesExample } from "./routes/compare-salaries.js";
import { convertHourlyExample } from "./routes/convert-hourly.js";
import { payslipsExample } from "./routes/payslips.js";
import { reverseCalculateExample } from "./routes/reverse-calculate.js";
import {
  serializerCompiler,
  validatedByTheEngine,
} from "./schema-compilers.js";
import { build, postJson } from "./test-helper.js";

function compile(
  compiler: typeof serializerCompiler,
  schema: z.ZodType,
): (data: unknown) => string {
  return compiler({ schema, method: "POST", url: "/test", httpStatus: "200" });
}

const RESULTS: [string, z.ZodType, unknown][] = [
  ["salary", salaryResultSchema, calculateSalary(calculateSalaryExample)],
  [
    "salary with its breakdown",
    salaryResultSchema,
    calculateSalary({ ...calculateSalaryExample, includeBreakdown: true }),
  ],
  [
    "compare",
    compareSalariesResultSchema,
    compareSalaries(compareSalariesExample),
  ],
  [
    "compare with a household",
    compareSalariesResultSchema,
    compareSalaries({
      salaries: [calculateSalaryExample, calculateSalaryHouseholdExample],
    }),
  ],
  ["reverse", reverseResultSchema, reverseCalculate(reverseCalculateExample)],
  ["hourly", hourlyResultSchema, convertHourly(convertHourlyExample)],
  [
    "mortgage",
    mortgageResultSchema,
    calculateMortgage(calculateMortgageExample),
  ],
  [
    "contractor",
    contractorResultSchema,
    compareContractor(compareContractorExample),
  ],
  ["payslips", payslipsResultSchema, calculatePayslips(payslipsExample)],
  [
    "payslips on a K code and a week 1 basis, with every loan and a bonus",
    payslipsResultSchema,
    calculatePayslips({
      grossSalary: 20000,
      payFrequency: "weekly",
      taxCode: "K500 W1",
      region: "scotland",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      pensionContribution: 3,
      pensionMethod: "salary-sacrifice",
      niCategory: "M",
      bonus: { amount: 2000, period: 52 },
    }),
  ],
  [
    "payslips on a flat-rate code",
    payslipsResultSchema,
    calculatePayslips({ ...payslipsExample, taxCode: "BR" }),
  ],
  [
    "salary with the household and what brings it under each cliff",
    salaryResultSchema,
    calculateSalary(calculateSalaryHouseholdExample),
  ],
  [
    "reverse with a household and what brings it under each cliff",
    reverseResultSchema,
    reverseCalculate({
      ...reverseCalculateExample,
      childBenefitChildren: 2,
      savingsInterest: 2000,
      includeStayUnder: true,
    }),
  ],
];

describe("serializerCompiler", () => {
  it.each(RESULTS)(
    "writes the %s result exactly as zod's serialiser does",
    (_name, schema, result) => {
      expect(compile(serializerCompiler, schema)(result)).toBe(
        compile(zodSerializerCompiler, schema)(result),
      );
    },
  );

  it("drops keys the schema does not list, and skips absent optional keys, as zod does", () => {
    const schema = z.object({
      a: z.number(),
      b: z.object({ c: z.enum(["x", "y"]) }),
      d: z.string().optional(),
    });
    const data = { a: -0, b: { c: "y", hidden: 1 }, secret: "internal" };
    expect(compile(serializerCompiler, schema)(data)).toBe(
      compile(zodSerializerCompiler, schema)(data),
    );
    expect(compile(serializerCompiler, schema)(data)).toBe(
      '{"a":0,"b":{"c":"y"}}',
    );
  });

  it("refuses a reply missing a required field", () => {
    const schema = z.object({ a: z.number(), b: z.array(z.boolean()) });
    expect(() => compile(serializerCompiler, schema)({ a: 1 })).toThrow(
      /"b" is required/,
    );
  });

  it("writes an error body, with its issues' mixed paths, as zod's serialiser does", () => {
    const body = {
      statusCode: 400,
      error: "Bad Request",
      message: "m",
      issues: [{ path: ["a", 0], message: "x" }],
    };
    expect(compile(serializerCompiler, apiErrorSchema)(body)).toBe(
      compile(zodSerializerCompiler, apiErrorSchema)(body),
    );
  });

  it("turns a reply that does not match its schema into a logged 500", async () => {
    const lines: string[] = [];
    const app = await build(
      {
        logLevel: "error",
        logStream: { write: (line) => void lines.push(line) },
      },
      (app) => {
        app.post(
          "/api/test-bad-reply",
          { schema: { response: { 200: z.object({ total: z.number() }) } } },
          () => ({}),
        );
      },
    );
    const response = await postJson(app, "/api/test-bad-reply", {});
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      statusCode: 500,
      error: "Internal Server Error",
    });
    expect(lines.join("")).toContain('\\"total\\" is required');
  });
});

describe("validatorCompiler (routes the engine does not validate)", () => {
  it("answers 400 with every zod issue, on zod's path array", async () => {
    const schema = z.strictObject({
      items: z
        .array(
          z.strictObject({
            amount: z.number().min(0, "Amount must be positive"),
          }),
        )
        .min(1),
      name: z.string({ error: "Name is required" }),
    });
    const app = await build({}, (app) => {
      app.post("/api/test-validated", { schema: { body: schema } }, () => ({
        ok: true,
      }));
    });
    const body = { items: [{ amount: 1 }, { amount: -1 }], extra: true };
    const response = await postJson(app, "/api/test-validated", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "Request body is invalid: 3 problems",
      issues: [
        { path: ["items", 1, "amount"], message: "Amount must be positive" },
        { path: ["name"], message: "Name is required" },
        { path: ["extra"], message: 'Unrecognized key: "extra"' },
      ],
    });
    const ok = await postJson(app, "/api/test-validated", {
      items: [{ amount: 0 }],
      name: "x",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("answers each unknown field at its own path, as the engine does", async () => {
    const schema = z.strictObject({ name: z.string() });
    const app = await build({}, (app) => {
      app.post("/api/test-validated", { schema: { body: schema } }, () => ({
        ok: true,
      }));
    });
    const response = await postJson(app, "/api/test-validated", {
      name: "x",
      extra: 1,
      more: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown }>().issues).toEqual([
      { path: ["extra"], message: 'Unrecognized key: "extra"' },
      { path: ["more"], message: 'Unrecognized key: "more"' },
    ]);
  });
});

describe("validatedByTheEngine", () => {
  it("hands the body to the handler untouched, for the engine to validate", () => {
    const body = { grossSalary: "not a number", extra: [1] };
    expect(validatedByTheEngine()(body)).toEqual({ value: body });
  });
});
