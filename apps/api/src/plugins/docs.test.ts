import { describe, expect, it } from "vitest";
import { build } from "../test-helper.js";

const CALCULATOR_PATHS = [
  "/api/calculate-salary",
  "/api/compare-salaries",
  "/api/reverse-calculate",
  "/api/convert-hourly",
  "/api/calculate-mortgage",
  "/api/compare-contractor",
];

interface Operation {
  requestBody?: {
    content: Record<string, { schema: unknown; example?: unknown }>;
  };
  responses: Record<
    string,
    { content?: Record<string, { schema: unknown; example?: unknown }> }
  >;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
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
  it("is OpenAPI 3 and lists the six calculators and health, nothing else", async () => {
    const { document } = await openApiDocument();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [...CALCULATOR_PATHS, "/health"].sort(),
    );
  });

  it.each(CALCULATOR_PATHS)(
    "documents %s with schemas and an example that the API answers as shown",
    async (path) => {
      const { document, app } = await openApiDocument();
      const operation = document.paths[path]?.["post"];
      const request = operation?.requestBody?.content["application/json"];
      const ok = operation?.responses["200"]?.content?.["application/json"];
      expect(request?.schema).toMatchObject({
        type: "object",
        additionalProperties: false,
      });
      expect(ok?.schema).toMatchObject({ type: "object" });
      expect(request?.example).toBeDefined();
      expect(
        operation?.responses["4XX"]?.content?.["application/json"]?.schema,
      ).toMatchObject({
        properties: { statusCode: {}, error: {}, message: {}, issues: {} },
      });

      const answer = await app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(request?.example),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(ok?.example);
    },
  );

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
