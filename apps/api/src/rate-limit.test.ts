import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import {
  build,
  freePort,
  postJson,
  startHealthyServer,
  startRedis,
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
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_MAX: "10" };
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

  it("keeps answering when Redis cannot be reached, and logs it once", async () => {
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
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const outages = lines.filter((line) => line.includes("Redis unreachable"));
    expect(outages).toHaveLength(1);
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
});
