import type { FastifySchemaCompiler, FastifySerializerCompiler } from "fastify";
import fastJson from "fast-json-stringify";
import { z } from "zod";
import { RequestValidationError, type ApiIssue } from "./errors.js";

/**
 * Zod's issues as the API answers them, the way the engine's ValidationError lists its own: each
 * path an array of keys and indexes, each message as the schema wrote it, and each unknown field
 * at its own path (zod reports all of an object's unknown keys in one issue at the object).
 */
function requestIssues(issues: readonly z.core.$ZodIssue[]): ApiIssue[] {
  return issues.flatMap((issue): ApiIssue[] => {
    const path = issue.path.map((key) =>
      typeof key === "number" ? key : String(key),
    );
    if (issue.code !== "unrecognized_keys" || issue.keys.length === 0)
      return [{ path, message: issue.message }];
    if (issue.keys.length === 1)
      return [{ path: [...path, ...issue.keys], message: issue.message }];
    return issue.keys.map((key) => ({
      path: [...path, key],
      message: `Unrecognized key: "${key}"`,
    }));
  });
}

/**
 * Validates the request parts of the routes the engine does not validate (their own zod
 * schemas). Unlike fastify-type-provider-zod's compiler (which flattens zod's path into a
 * `/a/0/b` string), this keeps each issue's path as an array and its message as the schema wrote
 * it (`requestIssues`).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: new RequestValidationError(requestIssues(result.error.issues)),
    };
  };

/**
 * The validator of the calculator routes: none, because the engine validates its own input.
 * Each engine function checks its input with the same zod schema the route declares
 * (`safeParse`) and throws a ValidationError listing every issue, which the error handler answers
 * with 400: the same issues, on the same paths, with the same messages. Validating here as well
 * would parse every request body twice for an identical answer. The route's body schema still types
 * the handler and documents the body in the OpenAPI document.
 */
export const validatedByTheEngine = () => (data: unknown) => ({ value: data });

/**
 * Replies are written by fast-json-stringify, Fastify's own serialiser, from the JSON Schema of the
 * route's zod response schema (zod's `z.toJSONSchema`, draft 7 as fast-json-stringify reads it, for
 * the output side of each schema). Keys the schema does not list are dropped, as zod's output drops
 * them; a reply missing a required field is a fault on our side (500, logged), never sent.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({
  schema,
}) => jsonWriter(schema);

/** fast-json-stringify's writer for what a zod schema outputs (see `serializerCompiler`). */
export function jsonWriter(schema: z.ZodType): (value: unknown) => string {
  return fastJson(
    z.toJSONSchema(schema, { target: "draft-7", io: "output" }) as Parameters<
      typeof fastJson
    >[0],
  );
}
