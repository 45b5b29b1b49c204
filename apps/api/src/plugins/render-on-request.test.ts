import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { build, FIXTURE_INDEX, fixtureSite } from "../test-helper.js";
import { MAX_WAITING } from "./render-on-request.js";

/**
 * A stand-in for the web's server entry (apps/web/dist-ssr/entry-server.js): it renders `/` when
 * the query names `tool=calculator`, as the real one does for a calculator of that page, echoing
 * the last `salary` it was given; `tool=boom` throws, `tool=slow` waits for the test to let it go.
 * The real entry's own reading of queries is tested in apps/web (src/server/*.test.ts) and its
 * pages end to end (apps/web/e2e/without-javascript.e2e.ts).
 */
const ENTRY = `
const tool = (query) => new URLSearchParams(query).get("tool");
let release = () => undefined;
globalThis.releaseSlowRenders = () => release();
const gate = new Promise((resolve) => { release = resolve; });
export function rendersOnRequest(path, query) {
  return path === "/" && query.length <= 2048 && ["calculator", "boom", "slow"].includes(tool(query));
}
export async function render(path, query) {
  const params = new URLSearchParams(query);
  if (tool(query) === "boom") throw new Error("a render failed");
  if (tool(query) === "slow") await gate;
  const salary = params.getAll("salary").at(-1) ?? "40000";
  return {
    html: "<main>salary " + salary.replaceAll("<", "&lt;") + " $& $1</main>",
    state: '<script type="application/json" id="calculator-state">{}</script>',
    title: "Take-home on £" + salary + " & <more> $&",
  };
}
`;

const SHELL =
  '<!doctype html><html><head><title>fixture</title></head><body><div id="root" data-tax-year="2026-27"><!--app-html--></div></body></html>';

function fixtureEntry(): string {
  const root = mkdtempSync(join(tmpdir(), "uktax-api-ssr-"));
  onTestFinished(() => {
    rmSync(root, { recursive: true, force: true });
  });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "entry-server.js"), ENTRY);
  writeFileSync(join(root, "shells.json"), JSON.stringify({ "/": SHELL }));
  return root;
}

const buildSite = () =>
  build({ webRoot: fixtureSite(), ssrRoot: fixtureEntry() });

describe("pages rendered on request", () => {
  it("renders / with a calculator's query into its shell, the data block after #root, revalidated", async () => {
    const app = await buildSite();
    const response = await app.inject({
      method: "GET",
      url: "/?tool=calculator&salary=30000",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    // `$&` and `$1` stay as they are: the page is never read as a replacement pattern. The
    // page's own title replaces the shell's, as HTML text.
    expect(response.body).toBe(
      '<!doctype html><html><head><title>Take-home on £30000 &amp; &lt;more&gt; $&amp;</title></head><body><div id="root" data-tax-year="2026-27"><main>salary 30000 $& $1</main></div><script type="application/json" id="calculator-state">{}</script></body></html>',
    );
    // The site's content security policy, unchanged: the data block is not a script it runs.
    expect(response.headers["content-security-policy"]).toContain(
      "script-src 'self'",
    );
  });

  it("serves the prerendered page for no query, another tool's query, or one too long to read", async () => {
    const app = await buildSite();
    for (const url of [
      "/",
      "/?utm_source=mail",
      "/?tool=reverse&salary=1",
      `/?tool=calculator&salary=${"9".repeat(5_000)}`,
      "/about?tool=calculator",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(FIXTURE_INDEX);
    }
  });

  it("never answers 500: malformed, repeated or hostile queries get a page, and a failed render the prerendered one", async () => {
    const app = await buildSite();
    const cases: [url: string, body: string | RegExp][] = [
      ["/?tool=boom&salary=1", FIXTURE_INDEX],
      ["/?tool=calculator&salary=%E0%A4%A", /<main>salary [^<]*<\/main>/],
      ["/?tool=calculator&salary=1&salary=2&tool=x", /<main>salary 2 /],
      ["/?tool=calculator&salary=%3Cscript%3E", /<main>salary &lt;script> /],
      ["/?tool=calculator&&&=&==&salary", /<main>salary {2}/],
      ["/?tool=calculator&__proto__=1&constructor=2", /<main>salary 40000 /],
    ];
    for (const [url, body] of cases) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      if (typeof body === "string") expect(response.body, url).toBe(body);
      else expect(response.body, url).toMatch(body);
    }
  });

  it(`answers the prerendered page while ${MAX_WAITING} renders are waiting`, async () => {
    const app = await buildSite();
    const waiting = Array.from({ length: MAX_WAITING }, () =>
      app.inject({ method: "GET", url: "/?tool=slow" }),
    );
    // Give the waiting renders their turn to start before the one too many.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await app.inject({
      method: "GET",
      url: "/?tool=calculator&salary=1",
    });
    expect(busy.statusCode).toBe(200);
    expect(busy.body).toBe(FIXTURE_INDEX);
    (globalThis as { releaseSlowRenders?: () => void }).releaseSlowRenders?.();
    for (const response of await Promise.all(waiting)) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/salary 40000/);
    }
  });
});
