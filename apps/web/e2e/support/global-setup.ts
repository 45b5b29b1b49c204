import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { chromium } from "playwright-core";
import { CHROME_PATH, CHROMIUM_ARGS } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The one Chromium of the run (every spec file connects to it): its WebSocket endpoint. */
    browserEndpoint: string;
  }
}

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const apiServer = resolve(webRoot, "../api/dist/server.js");

/** A port the OS says is free right now (E2E_PORT wins if set). */
async function freePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === "object" && address) resolvePort(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(
        `The API server exited (${server.exitCode}):\n${output()}`,
      );
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(
    `The API server did not answer ${baseUrl}/health within 30 s:\n${output()}`,
  );
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null)
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

/**
 * One Chromium for the whole run, which every spec file's worker connects to (a launch per file
 * cost about a second of CPU each). Resolves with what closes it.
 */
async function launchBrowser(
  project: TestProject,
): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide("browserEndpoint", browser.wsEndpoint());
  return () => browser.close();
}

/**
 * Starts `node ../api/dist/server.js` (the built API, which serves the built site) on 127.0.0.1
 * and a free port, waits for /health, and hands the base URL to the specs (`inject("baseUrl")`).
 * Its output is piped here and never inherited, so no child can hold the runner's stdout open.
 */
export default async function setup(
  project: TestProject,
): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL.replace(/\/$/, ""));
    return launchBrowser(project);
  }
  if (!existsSync(apiServer))
    throw new Error(
      `${apiServer} is missing: run \`pnpm --filter @uktax/api build\` first.`,
    );
  if (!existsSync(resolve(webRoot, "dist/index.html"))) {
    throw new Error(
      "apps/web/dist is missing: run `pnpm --filter @uktax/web build` first.",
    );
  }

  const closeBrowser = await launchBrowser(project);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [apiServer], {
    cwd: resolve(webRoot, "../api"),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
      WEB_ROOT: resolve(webRoot, "dist"),
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await Promise.all([stop(server), closeBrowser()]);
    throw error;
  }
  project.provide("baseUrl", baseUrl);
  return async () => {
    await Promise.all([stop(server), closeBrowser()]);
  };
}
