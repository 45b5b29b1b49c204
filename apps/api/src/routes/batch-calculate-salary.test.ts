import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import { calculateSalary } from "@uktax/engine";
import {
  afterAll,
  beforeAll,
  describe,
  expect,
  it,
  onTestFinished,
} from "vitest";
import { dereference, type JsonSchema } from "../json-schema-arbitrary.js";
import { BODY_LIMIT_BYTES, buildApp } from "../app.js";
import { asJson, build, postJson, startRedis } from "../test-helper.js";
import { calculateSalaryExample } from "./calculate-salary.js";

const BATCH = "/api/batch/calculate-salary";
const SINGLE = "/api/calculate-salary";
const NDJSON = "application/x-ndjson";

/** Three rows: two years other than the default, and one with two bad fields. */
const THREE_INPUTS = [
  { grossSalary: 45000, taxYear: "2024-25", studentLoanPlan: "plan2" },
  { grossSalary: 60000, taxYear: "2026-27", pensionContribution: 5 },
  { grossSalary: -1, region: "mars" },
];

/** A small valid input, repeated for the large batches. */
const SMALL = { grossSalary: 40000 };

interface BatchEntry {
  index: number;
  result?: { taxYear: string } & Record<string, unknown>;
  error?: {
    statusCode: number;
    error: string;
    message: string;
    issues?: { path: (string | number)[]; message: string }[];
  };
}

function rows(count: number): { inputs: (typeof SMALL)[] } {
  return { inputs: Array.from({ length: count }, () => SMALL) };
}

function results(response: LightMyRequestResponse): BatchEntry[] {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json<{ results: BatchEntry[] }>().results;
}

/** A 400 in the one error shape, naming one field with this message. */
function envelopeError(path: (string | number)[], message: string | RegExp) {
  return {
    statusCode: 400,
    error: "Bad Request",
    message: "Request body is invalid: 1 problem",
    issues: [
      {
        path,
        message:
          typeof message === "string"
            ? message
            : (expect.stringMatching(message) as unknown),
      },
    ],
  };
}

describe("POST /api/batch/calculate-salary", () => {
  // One app for these tests: they keep no state but the rate limit, set out of their way here.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ logLevel: "silent", rateLimitMax: 1_000_000 });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers each input in order as the single endpoint does, a bad row in its place", async () => {
    const singles = await Promise.all(
      THREE_INPUTS.map((input) => postJson(app, SINGLE, input)),
    );
    expect(singles.map((single) => single.statusCode)).toEqual([200, 200, 400]);

    const answer = results(
      await postJson(app, BATCH, { inputs: THREE_INPUTS }),
    );
    expect(answer).toEqual([
      { index: 0, result: singles[0]?.json<unknown>() },
      { index: 1, result: singles[1]?.json<unknown>() },
      { index: 2, error: singles[2]?.json<unknown>() },
    ]);
    // Each row's own year, not the default one.
    expect(answer.map((entry) => entry.result?.taxYear)).toEqual([
      "2024-25",
      "2026-27",
      undefined,
    ]);
    expect(answer[2]?.error?.statusCode).toBe(400);
    expect(answer[2]?.error?.issues?.map((issue) => issue.path)).toEqual([
      ["grossSalary"],
      ["region"],
    ]);
  });

  it("answers a batch of bad rows with 200, each row its own error", async () => {
    const answer = results(
      await postJson(app, BATCH, { inputs: [{}, { grossSalary: "x" }] }),
    );
    expect(
      answer.map((entry) => [entry.index, entry.error?.statusCode]),
    ).toEqual([
      [0, 400],
      [1, 400],
    ]);
    expect(answer.every((entry) => entry.result === undefined)).toBe(true);
  });

  it("streams one NDJSON line per input with Accept: application/x-ndjson, each the JSON mode's entry", async () => {
    const json = results(await postJson(app, BATCH, { inputs: THREE_INPUTS }));
    const streamed = await postJson(
      app,
      BATCH,
      { inputs: THREE_INPUTS },
      { headers: { accept: NDJSON } },
    );
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers["content-type"]).toBe(NDJSON);
    expect(streamed.body.endsWith("\n")).toBe(true);
    const lines = streamed.body.slice(0, -1).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(json);
  });

  it("answers each row's household figures (issue 30), as JSON and as NDJSON, a bad household row in its place", async () => {
    const inputs = [
      { grossSalary: 70000, taxYear: "2025-26", childBenefitChildren: 2 },
      { grossSalary: 60000, taxYear: "2025-26", savingsInterest: 2000 },
      { grossSalary: 30000, taxYear: "2026-27", dividends: 3000 },
      {
        grossSalary: 100001,
        taxYear: "2025-26",
        childBenefitChildren: 1,
        includeStayUnder: true,
      },
      { grossSalary: 30000, taxCode: "BR", dividends: 3000 },
      { grossSalary: 30000, childBenefitChildren: 1.5 },
    ];
    const answer = results(await postJson(app, BATCH, { inputs }));
    const [children, savings, dividends, overLimit, onBR, halfChild] = answer;
    // (26.05 + 17.25) × 52 = 2,251.60; 50 % of £2,251 → £1,125, collected outside payroll.
    expect(children?.result).toMatchObject({
      childBenefit: 2251.6,
      highIncomeChildBenefitCharge: 1125,
      taxOutsidePayroll: 1125,
      childcareSupport: {
        lost: false,
        yourIncomeOverLimit: 0,
        partnerIncomeOverLimit: 0,
        taxFreeChildcareAtStake: 4000,
      },
    });
    expect(children?.result).not.toHaveProperty("toStayUnder");
    // Higher rate: (2,000 − 500) × 40 %.
    expect(savings?.result).toMatchObject({ savingsTax: 600 });
    // 2026/27: (3,000 − 500) × 10.75 %.
    expect(dividends?.result).toMatchObject({ dividendTax: 268.75 });
    expect(overLimit?.result).toMatchObject({
      childcareSupport: { lost: true, yourIncomeOverLimit: 1 },
    });
    expect(
      (
        overLimit?.result?.["toStayUnder"] as { adjustedNetIncome: number }[]
      ).map((cliff) => cliff.adjustedNetIncome),
    ).toEqual([60000, 80000, 100000]);
    expect(onBR?.error?.issues).toEqual([
      {
        path: ["dividends"],
        message:
          "Dividends can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not BR",
      },
    ]);
    expect(halfChild?.error?.issues).toEqual([
      {
        path: ["childBenefitChildren"],
        message: "Children must be a whole number",
      },
    ]);
    // Each row as the single endpoint answers it, and streamed alike.
    for (const [index, input] of inputs.entries()) {
      const single = await postJson(app, SINGLE, input);
      expect(answer[index]?.result ?? answer[index]?.error).toEqual(
        single.json(),
      );
    }
    const streamed = await postJson(
      app,
      BATCH,
      { inputs },
      { headers: { accept: NDJSON } },
    );
    const lines = streamed.body.slice(0, -1).split("\n");
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(answer);
  });

  describe("refuses a bad envelope with one 400 naming the field", () => {
    it.each([
      ["no inputs", {}, ["inputs"], /expected array, received undefined/],
      [
        "inputs not an array",
        { inputs: { grossSalary: 1 } },
        ["inputs"],
        /expected array, received object/,
      ],
      [
        "an empty array",
        { inputs: [] },
        ["inputs"],
        "inputs must hold at least one salary input",
      ],
      [
        "an unknown top-level key",
        { inputs: [SMALL], input: [SMALL] },
        ["input"],
        'Unrecognized key: "input"',
      ],
    ])("%s", async (_name, body, path, message) => {
      const response = await postJson(app, BATCH, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(envelopeError(path, message));
    });

    it("10,001 rows", async () => {
      const response = await postJson(app, BATCH, rows(10_001));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        envelopeError(
          ["inputs"],
          "inputs must hold at most 10000 salary inputs",
        ),
      );
    });

    it("a body that is not a JSON object", async () => {
      const response = await postJson(app, BATCH, [SMALL]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        envelopeError([], /expected object, received array/),
      );
    });
  });

  it("accepts 10,000 rows", async () => {
    const single = await postJson(app, SINGLE, SMALL);
    const answer = results(await postJson(app, BATCH, rows(10_000)));
    expect(answer).toHaveLength(10_000);
    expect(answer[9_999]).toEqual({
      index: 9_999,
      result: single.json<unknown>(),
    });
    expect(answer.every((entry, index) => entry.index === index)).toBe(true);
  });

  it("accepts a body of exactly 4 MiB and answers 413 one byte over, in the one error shape", async () => {
    const json = JSON.stringify({ inputs: [SMALL] });
    const limit = 4 * 1024 * 1024;
    const send = (bytes: number) =>
      app.inject({
        method: "POST",
        url: BATCH,
        headers: { "content-type": "application/json" },
        // JSON allows trailing whitespace: the body stays valid at any size.
        payload: json + " ".repeat(bytes - json.length),
      });
    const atLimit = await send(limit);
    expect(results(atLimit)).toHaveLength(1);
    const over = await send(limit + 1);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      statusCode: 413,
      error: "Payload Too Large",
      message: "Request body is larger than the 4 MiB limit",
    });
    // The single endpoint keeps its own limit and message.
    const single = await app.inject({
      method: "POST",
      url: SINGLE,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(SMALL) + " ".repeat(BODY_LIMIT_BYTES),
    });
    expect(single.statusCode).toBe(413);
    expect(single.json<{ message: string }>().message).toBe(
      "Request body is larger than the 6 KiB limit",
    );
  });
});

describe("the batch against the rate limit", () => {
  async function limited(): Promise<FastifyInstance> {
    return build({ rateLimitMax: 5, batchRowsPerRequest: 100 });
  }

  function expectRateLimited(response: LightMyRequestResponse): void {
    expect(response.statusCode).toBe(429);
    expect(response.headers["x-ratelimit-limit"]).toBe("5");
    expect(response.headers["x-ratelimit-remaining"]).toBe("0");
    expect(Number(response.headers["x-ratelimit-reset"])).toBeGreaterThan(50);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(50);
  }

  it("counts 250 rows as 3 requests: two single requests pass, the next is refused", async () => {
    const app = await limited();
    results(await postJson(app, BATCH, rows(250)));
    const first = await postJson(app, SINGLE, SMALL);
    const second = await postJson(app, SINGLE, SMALL);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await postJson(app, SINGLE, SMALL);
    expectRateLimited(third);
    expect(third.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: "Rate limit exceeded, retry in 1 minute",
    });
    expect(
      (await app.inject({ method: "GET", url: "/health" })).statusCode,
    ).toBe(200);
  });

  it("accepts a batch that spends the budget exactly, then refuses the next request", async () => {
    const app = await limited();
    results(await postJson(app, BATCH, rows(500)));
    expectRateLimited(await postJson(app, SINGLE, SMALL));
  });

  it("refuses a batch bigger than the remaining budget with 429 in the one error shape", async () => {
    const app = await limited();
    for (let i = 0; i < 2; i += 1)
      expect((await postJson(app, SINGLE, SMALL)).statusCode).toBe(200);
    const refused = await postJson(app, BATCH, rows(301));
    expectRateLimited(refused);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: expect.stringMatching(
        /^Rate limit exceeded: this batch counts as 4 requests \(100 rows each\), retry in \d+ seconds$/,
      ) as unknown,
    });
    // Another client has its own budget; /health is outside the limit.
    results(
      await postJson(app, BATCH, rows(300), { remoteAddress: "192.0.2.9" }),
    );
    expect(
      (await app.inject({ method: "GET", url: "/health" })).statusCode,
    ).toBe(200);
  });

  it("does not count a refused envelope against the budget", async () => {
    const app = await limited();
    for (let i = 0; i < 10; i += 1)
      expect((await postJson(app, BATCH, { inputs: [] })).statusCode).toBe(400);
    results(await postJson(app, BATCH, rows(500)));
  });

  it("stops counting once the budget is spent (a huge batch is not one store command per 100 rows)", async () => {
    const redisUrl = await startRedis();
    const app = await build({
      rateLimitMax: 5,
      batchRowsPerRequest: 1,
      redisUrl,
      // The count is the subject, not the breaker: on a loaded machine a command can take longer
      // than the production 100 ms, which would open the breaker and count in memory instead.
      redisBreaker: { commandTimeoutMs: 5_000 },
    });
    const refused = await postJson(app, BATCH, rows(10_000), {
      remoteAddress: "192.0.2.7",
    });
    expectRateLimited(refused);
    const redis = new Redis(redisUrl);
    onTestFinished(() => {
      redis.disconnect();
    });
    // The budget of 5, and the one count that found it spent.
    expect(await redis.get("uktax-rate-limit:192.0.2.7")).toBe("6");
  });
});

describe("the batch in the OpenAPI document", () => {
  it("has its request and response schemas and says how to stream NDJSON", async () => {
    const app = await build();
    const response = await app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    const named = response.json<{
      paths: Record<string, Record<string, OpenApiOperation>>;
      components: { schemas: Record<string, JsonSchema> };
    }>();
    const operation = named.paths[BATCH]?.["post"];
    /** A schema with the named schemas it refers to ($ref) written out in place. */
    const inline = (schema: OpenApiSchema | undefined) =>
      dereference(
        (schema ?? {}) as JsonSchema,
        named.components.schemas,
      ) as OpenApiSchema;
    expect(operation).toBeDefined();
    expect(operation?.description).toContain("Accept: application/x-ndjson");
    expect(operation?.description).toContain("one JSON line per input");

    const body = inline(
      operation?.requestBody?.content["application/json"]?.schema,
    );
    expect(body.type).toBe("object");
    expect(body.required).toEqual(["inputs"]);
    expect(body.additionalProperties).toBe(false);
    expect(body.properties?.["inputs"]).toMatchObject({
      type: "array",
      minItems: 1,
      maxItems: 10000,
      items: {
        type: "object",
        properties: { grossSalary: { type: "number" } },
      },
    });
    expect(
      operation?.requestBody?.content["application/json"]?.example,
    ).toEqual({ inputs: [calculateSalaryExample, { grossSalary: -1 }] });

    const ok = inline(
      operation?.responses["200"]?.content["application/json"]?.schema,
    );
    // A row's result is the single endpoint's SalaryResult, its error the ApiError.
    expect(ok.properties?.["results"]).toMatchObject({
      type: "array",
      items: {
        type: "object",
        properties: {
          index: { type: "integer" },
          result: {
            allOf: [
              {
                type: "object",
                properties: { netAnnual: { type: "number" } },
              },
            ],
          },
          error: {
            allOf: [
              {
                type: "object",
                properties: { statusCode: { type: "integer" } },
              },
            ],
          },
        },
      },
    });
    expect(
      operation?.responses["200"]?.content["application/json"]?.example,
    ).toEqual({
      results: [
        { index: 0, result: asJson(calculateSalary(calculateSalaryExample)) },
        {
          index: 1,
          error: {
            statusCode: 400,
            error: "Bad Request",
            message: "grossSalary: Salary must be positive",
            issues: [
              { path: ["grossSalary"], message: "Salary must be positive" },
            ],
          },
        },
      ],
    });
    // Its errors are the shared ones of every POST, by reference.
    expect(Object.keys(operation?.responses ?? {})).toEqual([
      "200",
      "400",
      "413",
      "415",
      "429",
      "500",
    ]);
  });
});

interface OpenApiSchema {
  type?: string;
  required?: string[];
  additionalProperties?: unknown;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
}

interface OpenApiOperation {
  description?: string;
  requestBody?: {
    content: Record<string, { schema?: OpenApiSchema; example?: unknown }>;
  };
  responses: Record<
    string,
    { content: Record<string, { schema?: OpenApiSchema; example?: unknown }> }
  >;
}
