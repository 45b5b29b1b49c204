import type { FastifyRequest } from "fastify";

/** Longest text a request field puts in a log line; longer values are cut and marked. */
export const MAX_LOGGED_FIELD = 256;

function capped(text: string | undefined): string | undefined {
  if (text === undefined || text.length <= MAX_LOGGED_FIELD) return text;
  return `${text.slice(0, MAX_LOGGED_FIELD)}…(${text.length} characters)`;
}

/**
 * How Fastify's standard request log lines (`incoming request`, `request completed`) show a
 * request: Fastify's own fields, with the path but never the query string (which can hold 15 KB
 * and nothing the logs need), and every client-chosen text cut to `MAX_LOGGED_FIELD` characters.
 * Bodies are never logged.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    const version = request.headers["accept-version"];
    return {
      method: request.method,
      url: capped(request.url.split("?", 1)[0]),
      version: typeof version === "string" ? capped(version) : undefined,
      host: capped(request.host),
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
