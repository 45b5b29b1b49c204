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
import { calculateSalaryExample } from "./routes/calculate-salary.js";
import { compareContractorExample } from "./routes/compare-contractor.js";
import { compareSalariesExample } from "./routes/compare-salaries.js";
import { convertHourlyExample } from "./routes/convert-hourly.js";
import { payslipsExample } from "./routes/payslips.js";
import { reverseCalculateExample } from "./routes/reverse-calculate.js";
import {
  hasCompiledWriter,
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

  it.each(RESULTS)(
    "writes the %s result with a writer compiled from its schema, not zod's",
    (_name, schema) => {
      expect(hasCompiledWriter(schema)).toBe(true);
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

  it.each([
    ["a missing field", { a: 1 }],
    ["a string for a number", { a: "1", b: [true] }],
    ["NaN", { a: Number.NaN, b: [true] }],
    ["Infinity", { a: Number.POSITIVE_INFINITY, b: [true] }],
    ["a wrong array item", { a: 1, b: [true, "no"] }],
    ["null", null],
    ["an array", [1]],
  ])("refuses a reply with %s", (_name, data) => {
    const schema = z.object({ a: z.number(), b: z.array(z.boolean()) });
    expect(() => compile(serializerCompiler, schema)(data)).toThrow(
      /does not match its response schema/,
    );
  });

  it.each([
    [{ a: 1 }, ".b: expected a value"],
    [{ a: 1, b: [true, "no"] }, ".b[1]: expected a boolean"],
    [
      { a: 1, b: [true], c: { d: Number.NaN } },
      ".c.d: expected a finite number",
    ],
    [{ a: "1", b: [true] }, ".a: expected a finite number"],
  ])("names where a reply departs from its schema: %j", (data, where) => {
    const schema = z.object({
      a: z.number(),
      b: z.array(z.boolean()),
      c: z.object({ d: z.number() }).optional(),
    });
    expect(() => compile(serializerCompiler, schema)(data)).toThrow(
      `does not match its response schema: ${where}`,
    );
  });

  it("checks a number's whole-number and range rules, and a union's tag, as zod does", () => {
    const schema = z.object({
      period: z.number().int().min(1).max(52),
      reason: z.discriminatedUnion("code", [
        z.object({ code: z.literal("a"), x: z.number() }),
        z.object({ code: z.literal("b"), y: z.string() }),
      ]),
    });
    expect(hasCompiledWriter(schema)).toBe(true);
    const write = compile(serializerCompiler, schema);
    const good = { period: 52, reason: { code: "b", y: "z", x: 1 } };
    expect(write(good)).toBe(compile(zodSerializerCompiler, schema)(good));
    expect(write(good)).toBe('{"period":52,"reason":{"code":"b","y":"z"}}');
    for (const bad of [
      { period: 1.5, reason: { code: "a", x: 1 } },
      { period: 0, reason: { code: "a", x: 1 } },
      { period: 53, reason: { code: "a", x: 1 } },
      { period: 1, reason: { code: "c", x: 1 } },
      { period: 1, reason: { code: "a", y: "z" } },
      { period: 1, reason: null },
    ]) {
      expect(() => write(bad)).toThrow(/does not match its response schema/);
      expect(() => compile(zodSerializerCompiler, schema)(bad)).toThrow();
    }
  });

  it("leaves schemas it does not compile (unions, checks) to zod", () => {
    const body = {
      statusCode: 400,
      error: "Bad Request",
      message: "m",
      issues: [{ path: ["a", 0], message: "x" }],
    };
    expect(compile(serializerCompiler, apiErrorSchema)(body)).toBe(
      compile(zodSerializerCompiler, apiErrorSchema)(body),
    );
    expect(() =>
      compile(serializerCompiler, apiErrorSchema)({ ...body, statusCode: 1.5 }),
    ).toThrow();
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
          () => ({
            total: "lots",
          }),
        );
      },
    );
    const response = await postJson(app, "/api/test-bad-reply", {});
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      statusCode: 500,
      error: "Internal Server Error",
    });
    expect(lines.join("")).toContain(".total: expected a finite number");
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
