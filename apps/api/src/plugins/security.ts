import fastifyCors from "@fastify/cors";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface CorsOptions {
  /** Origins allowed to call the API from a browser, with credentials. Empty: same origin only. */
  corsOrigins: readonly string[];
}

/**
 * Helmet's defaults, with a content security policy that lets the site's own bundle, Tailwind and
 * React inline style attributes, and Swagger UI work, and nothing from elsewhere.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
};

/**
 * The security headers of the JSON API's answers (`/api/*` and `/health`), after OWASP's REST
 * Security Cheat Sheet (https://cheatsheetseries.owasp.org/cheatsheets/REST_Security_Cheat_Sheet.html,
 * "Security headers"): a JSON answer is never a page, so it may load nothing and be framed nowhere.
 * Helmet's other headers are for pages (the site and the docs, which keep them all); each header
 * costs the server time on every answer, so an answer sends only those that protect it.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> =
  Object.freeze({
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  });

/**
 * The security headers of the site's hashed assets (`/assets/*`: scripts, styles). A script or a
 * stylesheet is not a document, so a content security policy, framing and opener policies do
 * nothing on it (MDN, "Content-Security-Policy": the policy applies to the document that loads
 * it, https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Security-Policy); what
 * protects it is `nosniff` (a script is run only as the type it is served as), its resource
 * policy and HSTS. Helmet's page set on each of a page's ~27 scripts was about 1 KB of headers
 * apiece over HTTP/1.1 (Lighthouse counted 26.7 KB on `/`).
 */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> =
  Object.freeze({
    "cross-origin-resource-policy": "same-origin",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
  });

/** Whether a request's answer is one of the site's hashed assets. */
export function isAssetPath(url: string): boolean {
  return url.startsWith("/assets/");
}

/** Whether a request's answer is the JSON API's (not a page of the site or the docs). */
export function isApiPath(url: string): boolean {
  return url.startsWith("/api/") || url === "/api" || url === "/health";
}

/** Headers of any answer that are not security headers. */
const NOT_SECURITY_HEADERS = new Set([
  "content-type",
  "content-length",
  "date",
  "connection",
  "keep-alive",
]);

/**
 * The headers @fastify/helmet sets for our options, worked out once at start-up. Registered
 * directly, @fastify/helmet rebuilds helmet's middleware (and re-parses the policy) on every
 * request, about an eighth of the CPU time of a calculation; these headers never vary.
 */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, HELMET_OPTIONS);
  probe.get("/", () => "");
  const response = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_SECURITY_HEADERS.has(name) && value !== undefined)
      headers[name] = String(value);
  }
  return headers;
}

/**
 * CORS, for the origins configured, on every route, the not-found handler and errors (a
 * fastify-plugin, so not encapsulated). Its hook runs before the rate limit's, so a 429 carries
 * `Access-Control-Allow-Origin` and a browser can read its `Retry-After`; preflights are answered
 * by @fastify/cors's own route, outside the rate limit, so they are never counted. With no origin
 * configured (the default: same origin only) nothing is registered: no header, no preflight
 * answer (an `OPTIONS` request falls through to the not-found handler).
 */
export const corsPlugin = fp<CorsOptions>(
  async (app: FastifyInstance, options) => {
    if (options.corsOrigins.length === 0) return;
    await app.register(fastifyCors, {
      origin: [...options.corsOrigins],
      credentials: true,
      methods: ["GET", "HEAD", "POST", "OPTIONS"],
      allowedHeaders: ["Content-Type", "X-Request-Id", "Accept"],
      exposedHeaders: [
        "X-Request-Id",
        "Retry-After",
        "X-RateLimit-Limit",
        "X-RateLimit-Remaining",
        "X-RateLimit-Reset",
      ],
      maxAge: 600,
    });
  },
  { name: "uktax-cors" },
);
