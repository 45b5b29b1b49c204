import fastifySwagger, {
  type SwaggerTransform,
  type SwaggerTransformObject,
} from "@fastify/swagger";
import {
  compareSalariesInputSchema,
  compareSalariesResultSchema,
  contractorInputSchema,
  contractorResultSchema,
  hourlyInputSchema,
  hourlyResultSchema,
  mortgageInputSchema,
  mortgageResultSchema,
  reverseInputSchema,
  reverseResultSchema,
  salaryInputSchema,
  salaryResultSchema,
} from "@uktax/engine";
import {
  payslipsInputSchema,
  payslipsResultSchema,
} from "@uktax/engine/payroll";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../errors.js";
import { drainingSchema, healthSchema } from "../routes/health.js";
import {
  batchInputSchema,
  batchResultSchema,
} from "../routes/batch-calculate-salary.js";
import { taxYearsSchema } from "../routes/tax-years.js";

/** An example request body and the engine's answer to it. */
export interface OpenapiExample {
  request: unknown;
  response: unknown;
  /** What it shows, in a line: listed when the operation has several examples. */
  summary?: string;
}

/** One of several examples of an operation, with the line that tells it from the others. */
export interface NamedOpenapiExample extends OpenapiExample {
  summary: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** An example request body and the engine's answer to it, shown in the OpenAPI document. */
    openapiExample?: OpenapiExample;
    /**
     * Further examples, by name, beside `openapiExample`. With them the document lists every
     * example under `examples` (OpenAPI 3.0 allows `example` or `examples` on a body, not both),
     * `openapiExample` first as `default`, on the request body and the 200 reply alike.
     */
    openapiMoreExamples?: Readonly<Record<string, NamedOpenapiExample>>;
  }
}

/** The summary of an operation's first example when it has several and the route gives none. */
const DEFAULT_EXAMPLE_SUMMARY = "Example";

/** An operation's examples as the route configures them. */
interface RouteExamples {
  example: OpenapiExample;
  more: Readonly<Record<string, NamedOpenapiExample>>;
}

/**
 * The named schemas of the document (`components.schemas`): every request body and every reply
 * is a `$ref` to one of these, and a named schema inside another is a `$ref` too (the salaries of
 * CompareSalariesInput, the annual figures of PayslipsResult). fastify-type-provider-zod calls a
 * registered schema's input form `<id>Input` and its output form `<id>`, so a body is registered
 * under its name less `Input`; the forms nothing refers to (a body's output form, a reply's input
 * form) are left out of the document.
 */
const BODIES: readonly (readonly [z.ZodType, string])[] = [
  [salaryInputSchema, "SalaryInput"],
  [compareSalariesInputSchema, "CompareSalariesInput"],
  [reverseInputSchema, "ReverseInput"],
  [hourlyInputSchema, "HourlyInput"],
  [mortgageInputSchema, "MortgageInput"],
  [contractorInputSchema, "ContractorInput"],
  [payslipsInputSchema, "PayslipsInput"],
  [batchInputSchema, "BatchSalaryInput"],
];
const REPLIES: readonly (readonly [z.ZodType, string])[] = [
  [salaryResultSchema, "SalaryResult"],
  [compareSalariesResultSchema, "CompareSalariesResult"],
  [reverseResultSchema, "ReverseResult"],
  [hourlyResultSchema, "HourlyResult"],
  [mortgageResultSchema, "MortgageResult"],
  [contractorResultSchema, "ContractorResult"],
  [payslipsResultSchema, "PayslipsResult"],
  [batchResultSchema, "BatchSalaryResult"],
  [taxYearsSchema, "TaxYearList"],
  [healthSchema, "Health"],
  [drainingSchema, "HealthDraining"],
  [apiErrorSchema, "ApiError"],
];
const INPUT = "Input";

type Metadata = z.core.GlobalMeta;
type Metadatas = z.core.$ZodRegistry<Metadata>["_map"];

/** A registry's metadata, falling back to zod's global metadata (the engine's descriptions). */
class WithGlobalMetadata extends WeakMap<z.core.$ZodType, Metadata> {
  constructor(private readonly global: Metadatas) {
    super();
  }

  override get(schema: z.core.$ZodType): Metadata | undefined {
    return super.get(schema) ?? this.global.get(schema);
  }

  override has(schema: z.core.$ZodType): boolean {
    return super.has(schema) || this.global.has(schema);
  }
}

/**
 * The document's names for the engine's schemas and the API's, in a registry of the API's own:
 * naming them in zod's global registry would change what `z.toJSONSchema` gives for them
 * anywhere else in the process. The document is generated with this registry as its metadata,
 * so it falls back to the global metadata, where `.describe()` keeps each field's description
 * (zod and fastify-type-provider-zod both read a registry's metadata from its `_map`).
 */
function namedSchemas(): z.core.$ZodRegistry<Metadata> {
  const registry = z.registry<Metadata>();
  registry._map = new WithGlobalMetadata(z.globalRegistry._map);
  const name = (schema: z.ZodType, id: string) =>
    registry.add(schema, { ...z.globalRegistry.get(schema), id });
  for (const [schema, component] of BODIES) {
    if (!component.endsWith(INPUT))
      throw new Error(`A body's component name ends in ${INPUT}: ${component}`);
    name(schema, component.slice(0, -INPUT.length));
  }
  for (const [schema, component] of REPLIES) {
    if (component.endsWith(INPUT))
      throw new Error(
        `A reply's component name cannot end in ${INPUT}: ${component}`,
      );
    name(schema, component);
  }
  return registry;
}

const ERROR_SCHEMA = { $ref: "#/components/schemas/ApiError" };
const REQUEST_ID_HEADER = { $ref: "#/components/headers/X-Request-Id" };
const JSON_TYPE = "application/json";

const integerHeader = (description: string) => ({
  description,
  schema: { type: "integer", minimum: 0 },
});

type ErrorStatus = 400 | 404 | 405 | 413 | 415 | 429 | 500;

/** Response headers, referenced from the responses that carry them. */
const HEADERS = {
  "X-Request-Id": {
    description:
      "The request's id, in every answer and every log line of the request: the caller's own " +
      "`X-Request-Id` if it is at most 64 letters, digits and `_ . : -`, else a fresh UUID.",
    schema: { type: "string", maxLength: 64 },
  },
  "Retry-After": integerHeader(
    "Seconds until the client's window ends and requests are answered again.",
  ),
  "X-RateLimit-Limit": integerHeader("Requests a client may make a minute."),
  "X-RateLimit-Remaining": integerHeader(
    "Requests left in the window: 0 on a 429.",
  ),
  "X-RateLimit-Reset": integerHeader("Seconds until the window ends."),
  Allow: {
    description: "The methods the path answers, e.g. `POST`.",
    schema: { type: "string" },
  },
} as const;

/**
 * Answers in the one error shape, by status, as `components.responses` names them, with the
 * headers they carry besides `X-Request-Id`.
 */
const ERROR_RESPONSES: Readonly<
  Record<
    ErrorStatus,
    {
      name: string;
      description: string;
      headers?: readonly (keyof typeof HEADERS)[];
    }
  >
> = {
  400: {
    name: "BadRequest",
    description:
      "The body is not valid JSON, is empty, has more fields than any input, fails the schema, or " +
      "breaks a rule across fields (the input's description lists them), or a number has more than " +
      "its `x-decimal-places`: `issues` names each failing field. Also a URL with a malformed " +
      "percent-encoding.",
  },
  404: {
    name: "NotFound",
    description:
      "A path this document does not list (any method): no operation answers it.",
  },
  405: {
    name: "MethodNotAllowed",
    description:
      "A listed path with a method it does not list, e.g. GET /api/calculate-salary; `Allow` lists the methods.",
    headers: ["Allow"],
  },
  413: {
    name: "PayloadTooLarge",
    description: "The body is larger than 6 KiB (4 MiB for a batch).",
  },
  415: {
    name: "UnsupportedMediaType",
    description:
      "The body is not `application/json` (UTF-8), or has a `Content-Encoding`: bodies are read as sent.",
  },
  429: {
    name: "TooManyRequests",
    description:
      "Over the requests a minute one client may make to /api/* (300 unless configured). Wait " +
      "`Retry-After` seconds.",
    headers: [
      "Retry-After",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
    ],
  },
  500: {
    name: "InternalServerError",
    description:
      "A fault on our side, logged with the request id; the message is generic.",
  },
};

/** `components.responses`: each error status's answer, its headers and the ApiError body. */
function errorResponseComponents(): Record<string, unknown> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(
      ({ name, description, headers = [] }) => [
        name,
        {
          description,
          headers: Object.fromEntries(
            ["X-Request-Id", ...headers].map((header) => [
              header,
              { $ref: `#/components/headers/${header}` },
            ]),
          ),
          content: { [JSON_TYPE]: { schema: ERROR_SCHEMA } },
        },
      ],
    ),
  );
}

/**
 * The errors an operation can answer: a body's (400, 413, 415) where it takes one, the rate limit
 * on /api/*, and a fault anywhere. 404 and 405 answer paths and methods no operation has, so they
 * are in `components.responses` and the description, not on an operation.
 */
function errorStatuses(path: string, hasBody: boolean): ErrorStatus[] {
  const statuses: ErrorStatus[] = hasBody ? [400, 413, 415] : [];
  if (path.startsWith("/api/")) statuses.push(429);
  statuses.push(500);
  return statuses;
}

/** The parts of the generated document this plugin completes. */
interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { summary: string; value: unknown }>;
}
interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface Reference {
  $ref: string;
}
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response | Reference>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    headers?: Record<string, unknown>;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Amounts: the engine declares money and percentages as `multipleOf(0.01)`. In the document that
 * would make standard validators (Ajv, python-jsonschema) refuse about one two-decimal amount in
 * nine (19.99 ÷ 0.01 is not a whole number in binary floating point), so the rule is written as
 * `x-decimal-places` and in the field's description instead; the API still refuses a third
 * decimal with 400 naming the field. Applied to every schema of the document, recursively.
 */
function decimalPlacesForMultipleOf(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) decimalPlacesForMultipleOf(item);
    return;
  }
  if (!isRecord(schema)) return;
  const step = schema["multipleOf"];
  if (typeof step === "number" && step < 1) {
    const places = Math.round(-Math.log10(step));
    if (10 ** -places !== step)
      throw new Error(`multipleOf ${step} is not a number of decimal places`);
    delete schema["multipleOf"];
    schema["x-decimal-places"] = places;
    const rule =
      `At most ${places} decimal places (\`x-decimal-places: ${places}\`), so 0 or at least ` +
      `${10 ** -places}: a value with more, e.g. 19.999, is answered 400 naming this field.`;
    const given = schema["description"];
    schema["description"] =
      typeof given === "string" && given !== "" ? `${given} ${rule}` : rule;
  }
  for (const value of Object.values(schema)) decimalPlacesForMultipleOf(value);
}

/**
 * A reply's objects without `additionalProperties: false`: a minor version may add result fields
 * (README, "Compatibility"), so a client validating replies must accept fields it does not know.
 * Request bodies keep it: an unknown input field is answered 400.
 */
function openToNewFields(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) openToNewFields(item);
    return;
  }
  if (!isRecord(schema)) return;
  if (schema["additionalProperties"] === false)
    delete schema["additionalProperties"];
  for (const value of Object.values(schema)) openToNewFields(value);
}

/** Every `$ref` in a value, recursively. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.add(item);
      else refsIn(item, found);
    }
  }
  return found;
}

/**
 * The components.schemas the paths and responses refer to, directly or through others, by name.
 */
function referencedSchemas(document: Document): Record<string, unknown> {
  const schemas = document.components?.schemas ?? {};
  const prefix = "#/components/schemas/";
  const kept = new Set<string>();
  const pending = [
    ...refsIn(document.paths, new Set()),
    ...refsIn(document.components?.responses, new Set()),
  ];
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (!ref.startsWith(prefix)) continue;
    const name = ref.slice(prefix.length);
    if (kept.has(name)) continue;
    kept.add(name);
    pending.push(...refsIn(schemas[name], new Set()));
  }
  return Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => kept.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const API_ERROR_DESCRIPTION =
  "The one shape of every error answer (400, 404, 405, 413, 415, 429, 500): the status, its " +
  "reason phrase, a message for people and, for an invalid body, each failing field.";

const DESCRIPTION =
  "Take-home pay, salary comparison, reverse (gross from net), hourly, mortgage affordability and " +
  "contractor vs employee calculations, and a year of payslips by HMRC's payroll rules, for the " +
  "2024/25, 2025/26 and 2026/27 UK tax years (2025/26 unless a body's `taxYear` says otherwise). " +
  "Every endpoint takes and returns JSON. Every error has one shape, `ApiError`: " +
  "`{ statusCode, error, message, issues?: [{ path, message }] }`; a path or method not listed " +
  "here is answered 404 (`NotFound`) or 405 (`MethodNotAllowed`, with `Allow`). Every answer " +
  "carries `X-Request-Id`. Amounts and percentages have at most two decimal places " +
  "(`x-decimal-places: 2`): a standard JSON Schema validator ignores that extension and accepts " +
  "19.999, which the API answers 400. `info.version` is the API's version (semver); the " +
  "compatibility and deprecation policy is in the API's README.";

/** The OpenAPI 3.0.3 document of every route (served with Swagger UI by `./docs-ui.ts`). */
export const docsPlugin = fp<{ version: string }>(
  async (app: FastifyInstance, { version }) => {
    const schemaRegistry = namedSchemas();
    const zodTransform = createJsonSchemaTransform({ schemaRegistry });
    const zodTransformObject = createJsonSchemaTransformObject({
      schemaRegistry,
    });
    /** Each operation's examples (from its route's config), by `METHOD path`. */
    const examples = new Map<string, RouteExamples>();

    const transform: SwaggerTransform = (input) => {
      const example = input.route.config?.openapiExample;
      const more = input.route.config?.openapiMoreExamples ?? {};
      if (example !== undefined)
        for (const method of [input.route.method].flat())
          examples.set(`${method.toLowerCase()} ${input.url}`, {
            example,
            more,
          });
      return zodTransform(input);
    };

    const transformObject: SwaggerTransformObject = (input) => {
      // The generated document, as the parts of it completed here (a plain JSON object).
      const document = zodTransformObject(input) as Document;
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          completeOperation(operation, path, examples.get(`${method} ${path}`));
        }
      }
      document.components = {
        ...document.components,
        responses: errorResponseComponents(),
        headers: { ...HEADERS },
      };
      document.components.schemas = referencedSchemas(document);
      const error = document.components.schemas["ApiError"];
      if (isRecord(error)) error["description"] = API_ERROR_DESCRIPTION;
      decimalPlacesForMultipleOf(document.components.schemas);
      decimalPlacesForMultipleOf(document.paths);
      for (const [, name] of REPLIES)
        openToNewFields(document.components.schemas[name]);
      return document;
    };

    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "UK Pay & Tax Calculator API",
          description: DESCRIPTION,
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
      transformObject,
    });
  },
  { name: "uktax-docs" },
);

/** The descriptions of the operations' own answers, by status. */
const OWN_RESPONSES: Readonly<Record<string, string>> = {
  200: "OK: the answer.",
  503: "Draining: the instance is about to stop and takes no new work; send it elsewhere.",
};

/**
 * The examples on a request body and its 200 reply: one as `example`, or several as `examples`,
 * named alike on both so that a reader finds each request's answer.
 */
function addExamples(
  body: MediaType | undefined,
  reply: MediaType | undefined,
  { example, more }: RouteExamples,
): void {
  const named = Object.entries(more);
  if (named.length === 0) {
    if (body !== undefined) body.example = example.request;
    if (reply !== undefined) reply.example = example.response;
    return;
  }
  const all: [string, NamedOpenapiExample][] = [
    [
      "default",
      { ...example, summary: example.summary ?? DEFAULT_EXAMPLE_SUMMARY },
    ],
    ...named,
  ];
  if (body !== undefined)
    body.examples = Object.fromEntries(
      all.map(([name, { summary, request }]) => [
        name,
        { summary, value: request },
      ]),
    );
  if (reply !== undefined)
    reply.examples = Object.fromEntries(
      all.map(([name, { summary, response }]) => [
        name,
        { summary, value: response },
      ]),
    );
}

/**
 * An operation's responses completed: its own (200, and /health's 503) with `X-Request-Id` and
 * the example reply; the route's catch-all `4XX` replaced by each error it can answer, by
 * reference; the example body on its request body.
 */
function completeOperation(
  operation: Operation,
  path: string,
  examples: RouteExamples | undefined,
): void {
  const responses: Record<string, Response | Reference> = {};
  let ok: Response | undefined;
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (/^[45]XX$/i.test(status) || "$ref" in response) continue;
    const given = response.description;
    const completed: Response = {
      ...response,
      description:
        given === undefined || given === "Default Response"
          ? (OWN_RESPONSES[status] ?? "OK")
          : given,
      headers: { ...response.headers, "X-Request-Id": REQUEST_ID_HEADER },
    };
    responses[status] = completed;
    if (status === "200") ok = completed;
  }
  const body = operation.requestBody?.content?.[JSON_TYPE];
  const reply = ok?.content?.[JSON_TYPE];
  if (examples !== undefined) addExamples(body, reply, examples);
  for (const status of errorStatuses(path, body !== undefined))
    responses[status] = {
      $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`,
    };
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}
