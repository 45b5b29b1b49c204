import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { LogLevel } from "./config.js";
import { clientErrorHandler, errorBody, errorHandler } from "./errors.js";
import { logSerializers } from "./logging.js";
import { connectionLimitsPlugin } from "./plugins/connection-limits.js";
import { docsPlugin } from "./plugins/docs.js";
import { docsUiPlugin } from "./plugins/docs-ui.js";
import { jsonBodyPlugin } from "./plugins/json-body.js";
import { metricsPlugin, observeAnswer } from "./plugins/metrics.js";
import { rateLimitPlugin, type BreakerTimings } from "./plugins/rate-limit.js";
import {
  API_SECURITY_HEADERS,
  ASSET_SECURITY_HEADERS,
  corsPlugin,
  isApiPath,
  isAssetPath,
  securityHeaders,
} from "./plugins/security.js";
import { sendIndex, staticSitePlugin } from "./plugins/static-site.js";
import { batchCalculateSalaryRoute } from "./routes/batch-calculate-salary.js";
import { calculateMortgageRoute } from "./routes/calculate-mortgage.js";
import { calculateSalaryRoute } from "./routes/calculate-salary.js";
import { compareContractorRoute } from "./routes/compare-contractor.js";
import { compareSalariesRoute } from "./routes/compare-salaries.js";
import { convertHourlyRoute } from "./routes/convert-hourly.js";
import { healthRoute } from "./routes/health.js";
import { payslipsRoute } from "./routes/payslips.js";
import { reverseCalculateRoute } from "./routes/reverse-calculate.js";
import { taxYearsRoute } from "./routes/tax-years.js";
import { serializerCompiler, validatorCompiler } from "./schema-compilers.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Set when the instance is about to stop (see `src/shutdown.ts`): /health answers 503 so the
     * balancer stops sending, and every answer asks its client to close the connection.
     */
    draining: boolean;
  }
}

export interface AppOptions {
  /** Log level (default `info`); `silent` for tests. */
  logLevel?: LogLevel;
  /** Where log lines go (default: pino's standard output). Tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** Browser origins allowed to call the API with credentials (default: none, same origin only). */
  corsOrigins?: readonly string[];
  /** Requests per minute per client address to `/api/*` (default 300). */
  rateLimitMax?: number;
  /** A Redis shared by every instance for the rate limit (`redis://…`); omitted: per instance. */
  redisUrl?: string;
  /**
   * Which proxies may set `X-Forwarded-For`, so rate limits and logs see the client's address:
   * none (default), the last N hops, or these addresses and CIDR blocks. Never every hop.
   */
  trustProxy?: false | number | readonly string[];
  /** Socket and request time limits (default `TIMEOUTS`); tests shorten them. */
  timeouts?: Partial<Timeouts>;
  /** Open connections one process accepts; further ones are closed at once (default 10,000). */
  maxConnections?: number;
  /** Open connections one client address may hold (default 100); see `plugins/connection-limits.ts`. */
  maxConnectionsPerAddress?: number;
  /** Requests one connection may carry before it is closed (default 1,000; 0: no limit). */
  maxRequestsPerSocket?: number;
  /** The Redis circuit breaker's timings (default `BREAKER_TIMINGS`); tests shorten them. */
  redisBreaker?: Partial<BreakerTimings>;
  /** Rows of a batch that count as one request against the rate limit (default 100). */
  batchRowsPerRequest?: number;
  /** Serve `GET /metrics` on this app (default true; the server turns it off for METRICS_PORT). */
  metricsRoute?: boolean;
  /** The built website (`apps/web/dist`). Omitted, or without an `index.html`: the API only. */
  webRoot?: string;
  /**
   * The web's server entry (`apps/web/dist-ssr`), which renders a page opened with a
   * calculator's query on request (plugins/render-on-request.ts). Default: `dist-ssr` beside
   * `webRoot`; without one, such pages are served prerendered.
   */
  ssrRoot?: string;
}

/**
 * Bodies larger than this are refused with 413 (the batch has its own limit): twice the largest
 * body any calculator takes (compare-salaries with three salaries, every field at its longest:
 * 2.5 KB since the household fields of issue 30; 1.7 KB before, under a limit of 4 KiB), which a
 * test holds. Reading a body costs about what parsing it does, and an object of 2,000 keys in a
 * 16 KiB body cost 30 times a calculation to parse, so the limit is what keeps a bad body about
 * as cheap to answer as a good one: a 6 KiB body of unknown keys (about 690) costs about 1.5
 * times what a 4 KiB one (460) does, 2.5 to 3 times a valid salary in-process (app.inject).
 */
export const BODY_LIMIT_BYTES = 6 * 1024;

export interface Timeouts {
  /** Headers must have arrived this long after the request began. */
  headersMs: number;
  /** The whole request, headers and body, must have arrived this long after it began (408). */
  requestMs: number;
  /** A connection with no bytes either way for this long, during a request, is closed. */
  idleMs: number;
  /** An idle kept-alive connection is closed after this long. */
  keepAliveMs: number;
}

/**
 * Sized for a JSON API whose bodies are at most 6 KiB: a stalled or trickled upload loses its
 * socket within 15 s (Node checks every second). Keep-alive outlasts the 60 s idle timeout common
 * to load balancers, so the balancer, not the API, closes an idle connection it pools.
 */
export const TIMEOUTS: Timeouts = {
  headersMs: 10_000,
  requestMs: 15_000,
  idleMs: 10_000,
  keepAliveMs: 65_000,
};

const { version } = createRequire(import.meta.url)("../package.json") as {
  version: string;
};

/** An incoming `X-Request-Id` we keep: short, and only characters safe in a header and a log. */
const PLAIN_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The caller's `X-Request-Id` (e.g. from a load balancer) if plain and short, else a fresh one. */
function requestId(request: { headers: Record<string, unknown> }): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && PLAIN_REQUEST_ID.test(given)
    ? given
    : randomUUID();
}

/**
 * Fastify's `trustProxy` for our setting. A hop count becomes proxy-addr's own rule for one (the
 * nearest N addresses are proxies), written out because Fastify's types take no number.
 */
function trustedProxies(
  setting: false | number | readonly string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return [...setting];
}

/**
 * Builds the whole service: the six calculator endpoints, the payslips, the batch and the tax
 * years, health, metrics, docs, security headers, CORS, rate limiting, connection and time
 * limits, the one error handler and (when built) the website. Nothing is kept between requests
 * except the rate-limit counters (in memory, or in Redis) and the metrics.
 */
export async function buildApp(
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const timeouts = { ...TIMEOUTS, ...options.timeouts };
  const trustProxy = options.trustProxy ?? false;
  const pageHeaders = await securityHeaders();
  /** The headers every answer carries. */
  const commonHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    // By the route Fastify matched when there is one (`/%61pi/…` is an API path too).
    const path = request.routeOptions.url ?? request.url;
    reply.headers(
      isApiPath(path)
        ? API_SECURITY_HEADERS
        : isAssetPath(request.url)
          ? ASSET_SECURITY_HEADERS
          : pageHeaders,
    );
    reply.header("x-request-id", request.id);
    if (app.draining) reply.header("connection", "close");
  };
  const logger = {
    level: options.logLevel ?? "info",
    serializers: logSerializers,
    ...(options.logStream === undefined ? {} : { stream: options.logStream }),
  };
  const app = Fastify({
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.requestMs),
    },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    maxRequestsPerSocket: options.maxRequestsPerSocket ?? 1_000,
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(trustProxy),
    requestIdHeader: false,
    genReqId: requestId,
    // Requests Node cannot read (before routing): the one error shape, a request id, the headers.
    clientErrorHandler,
    // A URL Fastify cannot route (e.g. a bad percent-encoding) gets the one error shape too.
    // (Fastify runs no hook for these, so the answer is counted in the metrics here.)
    frameworkErrors: (error, request, reply) => {
      commonHeaders(request, reply);
      reply.raw.once("finish", () => {
        observeAnswer(app.metrics, request, reply);
      });
      errorHandler(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate("draining", false);

  app.server.maxConnections = options.maxConnections ?? 10_000;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", (request, reply, done) => {
    commonHeaders(request, reply);
    done();
  });
  // The methods of each API path, so a wrong method is answered 405 with `Allow`, not 404.
  const apiMethods = new Map<string, Set<string>>();
  app.addHook("onRoute", ({ url, method }) => {
    if (!url.startsWith("/api/")) return;
    const methods = apiMethods.get(url) ?? new Set<string>();
    for (const name of [method].flat()) methods.add(name);
    apiMethods.set(url, methods);
  });

  await app.register(connectionLimitsPlugin, {
    maxPerAddress: options.maxConnectionsPerAddress ?? 100,
    trustProxy,
  });
  await app.register(jsonBodyPlugin);
  await app.register(corsPlugin, { corsOrigins: options.corsOrigins ?? [] });
  // The document lists every route registered after it.
  await app.register(docsPlugin, { version });
  await app.register(metricsPlugin, { route: options.metricsRoute ?? true });
  await app.register(healthRoute);

  // The API's routes and the docs, behind one rate limit per client.
  await app.register(async (api) => {
    await api.register(rateLimitPlugin, {
      max: options.rateLimitMax ?? 300,
      ...(options.redisUrl === undefined ? {} : { redisUrl: options.redisUrl }),
      ...(options.redisBreaker === undefined
        ? {}
        : { breaker: options.redisBreaker }),
    });
    await api.register(docsUiPlugin);
    await api.register(calculateSalaryRoute);
    await api.register(compareSalariesRoute);
    await api.register(reverseCalculateRoute);
    await api.register(convertHourlyRoute);
    await api.register(calculateMortgageRoute);
    await api.register(compareContractorRoute);
    await api.register(payslipsRoute);
    await api.register(taxYearsRoute);
    await api.register(batchCalculateSalaryRoute, {
      rowsPerRequest: options.batchRowsPerRequest ?? 100,
    });
  });
  await app.register(staticSitePlugin, {
    webRoot: options.webRoot,
    ssrRoot: options.ssrRoot,
  });
  const siteServed = app.siteNotFoundPage !== undefined;

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?", 1)[0] ?? "/";
    const isApi = path === "/api" || path.startsWith("/api/");
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (siteServed && isPage && !isApi)
      // A page, even at an asset's address: a page's security headers.
      return sendIndex(reply.headers(pageHeaders), 404);
    const allowed = apiMethods.get(path);
    if (allowed !== undefined) {
      return reply
        .code(405)
        .header("allow", [...allowed].join(", "))
        .send(
          errorBody(
            405,
            `Method ${request.method} is not allowed on ${path}: use ${[...allowed].join(" or ")}`,
          ),
        );
    }
    return reply
      .code(404)
      .send(errorBody(404, `Route ${request.method} ${path} not found`));
  });

  return app;
}
