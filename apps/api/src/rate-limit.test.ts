import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import {
  build,
  freePort,
  postJson,
  startHealthyServer,
  startRedis,
  startRedisProcess,
} from "./test-helper.js";

const SALARY = "/api/calculate-salary";
const salary = JSON.stringify({ grossSalary: 40000 });

async function post(base: string): Promise<number> {
  const response = await fetch(`${base}${SALARY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: salary,
  });
  await response.arrayBuffer();
  return response.status;
}

describe("rate limit shared through Redis", () => {
  it("gives two API processes one budget per client", async () => {
    const redisUrl = await startRedis();
    // Redis has 5 s to answer: the shared budget is the subject here, and on a busy machine a
    // fresh process's first commands can take longer than the breaker's 100 ms, which would move
    // the count into each process's memory (tested below).
    const env = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_MAX: "10",
      REDIS_TIMEOUT_MS: "5000",
    };
    const [first, second] = await Promise.all([
      startHealthyServer(env),
      startHealthyServer(env),
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await post(first.base));
    for (let i = 0; i < 6; i += 1) statuses.push(await post(second.base));
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);

    const limited = await fetch(`${first.base}${SALARY}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: salary,
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("10");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: "Rate limit exceeded, retry in 1 minute",
    });
  }, 30_000);

  it("keeps answering when Redis cannot be reached, counting in memory, and logs it once", async () => {
    const lines: string[] = [];
    const app = await build({
      rateLimitMax: 2,
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      logLevel: "info",
      logStream: { write: (line) => void lines.push(line) },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await postJson(app, SALARY, { grossSalary: 40000 })).statusCode,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The breaker opened at the first failure: this instance's own count of 2 applies.
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const outages = lines.filter((line) => line.includes("Redis breaker open"));
    expect(outages).toHaveLength(1);
    const metrics = await app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/^uktax_redis_breaker_state 1$/m);
  }, 15_000);

  it("keeps answering when Redis goes away mid-run", async () => {
    const redisUrl = await startRedis();
    const { base } = await startHealthyServer({
      REDIS_URL: redisUrl,
      RATE_LIMIT_MAX: "100",
    });
    expect(await post(base)).toBe(200);
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
    client.on("error", () => undefined); // the server it stops drops the connection
    await client.shutdown("NOSAVE").catch(() => undefined);
    client.disconnect();
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) expect(await post(base)).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 30_000);

  it("does not hold requests while Redis hangs: the breaker opens, logs once, and closes when Redis is back", async () => {
    const redis = await startRedisProcess();
    const lines: string[] = [];
    const app = await build({
      rateLimitMax: 1_000,
      redisUrl: redis.url,
      redisBreaker: { commandTimeoutMs: 100, openMs: 500 },
      logLevel: "info",
      logStream: { write: (line) => void lines.push(line) },
    });
    const timed = async () => {
      const started = performance.now();
      const { statusCode } = await postJson(app, SALARY, {
        grossSalary: 40000,
      });
      expect(statusCode).toBe(200);
      return performance.now() - started;
    };
    // Until a count has gone through Redis: the connection is up and the breaker closed (a request
    // sent before ioredis connected opens it, for openMs).
    const throughRedis = async () =>
      /^uktax_redis_command_duration_seconds_count\{outcome="ok"\} [1-9]/m.test(
        (await app.inject({ method: "GET", url: "/metrics" })).body,
      );
    for (let tries = 0; !(await throughRedis()); tries += 1) {
      expect(tries).toBeLessThan(100);
      await timed();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const openedBefore = lines.filter((line) =>
      line.includes("Redis breaker open"),
    ).length;
    const closedBefore = lines.filter((line) =>
      line.includes("Redis breaker closed"),
    ).length;
    redis.process.kill("SIGSTOP");
    try {
      const times: number[] = [];
      for (let i = 0; i < 20; i += 1) times.push(await timed());
      // Only the first waits for the command timeout; the others skip Redis.
      expect(times[0]).toBeGreaterThanOrEqual(90);
      const rest = times.slice(1).sort((a, b) => a - b);
      expect(rest[Math.floor(rest.length / 2)]).toBeLessThan(20);
      expect(
        lines.filter((line) => line.includes("Redis breaker open")),
      ).toHaveLength(openedBefore + 1);
    } finally {
      redis.process.kill("SIGCONT");
    }
    // Once the breaker's open time has passed, a request tries Redis and closes it (or, if Redis
    // is still catching up, opens it for another openMs: then the next try).
    const closed = () =>
      lines.filter((line) => line.includes("Redis breaker closed")).length;
    for (let tries = 0; closed() === closedBefore && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await timed();
    }
    expect(
      lines.filter((line) => line.includes("Redis breaker closed")),
    ).toHaveLength(closedBefore + 1);
    const metrics = await app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/^uktax_redis_breaker_state 0$/m);
    expect(metrics.body).toMatch(
      /^uktax_redis_command_duration_seconds_count\{outcome="error"\} [1-9]/m,
    );
  }, 20_000);
});
