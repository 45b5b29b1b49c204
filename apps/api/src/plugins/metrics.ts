import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from "prom-client";

/** The service's Prometheus metrics, one registry per app (nothing kept at module level). */
export interface Metrics {
  readonly registry: Registry;
  /** Every answered request, by method, matched route and status. */
  readonly requests: Counter<"method" | "route" | "status_code">;
  /** Time to answer, by method, matched route and status. */
  readonly requestSeconds: Histogram<"method" | "route" | "status_code">;
  /** Requests refused for the rate limit (429). */
  readonly rateLimited: Counter<"route">;
  /**
   * Rows answered by the batch endpoint, by outcome: `ok`, `invalid` (the row's own 400) or
   * `error` (the row's own 500).
   */
  readonly batchRows: Counter<"outcome">;
  /** The Redis circuit breaker: 0 closed (Redis used), 1 open (Redis skipped), 0.5 half-open. */
  readonly redisBreakerState: Gauge;
  /** Time of each rate-limit command sent to Redis, by outcome (`ok`, `error`). */
  readonly redisCommandSeconds: Histogram<"outcome">;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** A route label for answers no route matched, so that random paths cannot add label values. */
const UNMATCHED = "unmatched";

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process metrics, including nodejs_eventloop_lag_seconds (and its percentiles).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "Requests answered, by method, matched route and status",
      labelNames: ["method", "route", "status_code"],
      registers,
    }),
    requestSeconds: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request's arrival to its answer, by method, matched route and status",
      labelNames: ["method", "route", "status_code"],
      buckets: [
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
      ],
      registers,
    }),
    rateLimited: new Counter({
      name: "uktax_rate_limited_total",
      help: "Requests refused with 429 for the rate limit, by matched route",
      labelNames: ["route"],
      registers,
    }),
    batchRows: new Counter({
      name: "uktax_batch_rows_total",
      help: "Rows answered by POST /api/batch/calculate-salary, by outcome (ok, invalid, error)",
      labelNames: ["outcome"],
      registers,
    }),
    redisBreakerState: new Gauge({
      name: "uktax_redis_breaker_state",
      help: "Rate-limit Redis circuit breaker: 0 closed (Redis used), 0.5 half-open (one trial), 1 open (Redis skipped, counted in memory)",
      registers,
    }),
    redisCommandSeconds: new Histogram({
      name: "uktax_redis_command_duration_seconds",
      help: "Time of each rate-limit command sent to Redis, by outcome",
      labelNames: ["outcome"],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers,
    }),
  };
}

/**
 * Counts one answer and its time, by its matched route. Called for every answer by the plugin's
 * `onResponse` hook, and by the app for the errors Fastify answers before any hook runs.
 */
export function observeAnswer(
  metrics: Metrics,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const labels = {
    method: request.method,
    route: request.routeOptions.url ?? UNMATCHED,
    status_code: String(reply.statusCode),
  };
  metrics.requests.inc(labels);
  metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
}

export interface MetricsOptions {
  /** Serve `GET /metrics` on this app (default true; false when it has its own port). */
  route: boolean;
}

/**
 * Prometheus metrics with prom-client: `app.metrics` for the other plugins, a count and a
 * latency histogram of every answer by its matched route (`request.routeOptions.url`, never the
 * raw URL), and `GET /metrics` in Prometheus's text format, outside the rate limit.
 */
export const metricsPlugin = fp<MetricsOptions>(
  (app: FastifyInstance, options, done) => {
    const metrics = createMetrics();
    app.decorate("metrics", metrics);
    app.addHook("onResponse", (request, reply, done) => {
      observeAnswer(metrics, request, reply);
      done();
    });
    if (!options.route) {
      done();
      return;
    }
    app.get(
      "/metrics",
      {
        schema: {
          tags: ["service"],
          // Prometheus text for a scraper, not JSON for a client: documented in the README.
          hide: true,
          summary: "Prometheus metrics, in Prometheus's text format",
          description:
            "Requests and latency by route and status, 429s, batch rows, the Redis breaker and its command latency, event-loop lag and the process. Not rate limited; with METRICS_PORT set it is served on that port instead.",
        },
      },
      async (_request, reply) =>
        reply
          .header("content-type", metrics.registry.contentType)
          .header("cache-control", "no-store")
          .send(await metrics.registry.metrics()),
    );
    done();
  },
  { name: "uktax-metrics" },
);
