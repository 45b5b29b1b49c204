import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { ClientError } from "./errors.js";

const WINDOW_MS = 60_000;
/** The in-memory limiter forgets the oldest client past this many in one window. */
const MAX_CLIENTS = 100_000;

/**
 * The client a request counts against: its address, with IPv6 grouped by /64 as
 * @fastify/rate-limit's default does. IPv4 addresses skip that default's IPv6 test.
 */
function clientKey(request: FastifyRequest): string {
  return request.ip.includes(":") ? normalizeIP(request.ip) : request.ip;
}

/** "1 minute", "45 seconds": how @fastify/rate-limit words a wait. */
function wait(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return `${minutes} minute${seconds >= 90 ? "s" : ""}`;
  }
  return `${seconds} second${seconds >= 2 ? "s" : ""}`;
}

/** Whole seconds until a client's window ends, as @fastify/rate-limit rounds them. */
const secondsLeft = (ttlMs: number): number =>
  Math.max(1, Math.ceil(ttlMs / 1000));

/** The error both limiters answer with (429, in the one error shape). */
function tooManyRequests(ttlMs: number): ClientError {
  return new ClientError(
    429,
    `Rate limit exceeded, retry in ${wait(secondsLeft(ttlMs))}`,
    "UKTAX_RATE_LIMITED",
  );
}

/** The headers @fastify/rate-limit sets on a 429 (and the in-memory limiter, the same). */
function setLimitHeaders(reply: FastifyReply, max: number, ttlMs: number) {
  const seconds = secondsLeft(ttlMs);
  reply.headers({
    "x-ratelimit-limit": max,
    "x-ratelimit-remaining": 0,
    "x-ratelimit-reset": seconds,
    "retry-after": seconds,
  });
}

/**
 * The in-memory limit's check, run in the API routes' one `onRequest` hook (see `src/app.ts`):
 * undefined while the client is within its budget; past it, the 429 to answer (its headers set).
 */
export type RateLimitCheck = (
  request: FastifyRequest,
  reply: FastifyReply,
) => ClientError | undefined;

/**
 * Counts requests per client in this process's memory, in a window that starts at each client's
 * first request (as @fastify/rate-limit's local store does). A synchronous check, not a hook of
 * its own: the app calls it from the hook that sets the API's headers, so a request pays for one
 * hook, not two (@fastify/rate-limit's asynchronous hooks cost a sixth of a calculation).
 */
export function inMemoryRateLimit(
  app: FastifyInstance,
  max: number,
): RateLimitCheck {
  const clients = new Map<string, { count: number; resetAt: number }>();
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, client] of clients)
      if (client.resetAt <= now) clients.delete(key);
  }, WINDOW_MS);
  sweeper.unref();
  app.addHook("onClose", (_app, done) => {
    clearInterval(sweeper);
    done();
  });

  return (request, reply) => {
    const key = clientKey(request);
    const now = Date.now();
    const client = clients.get(key);
    if (client === undefined || client.resetAt <= now) {
      if (client === undefined && clients.size >= MAX_CLIENTS) {
        const oldest = clients.keys().next().value;
        if (oldest !== undefined) clients.delete(oldest);
      }
      clients.set(key, { count: 1, resetAt: now + WINDOW_MS });
      return undefined;
    }
    client.count += 1;
    if (client.count <= max) return undefined;
    setLimitHeaders(reply, max, client.resetAt - now);
    return tooManyRequests(client.resetAt - now);
  };
}

/**
 * Counts requests per client in Redis through @fastify/rate-limit, on the instance given (the API
 * routes' scope), so all instances share one budget. If Redis cannot be reached the API keeps
 * answering without a limit (fail-open): each command gives up after half a second rather than
 * holding the request, and the outage is logged once, its end once.
 */
export async function registerSharedRateLimit(
  app: FastifyInstance,
  max: number,
  redisUrl: string,
): Promise<void> {
  const redis = new Redis(redisUrl, {
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let reachable = true;
  redis.on("error", (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.error(
      { err: error },
      "Redis unreachable: rate limits are not enforced until it is back",
    );
  });
  redis.on("ready", () => {
    if (reachable) return;
    reachable = true;
    app.log.info("Redis reachable again: rate limits enforced");
  });
  app.addHook("onClose", async () => {
    redis.disconnect();
  });

  await app.register(fastifyRateLimit, {
    max,
    timeWindow: WINDOW_MS,
    redis,
    nameSpace: "uktax-rate-limit:",
    skipOnError: true,
    keyGenerator: clientKey,
    // X-RateLimit-* go with the 429 only, as in memory.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}
