// `pnpm bench`: load-tests the built server (turbo builds it first) and explains where the time goes.
//
// 1. Starts `node dist/server.js` on a port in the API's block with a very high rate limit and
//    LOG_LEVEL=warn, waits for /health, then runs autocannon (50 connections, 10 s each, after a
//    short warm-up) against POST /api/calculate-salary and GET /health, in the same run.
// 2. Prints req/s, p99 latency and non-2xx for each, and the ratio salary/health. Fails (exit 1)
//    if the ratio is under 0.5 or any answer was not 2xx.
//    Also prints the server's CPU time per request (from /proc), which other load on the machine
//    disturbs far less than req/s.
// 3. Times, in this process, the parts of one salary request: JSON.parse of the body, the engine
//    call (which validates), the serialisation of the reply, and for comparison what the routes
//    avoid: a second zod validation and fastify-type-provider-zod's serialiser.
//
// Environment: BENCH_PORT (3150), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (50).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import {
  calculateSalary,
  salaryInputSchema,
  salaryResultSchema,
} from "@uktax/engine";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { serializerCompiler } from "../dist/schema-compilers.js";

const PORT = Number(process.env.BENCH_PORT ?? 3150);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MIN_RATIO = 0.5;
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER = fileURLToPath(new URL("../dist/server.js", import.meta.url));

// A realistic take-home request: monthly pay, Scottish code, student loan, pension and a bonus.
const SALARY_BODY = JSON.stringify({
  grossSalary: 4250,
  payFrequency: "monthly",
  region: "scotland",
  taxCode: "S1257L",
  studentLoanPlan: "plan2",
  pensionContribution: 5,
  bonus: 3000,
  benefitsInKind: 0,
});

if (!existsSync(SERVER)) {
  console.error(
    `${SERVER} is missing: build first (pnpm bench at the root builds, or pnpm --filter @uktax/api build).`,
  );
  process.exit(1);
}

const server = spawn(process.execPath, [SERVER], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    RATE_LIMIT_MAX: "1000000000",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const serverExited = new Promise((resolve) =>
  server.once("exit", (code, signal) => resolve({ code, signal })),
);

async function stopServer() {
  if (server.exitCode === null && server.signalCode === null)
    server.kill("SIGTERM");
  return serverExited;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${BASE}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${BASE}/health within 15 s`);
}

/** The server's user + system CPU time in µs, or undefined where /proc is not available. */
function serverCpuMicros() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8")
      .split(") ")[1]
      .split(" ");
    // utime and stime are fields 14 and 15 of the file, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

async function load(title, { path, ...options }, duration = DURATION) {
  const before = serverCpuMicros();
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration,
    title,
    ...options,
  });
  const after = serverCpuMicros();
  result.cpuMicrosPerRequest =
    before === undefined || after === undefined
      ? undefined
      : (after - before) / Math.max(1, result.requests.total);
  return result;
}

const salaryRequest = {
  path: "/api/calculate-salary",
  method: "POST",
  headers: { "content-type": "application/json" },
  body: SALARY_BODY,
};
const healthRequest = { path: "/health", method: "GET" };

function summary(name, result) {
  return {
    endpoint: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    "server CPU µs/req":
      result.cpuMicrosPerRequest === undefined
        ? "n/a"
        : Math.round(result.cpuMicrosPerRequest),
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
  };
}

/** Mean microseconds per call of `fn`, after a warm-up. */
function microseconds(fn, iterations = 20_000) {
  for (let i = 0; i < 2_000; i += 1) fn();
  const start = performance.now();
  for (let i = 0; i < iterations; i += 1) fn();
  return ((performance.now() - start) * 1000) / iterations;
}

function breakdown() {
  const parsedBody = JSON.parse(SALARY_BODY);
  const input = salaryInputSchema.parse(parsedBody);
  const result = calculateSalary(input);
  const route = {
    schema: salaryResultSchema,
    method: "POST",
    url: "/api/calculate-salary",
    httpStatus: "200",
  };
  const serialize = serializerCompiler(route);
  const zodSerialize = zodSerializerCompiler(route);
  const rows = [
    [
      "JSON.parse of the request body",
      microseconds(() => JSON.parse(SALARY_BODY)),
    ],
    [
      "zod validation of the body (not used: the engine validates)",
      microseconds(() => salaryInputSchema.parse(parsedBody)),
    ],
    [
      "engine: calculateSalary (validates, then calculates)",
      microseconds(() => calculateSalary(input)),
    ],
    [
      "reply: writer compiled from the result schema (used)",
      microseconds(() => serialize(result)),
    ],
    [
      "reply: zod encode + JSON.stringify (type provider, not used)",
      microseconds(() => zodSerialize(result)),
    ],
    [
      "reply: JSON.stringify alone, unchecked (not used)",
      microseconds(() => JSON.stringify(result)),
    ],
  ];
  return rows.map(([part, us]) => ({
    part,
    "µs per request": Number(us.toFixed(1)),
  }));
}

let failed = false;
try {
  await waitForHealth();
  const check = await fetch(`${BASE}/api/calculate-salary`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: SALARY_BODY,
  });
  if (check.status !== 200)
    throw new Error(
      `calculate-salary answered ${check.status}: ${await check.text()}`,
    );

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per endpoint, after a 2 s warm-up each\n`,
  );
  await load("warm-up health", healthRequest, 2);
  await load("warm-up salary", salaryRequest, 2);
  const health = await load("GET /health", healthRequest);
  const salary = await load("POST /api/calculate-salary", salaryRequest);

  console.table([
    summary("POST /api/calculate-salary", salary),
    summary("GET /health", health),
  ]);
  const ratio = salary.requests.average / health.requests.average;
  if (
    salary.cpuMicrosPerRequest !== undefined &&
    health.cpuMicrosPerRequest !== undefined
  ) {
    console.log(
      `server CPU per request: calculate-salary ${Math.round(salary.cpuMicrosPerRequest)} µs, health ${Math.round(health.cpuMicrosPerRequest)} µs ` +
        `(the throughput ratio an otherwise idle single-core server would reach: ${(health.cpuMicrosPerRequest / salary.cpuMicrosPerRequest).toFixed(2)})`,
    );
  }
  const non2xx =
    salary.non2xx +
    health.non2xx +
    salary.errors +
    health.errors +
    salary.timeouts +
    health.timeouts;
  console.log(
    `ratio calculate-salary / health: ${ratio.toFixed(2)} (must be >= ${MIN_RATIO}); non-2xx, errors and timeouts: ${non2xx} (must be 0)`,
  );
  if (ratio < MIN_RATIO || non2xx > 0) {
    failed = true;
    console.error("FAIL");
  } else {
    console.log("PASS");
  }

  console.log(
    "\nWhere the time goes in one salary request (measured in this process, not over HTTP):",
  );
  console.table(breakdown());
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  const { code, signal } = await stopServer();
  if (code !== 0 && signal === null) {
    failed = true;
    console.error(`the server exited with code ${code} on SIGTERM`);
  }
}
process.exit(failed ? 1 : 0);
