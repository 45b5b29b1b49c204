import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { LogLevel } from "./config.js";
import { errorBody, errorHandler } from "./errors.js";
import { registerDocs } from "./plugins/docs.js";
import { registerSecurity } from "./plugins/security.js";
import { registerStaticSite, sendIndex } from "./plugins/static-site.js";
import { calculateMortgageRoute } from "./routes/calculate-mortgage.js";
import { calculateSalaryRoute } from "./routes/calculate-salary.js";
import { compareContractorRoute } from "./routes/compare-contractor.js";
import { compareSalariesRoute } from "./routes/compare-salaries.js";
import { convertHourlyRoute } from "./routes/convert-hourly.js";
import { healthRoute } from "./routes/health.js";
import { reverseCalculateRoute } from "./routes/reverse-calculate.js";
import { serializerCompiler, validatorCompiler } from "./schema-compilers.js";

export interface AppOptions {
  /** Log level (default `info`); `silent` for tests. */
  logLevel?: LogLevel;
  /** Where log lines go (default stdout). Tests pass a stream to read them. */
  logStream?: { write(line: string): void };
  /** Browser origins allowed to call the API with credentials (default: none, same origin only). */
  corsOrigins?: readonly string[];
  /** Requests per minute per client address to `/api/*` (default 300). Counted per instance. */
  rateLimitMax?: number;
  /** Trust `X-Forwarded-*` from a load balancer, so rate limits and logs see the client's address. */
  trustProxy?: boolean;
  /** The built website (`apps/web/dist`). Omitted, or without an `index.html`: the API only. */
  webRoot?: string;
}

/** Bodies larger than this are refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;

const { version } = createRequire(import.meta.url)("../package.json") as {
  version: string;
};

/**
 * The client a request counts against: its address, with IPv6 grouped by /64 as
 * @fastify/rate-limit's default does. IPv4 addresses skip that default's IPv6 test, which was
 * ~5% of a calculation's CPU time.
 */
function rateLimitKey(request: FastifyRequest): string {
  return request.ip.includes(":") ? normalizeIP(request.ip) : request.ip;
}

/**
 * Builds the whole service: the six calculator endpoints, health, docs, security headers, CORS,
 * rate limiting, the one error handler and (when built) the website. Nothing is kept between
 * requests except the per-instance rate-limit counters.
 */
export async function buildApp(
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? "info",
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // JSON only: anything else (text/plain included) is answered with 415.
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  await registerSecurity(app, { corsOrigins: options.corsOrigins ?? [] });
  await registerDocs(app, version);
  await app.register(healthRoute);

  await app.register(async (api) => {
    await api.register(fastifyRateLimit, {
      max: options.rateLimitMax ?? 300,
      timeWindow: "1 minute",
      keyGenerator: rateLimitKey,
      // X-RateLimit-* go with the 429 only: on every answer they cost ~5% of a calculation's CPU.
      addHeadersOnExceeding: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false,
      },
    });
    await api.register(calculateSalaryRoute);
    await api.register(compareSalariesRoute);
    await api.register(reverseCalculateRoute);
    await api.register(convertHourlyRoute);
    await api.register(calculateMortgageRoute);
    await api.register(compareContractorRoute);
  });

  const siteServed =
    options.webRoot !== undefined &&
    (await registerStaticSite(app, options.webRoot));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?", 1)[0] ?? "/";
    const isApi = path === "/api" || path.startsWith("/api/");
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (siteServed && isPage && !isApi) return sendIndex(reply, 404);
    return reply
      .code(404)
      .send(errorBody(404, `Route ${request.method} ${path} not found`));
  });

  return app;
}
