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
 * Bodies with more fields than this (keys and array items, at any depth) are refused before they
 * are parsed: the largest input, a year of payslips with 12 pay rises and 12 tax-code changes,
 * has under 100 (a test holds the limit to at least twice any valid body). Parsing is the cost to
 * avoid: JSON.parse of 1,700 keys takes about 100 times as long as a whole calculation.
 */
export const MAX_BODY_FIELDS = 200;

const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/**
 * True when JSON text holds more than `limit` fields. Counts, outside strings, the commas between
 * fields plus one for each object or array opened: never fewer than the fields. Stops at the limit,
 * so a body far over it costs no more to refuse than one just over it.
 */
function hasMoreFieldsThan(json: string, limit: number): boolean {
  // Each character counted is one of the text's: text no longer than the limit cannot exceed it
  // (most bodies, so they are not scanned).
  if (json.length <= limit) return false;
  let count = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const code = json.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === COMMA || code === OPEN_BRACE || code === OPEN_BRACKET) {
      count += 1;
      if (count > limit) return true;
    }
  }
  return false;
}

/**
 * A body the parser refused, handed on as the body instead of as an error: Fastify closes the
 * connection after any parser error (in case more of the body is coming), but this body was read
 * to its end, so the connection can be kept. The route's validator answers `error` (see
 * `src/schema-compilers.ts`).
 */
export class RefusedBody {
  constructor(readonly error: Error) {}
}

/**
 * The only body parser: JSON, read with Fastify's own parser (which refuses prototype poisoning)
 * after checking the body is plain UTF-8, and refusing a body with far more fields than any input
 * has (parsing and validating thousands of unknown keys would cost 20 times a calculation). Any other content type, text/plain included, is
 * answered with 415 by Fastify; so is a body we cannot read as sent.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    (request, body, done) => {
      const refuse = (error: Error) => done(null, new RefusedBody(error));
      const problem = unreadableBody(request);
      if (problem !== undefined)
        return refuse(new ClientError(415, problem, "UKTAX_UNREADABLE_BODY"));
      const json = body.toString();
      if (hasMoreFieldsThan(json, MAX_BODY_FIELDS))
        return refuse(
          new ClientError(
            400,
            `Request body has more than ${MAX_BODY_FIELDS} fields; no calculator takes that many`,
            "UKTAX_TOO_MANY_FIELDS",
          ),
        );
      parseJson(request, json, (error, value) => {
        if (error === null) done(null, value);
        else refuse(error);
      });
    },
  );
}
