import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("uses the defaults when nothing is set (empty strings count as unset)", () => {
    expect(loadConfig({ PORT: "", UNRELATED: "x" })).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      CORS_ORIGIN: [],
      RATE_LIMIT_MAX: 300,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      MAX_CONNECTIONS: 10_000,
      MAX_CONNECTIONS_PER_ADDRESS: 100,
      MAX_REQUESTS_PER_SOCKET: 1_000,
      BATCH_ROWS_PER_REQUEST: 100,
      DRAIN_SECONDS: 15,
      REDIS_TIMEOUT_MS: 100,
    });
  });

  it("reads every variable", () => {
    expect(
      loadConfig({
        PORT: "3150",
        HOST: "0.0.0.0",
        CORS_ORIGIN: "https://a.example.com, http://localhost:5173,",
        RATE_LIMIT_MAX: "1000",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "1",
        MAX_CONNECTIONS: "500",
        MAX_CONNECTIONS_PER_ADDRESS: "20",
        MAX_REQUESTS_PER_SOCKET: "0",
        BATCH_ROWS_PER_REQUEST: "50",
        METRICS_PORT: "9464",
        METRICS_HOST: "10.0.0.2",
        DRAIN_SECONDS: "20",
        REDIS_URL: "redis://redis:6379",
        REDIS_TIMEOUT_MS: "250",
        WEB_ROOT: "/srv/site",
      }),
    ).toEqual({
      PORT: 3150,
      HOST: "0.0.0.0",
      CORS_ORIGIN: ["https://a.example.com", "http://localhost:5173"],
      RATE_LIMIT_MAX: 1000,
      LOG_LEVEL: "warn",
      TRUST_PROXY: 1,
      MAX_CONNECTIONS: 500,
      MAX_CONNECTIONS_PER_ADDRESS: 20,
      MAX_REQUESTS_PER_SOCKET: 0,
      BATCH_ROWS_PER_REQUEST: 50,
      METRICS_PORT: 9464,
      METRICS_HOST: "10.0.0.2",
      DRAIN_SECONDS: 20,
      REDIS_URL: "redis://redis:6379",
      REDIS_TIMEOUT_MS: 250,
      WEB_ROOT: "/srv/site",
    });
  });

  it("names every bad variable in one error", () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: "80a",
        RATE_LIMIT_MAX: "0",
        LOG_LEVEL: "loud",
        CORS_ORIGIN: "*",
        TRUST_PROXY: "yes",
        REDIS_URL: "localhost:6379",
        REDIS_TIMEOUT_MS: "0",
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toEqual([
      "PORT must be a whole number",
      "CORS_ORIGIN must list origins such as https://example.com, separated by commas (no paths, no wildcards)",
      "RATE_LIMIT_MAX must be at least 1",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      "TRUST_PROXY must be false, the number of proxies in front of the API (1 for one load balancer), " +
        "or a comma-separated list of their addresses or CIDR blocks (e.g. 10.0.0.0/8)",
      "REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://redis:6379",
      "REDIS_TIMEOUT_MS must be at least 1",
    ]);
    expect((caught as ConfigError).message).toContain(
      "Invalid configuration:\n  - PORT must be a whole number",
    );
  });

  it.each([
    ["0", false],
    ["false", false],
    ["2", 2],
    ["10.0.0.5", ["10.0.0.5"]],
    [
      "10.0.0.0/8, 172.16.0.0/12,fd00::/8",
      ["10.0.0.0/8", "172.16.0.0/12", "fd00::/8"],
    ],
  ] as const)("reads TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["10.0.0.0/33", "11", "10.0.0.1/8/1", "proxy.local"])(
    "refuses TRUST_PROXY=%s",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        "TRUST_PROXY must be false, the number of proxies",
      );
    },
  );

  it.each([
    "0.0.0.0/0",
    "0.0.0.0/1,128.0.0.0/1",
    "10.0.0.0/8,0.0.0.0/7",
    "::/0",
    "::/1,8000::/1",
  ])(
    "refuses the catch-all range TRUST_PROXY=%s at start-up, naming it",
    (value) => {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(
        "trusts X-Forwarded-For from far more addresses",
      );
      expect((error as Error).message).toContain(
        "With no proxy in front, leave TRUST_PROXY unset",
      );
    },
  );

  it.each([
    ["10.0.0.0/8", ["10.0.0.0/8"]],
    ["fc00::/7", ["fc00::/7"]],
    ["192.168.1.10", ["192.168.1.10"]],
  ] as const)(
    "still trusts a proxy network TRUST_PROXY=%s",
    (value, expected) => {
      expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
    },
  );

  it("refuses TRUST_PROXY=true, saying why and what to set instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      "TRUST_PROXY=true trusts X-Forwarded-For from anyone, so clients could pick the address they are " +
        "rate limited and logged as: set the number of proxies in front of the API instead (TRUST_PROXY=1 " +
        "for one load balancer), or their addresses",
    );
  });

  it("refuses a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(
      "PORT must be at most 65535",
    );
  });
});
