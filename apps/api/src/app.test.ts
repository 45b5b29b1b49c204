import { salaryInputSchema } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BODY_LIMIT_BYTES } from "./app.js";
import { MAX_ISSUES } from "./errors.js";
import {
  build,
  CALCULATOR_INPUTS,
  issuesOf,
  postJson,
  schemaIssues,
} from "./test-helper.js";

const SALARY = "/api/calculate-salary";
const validSalary = {
  grossSalary: 40000,
  payFrequency: "annual",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: 5,
};

describe("error answers", () => {
  it("answers invalid JSON with 400 and the error shape", async () => {
    const app = await build();
    const response = await app.inject({
      method: "POST",
      url: SALARY,
      headers: { "content-type": "application/json" },
      payload: '{"grossSalary": 40000,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "Request body is not valid JSON",
    });
  });

  it("answers an empty JSON body with 400", async () => {
    const app = await build();
    const response = await app.inject({
      method: "POST",
      url: SALARY,
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
    });
  });

  it("answers a missing body with 400 listing the problem", async () => {
    const app = await build();
    const response = await app.inject({ method: "POST", url: SALARY });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      issues: [{ path: [] }],
    });
  });

  it("refuses prototype poisoning with 400", async () => {
    const app = await build();
    const response = await app.inject({
      method: "POST",
      url: SALARY,
      headers: { "content-type": "application/json" },
      payload: '{"__proto__": {"polluted": true}, "grossSalary": 1}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
    });
  });

  it(`answers a body over ${BODY_LIMIT_BYTES} bytes with 413`, async () => {
    const app = await build();
    const response = await postJson(app, SALARY, {
      ...validSalary,
      padding: "x".repeat(BODY_LIMIT_BYTES),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: "Payload Too Large",
      message: "Request body is larger than the 6 KiB limit",
    });
  });

  it("accepts a body just under the limit (and rejects it only for its unknown field)", async () => {
    const app = await build();
    const body = { ...validSalary, padding: "" };
    body.padding = "x".repeat(BODY_LIMIT_BYTES - JSON.stringify(body).length);
    expect(JSON.stringify(body).length).toBe(BODY_LIMIT_BYTES);
    const response = await postJson(app, SALARY, body);
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toEqual(schemaIssues(salaryInputSchema, body));
    expect(issuesOf(response)).toEqual([
      {
        path: ["padding"],
        message: expect.stringContaining('"padding"') as unknown,
      },
    ]);
  });

  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
  ])("answers a %s body with 415", async (contentType) => {
    const app = await build();
    const response = await app.inject({
      method: "POST",
      url: SALARY,
      headers: { "content-type": contentType },
      payload: JSON.stringify(validSalary),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: "Unsupported Media Type",
      message: "Content-Type must be application/json",
    });
  });

  it("accepts application/json with a charset", async () => {
    const app = await build();
    const response = await app.inject({
      method: "POST",
      url: SALARY,
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify(validSalary),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["POST", "/api/does-not-exist"],
    ["GET", "/api/nope?x=1"],
    ["DELETE", "/health"],
    ["GET", "/"],
  ] as const)(
    "answers %s %s with a JSON 404 when no site is served",
    async (method, url) => {
      const app = await build();
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: "Not Found",
        message: `Route ${method} ${url.split("?")[0]} not found`,
      });
    },
  );

  it.each(["GET", "PUT", "DELETE", "PATCH"] as const)(
    "answers %s on a POST route with 405 and Allow",
    async (method) => {
      const app = await build();
      const response = await app.inject({ method, url: `${SALARY}?x=1` });
      expect(response.statusCode).toBe(405);
      expect(response.headers["allow"]).toBe("POST");
      expect(response.headers["x-request-id"]).toBeDefined();
      expect(response.json()).toEqual({
        statusCode: 405,
        error: "Method Not Allowed",
        message: `Method ${method} is not allowed on ${SALARY}: use POST`,
      });
    },
  );

  it("answers a URL with a bad percent-encoding in the same shape, with the usual headers", async () => {
    const app = await build();
    const response = await app.inject({ method: "GET", url: "/api/%zz" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message:
        "The URL is not valid: it has a malformed percent-encoding such as %zz",
    });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    [
      { "content-encoding": "gzip" },
      "Content-Encoding gzip is not supported: send the JSON body uncompressed",
    ],
    [
      { "content-encoding": "br" },
      "Content-Encoding br is not supported: send the JSON body uncompressed",
    ],
    [
      { "content-type": "application/json; charset=utf-16" },
      "Content-Type charset utf-16 is not supported: send the JSON body in UTF-8",
    ],
    [
      { "content-type": 'application/json; charset="ISO-8859-1"' },
      "Content-Type charset iso-8859-1 is not supported: send the JSON body in UTF-8",
    ],
  ])(
    "answers a body it cannot read as sent (%o) with 415",
    async (headers, message) => {
      const app = await build();
      const response = await postJson(app, SALARY, validSalary, { headers });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        error: "Unsupported Media Type",
        message,
      });
    },
  );

  it.each<Record<string, string>>([
    { "content-encoding": "identity" },
    { "content-type": "application/json; charset=UTF-8" },
    { "content-type": "application/json;charset=utf8" },
  ])("reads a plain UTF-8 body (%o)", async (headers) => {
    const app = await build();
    const response = await postJson(app, SALARY, validSalary, { headers });
    expect(response.statusCode).toBe(200);
  });

  it("answers a genuine fault with a generic 500, logged in full with the request id", async () => {
    const lines: string[] = [];
    const app = await build(
      {
        logLevel: "info",
        logStream: { write: (line) => void lines.push(line) },
      },
      (app) => {
        app.post("/api/test-fault", () => {
          throw new Error("database exploded: secret detail");
        });
      },
    );
    const response = await postJson(app, "/api/test-fault", { a: 1 });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Something went wrong on our side. Please try again later.",
    });
    expect(response.body).not.toContain("secret detail");
    const logged = lines.map(
      (line) =>
        JSON.parse(line) as {
          level: number;
          reqId?: string;
          err?: { message: string };
        },
    );
    const errorLine = logged.find((line) => line.level === 50);
    expect(errorLine?.err?.message).toBe("database exploded: secret detail");
    expect(errorLine?.reqId).toBe(response.headers["x-request-id"]);
  });
});

describe("bad bodies", () => {
  it("answers a body of 400 unknown keys with one issue, the engine's field limit, in a short answer", async () => {
    const app = await build();
    const body: Record<string, unknown> = { ...validSalary };
    for (let i = 0; i < 400; i += 1) body[`k${i}`] = 0;
    const response = await postJson(app, SALARY, body);
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toEqual([
      { path: [], message: "Too many fields (406): no input has more than 64" },
    ]);
    expect(response.body.length).toBeLessThan(400);
  });

  /** The longest body valid for a JSON Schema: every field, every item, each value at its longest. */
  function longestBody(schema: JsonSchema): unknown {
    const longer = (a: unknown, b: unknown) =>
      JSON.stringify(b).length > JSON.stringify(a).length ? b : a;
    if (schema.enum !== undefined) return schema.enum.reduce(longer);
    if (schema.anyOf !== undefined)
      return schema.anyOf.map(longestBody).reduce(longer);
    switch (schema.type) {
      case "object":
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, field]) => [
            key,
            longestBody(field),
          ]),
        );
      case "array":
        return Array.from({ length: schema.maxItems ?? 0 }, () =>
          longestBody(schema.items ?? {}),
        );
      case "number":
        return -99_999_999.99;
      case "integer":
        return -99_999_999;
      case "string":
        // Tax codes, the only free strings, are at most 12 characters ("SK1234567 X").
        return "x".repeat(schema.maxLength ?? 20);
      default:
        return false;
    }
  }
  interface JsonSchema {
    type?: string;
    properties?: Record<string, JsonSchema>;
    items?: JsonSchema;
    maxItems?: number;
    maxLength?: number;
    anyOf?: JsonSchema[];
    enum?: unknown[];
  }

  it.each(Object.entries(CALCULATOR_INPUTS))(
    "the body limit holds twice the longest valid body of %s, and that body pretty-printed",
    (_path, schema) => {
      const body = longestBody(
        z.toJSONSchema(schema, {
          io: "input",
          unrepresentable: "any",
        }) as JsonSchema,
      );
      expect(JSON.stringify(body).length).toBeGreaterThan(40);
      expect(JSON.stringify(body).length * 2).toBeLessThanOrEqual(
        BODY_LIMIT_BYTES,
      );
      expect(JSON.stringify(body, null, 2).length).toBeLessThanOrEqual(
        BODY_LIMIT_BYTES,
      );
    },
  );

  it("answers deep nesting with 400, in the one error shape", async () => {
    const app = await build();
    let body: unknown = 0;
    for (let i = 0; i < 2_000; i += 1) body = [body];
    const response = await postJson(app, SALARY, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe("Bad Request");
  });

  it(`lists the first ${MAX_ISSUES} issues and counts them all`, async () => {
    const app = await build();
    const body: Record<string, unknown> = { ...validSalary };
    for (let i = 0; i < 50; i += 1) body[`k${i}`] = 0;
    const response = await postJson(app, SALARY, body);
    expect(response.json<{ message: string }>().message).toBe(
      `Request body is invalid: 50 problems, the first ${MAX_ISSUES} listed`,
    );
    expect(issuesOf(response)).toEqual(
      schemaIssues(salaryInputSchema, body).slice(0, MAX_ISSUES),
    );
  });

  it(`lists every issue when there are ${MAX_ISSUES}`, async () => {
    const app = await build();
    const body: Record<string, unknown> = { ...validSalary };
    for (let i = 0; i < MAX_ISSUES; i += 1) body[`k${i}`] = 0;
    const response = await postJson(app, SALARY, body);
    expect(issuesOf(response)).toEqual(schemaIssues(salaryInputSchema, body));
    expect(issuesOf(response)).toHaveLength(MAX_ISSUES);
  });
});

describe("logging", () => {
  it("never logs request bodies, and logs each request once, with its id", async () => {
    const lines: string[] = [];
    const app = await build({
      logLevel: "trace",
      logStream: { write: (line) => void lines.push(line) },
    });
    const marker = "SECRET-BODY-MARKER";
    await postJson(app, SALARY, { ...validSalary, taxCode: marker });
    await postJson(app, SALARY, { ...validSalary, note: marker });
    await postJson(app, SALARY, validSalary);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("")).not.toContain(marker);
    const requestLines = lines
      .map(
        (line) =>
          JSON.parse(line) as {
            msg?: string;
            req?: { method?: string; url?: string };
            res?: { statusCode?: number };
            reqId?: string;
          },
      )
      .filter((line) => line.req !== undefined || line.res !== undefined);
    // Fastify's two lines a request: its arrival (what was asked) and its completion (how it
    // ended), each with the request's id.
    expect(
      requestLines.map((line) => [line.msg, line.res?.statusCode]),
    ).toEqual([
      ["incoming request", undefined],
      ["request completed", 400],
      ["incoming request", undefined],
      ["request completed", 400],
      ["incoming request", undefined],
      ["request completed", 200],
    ]);
    for (const line of requestLines) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      if (line.req !== undefined)
        expect(line.req).toMatchObject({ method: "POST", url: SALARY });
    }
  });

  it("logs the path without its query string, and cuts long client-chosen fields", async () => {
    const lines: string[] = [];
    const app = await build({
      logLevel: "info",
      logStream: { write: (line) => void lines.push(line) },
    });
    const query = "q".repeat(15_000);
    const response = await app.inject({
      method: "GET",
      url: `/api/x?${query}`,
      headers: { host: "h".repeat(5_000), "accept-version": "v".repeat(5_000) },
    });
    expect(response.statusCode).toBe(404);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.length).toBeLessThan(1_500);
    const incoming = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .find((line) => line.req !== undefined);
    expect(incoming?.req?.url).toBe("/api/x");
  });

  it("echoes a request id, taking the caller's X-Request-Id when given", async () => {
    const app = await build();
    const own = await app.inject({ method: "GET", url: "/health" });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "lb-1234" },
    });
    expect(given.headers["x-request-id"]).toBe("lb-1234");
  });

  it.each([
    ["too long", "a".repeat(65)],
    ["16 KB long", "a".repeat(16_000)],
    ["not plain", "id with spaces"],
    ["a log injection", 'x","level":60,"msg":"forged'],
  ])(
    "replaces a caller's X-Request-Id that is %s with a fresh one",
    async (_label, id) => {
      const lines: string[] = [];
      const app = await build({
        logLevel: "info",
        logStream: { write: (line) => void lines.push(line) },
      });
      const response = await app.inject({
        method: "GET",
        url: "/health",
        headers: { "x-request-id": id },
      });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join("")).not.toContain(id);
    },
  );
});

describe("health", () => {
  it("answers ok", async () => {
    const app = await build();
    const response = await app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("rate limiting", () => {
  it("answers 429 past the limit, per client, and never limits /health", async () => {
    const app = await build({ rateLimitMax: 2 });
    const first = await postJson(app, SALARY, validSalary);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-ratelimit-limit"]).toBeUndefined();
    expect(
      (await postJson(app, "/api/convert-hourly", { nope: true })).statusCode,
    ).toBe(400);
    const limited = await postJson(app, SALARY, validSalary);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.headers["x-ratelimit-limit"]).toBe("2");
    expect(limited.headers["x-ratelimit-remaining"]).toBe("0");
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: "Rate limit exceeded, retry in 1 minute",
    });
    const otherClient = await postJson(app, SALARY, validSalary, {
      remoteAddress: "10.0.0.2",
    });
    expect(otherClient.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await app.inject({ method: "GET", url: "/health" })).statusCode,
      ).toBe(200);
    }
  });
});

describe("rate limit key", () => {
  it("counts IPv4 clients by address and IPv6 clients by /64, IPv4-mapped IPv6 as IPv4", async () => {
    const app = await build({ rateLimitMax: 1 });
    const send = (remoteAddress: string) =>
      postJson(app, SALARY, validSalary, { remoteAddress });
    expect((await send("192.0.2.1")).statusCode).toBe(200);
    expect((await send("::ffff:192.0.2.1")).statusCode).toBe(429);
    expect((await send("192.0.2.2")).statusCode).toBe(200);
    expect((await send("2001:db8:1:2::1")).statusCode).toBe(200);
    expect((await send("2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await send("2001:db8:1:3::1")).statusCode).toBe(200);
  });
});

describe("CORS", () => {
  const allowed = "https://partner.example.com";

  it("allows a preflight from a configured origin, with credentials", async () => {
    const app = await build({
      corsOrigins: [allowed, "http://localhost:5173"],
    });
    const response = await app.inject({
      method: "OPTIONS",
      url: SALARY,
      headers: {
        origin: allowed,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(allowed);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(response.headers["access-control-allow-methods"])).toContain(
      "POST",
    );
    expect(
      String(response.headers["access-control-allow-headers"]).toLowerCase(),
    ).toContain("content-type");
    expect(response.headers["vary"]).toContain("Origin");

    const actual = await app.inject({
      method: "POST",
      url: SALARY,
      headers: { origin: allowed, "content-type": "application/json" },
      payload: JSON.stringify(validSalary),
    });
    expect(actual.headers["access-control-allow-origin"]).toBe(allowed);
    expect(actual.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("refuses a preflight from any other origin", async () => {
    const app = await build({ corsOrigins: [allowed] });
    const response = await app.inject({
      method: "OPTIONS",
      url: SALARY,
      headers: {
        origin: "https://evil.example.com",
        "access-control-request-method": "POST",
      },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("allows no cross-origin caller when none is configured", async () => {
    const app = await build();
    const response = await app.inject({
      method: "OPTIONS",
      url: SALARY,
      headers: { origin: allowed, "access-control-request-method": "POST" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["vary"]).toBeUndefined();
    // No preflight is answered: the request is one more wrong method on the path.
    expect(response.statusCode).toBe(405);
    expect(response.headers["allow"]).toBe("POST");
    const page = await app.inject({
      method: "OPTIONS",
      url: "/health",
      headers: { origin: allowed, "access-control-request-method": "GET" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("security headers", () => {
  it.each(["/docs/json", "/docs"])(
    "a page's (the site and the docs): helmet's, with the site's policy, on %s",
    async (url) => {
      const app = await build();
      const response = await app.inject({ method: "GET", url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["strict-transport-security"]).toMatch(
        /max-age=\d+/,
      );
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cross-origin-opener-policy"]).toBe(
        "same-origin",
      );
      expect(response.headers["x-powered-by"]).toBeUndefined();
    },
  );

  it.each([
    "/health",
    "/api/calculate-salary",
    "/api/tax-years",
    "/api/nowhere",
  ])(
    "the JSON API's (OWASP's REST set: loads nothing, framed nowhere) on %s",
    async (url) => {
      const app = await build();
      const response =
        url === SALARY
          ? await postJson(app, url, validSalary)
          : await app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["strict-transport-security"]).toMatch(
        /max-age=\d+/,
      );
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cross-origin-resource-policy"]).toBe(
        "same-origin",
      );
      // Page-only headers are not sent with JSON.
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(response.headers["x-powered-by"]).toBeUndefined();
    },
  );
});
