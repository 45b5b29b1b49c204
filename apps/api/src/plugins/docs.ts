import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** An example request body and the engine's answer to it, shown in the OpenAPI document. */
    openapiExample?: { request: unknown; response: unknown };
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The engine's zod schemas become JSON Schema (fastify-type-provider-zod), and each route's
 * example pair is attached to its request body and 200 response.
 */
function transform(
  input: TransformInput,
): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const example = input.route.config?.openapiExample;
  if (example !== undefined) {
    const { body, response } = result.schema;
    if (isRecord(body)) body["examples"] = [example.request];
    if (isRecord(response) && isRecord(response["200"]))
      response["200"]["examples"] = [example.response];
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The OpenAPI 3 document of every route (served with Swagger UI by `./docs-ui.ts`). */
export async function registerDocs(
  app: FastifyInstance,
  version: string,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "UK Pay & Tax Calculator API",
        description:
          "Take-home pay, salary comparison, reverse (gross from net), hourly, mortgage affordability and " +
          "contractor vs employee calculations, and a year of payslips by HMRC's payroll rules, for the 2025/26 UK tax year. Every endpoint takes and returns " +
          "JSON. Errors are `{ statusCode, error, message, issues?: [{ path, message }] }`.",
        version,
      },
      tags: [
        {
          name: "calculators",
          description:
            "The six calculators and the payslip simulator; each answers exactly what @uktax/engine answers.",
        },
        { name: "service", description: "Operational endpoints." },
      ],
    },
    transform,
  });
}
