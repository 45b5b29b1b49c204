import fastifyRateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
} from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
} from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { ClientError } from "../errors.js";
import type { Metrics } from "./metrics.js";

/** The rate limit's window: a client's budget is `max` requests a minute. */
export const WINDOW_MS = 60_000;
/** Clients the in-memory store remembers at once (the least recently seen is forgotten first). */
const MEMORY_CLIENTS = 100_000;

/**
 * How the breaker treats Redis. A command that has not answered in `commandTimeoutMs` fails; a
 * failure opens the breaker for `openMs`, during which requests are counted in this instance's
 * memory and never wait for Redis; then one request tries Redis again (half-open).
 */
export interface BreakerTimings {
  commandTimeoutMs: number;
  openMs: number;
}

export const BREAKER_TIMINGS: BreakerTimings = {
  commandTimeoutMs: 100,
  openMs: 5_000,
};

export interface RateLimitOptions {
  /** Requests per minute per client. */
  max: number;
  /** A Redis shared by every instance (`redis://…`); omitted: counted in this process's memory. */
  redisUrl?: string;
  breaker?: Partial<BreakerTimings>;
}

/**
 * The client a request counts against: its address (behind `TRUST_PROXY`, the client's), with
 * IPv6 grouped by /64 and IPv4-mapped IPv6 as IPv4, as @fastify/rate-limit's default does (an
 * IPv4 address, having no colon, is its own key).
 */
function clientKey(request: FastifyRequest): string {
  return request.ip.includes(":") ? normalizeIP(request.ip) : request.ip;
}

type BreakerState = "closed" | "open" | "half-open";

const STATE_GAUGE: Readonly<Record<BreakerState, number>> = {
  closed: 0,
  "half-open": 0.5,
  open: 1,
};

/**
 * A circuit breaker around Redis: closed while Redis answers; open (Redis skipped) for a while
 * after a command fails or times out; then half-open, letting one command try. Each change of
 * state is logged once and shown in the `uktax_redis_breaker_state` gauge.
 */
class RedisBreaker {
  #state: BreakerState = "closed";
  #openedAt = 0;

  constructor(
    private readonly timings: BreakerTimings,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: Metrics,
  ) {
    metrics.redisBreakerState.set(STATE_GAUGE.closed);
  }

  /** Whether this command may go to Redis (in the half-open state, only the first one may). */
  allows(): boolean {
    if (this.#state === "closed") return true;
    if (this.#state === "half-open") return false;
    if (Date.now() - this.#openedAt < this.timings.openMs) return false;
    this.#enter("half-open");
    return true;
  }

  succeeded(): void {
    if (this.#state !== "closed") this.#enter("closed");
  }

  failed(error: Error): void {
    this.#openedAt = Date.now();
    if (this.#state !== "open") this.#enter("open", error);
  }

  #enter(state: BreakerState, error?: Error): void {
    this.#state = state;
    this.metrics.redisBreakerState.set(STATE_GAUGE[state]);
    if (state === "open")
      this.log.error(
        { err: error, openMs: this.timings.openMs },
        "Redis breaker open: rate limits are counted by each instance until Redis answers again",
      );
    else if (state === "closed")
      this.log.info(
        "Redis breaker closed: rate limits shared through Redis again",
      );
    else this.log.info("Redis breaker half-open: trying Redis again");
  }
}

/**
 * @fastify/rate-limit's Redis store behind the breaker: each count goes to Redis while it answers
 * in time, and to an in-memory count (this instance's own budget) while the breaker is open, so a
 * hung or unreachable Redis never holds a request for longer than one command timeout.
 */
function breakerStore(
  redis: Redis,
  breaker: RedisBreaker,
  metrics: Metrics,
): new () => FastifyRateLimitStore {
  const shared = new RedisStore(false, false, redis, "uktax-rate-limit:");
  const local = new LocalStore(false, false, MEMORY_CLIENTS);
  return class BreakerStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: Parameters<FastifyRateLimitStore["incr"]>[1],
      timeWindow: number,
      max: number,
    ): void {
      if (!breaker.allows()) {
        local.incr(key, callback, timeWindow, max);
        return;
      }
      const started = performance.now();
      shared.incr(
        key,
        (error, result) => {
          const seconds = (performance.now() - started) / 1000;
          if (error === null && result !== undefined) {
            metrics.redisCommandSeconds.observe({ outcome: "ok" }, seconds);
            breaker.succeeded();
            callback(null, result);
            return;
          }
          metrics.redisCommandSeconds.observe({ outcome: "error" }, seconds);
          breaker.failed(error ?? new Error("Redis answered nothing"));
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    /** One budget per client across every API route: a route's store is this one. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * The rate limit of the routes registered after it in the same scope (the API's routes, matched
 * by Fastify, so `/%61pi/…` counts as `/api/…`): @fastify/rate-limit, in this process's memory, or
 * through Redis (shared by every instance) behind a circuit breaker. A 429 is answered in the one
 * error shape with `Retry-After` and the `X-RateLimit-*` headers; other answers carry none.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    const errorResponseBuilder = (
      request: FastifyRequest,
      context: { after: string },
    ) => {
      app.metrics.rateLimited.inc({
        route: request.routeOptions.url ?? "unmatched",
      });
      return new ClientError(
        429,
        `Rate limit exceeded, retry in ${context.after}`,
        "UKTAX_RATE_LIMITED",
      );
    };
    const common = {
      max: options.max,
      timeWindow: WINDOW_MS,
      keyGenerator: clientKey,
      errorResponseBuilder,
      // X-RateLimit-* go with the 429 only.
      addHeadersOnExceeding: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false,
      },
    };
    if (options.redisUrl === undefined) {
      await app.register(fastifyRateLimit, {
        ...common,
        cache: MEMORY_CLIENTS,
      });
      return;
    }
    const timings = { ...BREAKER_TIMINGS, ...options.breaker };
    const redis = new Redis(options.redisUrl, {
      connectTimeout: 1_000,
      commandTimeout: timings.commandTimeoutMs,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    // Connection errors are the breaker's to report (ioredis reconnects by itself).
    redis.on("error", () => undefined);
    // Connected before the first request, so the first counts are shared too (without the offline
    // queue, a command sent while connecting fails and opens the breaker). A Redis that refuses
    // or does not answer within `connectTimeout` does not hold the start: the breaker counts in
    // memory until ioredis reconnects.
    await redis.connect().catch(() => undefined);
    app.addHook("onClose", (_instance, done) => {
      redis.disconnect();
      done();
    });
    const breaker = new RedisBreaker(timings, app.log, app.metrics);
    await app.register(fastifyRateLimit, {
      ...common,
      store: breakerStore(redis, breaker, app.metrics),
    });
  },
  { name: "uktax-rate-limit", dependencies: ["uktax-metrics"] },
);
