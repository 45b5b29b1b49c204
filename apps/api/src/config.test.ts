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
        TRUST_PROXY: "true",
        WEB_ROOT: "/srv/site",
      }),
    ).toEqual({
      PORT: 3150,
      HOST: "0.0.0.0",
      CORS_ORIGIN: ["https://a.example.com", "http://localhost:5173"],
      RATE_LIMIT_MAX: 1000,
      LOG_LEVEL: "warn",
      TRUST_PROXY: true,
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
      "TRUST_PROXY must be true or false",
    ]);
    expect((caught as ConfigError).message).toContain(
      "Invalid configuration:\n  - PORT must be a whole number",
    );
  });

  it("refuses a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(
      "PORT must be at most 65535",
    );
  });
});
