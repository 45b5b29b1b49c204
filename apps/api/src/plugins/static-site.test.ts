import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

  it("sends an asset the security headers that protect a script, not a page's", async () => {
    const app = await build({ webRoot: fixtureSite() });
    const asset = await app.inject({ method: "GET", url: FIXTURE_ASSET });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(asset.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    // A policy applies to a document, never to a script it loads.
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    expect(asset.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(asset.headers["x-frame-options"]).toBeUndefined();
    // A page keeps helmet's whole set, its policy included.
    const page = await app.inject({ method: "GET", url: "/" });
    expect(String(page.headers["content-security-policy"])).toContain(
      "script-src 'self'",
    );
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
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
    // The 404 page is a page: its policy is sent with it.
    expect(String(response.headers["content-security-policy"])).toContain(
      "script-src 'self'",
    );
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
    onTestFinished(() => {
      rmSync(empty, { recursive: true, force: true });
    });
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

/** A prerendered site: one HTML file per route and a 404 page, mapped in routes.json. */
function prerenderedSite(): string {
  const root = mkdtempSync(join(tmpdir(), "uktax-api-prerendered-"));
  onTestFinished(() => {
    rmSync(root, { recursive: true, force: true });
  });
  const page = (name: string) =>
    `<!doctype html><html><head><title>${name}</title></head><body><div id="root"><h1>${name}</h1></div></body></html>`;
  mkdirSync(join(root, "about"));
  mkdirSync(join(root, "guides/tax-free-childcare"), { recursive: true });
  writeFileSync(join(root, "index.html"), page("Home"));
  writeFileSync(join(root, "about/index.html"), page("About"));
  writeFileSync(
    join(root, "guides/tax-free-childcare/index.html"),
    page("Childcare"),
  );
  writeFileSync(join(root, "404.html"), page("404 Page Not Found"));
  writeFileSync(
    join(root, "routes.json"),
    JSON.stringify({
      routes: {
        "/": "index.html",
        "/about": "about/index.html",
        "/guides/tax-free-childcare": "guides/tax-free-childcare/index.html",
      },
      notFound: "404.html",
    }),
  );
  return root;
}

describe("the prerendered website", () => {
  it.each([
    ["/", "Home"],
    ["/about", "About"],
    ["/guides/tax-free-childcare", "Childcare"],
  ])("answers %s with its own page and 200", async (url, heading) => {
    const app = await build({ webRoot: prerenderedSite() });
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it.each([
    ["/about/", "/about"],
    ["/ABOUT", "/about"],
    ["/About/", "/about"],
    ["/about/index.html", "/about"],
    ["/index.html", "/"],
    ["/Guides/Tax-Free-Childcare/", "/guides/tax-free-childcare"],
    ["/about/?ref=x", "/about?ref=x"],
  ])("redirects %s to %s with 301", async (url, location) => {
    const app = await build({ webRoot: prerenderedSite() });
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(["/no-such-page", "/about/team", "/404.html", "/guides"])(
    "answers %s with the 404 page and 404",
    async (url) => {
      const app = await build({ webRoot: prerenderedSite() });
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("<h1>404 Page Not Found</h1>");
    },
  );

  it("does not redirect API paths or POSTs", async () => {
    const app = await build({ webRoot: prerenderedSite() });
    const api = await app.inject({ method: "GET", url: "/API/" });
    expect(api.statusCode).toBe(404);
    const post = await app.inject({ method: "POST", url: "/About/" });
    expect(post.statusCode).toBe(404);
  });

  it("refuses a routes.json naming a page that is not there", async () => {
    const root = prerenderedSite();
    writeFileSync(
      join(root, "routes.json"),
      JSON.stringify({
        routes: { "/x": "x/index.html" },
        notFound: "404.html",
      }),
    );
    await expect(build({ webRoot: root })).rejects.toThrow(/x\/index\.html/);
  });
});
