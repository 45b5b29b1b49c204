import { TAX_YEAR_IDS } from "@uktax/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  arbitraryFor,
  dereference,
  type JsonSchema,
} from "../json-schema-arbitrary.js";
import {
  build,
  CALCULATOR_INPUTS,
  issuesOf,
  postJson,
  fieldSchema,
} from "../test-helper.js";

const CALCULATOR_PATHS = Object.keys(CALCULATOR_INPUTS);

interface MediaType {
  schema: unknown;
  example?: unknown;
  examples?: Record<string, { summary: string; value: unknown }>;
}
interface Operation {
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<
      string,
      { content?: Record<string, { schema: unknown }> }
    >;
  };
}

/** A body's or a reply's examples by name: its one `example` (named `example`), or its `examples`. */
function examplesOf(media: MediaType | undefined): Record<string, unknown> {
  if (media?.example !== undefined) return { example: media.example };
  return Object.fromEntries(
    Object.entries(media?.examples ?? {}).map(([name, { value }]) => [
      name,
      value,
    ]),
  );
}

/** The schema of an operation's JSON request body, its references inlined. */
function bodySchema(document: OpenApiDocument, path: string): JsonSchema {
  return dereference(
    document.paths[path]?.["post"]?.requestBody?.content["application/json"]
      ?.schema as JsonSchema,
    document.components.schemas,
  );
}

async function openApiDocument(): Promise<{
  document: OpenApiDocument;
  app: Awaited<ReturnType<typeof build>>;
}> {
  const app = await build();
  const response = await app.inject({ method: "GET", url: "/docs/json" });
  expect(response.statusCode).toBe(200);
  return { document: response.json<OpenApiDocument>(), app };
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3 and lists the six calculators, the payslips, the batch, the tax years and health, nothing else", async () => {
    const { document } = await openApiDocument();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        ...CALCULATOR_PATHS,
        "/api/batch/calculate-salary",
        "/api/tax-years",
        "/health",
      ].sort(),
    );
  });

  it.each(CALCULATOR_PATHS)(
    "documents %s with schemas and examples that the API answers as shown",
    async (path) => {
      const { document, app } = await openApiDocument();
      const operation = document.paths[path]?.["post"];
      const request = operation?.requestBody?.content["application/json"];
      const ok = operation?.responses["200"]?.content?.["application/json"];
      expect(bodySchema(document, path)).toMatchObject({
        type: "object",
        additionalProperties: false,
      });
      expect(
        dereference(ok?.schema as JsonSchema, document.components.schemas),
      ).toMatchObject({ type: "object" });
      const requests = examplesOf(request);
      const replies = examplesOf(ok);
      expect(Object.keys(requests).length).toBeGreaterThan(0);
      expect(Object.keys(replies)).toEqual(Object.keys(requests));
      expect(operation?.responses["400"]).toEqual({
        $ref: "#/components/responses/BadRequest",
      });
      expect(
        document.components.responses["BadRequest"]?.content?.[
          "application/json"
        ]?.schema,
      ).toEqual({ $ref: "#/components/schemas/ApiError" });
      expect(document.components.schemas["ApiError"]).toMatchObject({
        properties: { statusCode: {}, error: {}, message: {}, issues: {} },
      });

      for (const [name, example] of Object.entries(requests)) {
        const answer = await postJson(app, path, example);
        expect(answer.statusCode, name).toBe(200);
        expect(answer.json(), name).toEqual(replies[name]);
      }
    },
  );

  it("shows a household example on calculate-salary, named alike on the request and the reply, with its summary", async () => {
    const { document } = await openApiDocument();
    const operation = document.paths["/api/calculate-salary"]?.["post"];
    const request = operation?.requestBody?.content["application/json"];
    const ok = operation?.responses["200"]?.content?.["application/json"];
    // OpenAPI 3.0: `example` or `examples`, never both.
    expect(request?.example).toBeUndefined();
    expect(ok?.example).toBeUndefined();
    for (const media of [request, ok]) {
      expect(media?.examples?.["default"]?.summary).toBe(
        "A salary alone: £40,000 a year, 1257L, a 5 % pension",
      );
      expect(media?.examples?.["household"]?.summary).toMatch(
        /^A household: £70,000 with two children/,
      );
    }
    expect(request?.examples?.["household"]?.value).toMatchObject({
      grossSalary: 70000,
      childBenefitChildren: 2,
      partnerAdjustedNetIncome: 30000,
      includeStayUnder: true,
    });
    // The other calculators keep their one example.
    const reverse = document.paths["/api/reverse-calculate"]?.["post"];
    expect(
      reverse?.requestBody?.content["application/json"]?.example,
    ).toBeDefined();
  });

  it("carries the engine's rules in the request schemas (pence, tax code, maxima, enums, tax year)", async () => {
    const { document } = await openApiDocument();
    const fields =
      bodySchema(document, "/api/calculate-salary").properties ?? {};
    // Pence as `x-decimal-places`, not `multipleOf: 0.01` (see the contract test).
    expect(fields["grossSalary"]).toMatchObject({
      minimum: 0,
      maximum: 100_000_000,
      "x-decimal-places": 2,
    });
    expect(fields["grossSalary"]).not.toHaveProperty("multipleOf");
    expect(JSON.stringify(fields["taxCode"])).toContain("pattern");
    expect(fields["region"]?.enum).toContain("scotland");
    expect(fields["taxYear"]?.enum).toEqual([...TAX_YEAR_IDS]);
  });

  it("serves Swagger UI at /docs", async () => {
    const app = await build();
    const response = await app.inject({ method: "GET", url: "/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("swagger-ui");
    const script = await app.inject({
      method: "GET",
      url: "/docs/static/swagger-initializer.js",
    });
    expect(script.statusCode).toBe(200);
  });
});

function valueAt(body: unknown, path: readonly (string | number)[]): unknown {
  let current: unknown = body;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

describe("the documented request schemas are as strict as the API", () => {
  it("answers 200 to random bodies the document accepts, except for rules across fields the engine does not declare", async () => {
    const { document, app } = await openApiDocument();
    const bodies = fc.constantFrom(...CALCULATOR_PATHS).chain((path) =>
      arbitraryFor(bodySchema(document, path)).map((body) => ({
        path,
        body,
      })),
    );
    const crossField: string[] = [];
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(bodies, async ({ path, body }) => {
        const response = await postJson(app, path, body);
        if (response.statusCode === 200) {
          answered += 1;
          return;
        }
        // A 400 is allowed only for a rule across fields (each field named is valid on its own):
        // a rule on one field that the document does not carry fails here.
        for (const issue of issuesOf(response)) {
          const field = fieldSchema(
            CALCULATOR_INPUTS[path] as z.ZodType,
            issue.path,
          );
          expect(field, `${path} ${issue.path.join(".")}`).toBeDefined();
          const alone = z.safeParse(
            field as z.core.$ZodType,
            valueAt(body, issue.path),
          );
          expect(
            alone.success,
            `${path}: ${JSON.stringify(body)} got "${issue.message}" at ${issue.path.join(".")}, a rule the document does not show`,
          ).toBe(true);
          crossField.push(issue.message);
        }
      }),
      { numRuns: 200 },
    );
    // About two random bodies in three break a rule across fields (see the README); the rest pass.
    expect(answered).toBeGreaterThan(40);
  }, 60_000);
});
