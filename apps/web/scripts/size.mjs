#!/usr/bin/env node
/**
 * Performance budget report for `/` (pnpm --filter @uktax/web size | bench).
 *
 * 1. Starts the BUILT API server (node ../api/dist/server.js), which serves the built site.
 * 2. Loads `/` in Debian Chromium (playwright-core) with an empty profile, waits for network idle,
 *    and sums the gzipped size (gzip -9 of each body) of every JavaScript file the page loaded:
 *    the entry chunk and its preloads ("first load") plus whatever `/` fetched lazily before idle
 *    (the default calculator, the reference tables, ...). Budget: 100 KB gzipped in total.
 * 3. Runs Lighthouse 12 (its CLI from node_modules, default mobile settings) and prints the
 *    performance and accessibility scores (targets: ≥ 0.95 each).
 * Prints figures; it asserts nothing (exit code 0 unless something could not run).
 * Env: SIZE_PORT (default 3290), CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE=0 to skip it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const apiServer = resolve(webRoot, "../api/dist/server.js");
const port = Number(process.env.SIZE_PORT ?? 3290);
const baseUrl = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BUDGET_KB = 100;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function run(command, args, options) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      ...options,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolveRun(output)
        : reject(
            new Error(`${command} exited ${code}:\n${output.slice(-4000)}`),
          ),
    );
  });
}

async function startServer() {
  for (const file of [apiServer, join(webRoot, "dist/index.html")]) {
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: build the API and the web first (pnpm build).`,
      );
  }
  const server = spawn(process.execPath, [apiServer], {
    cwd: resolve(webRoot, "../api"),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
      WEB_ROOT: join(webRoot, "dist"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the API server exited:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  server.kill("SIGKILL");
  throw new Error(`the API server did not answer ${baseUrl}/health:\n${log}`);
}

function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null)
    return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 5_000);
    server.once("exit", () => {
      clearTimeout(force);
      done();
    });
    server.kill("SIGTERM");
  });
}

async function measureJavaScript() {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    // Every JavaScript response counts, whatever requested it (script, modulepreload, fetch).
    page.on("response", (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (
        /javascript/.test(type) ||
        new URL(response.url()).pathname.endsWith(".js")
      )
        scripts.push(response);
    });
    const html = await (
      await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" })
    ).text();
    const firstLoad = new Set(
      [
        ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g),
      ].map((match) => match[1]),
    );
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      const path = new URL(response.url()).pathname;
      files.push({
        path,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        first: firstLoad.has(path),
      });
    }
    files.sort((a, b) => Number(b.first) - Number(a.first) || b.gzip - a.gzip);

    // On a 390 × 844 phone (cold load): is the first input of the calculator on screen?
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
    });
    await phone.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const box = await phone.locator("main form input").first().boundingBox();
    return { files, firstInputBottom: box ? box.y + box.height : null };
  } finally {
    await browser.close();
  }
}

async function lighthouse() {
  const dir = mkdtempSync(join(tmpdir(), "uktax-lighthouse-"));
  const report = join(dir, "report.json");
  try {
    await run(
      process.execPath,
      [
        join(webRoot, "node_modules/lighthouse/cli/index.js"),
        `${baseUrl}/`,
        "--quiet",
        "--only-categories=performance,accessibility",
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
        "--output=json",
        `--output-path=${report}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath } },
    );
    const result = JSON.parse(readFileSync(report, "utf8"));
    if (result.runtimeError)
      throw new Error(`Lighthouse: ${result.runtimeError.message}`);
    const audit = (id) => result.audits[id]?.displayValue ?? "n/a";
    return {
      performance: result.categories.performance.score,
      accessibility: result.categories.accessibility.score,
      lcpElement:
        result.audits["largest-contentful-paint-element"]?.details?.items?.[0]
          ?.items?.[0]?.node?.snippet ?? "n/a",
      metrics: `FCP ${audit("first-contentful-paint")}, LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}, SI ${audit("speed-index")}`,
      failedA11y: result.categories.accessibility.auditRefs
        .map((ref) => result.audits[ref.id])
        .filter(
          (item) =>
            item.score !== null &&
            item.score < 1 &&
            item.scoreDisplayMode === "binary",
        )
        .map((item) => item.id),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let server;
try {
  server = await startServer();
  const { files, firstInputBottom } = await measureJavaScript();
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const first = files
    .filter((file) => file.first)
    .reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `JavaScript loaded by ${baseUrl}/ until network idle (gzip -9 of each file):`,
  );
  for (const file of files) {
    console.log(
      `  ${kb(file.gzip).padStart(9)}  ${kb(file.raw).padStart(9)} raw  ${file.first ? "first load" : "lazy      "}  ${file.path}`,
    );
  }
  console.log(`  first load (entry + preloads): ${kb(first)}`);
  console.log(
    `  first input on a 390 × 844 phone: bottom at ${firstInputBottom === null ? "n/a" : `${Math.round(firstInputBottom)} px`} (${firstInputBottom !== null && firstInputBottom <= 844 ? "visible without scrolling" : "NOT visible without scrolling"})`,
  );
  console.log(
    `  total until network idle:      ${kb(total)}  (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB * 1024 ? "within" : "OVER"})`,
  );

  if (process.env.LIGHTHOUSE !== "0") {
    // A trace occasionally fails to record on a busy machine (NO_NAVSTART): one more try.
    const scores = await lighthouse().catch((error) => {
      console.log(
        `  (${error.message.split("\n")[0]}; running Lighthouse again)`,
      );
      return lighthouse();
    });
    console.log(`Lighthouse 12 (mobile defaults) on ${baseUrl}/:`);
    console.log(
      `  performance   ${scores.performance.toFixed(2)}  (target 0.95: ${scores.performance >= 0.95 ? "met" : "NOT met"})`,
    );
    console.log(
      `  accessibility ${scores.accessibility.toFixed(2)}  (target 0.95: ${scores.accessibility >= 0.95 ? "met" : "NOT met"})`,
    );
    console.log(`  ${scores.metrics}`);
    console.log(`  LCP element: ${scores.lcpElement}`);
    if (scores.failedA11y.length > 0)
      console.log(
        `  failed accessibility audits: ${scores.failedA11y.join(", ")}`,
      );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopServer(server);
}
