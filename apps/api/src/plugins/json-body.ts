import type { FastifyInstance, FastifyRequest } from "fastify";
import { ClientError } from "../errors.js";

/** `charset=…` in a Content-Type, unquoted and lower-cased; undefined when absent. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? "");
  return match?.[1]?.toLowerCase();
}

/**
 * Why a JSON body cannot be read as sent, or undefined when it can: the API reads bodies as they
 * arrive, in UTF-8, so a compressed body or another character set would be misread.
 */
function unreadableBody(request: FastifyRequest): string | undefined {
  const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
  if (encoding !== undefined && encoding !== "" && encoding !== "identity")
    return `Content-Encoding ${encoding} is not supported: send the JSON body uncompressed`;
  const charset = charsetOf(request.headers["content-type"]);
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8")
    return `Content-Type charset ${charset} is not supported: send the JSON body in UTF-8`;
  return undefined;
}

/**
 * Bodies with more fields than this (keys and array items, at any depth) are refused before
 * validation, cheaply: the largest input, three salaries to compare, has 43.
 */
export const MAX_BODY_FIELDS = 100;

/** True when `value` holds more than `limit` keys and array items, counted until the limit. */
function hasMoreFieldsThan(value: unknown, limit: number): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item !== "object" || item === null) continue;
    const children = Array.isArray(item) ? item : Object.values(item);
    count += children.length;
    if (count > limit) return true;
    pending.push(...children);
  }
  return false;
}

/**
 * The only body parser: JSON, read with Fastify's own parser (which refuses prototype poisoning)
 * after checking the body is plain UTF-8, and refusing a body with far more fields than any input
 * has (validating thousands of unknown keys would cost 50 times a calculation). Any other content type, text/plain included, is
 * answered with 415 by Fastify; so is a body we cannot read as sent.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    (request, body, done) => {
      const problem = unreadableBody(request);
      if (problem !== undefined)
        return done(
          new ClientError(415, problem, "UKTAX_UNREADABLE_BODY"),
          undefined,
        );
      parseJson(request, body.toString(), (error, value) => {
        if (error !== null) return done(error, undefined);
        if (hasMoreFieldsThan(value, MAX_BODY_FIELDS))
          return done(
            new ClientError(
              400,
              `Request body has more than ${MAX_BODY_FIELDS} fields; no calculator takes that many`,
              "UKTAX_TOO_MANY_FIELDS",
            ),
            undefined,
          );
        done(null, value);
      });
    },
  );
}
