import { describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "./app.js";
import { jsonString, LOG_BASE } from "./request-log.js";
import { build, postJson } from "./test-helper.js";

const SALARY = "/api/calculate-salary";

/** A log stream that keeps every line, and the lines parsed. */
function collector() {
  const lines: string[] = [];
  return {
    logStream: { write: (line: string) => void lines.push(line) },
    parsed: () =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe("request log", () => {
  it("at the default level, writes one line per request: its id, method, URL, status and time", async () => {
    const { logStream, parsed } = collector();
    // buildApp itself, so the level is its default (the server's is too: LOG_LEVEL=info).
    const app = await buildApp({ logStream });
    onTestFinished(() => app.close());
    const answers = [
      await postJson(app, SALARY, { grossSalary: 40000 }),
      await postJson(app, SALARY, { grossSalary: -1 }),
      await app.inject({ method: "GET", url: "/health" }),
      await app.inject({ method: "GET", url: "/api/nope" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 400, 200, 404,
    ]);
    const requestLines = parsed().filter(
      (line) => line.msg === "request completed",
    );
    expect(requestLines).toHaveLength(answers.length);
    requestLines.forEach((line, index) => {
      const answer = answers[index];
      expect(line).toMatchObject({
        level: 30,
        pid: LOG_BASE.pid,
        hostname: LOG_BASE.hostname,
        reqId: answer?.headers["x-request-id"],
        req: {
          method: index < 2 ? "POST" : "GET",
          url: [SALARY, SALARY, "/health", "/api/nope"][index],
          remoteAddress: "127.0.0.1",
        },
        res: { statusCode: answer?.statusCode },
      });
      expect(typeof line.time).toBe("number");
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
    });
  });

  it("writes the same fields and values as Fastify's completion line through pino", async () => {
    const { logStream, parsed } = collector();
    const app = await build({ logLevel: "info", logStream }, (app) => {
      // pino's own line for the same request, written just before ours.
      app.addHook("onResponse", (request, reply, done) => {
        reply.log.info(
          { req: request, res: reply, responseTime: reply.elapsedTime },
          "request completed",
        );
        done();
      });
    });
    await app.inject({
      method: "GET",
      url: '/health?q="quoted"\\back',
      headers: {
        host: "api.example.com",
        "accept-version": "2",
        "x-request-id": "lb-42",
      },
    });
    await postJson(app, SALARY, { grossSalary: 40000 });
    const lines = parsed();
    expect(lines).toHaveLength(4);
    for (const [pinos, ours] of [
      [lines[0], lines[1]],
      [lines[2], lines[3]],
    ]) {
      const { time: _pinoTime, ...pinoFields } = pinos ?? {};
      const { time: _ourTime, ...ourFields } = ours ?? {};
      expect(ourFields).toEqual(pinoFields);
    }
    expect(lines[1]).toMatchObject({
      reqId: "lb-42",
      // inject percent-encodes the quotes; the backslash is escaped in the JSON line.
      req: { url: "/health?q=%22quoted%22\\back", host: "api.example.com" },
    });
  });

  it("writes no request line above info, and still logs errors with the request id", async () => {
    const { logStream, parsed } = collector();
    const app = await build({ logLevel: "warn", logStream }, (app) => {
      app.post("/api/test-fault", () => {
        throw new Error("boom");
      });
    });
    await postJson(app, SALARY, { grossSalary: 40000 });
    const fault = await postJson(app, "/api/test-fault", {});
    const lines = parsed();
    expect(lines.filter((line) => line.msg === "request completed")).toEqual(
      [],
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        reqId: fault.headers["x-request-id"],
      }),
    );
  });
});

describe("jsonString", () => {
  it.each([
    ["plain", "/api/calculate-salary?x=1&y=2"],
    ["empty", ""],
    ["a quote", 'a"b'],
    ["a backslash", "a\\b"],
    ["control characters", "a\u0000b\tc\nd\u001f"],
    ["DEL", "a\u007fb"],
    ["non-ASCII", "£ € 😀"],
    ["a lone surrogate", "a\ud800b"],
  ])("writes %s exactly as JSON.stringify does", (_name, text) => {
    expect(jsonString(text)).toBe(JSON.stringify(text));
    expect(JSON.parse(jsonString(text))).toBe(text);
  });
});
