import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import type { AppOptions } from "./app.js";
import { build, listen, postJson } from "./test-helper.js";

const SALARY = "/api/calculate-salary";
const validSalary = { grossSalary: 40000 };

describe("X-Forwarded-For behind one load balancer", () => {
  it.each([
    ["a hop count", 1],
    ["the balancer's address", ["10.0.0.1"]],
  ] as const)(
    "with %s, a spoofed first address neither escapes the limit nor reaches the logs",
    async (_label, trustProxy) => {
      const lines: string[] = [];
      const app = await build({
        trustProxy,
        rateLimitMax: 20,
        logLevel: "info",
        logStream: { write: (line) => void lines.push(line) },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const response = await postJson(app, SALARY, validSalary, {
          remoteAddress: "10.0.0.1",
          // What the balancer forwards: whatever the client claimed, then the client's address.
          headers: { "x-forwarded-for": `198.51.100.${i % 250}, 203.0.113.7` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(180);
      const addresses = new Set(
        lines
          .map(
            (line) => JSON.parse(line) as { req?: { remoteAddress?: string } },
          )
          .flatMap((line) => line.req?.remoteAddress ?? []),
      );
      expect([...addresses]).toEqual(["203.0.113.7"]);
    },
  );

  it("without TRUST_PROXY, counts the connecting address and ignores the header", async () => {
    const app = await build({ rateLimitMax: 1 });
    const send = (forwardedFor: string) =>
      postJson(app, SALARY, validSalary, {
        headers: { "x-forwarded-for": forwardedFor },
      });
    expect((await send("198.51.100.1")).statusCode).toBe(200);
    expect((await send("198.51.100.2")).statusCode).toBe(429);
  });
});

/** Opens a connection that announces a 1,000-byte JSON body, sends `{`, then nothing. */
function stalledUpload(
  port: number,
  sockets: Set<Socket>,
): Promise<"closed-by-server" | "refused"> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${SALARY} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
    });
    let wrote = false;
    socket.once("connect", () => {
      wrote = true;
    });
    sockets.add(socket);
    socket.on("data", () => undefined);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      sockets.delete(socket);
      resolve(wrote ? "closed-by-server" : "refused");
    });
  });
}

interface AttackOutcome {
  served: number;
  refused: number;
  stalledOpened: number;
  stalledStillOpen: number;
}

/** The attack, scaled down: stalled uploads opened per second, and for how long. */
const STALLED_PER_SECOND = 100;
const ATTACK_MS = 3_000;

/**
 * For ATTACK_MS, opens STALLED_PER_SECOND stalled uploads a second (catching up if the timer runs
 * late) while one honest client posts a calculation every 50 ms; counts its answers and failures.
 */
async function stalledUploadAttack(
  options: AppOptions,
): Promise<AttackOutcome> {
  const app = await build(options);
  const port = Number(new URL(await listen(app)).port);
  const sockets = new Set<Socket>();
  const started = Date.now();
  let stalledOpened = 0;
  const attacker = setInterval(() => {
    const due = ((Date.now() - started) * STALLED_PER_SECOND) / 1000;
    for (; stalledOpened < due; stalledOpened += 1)
      void stalledUpload(port, sockets);
  }, 50);
  let served = 0;
  let refused = 0;
  while (Date.now() < started + ATTACK_MS) {
    const answer = await fetch(`http://127.0.0.1:${port}${SALARY}`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "close" },
      body: JSON.stringify(validSalary),
      signal: AbortSignal.timeout(3_000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === 200) served += 1;
    else refused += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  clearInterval(attacker);
  const stalledStillOpen = sockets.size;
  for (const socket of sockets) socket.destroy();
  app.server.closeAllConnections();
  return { served, refused, stalledOpened, stalledStillOpen };
}

describe("stalled uploads", () => {
  // Scaled down in time and count: a 500 ms limit instead of 15 s, a cap of 200 connections
  // instead of 10,000. At 100 a second the attacker holds about 50 sockets with the limits, and
  // would reach the cap after 2 s without them. Every connection comes from 127.0.0.1, so the
  // rate limit is set out of the way.
  const scaled = { maxConnections: 200, rateLimitMax: 1_000_000 };

  it("are closed by the server, so an honest client is served throughout", async () => {
    const outcome = await stalledUploadAttack({
      ...scaled,
      timeouts: { headersMs: 500, requestMs: 500, idleMs: 500 },
    });
    expect(outcome.stalledOpened).toBeGreaterThanOrEqual(250);
    expect(outcome.refused).toBe(0);
    expect(outcome.served).toBeGreaterThan(5);
    expect(outcome.stalledStillOpen).toBeLessThan(scaled.maxConnections);
  }, 15_000);

  it("without time limits, fill the connection cap and lock the honest client out (the control)", async () => {
    const outcome = await stalledUploadAttack({
      ...scaled,
      timeouts: { headersMs: 0, requestMs: 0, idleMs: 0 },
    });
    expect(outcome.stalledOpened).toBeGreaterThanOrEqual(250);
    expect(outcome.refused).toBeGreaterThan(0);
  }, 15_000);
});

describe("request limits", () => {
  it("answers an upload that trickles past the request time limit with 408 and closes it", async () => {
    const app = await build({
      timeouts: { headersMs: 300, requestMs: 300, idleMs: 5_000 },
    });
    const port = Number(new URL(await listen(app)).port);
    const started = Date.now();
    const { received, elapsed } = await new Promise<{
      received: string;
      elapsed: number;
    }>((resolve) => {
      let received = "";
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST ${SALARY} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
        );
      });
      // One byte every 100 ms: never idle, never finished.
      const trickle = setInterval(() => socket.write(" "), 100);
      socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(trickle);
        resolve({ received, elapsed: Date.now() - started });
      });
    });
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeLessThan(2_000);
  });
});

/** Sends raw bytes on a new connection and resolves with everything the server wrote back. */
function rawExchange(
  port: number,
  bytes: string,
  { endAfterMs = 2_000 }: { endAfterMs?: number } = {},
): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    const timer = setTimeout(() => socket.destroy(), endAfterMs);
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** The status, headers (lower-cased names) and body of a raw HTTP/1.1 answer. */
function parseAnswer(text: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const [head = "", body = ""] = text.split("\r\n\r\n", 2);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(":");
      return [
        line.slice(0, colon).trim().toLowerCase(),
        line.slice(colon + 1).trim(),
      ];
    }),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

describe("pipelined documentation requests that are never read (row 1)", () => {
  it("do not grow the process: the document is one cached buffer, and each connection carries a bounded number of requests", async () => {
    const app = await build({ rateLimitMax: 1_000_000 });
    const port = Number(new URL(await listen(app)).port);
    const sockets: Socket[] = [];
    global.gc?.();
    const before = process.memoryUsage().rss;
    const request = `GET /docs/json HTTP/1.1\r\nHost: x\r\n\r\n`;
    for (let i = 0; i < 4; i += 1) {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(request.repeat(700)),
      );
      socket.on("error", () => undefined);
      // Never read: the answers pile up on the server's side.
      socket.pause();
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const grown = process.memoryUsage().rss - before;
    for (const socket of sockets) socket.destroy();
    // 2,800 answers of 90 KB made afresh would be about 250 MB; the cached buffer costs a few.
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  }, 15_000);

  it("answers the same bytes every time, with an ETag, and 304 to a client that has them", async () => {
    const app = await build();
    const first = await app.inject({ method: "GET", url: "/docs/json" });
    const second = await app.inject({ method: "GET", url: "/docs/json" });
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers["etag"];
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const cached = await app.inject({
      method: "GET",
      url: "/docs/json",
      headers: { "if-none-match": String(etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
  });

  it("counts the documentation against the rate limit, like /api/*", async () => {
    const app = await build({ rateLimitMax: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await app.inject({ method: "GET", url: "/docs/json" })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("closes a connection after MAX_REQUESTS_PER_SOCKET requests", async () => {
    const app = await build({ maxRequestsPerSocket: 3 });
    const port = Number(new URL(await listen(app)).port);
    const answer = await rawExchange(
      port,
      "GET /health HTTP/1.1\r\nHost: x\r\n\r\n".repeat(5),
    );
    // Node answers the requests past the limit itself: 503, closing the connection.
    expect(answer.match(/HTTP\/1\.1 200/g)).toHaveLength(3);
    expect(answer.match(/HTTP\/1\.1 503/g)).toHaveLength(2);
    expect(answer).toMatch(/connection: close/i);
  });
});

describe("one address holding every connection (row 2)", () => {
  /**
   * The attacker (127.0.0.1) opens 300 idle keep-alive connections, more than the process's
   * cap of 200; then an honest client (from 127.0.0.2) asks for /health.
   */
  async function idleConnectionFlood(options: AppOptions) {
    const app = await build({ maxConnections: 200, ...options });
    const port = Number(new URL(await listen(app)).port);
    const sockets = await Promise.all(
      Array.from(
        { length: 300 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, "127.0.0.1", () => {
              resolve(socket);
            });
            socket.on("error", () => {
              resolve(socket);
            });
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stillOpen = sockets.filter((socket) => !socket.destroyed).length;
    const honest = await new Promise<string>((resolve) => {
      let received = "";
      const socket = connect(
        { port, host: "127.0.0.1", localAddress: "127.0.0.2" },
        () =>
          socket.write(
            "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
          ),
      );
      socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        resolve(received);
      });
    });
    for (const socket of sockets) socket.destroy();
    return { stillOpen, honest };
  }

  it("are capped per address, so another client is still served", async () => {
    const { stillOpen, honest } = await idleConnectionFlood({
      maxConnectionsPerAddress: 50,
    });
    expect(stillOpen).toBeLessThanOrEqual(50);
    expect(honest).toMatch(/^HTTP\/1\.1 200/);
  });

  it("without a per-address cap, lock every other client out (the control)", async () => {
    const { stillOpen, honest } = await idleConnectionFlood({
      maxConnectionsPerAddress: 1_000_000,
    });
    expect(stillOpen).toBeGreaterThanOrEqual(200);
    expect(honest).toBe("");
  });

  it("does not cap the connections of a trusted proxy", async () => {
    const { stillOpen } = await idleConnectionFlood({
      maxConnectionsPerAddress: 50,
      maxConnections: 1_000,
      trustProxy: ["127.0.0.1"],
    });
    expect(stillOpen).toBe(300);
  });
});

describe("the rate limit applies to the route Fastify matched, never the raw URL (row 3)", () => {
  it("counts /%61pi/calculate-salary as /api/calculate-salary", async () => {
    const app = await build({ rateLimitMax: 2 });
    const statuses: number[] = [];
    for (const url of [
      SALARY,
      "/%61pi/calculate-salary",
      "/%61pi/calculate-salary",
      "/api/calculate-%73alary",
      SALARY,
    ])
      statuses.push((await postJson(app, url, validSalary)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
  });
});

describe("CORS on limited answers and preflights (row 9)", () => {
  const origin = "https://partner.example.com";

  it("lets a browser read a 429 (Access-Control-Allow-Origin, exposed Retry-After), and never counts preflights", async () => {
    const app = await build({ rateLimitMax: 1, corsOrigins: [origin] });
    for (let i = 0; i < 10; i += 1) {
      const preflight = await app.inject({
        method: "OPTIONS",
        url: SALARY,
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.statusCode).toBe(204);
    }
    const first = await postJson(app, SALARY, validSalary, {
      headers: { origin },
    });
    expect(first.statusCode).toBe(200);
    const limited = await postJson(app, SALARY, validSalary, {
      headers: { origin },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["access-control-allow-origin"]).toBe(origin);
    expect(limited.headers["access-control-expose-headers"]).toContain(
      "Retry-After",
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("errors before routing (row 10)", () => {
  async function answerTo(bytes: string, options: AppOptions = {}) {
    const lines: string[] = [];
    const app = await build({
      ...options,
      logLevel: "info",
      logStream: { write: (line) => void lines.push(line) },
    });
    const port = Number(new URL(await listen(app)).port);
    const answer = parseAnswer(await rawExchange(port, bytes));
    return { answer, lines };
  }

  it.each([
    ["a malformed request line", "GARBAGE\r\n\r\n", 400],
    [
      "both Content-Length and Transfer-Encoding",
      `POST ${SALARY} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      400,
    ],
    [
      "headers over 16 KiB",
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])(
    "answer %s in the one error shape, with a request id and the security headers, and log it",
    async (_name, bytes, status) => {
      const { answer, lines } = await answerTo(bytes);
      expect(answer.status).toBe(status);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: status });
      expect(JSON.parse(answer.body)).not.toMatchObject({
        message: "Client Error",
      });
      const id = answer.headers["x-request-id"];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      const logged = lines.map(
        (line) => JSON.parse(line) as { reqId?: string; msg?: string },
      );
      expect(logged).toContainEqual(
        expect.objectContaining({
          reqId: id,
          msg: "request rejected before routing",
        }),
      );
    },
  );

  it("answers and logs a request whose headers never finish (408)", async () => {
    const { answer, lines } = await answerTo(
      `GET /health HTTP/1.1\r\nHost: x\r\n`,
      {
        timeouts: { headersMs: 300, requestMs: 300, idleMs: 5_000 },
      },
    );
    expect(answer.status).toBe(408);
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.includes('"statusCode":408'))).toBe(true);
  });
});
