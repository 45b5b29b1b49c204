import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { blockWrittenLog } from "./log-destination.js";
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

// Log lines go to stdout in blocks; whatever is held is written when the process exits, however
// it exits (the shutdown below also flushes before it resolves).
const logs = blockWrittenLog();
process.on("exit", () => logs.flushSync());

const app = await buildApp({
  logLevel: config.LOG_LEVEL,
  logStream: logs,
  corsOrigins: config.CORS_ORIGIN,
  rateLimitMax: config.RATE_LIMIT_MAX,
  trustProxy: config.TRUST_PROXY,
  maxConnections: config.MAX_CONNECTIONS,
  ...(config.REDIS_URL === undefined ? {} : { redisUrl: config.REDIS_URL }),
  webRoot,
});

// SIGTERM (an orchestrator's stop) drains for DRAIN_SECONDS first; SIGINT (Ctrl-C) and a second
// signal stop without draining.
let stopping = false;
let hurry = (): void => undefined;
const hurried = new Promise<void>((resolve) => (hurry = resolve));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return hurry();
    stopping = true;
    const drainMs = signal === "SIGTERM" ? config.DRAIN_SECONDS * 1000 : 0;
    void shutdown(app, signal, { drainMs, hurry: hurried, logs }).then((code) =>
      process.exit(code),
    );
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal({ err: error }, "could not start listening");
  process.exit(1);
}
