import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { once } from "node:events";
import { createServer } from "node:http";
import { destination } from "pino";
import { shutdown } from "./shutdown.js";

// The only file that reads the environment and listens (see apps/api/README.md for every variable).
let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// From apps/api/dist/server.js (or src/server.ts under `pnpm dev`), the web build is ../../web/dist.
const webRoot =
  config.WEB_ROOT ?? fileURLToPath(new URL("../../web/dist", import.meta.url));

const app = await buildApp({
  logLevel: config.LOG_LEVEL,
  // Each line written before the next (pino's own destination, synchronous), so none is lost or
  // reordered when the process stops.
  logStream: destination({ dest: 1, sync: true }),
  corsOrigins: config.CORS_ORIGIN,
  rateLimitMax: config.RATE_LIMIT_MAX,
  trustProxy: config.TRUST_PROXY,
  maxConnections: config.MAX_CONNECTIONS,
  maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
  maxRequestsPerSocket: config.MAX_REQUESTS_PER_SOCKET,
  batchRowsPerRequest: config.BATCH_ROWS_PER_REQUEST,
  metricsRoute: config.METRICS_PORT === undefined,
  ...(config.REDIS_URL === undefined ? {} : { redisUrl: config.REDIS_URL }),
  redisBreaker: { commandTimeoutMs: config.REDIS_TIMEOUT_MS },
  webRoot,
});

// SIGTERM (an orchestrator's stop) drains for DRAIN_SECONDS first; SIGINT (Ctrl-C) and a second
// signal stop without draining.
let stopping = false;
let hurry = (): void => undefined;
const hurried = new Promise<void>((resolve) => (hurry = resolve));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) {
      hurry();
      return;
    }
    stopping = true;
    const drainMs = signal === "SIGTERM" ? config.DRAIN_SECONDS * 1000 : 0;
    void shutdown(app, signal, { drainMs, hurry: hurried }).then((code) =>
      process.exit(code),
    );
  });
}

// Metrics on their own port (e.g. reachable only by the scraper), not on the public one. Closed
// with the app: its hook is added here because Fastify takes no hooks once it is listening.
const metricsServer =
  config.METRICS_PORT === undefined
    ? undefined
    : createServer((request, response) => {
        if (request.method !== "GET" || request.url !== "/metrics") {
          response.writeHead(404).end();
          return;
        }
        app.metrics.registry.metrics().then(
          (text) => {
            response
              .writeHead(200, {
                "content-type": app.metrics.registry.contentType,
                "cache-control": "no-store",
              })
              .end(text);
          },
          (error: unknown) => {
            app.log.error({ err: error }, "could not collect the metrics");
            response.writeHead(500).end();
          },
        );
      });
if (metricsServer !== undefined) {
  app.addHook("onClose", (_app, done) => {
    if (!metricsServer.listening) {
      done();
      return;
    }
    // Node closes the idle (kept-alive) connections of a closing server.
    metricsServer.close(() => {
      done();
    });
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  if (metricsServer !== undefined) {
    // once() rejects on an "error" event (e.g. the port is taken) instead of crashing unhandled.
    metricsServer.listen(
      config.METRICS_PORT,
      config.METRICS_HOST ?? config.HOST,
    );
    await once(metricsServer, "listening");
    metricsServer.on("error", (error) => {
      app.log.error({ err: error }, "metrics server error");
    });
  }
} catch (error) {
  app.log.fatal({ err: error }, "could not start listening");
  process.exit(1);
}
