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
