import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ClientError } from "../errors.js";

/** `charset=…` in a Content-Type, unquoted and lower-cased; undefined when absent. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? "");
  return match?.[1]?.toLowerCase();
}

/**
 * Why a JSON body cannot be read as sent, or undefined when it can: bodies are read as they
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
 * The only body parser: Fastify's own JSON parser (which refuses prototype poisoning), for plain
 * UTF-8 bodies. Any other content type, text/plain included, is answered 415 by Fastify; so is a
 * compressed body or another charset, which Fastify's parser would misread.
 */
export const jsonBodyPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string" },
      (request, body, done) => {
        const problem = unreadableBody(request);
        if (problem !== undefined) {
          done(new ClientError(415, problem, "UKTAX_UNREADABLE_BODY"));
          return;
        }
        // Given a callback, Fastify's parser answers through it and returns nothing.
        void parseJson(request, body.toString(), done);
      },
    );
    done();
  },
  { name: "uktax-json-body" },
);
