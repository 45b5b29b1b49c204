import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createServer, type AddressInfo } from "node:net";
import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, onTestFinished } from "vitest";
import { z } from "zod";
import {
  calculateMortgage,
  calculateSalary,
  compareContractor,
  compareSalaries,
  compareSalariesInputSchema,
  contractorInputSchema,
  convertHourly,
  hourlyInputSchema,
  mortgageInputSchema,
  reverseCalculate,
  reverseInputSchema,
  salaryInputSchema,
  ValidationError,
  type ValidationIssue,
} from "@uktax/engine";
import { calculatePayslips, payslipsInputSchema } from "@uktax/engine/payroll";
import { buildApp, type AppOptions } from "./app.js";

/**
 * Builds the app for one test (silent logs unless asked), lets the test add routes before it is
 * ready, and closes it when the test finishes.
 */
export async function build(
  options: AppOptions = {},
  setup?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = await buildApp({ logLevel: "silent", ...options });
  onTestFinished(() => app.close());
  setup?.(app);
  await app.ready();
  return app;
}

/**
 * One app for all the tests of the calling `describe`, built before them and closed after them
 * (silent, the rate limit out of reach): for tests that only post bodies and read the answers,
 * which then cost a request each rather than an app each (about 0.1 s).
 */
export function sharedApp(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({ logLevel: "silent", rateLimitMax: 1_000_000 });
    await app.ready();
  });
  afterAll(() => app?.close());
  return () => {
    if (app === undefined)
      throw new Error("the shared app is built in beforeAll");
    return app;
  };
}

/** Listens on a free port of 127.0.0.1; resolves with the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A port the OS reports free on 127.0.0.1, for a server started in another process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

export interface ServerProcess {
  /** Settles when the process exits, with its code and everything it wrote to stdout and stderr. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  kill: (signal: NodeJS.Signals) => void;
}

/**
 * Runs the built server (`dist/server.js`, as the Docker image does) in a child process with these
 * environment variables. The test run checks first that the build is newer than the source
 * (src/built-server-check.ts). Through tsx each start cost twice the CPU (about 1.1 CPU-s against 0.6).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const serverFile = fileURLToPath(
    new URL("../dist/server.js", import.meta.url),
  );
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      WEB_ROOT: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
  }>((resolve) => {
    child.on("close", (code) => {
      resolve({ code, stdout, stderr });
    });
  });
  return {
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null)
        child.kill(signal);
    },
  };
}

/**
 * Runs the server in a child process (on `env.PORT`, else a free port), waits until /health
 * answers 200 (within 10 s), and kills it when the test finishes.
 */
export async function startHealthyServer(
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; base: string }> {
  const port = env.PORT ?? String(await freePort());
  const server = startServerProcess({
    HOST: "127.0.0.1",
    ...env,
    PORT: port,
  });
  onTestFinished(() => {
    server.kill("SIGKILL");
  });
  const base = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (let attempt = 0; attempt < 100 && !healthy; attempt += 1) {
    healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(healthy).toBe(true);
  return { server, base };
}

/**
 * Starts a throwaway `redis-server` (Debian's package; `.ci/run` installs it) on a free port,
 * without persistence, and stops it when the test finishes. Fails, never skips, without it.
 */
export async function startRedis(): Promise<string> {
  return (await startRedisProcess()).url;
}

/**
 * `startRedis`, with the server's process (to stop or pause it). A port reported free can be taken
 * by another test file's server before this one binds it (this one then exits): the server that
 * answers must be the one spawned here (its `process_id`), or a new port is tried.
 */
export async function startRedisProcess(): Promise<{
  url: string;
  process: ChildProcess;
}> {
  const found = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (found.error !== undefined || found.status !== 0) {
    throw new Error(
      "redis-server is not installed: this test needs it (apt-get install redis-server; .ci/run installs it)",
    );
  }
  for (let attempt = 1; ; attempt += 1) {
    const started = await spawnRedis(await freePort());
    if (started) return started;
    if (attempt >= 5) throw new Error("redis-server did not start on 5 ports");
  }
}

/** One redis-server on `port`: its URL and process once it answers, or null if another server holds the port. */
async function spawnRedis(
  port: number,
): Promise<{ url: string; process: ChildProcess } | null> {
  const server = spawn(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
    ],
    { stdio: "ignore" },
  );
  onTestFinished(() => {
    server.kill("SIGTERM");
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on("error", () => undefined); // refused until the server is up: retried below
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (server.exitCode !== null) return null; // the port was taken
      try {
        await client.connect();
        const info = await client.info("server");
        return /^process_id:(\d+)/m.exec(info)?.[1] === String(server.pid)
          ? { url, process: server }
          : null;
      } catch (error) {
        client.disconnect();
        if (attempt >= 50)
          throw new Error(`redis-server did not start on ${url}`, {
            cause: error,
          });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    client.disconnect();
  }
}

/** POSTs a JSON body (any value, serialised here) to the app, with more headers if given. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  {
    headers = {},
    remoteAddress,
  }: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/** The calculator endpoints (the six and the payslips), each with the engine's schema of its body. */
export const CALCULATOR_INPUTS: Readonly<Record<string, z.ZodType>> = {
  "/api/calculate-salary": salaryInputSchema,
  "/api/compare-salaries": compareSalariesInputSchema,
  "/api/reverse-calculate": reverseInputSchema,
  "/api/convert-hourly": hourlyInputSchema,
  "/api/calculate-mortgage": mortgageInputSchema,
  "/api/compare-contractor": contractorInputSchema,
  "/api/payslips": payslipsInputSchema,
};

/** The engine function behind each calculator endpoint, by the schema of its body. */
const CALCULATORS = new Map<z.ZodType, (input: never) => unknown>([
  [salaryInputSchema, calculateSalary],
  [compareSalariesInputSchema, compareSalaries],
  [reverseInputSchema, reverseCalculate],
  [hourlyInputSchema, convertHourly],
  [mortgageInputSchema, calculateMortgage],
  [contractorInputSchema, compareContractor],
  [payslipsInputSchema, calculatePayslips],
]);

/**
 * The issues the engine reports for a body: the `issues` of the ValidationError that the function
 * behind the schema's endpoint throws (path as zod's array, message as the schema wrote it).
 */
export function schemaIssues(
  schema: z.ZodType,
  body: unknown,
): ValidationIssue[] {
  const calculate = CALCULATORS.get(schema);
  if (calculate === undefined)
    throw new Error("expected the input schema of a calculator endpoint");
  try {
    calculate(body as never);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  throw new Error(`expected the engine to reject ${JSON.stringify(body)}`);
}

/** The issues list of a 400 answer, or a failure naming what came back instead. */
export function issuesOf(
  response: LightMyRequestResponse,
): { path: (string | number)[]; message: string }[] {
  const body = response.json<{
    statusCode: number;
    issues?: { path: (string | number)[]; message: string }[];
  }>();
  if (response.statusCode !== 400 || body.issues === undefined) {
    throw new Error(
      `expected a 400 with issues, got ${response.statusCode}: ${response.body}`,
    );
  }
  return body.issues;
}

export const FIXTURE_ROUTES = [
  "/",
  "/about",
  "/calculators/take-home",
  "/guides/tax-free-childcare",
];
export const FIXTURE_INDEX =
  '<!doctype html><html><head><title>fixture</title></head><body><div id="root"></div></body></html>';
export const FIXTURE_ASSET = "/assets/index-abc123.js";
export const FIXTURE_ASSET_SOURCE = "console.log('fixture site');\n".repeat(20);

/** A tiny built site in a temporary folder, removed when the test finishes. */
export function fixtureSite(): string {
  const root = mkdtempSync(join(tmpdir(), "uktax-api-site-"));
  onTestFinished(() => {
    rmSync(root, { recursive: true, force: true });
  });
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), FIXTURE_INDEX);
  writeFileSync(join(root, "routes.json"), JSON.stringify(FIXTURE_ROUTES));
  writeFileSync(join(root, FIXTURE_ASSET), FIXTURE_ASSET_SOURCE);
  writeFileSync(
    join(root, `${FIXTURE_ASSET}.br`),
    brotliCompressSync(FIXTURE_ASSET_SOURCE),
  );
  writeFileSync(join(root, "robots.txt"), "User-agent: *\nAllow: /\n");
  return root;
}

/** A value as it arrives over HTTP: the engine's answer after JSON.stringify and JSON.parse. */
export function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** The KEY=VALUE lines of an env file (comments and blank lines skipped). */
export function readEnvFile(path: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const text = line.trim();
    if (text === "" || text.startsWith("#")) continue;
    const equals = text.indexOf("=");
    settings[text.slice(0, equals)] = text.slice(equals + 1);
  }
  return settings;
}

/** The engine's schema of the field at `path` (through objects, arrays, defaults and optionals). */
export function fieldSchema(
  schema: z.core.$ZodType,
  path: readonly (string | number)[],
): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    while (current instanceof z.ZodDefault || current instanceof z.ZodOptional)
      current = current.unwrap();
    if (current instanceof z.ZodObject)
      current = current.shape[key] as z.core.$ZodType | undefined;
    else if (current instanceof z.ZodArray) current = current.element;
    else return undefined;
  }
  return current;
}
