// The OpenAPI document as a contract: valid OpenAPI 3.0, versioned, every operation named and
// every body and reply a named component, every error documented where it can happen, and a
// standard JSON Schema validator (Ajv) agreeing with the API on 2,000 bodies.
import { createRequire } from "node:module";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  arbitraryFor,
  dereference,
  type JsonSchema,
} from "./json-schema-arbitrary.js";
import {
  build,
  postJson,
  CALCULATOR_INPUTS,
  fieldSchema,
} from "./test-helper.js";
import { BODY_LIMIT_BYTES } from "./app.js";
import { BATCH_BODY_LIMIT_BYTES } from "./routes/batch-calculate-salary.js";

const { version } = createRequire(import.meta.url)("../package.json") as {
  version: string;
};

interface Reference {
  $ref: string;
}
interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response | Reference>;
}
interface OpenApiDocument {
  openapi: string;
  info: { version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    headers: Record<string, unknown>;
  };
}

const JSON_TYPE = "application/json";
const BATCH = "/api/batch/calculate-salary";
const SCHEMAS = "#/components/schemas/";
const RESPONSES = "#/components/responses/";

async function documentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: "GET", url: "/docs/json" });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

/**
 * A body's or a reply's examples, by name: its one `example` as `example`, or its `examples`
 * (never both: OpenAPI 3.0 forbids it).
 */
function examplesOf(media: MediaType | undefined): Map<string, unknown> {
  if (media?.example !== undefined) {
    expect(media.examples).toBeUndefined();
    return new Map([["example", media.example]]);
  }
  return new Map(
    Object.entries(media?.examples ?? {}).map(([name, { value }]) => [
      name,
      value,
    ]),
  );
}

/** Every operation of the document, with its path and method. */
function operations(
  document: OpenApiDocument,
): { path: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      operation,
    })),
  );
}

function isReference(value: unknown): value is Reference {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Reference).$ref === "string"
  );
}

/** A response, looked up in components.responses when it is a reference. */
function resolveResponse(
  document: OpenApiDocument,
  response: Response | Reference | undefined,
): Response {
  if (response === undefined) throw new Error("no such response");
  if (!isReference(response)) return response;
  expect(response.$ref.startsWith(RESPONSES)).toBe(true);
  const found =
    document.components.responses[response.$ref.slice(RESPONSES.length)];
  if (found === undefined) throw new Error(`unresolved ${response.$ref}`);
  return found;
}

/** The component a `{ $ref }` schema names, failing the test if it is not one. */
function componentName(document: OpenApiDocument, schema: unknown): string {
  expect(isReference(schema), JSON.stringify(schema)).toBe(true);
  const ref = (schema as Reference).$ref;
  expect(ref.startsWith(SCHEMAS)).toBe(true);
  const name = ref.slice(SCHEMAS.length);
  expect(document.components.schemas[name], name).toBeDefined();
  return name;
}

/**
 * Ajv (JSON Schema draft-07, strict) over the document's components. OpenAPI 3.0's `nullable` is
 * Ajv's own keyword; `components` is declared so the document's pointers resolve; and, unless
 * `standard`, `x-decimal-places` is taught to Ajv as a client that honours the extension would.
 * A standard validator knows no `x-` keyword: `standard` Ajv ignores it.
 */
function ajvFor(
  document: OpenApiDocument,
  { standard = false } = {},
): (component: string) => ValidateFunction {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addVocabulary(["components"]);
  if (standard) ajv.addVocabulary(["x-decimal-places"]);
  else
    ajv.addKeyword({
      keyword: "x-decimal-places",
      type: "number",
      schemaType: "number",
      validate: (places: number, value: number) =>
        Number(value.toFixed(places)) === value,
    });
  const base = "https://uktax.test/openapi.json";
  ajv.addSchema({ $id: base, components: document.components });
  return (component) => {
    const validate = ajv.getSchema(`${base}#/components/schemas/${component}`);
    if (validate === undefined) throw new Error(`no component ${component}`);
    return validate;
  };
}

/**
 * The document with every object of its replies closed (`additionalProperties: false`), as this
 * version sends them: replies are documented open to later fields, and this checks that the
 * document lists every field the API sends today.
 */
function withRepliesClosed(document: OpenApiDocument): OpenApiDocument {
  const close = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(close);
    if (typeof value !== "object" || value === null) return value;
    const copy = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, close(item)]),
    );
    return (value as JsonSchema).type === "object" && "properties" in value
      ? { ...copy, additionalProperties: false }
      : copy;
  };
  const schemas = Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, schema]) => [
      name,
      name.endsWith("Input") ? schema : (close(schema) as JsonSchema),
    ]),
  );
  return { ...document, components: { ...document.components, schemas } };
}

const OPERATION_IDS: Readonly<Record<string, string>> = {
  "post /api/calculate-salary": "calculateSalary",
  "post /api/compare-salaries": "compareSalaries",
  "post /api/reverse-calculate": "reverseCalculate",
  "post /api/convert-hourly": "convertHourly",
  "post /api/calculate-mortgage": "calculateMortgage",
  "post /api/compare-contractor": "compareContractor",
  "post /api/payslips": "calculatePayslips",
  "post /api/batch/calculate-salary": "calculateSalaryBatch",
  "get /api/tax-years": "listTaxYears",
  "get /health": "getHealth",
};

/** Each operation's statuses: its own answers and, by reference, the errors it can answer. */
const POST_STATUSES = ["200", "400", "413", "415", "429", "500"];
const STATUSES: Readonly<Record<string, readonly string[]>> = {
  "get /api/tax-years": ["200", "429", "500"],
  "get /health": ["200", "500", "503"],
};

describe("the OpenAPI document", () => {
  // The first test builds the app (every route's schemas compiled): 0.6 s on a quiet machine,
  // over vitest's 5 s default once under several times that load.
  it("is a valid OpenAPI 3.0 document", { timeout: 30_000 }, async () => {
    const document = await documentOf(await build());
    expect(document.openapi).toBe("3.0.3");
    const result = await new Validator().validate(
      document as unknown as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("is versioned by the package: info.version is apps/api/package.json's, semver", async () => {
    const document = await documentOf(await build());
    expect(document.info.version).toBe(version);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(version.split(".")[0])).toBeGreaterThanOrEqual(1);
  });

  it("names every operation, each once", async () => {
    const document = await documentOf(await build());
    const ids = Object.fromEntries(
      operations(document).map(({ path, method, operation }) => [
        `${method} ${path}`,
        operation.operationId,
      ]),
    );
    expect(ids).toEqual(OPERATION_IDS);
  });

  it("refers every request body and every reply to a named component", async () => {
    const document = await documentOf(await build());
    const named = new Set<string>();
    for (const { path, method, operation } of operations(document)) {
      const key = `${method} ${path}`;
      if (method === "post") {
        expect(operation.requestBody?.required, key).toBe(true);
        const body = operation.requestBody?.content[JSON_TYPE];
        named.add(componentName(document, body?.schema));
        expect(examplesOf(body).size, key).toBeGreaterThan(0);
      }
      expect(Object.keys(operation.responses), key).toEqual(
        STATUSES[key] ?? POST_STATUSES,
      );
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = resolveResponse(document, response).content?.[
          JSON_TYPE
        ];
        named.add(componentName(document, content?.schema));
        // The errors are shared responses; the operation's own answers are its own.
        expect(isReference(response), `${key} ${status}`).toBe(
          status >= "400" && status !== "503",
        );
      }
    }
    // Every component is a body or a reply, and none is left over.
    expect([...named].sort()).toEqual(
      Object.keys(document.components.schemas).sort(),
    );
    expect(named).toEqual(
      new Set([
        "SalaryInput",
        "CompareSalariesInput",
        "ReverseInput",
        "HourlyInput",
        "MortgageInput",
        "ContractorInput",
        "PayslipsInput",
        "SalaryResult",
        "CompareSalariesResult",
        "ReverseResult",
        "HourlyResult",
        "MortgageResult",
        "ContractorResult",
        "PayslipsResult",
        "BatchSalaryInput",
        "BatchSalaryResult",
        "TaxYearList",
        "Health",
        "HealthDraining",
        "ApiError",
      ]),
    );
  });

  it("keeps the engine's descriptions (zod's global metadata, read through the API's registry)", async () => {
    const document = await documentOf(await build());
    const salary = document.components.schemas["SalaryInput"] as JsonSchema & {
      description?: string;
      properties: Record<string, { description?: string }>;
    };
    expect(salary.description).toMatch(
      /^Rules across fields: gross pay a year/,
    );
    expect(salary.properties["postgraduateLoan"]?.description).toBe(
      "A postgraduate loan besides `studentLoanPlan` (6 % over its own threshold).",
    );
    expect(
      JSON.stringify(document.components.schemas["PayslipsResult"]),
    ).toContain("calculateSalary's answer for the same inputs");
  });

  it("documents the one-reply working: includeBreakdown on reverse and hourly, their breakdown, and the breakdown's salary sacrifice and marginal total", async () => {
    const document = await documentOf(await build());
    type Described = JsonSchema & {
      properties: Record<string, JsonSchema & { description?: string }>;
    };
    const schema = (name: string) =>
      document.components.schemas[name] as Described;
    for (const input of ["SalaryInput", "ReverseInput", "HourlyInput"])
      expect(
        schema(input).properties["includeBreakdown"]?.description,
        input,
      ).toMatch(/^Add `breakdown` to the result/);
    for (const result of ["SalaryResult", "ReverseResult", "HourlyResult"]) {
      const breakdown = JSON.stringify(schema(result).properties["breakdown"]);
      expect(breakdown, result).toContain('"salarySacrifice"');
      expect(breakdown, result).toContain('"withoutSacrifice"');
      expect(breakdown, result).toContain(
        "What salary sacrifice saves, the employee and the employer.",
      );
      expect(breakdown, result).toContain(
        "The result's marginalRate: income tax, employee NI and student loans",
      );
    }
  });

  it("documents the household of issue 30: its inputs and results on take-home, reverse and compare, childcare support's fields, toStayUnder only when asked", async () => {
    const document = await documentOf(await build());
    type Described = JsonSchema & {
      description?: string;
      properties: Record<string, Described>;
      required?: string[];
    };
    const schema = (name: string) =>
      dereference(
        { $ref: `${SCHEMAS}${name}` },
        document.components.schemas,
      ) as Described;
    const inputs = [
      "childBenefitChildren",
      "partnerAdjustedNetIncome",
      "savingsInterest",
      "dividends",
      "propertyIncome",
      "propertyExpenses",
      "giftAidDonations",
      "blindPersonsAllowance",
      "includeStayUnder",
    ];
    const salaryOfCompare = schema("CompareSalariesInput").properties[
      "salaries"
    ]?.items as Described;
    for (const [name, input] of [
      ["SalaryInput", schema("SalaryInput")],
      ["ReverseInput", schema("ReverseInput")],
      ["CompareSalariesInput's salaries", salaryOfCompare],
    ] as const) {
      for (const field of inputs)
        expect(
          input.properties[field]?.description,
          `${name} ${field}`,
        ).toBeTruthy();
      // All optional: an earlier body gets the same answer.
      expect(input.required ?? [], name).not.toContain("childBenefitChildren");
      expect(input.properties["childBenefitChildren"], name).toMatchObject({
        type: "integer",
        minimum: 0,
        maximum: 20,
      });
      expect(input.description, name).toContain(
        "savingsInterest, dividends, propertyIncome, giftAidDonations and blindPersonsAllowance need a tax code that gives an allowance",
      );
    }
    const results = [
      "adjustedNetIncome",
      "childBenefit",
      "childBenefitChargedTo",
      "highIncomeChildBenefitCharge",
      "propertyProfits",
      "propertyIncomeTax",
      "savingsTax",
      "dividendTax",
      "totalIncomeTax",
      "taxThroughPayroll",
      "payTaxAdjustment",
      "taxOutsidePayroll",
      "yearNetIncome",
      "yearMarginalRate",
      "childcareSupport",
    ];
    const resultsOfCompare = (
      schema("CompareSalariesResult").properties["salaries"]?.items as Described
    ).properties["results"] as Described;
    for (const [name, result] of [
      ["SalaryResult", schema("SalaryResult")],
      ["ReverseResult", schema("ReverseResult")],
      ["CompareSalariesResult's results", resultsOfCompare],
    ] as const) {
      for (const field of results) {
        expect(
          result.properties[field]?.description,
          `${name} ${field}`,
        ).toBeTruthy();
        expect(result.required, `${name} ${field}`).toContain(field);
      }
      const childcare = result.properties["childcareSupport"];
      expect(childcare?.type, name).toBe("object");
      expect(Object.keys(childcare?.properties ?? {}).sort(), name).toEqual(
        [
          "lost",
          "partnerIncomeOverLimit",
          "taxFreeChildcareAtStake",
          "yourIncomeOverLimit",
        ].sort(),
      );
      for (const field of Object.values(childcare?.properties ?? {}))
        expect(field.description, name).toBeTruthy();
      // Only with includeStayUnder: documented, never required.
      const stayUnder = result.properties["toStayUnder"];
      expect(result.required, name).not.toContain("toStayUnder");
      expect(stayUnder?.type, name).toBe("array");
      expect(stayUnder?.description, name).toMatch(
        /^Only with includeStayUnder: true\./,
      );
      expect(
        Object.keys((stayUnder?.items as Described).properties).sort(),
        name,
      ).toEqual(
        [
          "reasons",
          "adjustedNetIncome",
          "excess",
          "pensionContribution",
          "extraPension",
          "takeHomeCost",
          "taxSaved",
          "chargeSaved",
          "childcareSupportSaved",
          "giftAidDonation",
          "giftAidCost",
        ].sort(),
      );
    }
  });

  it("gives calculate-salary a household example beside the defaults, each body and reply valid by its schema (replies closed)", async () => {
    const document = await documentOf(await build());
    const validate = ajvFor(document);
    const closed = ajvFor(withRepliesClosed(document));
    const salary = document.paths["/api/calculate-salary"]?.["post"];
    const body = salary?.requestBody?.content[JSON_TYPE];
    const ok = resolveResponse(document, salary?.responses["200"]).content?.[
      JSON_TYPE
    ];
    expect(Object.keys(body?.examples ?? {})).toEqual(["default", "household"]);
    expect(Object.keys(ok?.examples ?? {})).toEqual(["default", "household"]);
    expect(body?.examples?.["household"]?.value).toMatchObject({
      childBenefitChildren: 2,
      includeStayUnder: true,
    });
    expect(ok?.examples?.["household"]?.value).toHaveProperty("toStayUnder");
    // Every operation's examples, the household one among them.
    for (const { path, method, operation } of operations(document)) {
      const request = operation.requestBody?.content[JSON_TYPE];
      const reply = resolveResponse(document, operation.responses["200"])
        .content?.[JSON_TYPE];
      const requests = examplesOf(request);
      const replies = examplesOf(reply);
      if (request !== undefined)
        expect([...replies.keys()], `${method} ${path}`).toEqual([
          ...requests.keys(),
        ]);
      // The batch's example shows a bad row answered in its place: its body is not valid.
      for (const [name, value] of path === BATCH ? [] : requests) {
        const valid = validate(componentName(document, request?.schema));
        expect(
          valid(value),
          `${path} ${name}: ${JSON.stringify(valid.errors)}`,
        ).toBe(true);
      }
      for (const [name, value] of replies) {
        const valid = closed(componentName(document, reply?.schema));
        expect(
          valid(value),
          `${path} ${name}: ${JSON.stringify(valid.errors)}`,
        ).toBe(true);
      }
    }
  });

  it("closes bodies to unknown fields and leaves replies open to the fields a minor version may add", async () => {
    const document = await documentOf(await build());
    /** Every object schema in a value, with whether it forbids additional properties. */
    const objects = (
      value: unknown,
      found: JsonSchema[] = [],
    ): JsonSchema[] => {
      if (Array.isArray(value)) for (const item of value) objects(item, found);
      else if (typeof value === "object" && value !== null) {
        if ((value as JsonSchema).type === "object") found.push(value);
        for (const item of Object.values(value)) objects(item, found);
      }
      return found;
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      const found = objects(schema);
      expect(found.length, name).toBeGreaterThan(0);
      const closed = found.map((object) => object.additionalProperties);
      if (name.endsWith("Input"))
        expect(
          closed.every((value) => value === false),
          name,
        ).toBe(true);
      else
        expect(
          closed.every((value) => value === undefined),
          name,
        ).toBe(true);
    }
  });

  it("documents every error in the ApiError shape, 429's rate-limit headers and X-Request-Id on every answer", async () => {
    const document = await documentOf(await build());
    const errors = document.components.responses;
    expect(Object.keys(errors).sort()).toEqual(
      [
        "BadRequest",
        "NotFound",
        "MethodNotAllowed",
        "PayloadTooLarge",
        "UnsupportedMediaType",
        "TooManyRequests",
        "InternalServerError",
      ].sort(),
    );
    for (const [name, response] of Object.entries(errors))
      expect(response.content?.[JSON_TYPE]?.schema, name).toEqual({
        $ref: `${SCHEMAS}ApiError`,
      });
    expect(Object.keys(errors["TooManyRequests"]?.headers ?? {})).toEqual([
      "X-Request-Id",
      "Retry-After",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
    ]);
    expect(Object.keys(errors["MethodNotAllowed"]?.headers ?? {})).toEqual([
      "X-Request-Id",
      "Allow",
    ]);
    const answers = [
      ...Object.values(errors),
      ...operations(document).flatMap(({ operation }) =>
        Object.values(operation.responses).map((response) =>
          resolveResponse(document, response),
        ),
      ),
    ];
    for (const answer of answers) {
      expect(answer.headers?.["X-Request-Id"]).toEqual({
        $ref: "#/components/headers/X-Request-Id",
      });
      expect(answer.description).not.toBe("Default Response");
    }
    for (const name of Object.keys(document.components.headers))
      expect(JSON.stringify(document)).toContain(
        `#/components/headers/${name}"`,
      );
  });
});

/** Checks an answer against its documented response: status, headers and body (Ajv). */
function expectDocumented(
  document: OpenApiDocument,
  validator: (component: string) => ValidateFunction,
  answer: LightMyRequestResponse,
  documented: Response,
  status: number,
): void {
  expect(answer.statusCode, answer.body).toBe(status);
  for (const header of Object.keys(documented.headers ?? {}))
    expect(answer.headers[header.toLowerCase()], header).toBeDefined();
  const schema = documented.content?.[JSON_TYPE]?.schema;
  const validate = validator(componentName(document, schema));
  expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true);
}

describe("the documented responses happen as documented", () => {
  const TOO_LARGE = JSON.stringify({ padding: "x".repeat(BODY_LIMIT_BYTES) });

  // Builds an app and sends some 200 requests: well under a second alone, but CI runs it beside
  // the other packages' tests and type-aware lint on two cores.
  it(
    "every response of every operation: 200, 400, 413, 415, 429, 500 where listed, 503 on /health",
    { timeout: 30_000 },
    async () => {
      const app = await build({ rateLimitMax: 1 }, (app) => {
        // A fault inside a documented operation: its own handler never throws.
        app.addHook("preHandler", (request, _reply, done) => {
          done(
            request.headers["x-test-fault"] === "1"
              ? new Error("fault")
              : undefined,
          );
        });
      });
      const document = await documentOf(app);
      const validate = ajvFor(document);
      let clients = 0;
      /** A client address of its own, so each answer has a fresh rate-limit budget of 1. */
      const client = () => {
        clients += 1;
        expect(clients).toBeLessThan(250);
        return `10.1.0.${clients}`;
      };
      for (const { path, method, operation } of operations(document)) {
        const post = method === "post";
        const json: Record<string, string> = post
          ? { "content-type": JSON_TYPE }
          : {};
        const [firstExample] = examplesOf(
          operation.requestBody?.content[JSON_TYPE],
        ).values();
        const example = post ? JSON.stringify(firstExample) : undefined;
        const send = (
          headers: Record<string, string>,
          payload: string | undefined,
          remoteAddress = client(),
        ): Promise<LightMyRequestResponse> =>
          app.inject({
            method: post ? "POST" : "GET",
            url: path,
            headers,
            remoteAddress,
            ...(payload === undefined ? {} : { payload }),
          });
        const provoke: Record<string, () => Promise<LightMyRequestResponse>> = {
          200: () => send(json, example),
          400: () => send(json, "{"),
          413: () =>
            send(
              json,
              path === BATCH
                ? "x".repeat(BATCH_BODY_LIMIT_BYTES + 1)
                : TOO_LARGE,
            ),
          415: () => send({ "content-type": "text/plain" }, "{}"),
          429: async () => {
            const from = client();
            await send(json, example, from);
            return send(json, example, from);
          },
          500: () => send({ ...json, "x-test-fault": "1" }, example),
          503: () => {
            app.draining = true;
            return send(json, example).finally(() => {
              app.draining = false;
            });
          },
        };
        for (const [status, response] of Object.entries(operation.responses)) {
          const cause = provoke[status];
          if (cause === undefined)
            throw new Error(`no way to provoke ${status}`);
          expectDocumented(
            document,
            validate,
            await cause(),
            resolveResponse(document, response),
            Number(status),
          );
        }
      }
    },
  );

  it("404 for a path and 405 (with Allow) for a method no operation has", async () => {
    const app = await build();
    const document = await documentOf(app);
    const validate = ajvFor(document);
    const errors = document.components.responses;
    const notFound = await app.inject({ method: "GET", url: "/api/nope" });
    expectDocumented(
      document,
      validate,
      notFound,
      resolveResponse(document, errors["NotFound"]),
      404,
    );
    const wrongMethod = await app.inject({
      method: "GET",
      url: "/api/calculate-salary",
    });
    expectDocumented(
      document,
      validate,
      wrongMethod,
      resolveResponse(document, errors["MethodNotAllowed"]),
      405,
    );
    expect(wrongMethod.headers["allow"]).toBe("POST");
  });
});

/** How many `multipleOf: 0.01` the engine's schema declares, as zod writes it in JSON Schema. */
function multipleOfCount(value: unknown): number {
  if (Array.isArray(value))
    return value.reduce<number>((sum, item) => sum + multipleOfCount(item), 0);
  if (typeof value !== "object" || value === null) return 0;
  return Object.entries(value).reduce<number>(
    (sum, [key, item]) =>
      sum + (key === "multipleOf" && item === 0.01 ? 1 : multipleOfCount(item)),
    0,
  );
}

describe("amounts: x-decimal-places, not multipleOf", () => {
  it("has no multipleOf; each of the engine's multipleOf(0.01) is x-decimal-places: 2, with its rule in the description", async () => {
    const document = await documentOf(await build());
    const text = JSON.stringify(document);
    expect(text).not.toContain('"multipleOf"');
    for (const [path, schema] of Object.entries(CALCULATOR_INPUTS)) {
      const body = dereference(
        document.paths[path]?.["post"]?.requestBody?.content[JSON_TYPE]
          ?.schema as JsonSchema,
        document.components.schemas,
      );
      const places: JsonSchema[] = [];
      const collect = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(collect);
        else if (typeof value === "object" && value !== null) {
          if ("x-decimal-places" in value) places.push(value as JsonSchema);
          Object.values(value).forEach(collect);
        }
      };
      collect(body);
      expect(places.length, path).toBe(
        multipleOfCount(z.toJSONSchema(schema, { io: "input" })),
      );
      for (const field of places) {
        expect(field["x-decimal-places"]).toBe(2);
        expect(JSON.stringify(field)).toMatch(
          /At most 2 decimal places.*19\.999, is answered 400/,
        );
      }
    }
  });

  it("multipleOf: 0.01 would make a standard validator refuse valid amounts (why the document has none)", () => {
    const ajv = new Ajv({ strict: true });
    const withMultipleOf = ajv.compile({ type: "number", multipleOf: 0.01 });
    expect(withMultipleOf(19.99)).toBe(false);
    expect(withMultipleOf(1234.57)).toBe(false);
    let refused = 0;
    const amounts = 100_000; // every amount from £0.00 to £999.99
    for (let pence = 0; pence < amounts; pence += 1)
      if (!withMultipleOf(JSON.parse((pence / 100).toFixed(2)))) refused += 1;
    // 11.4 %: 11,426 of the 100,000 (binary floating point: 19.99 / 0.01 is 1998.9999999999998).
    expect(refused).toBe(11_426);
  });

  it("a standard validator ignores x-decimal-places: it accepts 19.999, which the API answers 400 naming the field", async () => {
    const app = await build();
    const document = await documentOf(app);
    const body = { grossSalary: 19.999 };
    expect(ajvFor(document, { standard: true })("SalaryInput")(body)).toBe(
      true,
    );
    expect(ajvFor(document)("SalaryInput")(body)).toBe(false);
    const answer = await postJson(app, "/api/calculate-salary", body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ issues: unknown[] }>().issues).toEqual([
      {
        path: ["grossSalary"],
        message:
          "Salary must be in pounds and pence (at most 2 decimal places)",
      },
    ]);
  });
});

/**
 * The rules across fields a JSON Schema cannot express (the API's README lists them, and each
 * input's description states its own): a valid body by the document may break one and get 400.
 */
const RULES_ACROSS_FIELDS: readonly (readonly [string, RegExp])[] = [
  [
    "gross pay, hourly × hours × weeks, day rate × days, salary + bonus ≤ £100,000,000",
    /^(Gross pay \(salary a year, bonus and overtime\)|Hourly rate × hours × weeks|Daily rate × days per year|Employee salary and bonus) must be at most £100,000,000/,
  ],
  [
    "childcare vouchers and the pension ≤ gross pay",
    /^Childcare vouchers and the pension contribution together cannot be more than gross pay$/,
  ],
  [
    "holiday weeks ≤ weeks per year",
    /^Holiday weeks cannot be more than weeks per year$/,
  ],
  [
    "tax code and region (D2/D3, S and C prefixes), M code ≥ the marriage allowance",
    /^Tax code (D2 or D3 is only used for Scottish taxpayers|with an S prefix is a Scottish|with a C prefix is a Welsh|.+ is too small for an M code)/,
  ],
  ["take-home not negative", /take-home pay cannot be negative$/],
  [
    "a reverse target some salary reaches",
    /^Desired net pay cannot be reached with a salary of up to £100,000,000 a year$/,
  ],
  [
    "a reverse target where take-home changes with the salary",
    /^Desired net pay cannot be worked out with these deductions: take-home pay barely changes as the salary rises$/,
  ],
  [
    "other income, Gift Aid and Blind Person's Allowance need a code with an allowance or a K code",
    /^(Savings interest|Dividends|Property income|Gift Aid donations|Blind Person's Allowance) can be worked out only with a tax code that gives an allowance \(such as 1257L\) or a K code, not /,
  ],
  [
    "payslip periods within the year, in order",
    /(must be between 1 and \d+ for [a-z-]+ pay|must come after the one before it \(period \d+\))$/,
  ],
];

type Path = (string | number)[];

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with the value at `path` replaced. */
function withValueAt(
  value: unknown,
  path: Path,
  replacement: unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[Number(key)] = withValueAt(copy[Number(key)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[key] = withValueAt(copy[key], rest, replacement);
  return copy;
}

/** Every place of a valid body with the schema that governs it (objects, arrays, fields). */
function places(
  schema: JsonSchema,
  value: unknown,
  path: Path = [],
): { path: Path; schema: JsonSchema; value: unknown }[] {
  const here = { path, schema, value };
  if (schema.type === "object" && typeof value === "object" && value !== null)
    return [
      here,
      ...Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
        key in value
          ? places(field, (value as Record<string, unknown>)[key], [
              ...path,
              key,
            ])
          : [],
      ),
    ];
  if (schema.type === "array" && Array.isArray(value) && schema.items)
    return [
      here,
      ...value.flatMap((item, index) =>
        places(schema.items as JsonSchema, item, [...path, index]),
      ),
    ];
  return [here];
}

/**
 * Ways to break the value at one place of a valid body, by its schema: a wrong type, out of
 * range, a third decimal, not a whole number, not a choice, not the pattern, too long, an unknown
 * key, a missing required key, too few or too many items. Whether the result is invalid is for
 * Ajv to say, not assumed.
 */
function breakings(place: { schema: JsonSchema; value: unknown }): unknown[] {
  const { schema, value } = place;
  const out: unknown[] = [];
  switch (schema.type) {
    case "number":
    case "integer": {
      const number = value as number;
      out.push(String(number), null, true);
      if (schema.minimum !== undefined) out.push(schema.minimum - 1);
      if (schema.maximum !== undefined) out.push(schema.maximum + 1);
      if (schema["x-decimal-places"] !== undefined)
        out.push(Number(`${number.toFixed(schema["x-decimal-places"])}7`));
      if (schema.type === "integer") out.push(number + 0.5);
      break;
    }
    case "string":
      out.push(7, null);
      if (schema.enum !== undefined) out.push("not-a-choice");
      if (schema.pattern !== undefined || schema.allOf !== undefined)
        out.push("!!");
      if (schema.maxLength !== undefined)
        out.push("1".repeat(schema.maxLength + 1));
      break;
    case "boolean":
      out.push("true", 1);
      break;
    case "object": {
      const object = value as Record<string, unknown>;
      out.push([], "{}", { ...object, unexpectedField: 1 });
      for (const key of schema.required ?? [])
        out.push(
          Object.fromEntries(
            Object.entries(object).filter(([name]) => name !== key),
          ),
        );
      break;
    }
    case "array": {
      const items = value as unknown[];
      out.push({}, "[]");
      if ((schema.minItems ?? 0) > 0) out.push([]);
      const last = items.at(-1);
      if (schema.maxItems !== undefined && last !== undefined)
        out.push([
          ...items,
          ...Array<unknown>(schema.maxItems + 1 - items.length).fill(last),
        ]);
      break;
    }
    default:
      if (schema.enum !== undefined) out.push("not-a-choice", 7);
  }
  return out;
}

/** Where an Ajv error points, as the API's issue paths are written. */
function ajvLocation(error: ErrorObject): Path {
  const path: Path = error.instancePath
    .split("/")
    .slice(1)
    .map((part) =>
      /^\d+$/.test(part)
        ? Number(part)
        : part.replace(/~1/g, "/").replace(/~0/g, "~"),
    );
  const { missingProperty, additionalProperty } = error.params as {
    missingProperty?: string;
    additionalProperty?: string;
  };
  if (missingProperty !== undefined) path.push(missingProperty);
  if (additionalProperty !== undefined) path.push(additionalProperty);
  return path;
}

const ROUND_TRIP_BODIES = 2_000;

describe("round trip: Ajv and the API agree on the document's bodies", () => {
  it(`agrees on ${ROUND_TRIP_BODIES.toLocaleString("en-GB")} bodies, valid and broken; every 200 matches its reply schema, no field more`, async () => {
    const app = await build({ rateLimitMax: 1_000_000 });
    const document = await documentOf(app);
    const validator = ajvFor(document);
    const standard = ajvFor(document, { standard: true });
    const closed = ajvFor(withRepliesClosed(document));
    // The batch answers a bad row in its place (200), so Ajv's verdict on a batch body is not the
    // API's status: its rows are the salary bodies tested here one by one.
    const routes = operations(document)
      .filter(({ method, path }) => method === "post" && path !== BATCH)
      .map(({ path, operation }) => {
        const bodyRef = operation.requestBody?.content[JSON_TYPE]?.schema;
        const okRef = resolveResponse(document, operation.responses["200"])
          .content?.[JSON_TYPE]?.schema;
        const schema = dereference(
          bodyRef as JsonSchema,
          document.components.schemas,
        );
        return {
          path,
          schema,
          validBody: validator(componentName(document, bodyRef)),
          standardBody: standard(componentName(document, bodyRef)),
          validReply: closed(componentName(document, okRef)),
          engine: CALCULATOR_INPUTS[path],
        };
      });

    // Generated as { path, body }, so a failure prints the body, not the validators.
    const routeOf = new Map(routes.map((route) => [route.path, route]));
    const bodies = fc.constantFrom(...routes).chain((route) => {
      const valid = arbitraryFor(route.schema);
      const broken = valid.chain((body) => {
        const choices = places(route.schema, body).flatMap((place) =>
          breakings(place).map((replacement) =>
            withValueAt(body, place.path, replacement),
          ),
        );
        return fc.constantFrom(...choices);
      });
      return fc
        .oneof(
          { weight: 7, arbitrary: valid },
          { weight: 3, arbitrary: broken },
        )
        .map((body) => ({ path: route.path, body }));
    });

    const counts = {
      ajvValid: 0,
      answered200: 0,
      crossField400: 0,
      ajvInvalid: 0,
      decimalsOnly: 0,
    };
    const rules = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(bodies, async ({ path, body }) => {
        const route = routeOf.get(path);
        if (route === undefined) throw new Error(`no route ${path}`);
        const answer = await postJson(app, route.path, body);
        const valid = route.validBody(body);
        const errors = route.validBody.errors ?? [];
        if (!valid) {
          counts.ajvInvalid += 1;
          if (route.standardBody(body)) counts.decimalsOnly += 1;
          // Ajv-invalid ⇒ 400, naming a place Ajv names.
          expect(answer.statusCode, answer.body).toBe(400);
          const issues =
            answer.json<{ issues?: { path: Path }[] }>().issues ?? [];
          const named = errors.map(ajvLocation);
          expect(
            issues.some((issue) =>
              named.some(
                (place) => JSON.stringify(place) === JSON.stringify(issue.path),
              ),
            ),
            `${route.path} ${JSON.stringify(body)}: Ajv ${JSON.stringify(named)}, API ${answer.body}`,
          ).toBe(true);
          return;
        }
        counts.ajvValid += 1;
        if (answer.statusCode === 200) {
          counts.answered200 += 1;
          const reply = answer.json<unknown>();
          expect(
            route.validReply(reply),
            JSON.stringify(route.validReply.errors),
          ).toBe(true);
          return;
        }
        // Ajv-valid ⇒ 200, or a 400 only for rules across fields: each field named is valid on
        // its own, and the message is one of the rules the document cannot express.
        expect(
          answer.statusCode,
          `${route.path} ${JSON.stringify(body)}: ${answer.body}`,
        ).toBe(400);
        counts.crossField400 += 1;
        const issues = answer.json<{
          issues: { path: Path; message: string }[];
        }>().issues;
        const broken = new Set<string>();
        for (const issue of issues) {
          const field = fieldSchema(
            route.engine as z.core.$ZodType,
            issue.path,
          );
          expect(field, `${route.path} ${issue.path.join(".")}`).toBeDefined();
          expect(
            z.safeParse(field as z.core.$ZodType, valueAt(body, issue.path))
              .success,
            `${route.path} ${JSON.stringify(body)}: "${issue.message}" at ${issue.path.join(".")}, a rule on one field the document does not show`,
          ).toBe(true);
          const rule = RULES_ACROSS_FIELDS.find(([, pattern]) =>
            pattern.test(issue.message),
          );
          expect(
            rule,
            `"${issue.message}" is not a listed rule across fields`,
          ).toBeDefined();
          if (rule !== undefined) broken.add(rule[0]);
        }
        for (const rule of broken) rules.set(rule, (rules.get(rule) ?? 0) + 1);
      }),
      { numRuns: ROUND_TRIP_BODIES, endOnFailure: true },
    );

    console.info(
      `OpenAPI round trip, ${ROUND_TRIP_BODIES} bodies: ${counts.ajvValid} valid by Ajv ` +
        `(${counts.answered200} answered 200, their replies valid; ${counts.crossField400} answered 400 ` +
        `for rules across fields, bodies by rule: ${[...rules].map(([rule, n]) => `${rule} ${n}`).join("; ")}), ` +
        `${counts.ajvInvalid} invalid by Ajv, every one answered 400 naming a field Ajv names ` +
        `(${counts.decimalsOnly} only by x-decimal-places, which a standard validator ignores).`,
    );
    expect(counts.ajvValid + counts.ajvInvalid).toBe(ROUND_TRIP_BODIES);
    // About 22 % are answered 200 (410 to 460 in a run; 24 % before issue 30 added its rule
    // across fields): a sixth leaves room for the draw and still checks hundreds of replies.
    expect(counts.answered200).toBeGreaterThan(ROUND_TRIP_BODIES / 6);
    expect(counts.ajvInvalid).toBeGreaterThan(ROUND_TRIP_BODIES / 5);
    expect(counts.decimalsOnly).toBeGreaterThan(0);
  }, 60_000);
});
