import { Agent, request as httpRequest } from "node:http";
import { describe, expect, it, onTestFinished } from "vitest";
import { shutdown } from "./shutdown.js";
import {
  build,
  listen,
  startHealthyServer,
  startServerProcess,
} from "./test-helper.js";

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("graceful shutdown", () => {
  it("stops accepting connections but finishes the request in flight, then resolves 0", async () => {
    const entered = deferred();
    const release = deferred();
    const app = await build({}, (app) => {
      app.get("/test-slow", async () => {
        entered.resolve();
        await release.promise;
        return { finished: true };
      });
    });
    const base = await listen(app);

    const inFlight = fetch(`${base}/test-slow`);
    await entered.promise;
    let settled = false;
    const closing = shutdown(app, "SIGTERM", {
      closeTimeoutMs: 5_000,
    }).finally(() => {
      settled = true;
    });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    await expect(
      fetch(`${base}/health`, { headers: { connection: "close" } }),
    ).rejects.toThrow();

    release.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(await closing).toBe(0);
  });

  it("gives up with exit code 1 when a request outlives the timeout", async () => {
    const entered = deferred();
    const release = deferred();
    const app = await build({}, (app) => {
      app.get("/test-stuck", async () => {
        entered.resolve();
        await release.promise;
        return { finished: true };
      });
    });
    const base = await listen(app);
    const inFlight = fetch(`${base}/test-stuck`);
    await entered.promise;
    expect(await shutdown(app, "SIGTERM", { closeTimeoutMs: 50 })).toBe(1);
    release.resolve();
    expect((await inFlight).status).toBe(200);
    // The process would exit now; here, let the pending close finish.
    app.server.closeAllConnections();
  });
});

/** A GET or POST over `agent`, resolving with the status, the Connection header and the body. */
function send(
  agent: Agent,
  url: string,
  body?: string,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        agent,
        method: body === undefined ? "GET" : "POST",
        headers:
          body === undefined ? {} : { "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: text,
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("draining", () => {
  it("answers /health 503 at once, serves requests with Connection: close for the drain period, then closes", async () => {
    const app = await build();
    const base = await listen(app);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    onTestFinished(() => {
      agent.destroy();
    });
    const salary = JSON.stringify({ grossSalary: 40000 });

    const before = await send(agent, `${base}/health`);
    expect(before).toMatchObject({ status: 200, connection: "keep-alive" });

    const started = Date.now();
    let settled = false;
    const closing = shutdown(app, "SIGTERM", { drainMs: 500 }).finally(() => {
      settled = true;
    });

    // On the kept-alive connection: told to close it.
    const health = await send(agent, `${base}/health`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: "draining" });
    expect(health.connection).toBe("close");
    // New connections are still accepted and served.
    for (let i = 0; i < 3; i += 1) {
      const answer = await send(agent, `${base}/api/calculate-salary`, salary);
      expect(answer).toMatchObject({ status: 200, connection: "close" });
    }
    expect(settled).toBe(false);

    expect(await closing).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });

  it("ends the drain early when hurried", async () => {
    const app = await build();
    await listen(app);
    const started = Date.now();
    expect(
      await shutdown(app, "SIGTERM", {
        drainMs: 60_000,
        hurry: new Promise((resolve) => setTimeout(resolve, 50)),
      }),
    ).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("server process", () => {
  it("exits 1 with a clear message on bad configuration", async () => {
    const { exited } = startServerProcess({
      PORT: "eighty",
      RATE_LIMIT_MAX: "-5",
    });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toContain("PORT must be a whole number");
    expect(stderr).toContain("RATE_LIMIT_MAX must be a whole number");
  });

  it("on SIGTERM, drains for DRAIN_SECONDS (health 503, requests served), then exits 0", async () => {
    const { server, base } = await startHealthyServer({ DRAIN_SECONDS: "1" });
    const started = Date.now();
    server.kill("SIGTERM");
    let health = 200;
    for (let attempt = 0; attempt < 50 && health === 200; attempt += 1) {
      health = (await fetch(`${base}/health`)).status;
    }
    expect(health).toBe(503);
    const answer = await fetch(`${base}/api/calculate-salary`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grossSalary: 40000 }),
    });
    expect(answer.status).toBe(200);
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  }, 20_000);

  it("at LOG_LEVEL=info, loses no request line on SIGTERM: all are on stdout before it exits", async () => {
    const { server, base } = await startHealthyServer({
      LOG_LEVEL: "info",
      DRAIN_SECONDS: "0",
    });
    const ids: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await fetch(`${base}/api/calculate-salary`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grossSalary: 40000 + i }),
      });
      expect(answer.status).toBe(200);
      ids.push(answer.headers.get("x-request-id"));
    }
    server.kill("SIGTERM");
    const { code, stdout } = await server.exited;
    expect(code).toBe(0);
    const lines = stdout
      .trimEnd()
      .split("\n")
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            reqId?: string;
            req?: { url?: string };
          },
      );
    // Fastify's two lines a request: its arrival (with the URL) and its completion.
    const incoming = lines.filter(
      (line) => line.req?.url === "/api/calculate-salary",
    );
    expect(incoming.map((line) => line.reqId)).toEqual(ids);
    expect(incoming.every((line) => line.msg === "incoming request")).toBe(
      true,
    );
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(ids.every((id) => completed.some((line) => line.reqId === id))).toBe(
      true,
    );
    expect(lines.at(-1)?.msg, stdout).toBe("shutdown complete");
  }, 20_000);

  it("on SIGINT, exits 0 without draining", async () => {
    const { server } = await startHealthyServer({ DRAIN_SECONDS: "30" });
    const started = Date.now();
    server.kill("SIGINT");
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});
