import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  build,
  FIXTURE_ASSET,
  FIXTURE_ASSET_SOURCE,
  FIXTURE_INDEX,
  FIXTURE_ROUTES,
  fixtureSite,
  postJson,
} from "../test-helper.js";

describe("the website", () => {
  it.each(FIXTURE_ROUTES)(
    "answers %s (a listed route) with index.html and 200, revalidated",
    async (url) => {
      const app = await build({ webRoot: fixtureSite() });
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(FIXTURE_INDEX);
    },
  );

  it.each([
    "/no-such-page",
    "/about/extra",
    "/guides/unknown",
    "/apiary",
    "/index",
  ])(
    "answers %s (not a route) with index.html and 404, so the app shows its 404 page",
    async (url) => {
      const app = await build({ webRoot: fixtureSite() });
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toBe(FIXTURE_INDEX);
    },
  );

  it("answers HEAD for a route without a body", async () => {
    const app = await build({ webRoot: fixtureSite() });
    const response = await app.inject({ method: "HEAD", url: "/about" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("keeps unknown API routes a JSON 404, whatever the method", async () => {
    const app = await build({ webRoot: fixtureSite() });
    for (const method of ["GET", "POST"] as const) {
      for (const url of ["/api/nope", "/api", "/api?x=1"]) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          statusCode: 404,
          error: "Not Found",
        });
      }
    }
    const postToPage = await app.inject({ method: "POST", url: "/about" });
    expect(postToPage.statusCode).toBe(404);
    expect(postToPage.json()).toMatchObject({ statusCode: 404 });
  });

  it("serves hashed assets as immutable, and precompressed when the client accepts it", async () => {
    const app = await build({ webRoot: fixtureSite() });
    const plain = await app.inject({ method: "GET", url: FIXTURE_ASSET });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/javascript/);
    expect(plain.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(FIXTURE_ASSET_SOURCE);

    const brotli = await app.inject({
      method: "GET",
      url: FIXTURE_ASSET,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(String(brotli.headers["vary"])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(
      FIXTURE_ASSET_SOURCE,
    );
  });

  it("serves other files with a short cache lifetime", async () => {
    const app = await build({ webRoot: fixtureSite() });
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing asset with 404", async () => {
    const app = await build({ webRoot: fixtureSite() });
    const response = await app.inject({
      method: "GET",
      url: "/assets/missing-123.js",
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses path traversal", async () => {
    const app = await build({ webRoot: fixtureSite() });
    const response = await app.inject({
      method: "GET",
      url: "/..%2f..%2fpackage.json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain("@uktax");
  });

  it("still answers the API, docs and health beside the site", async () => {
    const app = await build({ webRoot: fixtureSite() });
    expect(
      (await app.inject({ method: "GET", url: "/health" })).json(),
    ).toEqual({ status: "ok" });
    expect(
      (await app.inject({ method: "GET", url: "/docs/json" })).statusCode,
    ).toBe(200);
    const salary = await postJson(app, "/api/calculate-salary", {
      grossSalary: -1,
    });
    expect(salary.statusCode).toBe(400);
  });

  it("serves only the API, with a warning, when the web root has no index.html", async () => {
    const empty = mkdtempSync(join(tmpdir(), "uktax-api-empty-"));
    onTestFinished(() => rmSync(empty, { recursive: true, force: true }));
    const lines: string[] = [];
    const app = await build({
      webRoot: empty,
      logLevel: "warn",
      logStream: { write: (line) => void lines.push(line) },
    });
    expect(lines.join("")).toContain("serving the API only");
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  it("refuses to start with a malformed routes.json", async () => {
    const root = fixtureSite();
    writeFileSync(join(root, "routes.json"), JSON.stringify(["about"]));
    await expect(build({ webRoot: root })).rejects.toThrow(/routes\.json/);
  });
});
