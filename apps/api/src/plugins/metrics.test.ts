import { request as httpRequest, Agent } from "node:http";
import { createServer, type Server } from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  build,
  freePort,
  postJson,
  startHealthyServer,
  startServerProcess,
} from "../test-helper.js";

const SALARY = "/api/calculate-salary";
const BATCH = "/api/batch/calculate-salary";
const valid = { grossSalary: 40000 };
/** prom-client's content type for Prometheus's text format 0.0.4. */
const PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parseSamples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (match === null) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, name = "", value = ""] of (match[2] ?? "").matchAll(
        /(\w+)="((?:[^"\\]|\\.)*)"/g,
      ))
        labels[name] = value;
      return { name: match[1] ?? "", labels, value: Number(match[3]) };
    });
}

/** The value of the one sample with exactly these labels, or undefined when there is none. */
function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  );
  if (found.length > 1) throw new Error(`${found.length} samples ${name}`);
  return found[0]?.value;
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const response = await app.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe(PROMETHEUS_TEXT);
  return parseSamples(response.body);
}

describe("GET /metrics", () => {
  it("counts and times each answer by method, matched route and status, never the raw URL", async () => {
    const app = await build();
    for (const body of [valid, valid, { grossSalary: -1 }])
      await postJson(app, SALARY, body);
    const unknown = await postJson(app, "/api/nope?x=1", valid);
    expect(unknown.statusCode).toBe(404);
    // Fastify decodes the path before routing: this is POST /api/calculate-salary.
    const encoded = await postJson(app, "/%61pi/calculate-salary", valid);
    expect(encoded.statusCode).toBe(200);
    // An API answer, with the API's security headers, whatever the spelling.
    expect(encoded.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // A URL Fastify cannot decode is answered before any hook: still counted.
    const malformed = await app.inject({ method: "GET", url: "/api/%zz" });
    expect(malformed.statusCode).toBe(400);

    const response = await app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(PROMETHEUS_TEXT);
    expect(response.body).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(response.body).toMatch(
      /^# TYPE http_request_duration_seconds histogram$/m,
    );
    const samples = parseSamples(response.body);
    const salary = (status: string) => ({
      method: "POST",
      route: SALARY,
      status_code: status,
    });
    expect(valueOf(samples, "http_requests_total", salary("200"))).toBe(3);
    expect(valueOf(samples, "http_requests_total", salary("400"))).toBe(1);
    expect(
      valueOf(samples, "http_requests_total", {
        method: "POST",
        route: "unmatched",
        status_code: "404",
      }),
    ).toBe(1);
    expect(
      valueOf(samples, "http_request_duration_seconds_count", salary("200")),
    ).toBe(3);
    expect(
      valueOf(samples, "http_requests_total", {
        method: "GET",
        route: "unmatched",
        status_code: "400",
      }),
    ).toBe(1);
    expect(
      valueOf(samples, "http_request_duration_seconds_bucket", {
        ...salary("200"),
        le: "+Inf",
      }),
    ).toBe(3);
    expect(
      valueOf(samples, "http_request_duration_seconds_count", salary("400")),
    ).toBe(1);
    // Only matched routes and `unmatched` appear as route labels.
    const routes = new Set(
      samples
        .filter((sample) => sample.name.startsWith("http_"))
        .map((sample) => sample.labels["route"]),
    );
    expect([...routes].sort()).toEqual([SALARY, "unmatched"]);
    expect(response.body).not.toMatch(/nope|%61|x=1/);
  });

  it("counts 429s in uktax_rate_limited_total by route, single and batch", async () => {
    const app = await build({ rateLimitMax: 2, batchRowsPerRequest: 100 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await postJson(app, SALARY, valid)).statusCode);
    statuses.push((await postJson(app, BATCH, { inputs: [valid] })).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const samples = await scrape(app);
    expect(
      valueOf(samples, "uktax_rate_limited_total", { route: SALARY }),
    ).toBe(1);
    expect(valueOf(samples, "uktax_rate_limited_total", { route: BATCH })).toBe(
      1,
    );
    expect(
      valueOf(samples, "http_requests_total", {
        method: "POST",
        route: SALARY,
        status_code: "429",
      }),
    ).toBe(1);
  });

  it("counts batch rows in uktax_batch_rows_total by outcome, streamed or not, refused batches not at all", async () => {
    const app = await build();
    const first = await postJson(app, BATCH, {
      inputs: [valid, { grossSalary: -1 }, valid],
    });
    expect(first.statusCode).toBe(200);
    const streamed = await postJson(
      app,
      BATCH,
      { inputs: [valid, {}] },
      { headers: { accept: "application/x-ndjson" } },
    );
    expect(streamed.statusCode).toBe(200);
    const refused = await postJson(app, BATCH, { inputs: [valid], x: 1 });
    expect(refused.statusCode).toBe(400);
    const samples = await scrape(app);
    expect(valueOf(samples, "uktax_batch_rows_total", { outcome: "ok" })).toBe(
      3,
    );
    expect(
      valueOf(samples, "uktax_batch_rows_total", { outcome: "invalid" }),
    ).toBe(2);
    expect(valueOf(samples, "uktax_batch_rows_total")).toBeUndefined();
  });

  it("reports the event loop's lag and the process", async () => {
    const app = await build();
    const samples = await scrape(app);
    expect(
      valueOf(samples, "nodejs_eventloop_lag_seconds"),
    ).toBeGreaterThanOrEqual(0);
    expect(
      valueOf(samples, "nodejs_eventloop_lag_p99_seconds"),
    ).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, "process_resident_memory_bytes")).toBeGreaterThan(
      0,
    );
  });

  it("is not rate limited (while the API is)", async () => {
    const app = await build({ rateLimitMax: 1 });
    expect((await postJson(app, SALARY, valid)).statusCode).toBe(200);
    expect((await postJson(app, SALARY, valid)).statusCode).toBe(429);
    const scrapes: number[] = [];
    for (let i = 0; i < 10; i += 1)
      scrapes.push(
        (await app.inject({ method: "GET", url: "/metrics" })).statusCode,
      );
    expect(scrapes).toEqual(Array<number>(10).fill(200));
  });

  it("is not served with metricsRoute: false, while the counters still count", async () => {
    const app = await build({ metricsRoute: false });
    await postJson(app, SALARY, valid);
    const response = await app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Route GET /metrics not found",
    });
    const samples = parseSamples(await app.metrics.registry.metrics());
    expect(
      valueOf(samples, "http_requests_total", {
        method: "POST",
        route: SALARY,
        status_code: "200",
      }),
    ).toBe(1);
  });
});

/** GET on a port of 127.0.0.1, through this agent (to hold a kept-alive connection). */
function get(
  port: number,
  path: string,
  agent: Agent,
  method = "GET",
): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path, method, agent },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers["content-type"],
            body,
          });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("METRICS_PORT (the server process)", () => {
  it("serves /metrics on its own port only, and lets the process stop with a scraper's connection open", async () => {
    const metricsPort = await freePort();
    const { server, base } = await startHealthyServer({
      METRICS_PORT: String(metricsPort),
      DRAIN_SECONDS: "0",
    });
    const onMain = await fetch(`${base}/metrics`);
    expect(onMain.status).toBe(404);
    await onMain.arrayBuffer();

    const agent = new Agent({ keepAlive: true });
    onTestFinished(() => {
      agent.destroy();
    });
    const scraped = await get(metricsPort, "/metrics", agent);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toBe(PROMETHEUS_TEXT);
    const samples = parseSamples(scraped.body);
    expect(
      valueOf(samples, "http_requests_total", {
        method: "GET",
        route: "/health",
        status_code: "200",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, "http_requests_total", {
        method: "GET",
        route: "unmatched",
        status_code: "404",
      }),
    ).toBe(1);
    expect((await get(metricsPort, "/", agent)).status).toBe(404);
    expect((await get(metricsPort, "/metrics", agent, "POST")).status).toBe(
      404,
    );

    // The scraper's connection is kept alive; SIGTERM still ends the process promptly and cleanly.
    const started = Date.now();
    server.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 20_000);

  it("exits 1 with a fatal log line when METRICS_PORT is taken", async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) =>
      taken.listen(0, "127.0.0.1", () => {
        resolve();
      }),
    );
    onTestFinished(
      () =>
        new Promise<void>((resolve) =>
          taken.close(() => {
            resolve();
          }),
        ),
    );
    const address = taken.address();
    if (address === null || typeof address === "string")
      throw new Error("expected a TCP address");
    const server = startServerProcess({
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      METRICS_PORT: String(address.port),
    });
    onTestFinished(() => {
      server.kill("SIGKILL");
    });
    const { code, stdout } = await server.exited;
    expect(code).toBe(1);
    const fatal = stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map(
        (line) =>
          JSON.parse(line) as {
            level: number;
            msg: string;
            err?: { code?: string };
          },
      )
      .find((line) => line.level === 60);
    expect(fatal?.msg).toBe("could not start listening");
    expect(fatal?.err?.code).toBe("EADDRINUSE");
  }, 20_000);
});
