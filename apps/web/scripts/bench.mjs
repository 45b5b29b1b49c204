#!/usr/bin/env node
/**
 * What visitors feel (pnpm --filter @uktax/web bench; the root `pnpm bench` runs it after the
 * engine's and the API's benchmarks).
 *
 * Starts the BUILT API (node ../api/dist/server.js), which serves the built site, on 127.0.0.1,
 * and runs Lighthouse 12 with its default MOBILE profile (a Moto G Power sized screen, simulated
 * slow 4G and a 4× slower CPU) in Debian Chromium on `/`, a calculator (`/?tool=reverse`, whose
 * calculator is loaded by the link) and `/payslip-simulator`. For each it prints the performance
 * score, total blocking time, largest contentful paint and cumulative layout shift, and for `/`
 * the JavaScript transferred until the network was idle, each against its target, met or missed:
 *
 *   performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.0 s, CLS ≤ 0.05, JavaScript on `/` ≤ 150 KB.
 *
 * It prints figures and asserts nothing (exit code 0 unless something could not run): the
 * figures move with the machine's load. Bounded in time: each Lighthouse run is stopped after
 * BENCH_RUN_TIMEOUT_MS (default 120 s) and the whole bench after BENCH_TIMEOUT_MS (default 600 s).
 * Env: BENCH_PORT (default 3290), CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const apiServer = resolve(webRoot, "../api/dist/server.js");
const port = Number(process.env.BENCH_PORT ?? 3290);
const baseUrl = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUN_TIMEOUT_MS = Number(process.env.BENCH_RUN_TIMEOUT_MS ?? 120_000);
const TOTAL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];

/** The routes measured: the home page, a calculator opened by its link, the payslip simulator. */
const ROUTES = ["/", "/?tool=reverse", "/payslip-simulator"];

/** The targets: what a visitor on a mid-range phone should feel. */
const TARGETS = {
  performance: 95,
  tbtMs: 150,
  lcpMs: 2000,
  cls: 0.05,
  scriptKb: 150,
};

function run(command, args, options) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      ...options,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TIMEOUT_MS);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolveRun(output);
      else
        reject(
          new Error(
            `${command} ${signal === "SIGKILL" ? `stopped after ${RUN_TIMEOUT_MS} ms` : `exited ${code}`}:\n${output.slice(-4000)}`,
          ),
        );
    });
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

/** One Lighthouse run (mobile, the default) on `path`: the figures this bench reports. */
async function lighthouse(path) {
  const dir = mkdtempSync(join(tmpdir(), "uktax-lighthouse-"));
  const report = join(dir, "report.json");
  try {
    await run(
      process.execPath,
      [
        join(webRoot, "node_modules/lighthouse/cli/index.js"),
        `${baseUrl}${path}`,
        "--quiet",
        "--form-factor=mobile",
        "--only-categories=performance",
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
        "--output=json",
        `--output-path=${report}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath } },
    );
    const result = JSON.parse(readFileSync(report, "utf8"));
    if (result.runtimeError)
      throw new Error(`Lighthouse: ${result.runtimeError.message}`);
    const numeric = (id) => result.audits[id]?.numericValue ?? Number.NaN;
    const scripts = result.audits["resource-summary"]?.details?.items?.find(
      (item) => item.resourceType === "script",
    );
    return {
      performance: Math.round(result.categories.performance.score * 100),
      tbtMs: numeric("total-blocking-time"),
      lcpMs: numeric("largest-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      scriptKb: (scripts?.transferSize ?? Number.NaN) / 1024,
      lcpElement:
        result.audits["largest-contentful-paint-element"]?.details?.items?.[0]
          ?.items?.[0]?.node?.snippet ?? "n/a",
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mark = (met) => (met ? "met" : "MISSED");

function report(path, figures) {
  const lines = [
    [
      "performance",
      `${figures.performance}`,
      `≥ ${TARGETS.performance}`,
      figures.performance >= TARGETS.performance,
    ],
    [
      "total blocking time",
      `${Math.round(figures.tbtMs)} ms`,
      `≤ ${TARGETS.tbtMs} ms`,
      figures.tbtMs <= TARGETS.tbtMs,
    ],
    [
      "largest contentful paint",
      `${(figures.lcpMs / 1000).toFixed(2)} s`,
      `≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`,
      figures.lcpMs <= TARGETS.lcpMs,
    ],
    [
      "cumulative layout shift",
      figures.cls.toFixed(3),
      `≤ ${TARGETS.cls}`,
      figures.cls <= TARGETS.cls,
    ],
  ];
  if (path === "/")
    lines.push([
      "JavaScript to idle",
      `${figures.scriptKb.toFixed(1)} KB`,
      `≤ ${TARGETS.scriptKb} KB`,
      figures.scriptKb <= TARGETS.scriptKb,
    ]);
  console.log(`Lighthouse 12, mobile, ${baseUrl}${path}:`);
  for (const [name, value, target, met] of lines)
    console.log(
      `  ${name.padEnd(26)} ${value.padStart(9)}  (target ${target}: ${mark(met)})`,
    );
  console.log(`  LCP element: ${figures.lcpElement}`);
}

let server;
const overall = setTimeout(() => {
  console.error(`bench: stopped after ${TOTAL_TIMEOUT_MS} ms`);
  void stopServer(server).then(() => process.exit(1));
}, TOTAL_TIMEOUT_MS);
try {
  server = await startServer();
  for (const path of ROUTES) {
    // A trace occasionally fails to record on a busy machine (NO_NAVSTART): one more try.
    const figures = await lighthouse(path).catch((error) => {
      console.log(`  (${error.message.split("\n")[0]}; running it again)`);
      return lighthouse(path);
    });
    report(path, figures);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  clearTimeout(overall);
  await stopServer(server);
}
