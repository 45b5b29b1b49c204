// `pnpm bench`: the API's cost per request against a bare Fastify app, measured in the same run.
//
// 1. Starts the built server (`node dist/server.js`: rate limiting, security headers and request
//    logging on, at the production default LOG_LEVEL=info unless BENCH_LOG_LEVEL says otherwise)
//    and a bare Fastify app with one JSON POST route (bench/bare-server.mjs: no logger, no hooks,
//    no plugins), each in its own process. Both are started the same way: same Node, same
//    environment, and standard output to a pipe this process drains, as a container runtime
//    collects a service's stdout. The bare app writes nothing there, so every log line the API
//    writes is counted against the API.
// 2. Round by round (BENCH_ROUNDS, interleaved so that load from elsewhere on the machine falls on
//    every scenario alike), runs autocannon against: the bare route, POST /api/calculate-salary,
//    GET /health, a bad body (1,700 unknown keys, 15 KB), and a calibration: the bare route in a
//    third process that keeps the CPU busy for BENCH_CALIBRATION_US (10) µs before it answers, so
//    each run shows what a known amount of work per request adds to the measured CPU on this
//    machine (more than the work itself: see README, Performance). Reads each server's CPU time
//    (all its threads) from /proc before and after, and prints the server CPU per request (µs) of
//    each scenario, and its ratio to the bare route of the same round: the median and range over
//    the rounds. The rounds are shared among BENCH_PROCESSES fresh pairs of servers (5; each pair
//    started, warmed up, measured for its rounds and stopped before the next): how V8 compiles a
//    server is decided afresh in each process and kept for its life, so one pair is one draw, and
//    the median over the rounds of several pairs is not any single draw's.
// 3. Fails (exit 1) unless calculate-salary's median ratio to the bare route is at most 1.6, the
//    bad body's to a valid one at most 3, and every answer was the expected one (200, or 400 for
//    the bad body).
// 4. A deploy under load: autocannon through a minimal load balancer (bench/balancer.mjs) to one
//    instance; mid-run a second instance starts and the first gets SIGTERM. Counts the requests
//    that did not get a 200: with a drain (DRAIN_SECONDS=2), and without one (0) for comparison.
//    Fails unless the drained deploy loses none.
// 5. Times, in this process, the parts of one salary request (parse, engine, serialiser).
//
// Environment: BENCH_PORT (3150; the bare app, the deploy's instances and the calibration use the
// next four ports), BENCH_DURATION seconds per scenario and round (2), BENCH_ROUNDS (10),
// BENCH_PROCESSES (5: pairs of servers the rounds are shared among, each with BENCH_ROUNDS /
// BENCH_PROCESSES), BENCH_CONNECTIONS (50), BENCH_LOG_LEVEL (info, the server's default),
// BENCH_CALIBRATION_US (10).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
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
import { startBalancer } from "./balancer.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3150);
const DURATION = Number(process.env.BENCH_DURATION ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 5));
const CALIBRATION_US = Number(process.env.BENCH_CALIBRATION_US ?? 10);
const MAX_COST_VS_BARE = 1.6;
const MAX_BAD_BODY_COST = 3;
const SERVER = fileURLToPath(new URL("../dist/server.js", import.meta.url));
const BARE_SERVER = fileURLToPath(
  new URL("./bare-server.mjs", import.meta.url),
);

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

// The fuzzer's costliest body: a valid salary plus 1,700 unknown keys, just under the 16 KiB limit.
const BAD_BODY = JSON.stringify(
  Object.fromEntries([
    ...Object.entries(JSON.parse(SALARY_BODY)),
    ...Array.from({ length: 1_700 }, (_, i) => [`a${i.toString(36)}`, 0]),
  ]),
);

if (!existsSync(SERVER)) {
  console.error(
    `${SERVER} is missing: build first (pnpm bench at the root builds, or pnpm --filter @uktax/api build).`,
  );
  process.exit(1);
}

/**
 * The process's CPU time in µs, every thread's (the main thread, V8's garbage-collection helpers,
 * libuv's pool): each thread's nanoseconds on a CPU from /proc, else the process's 10 ms ticks.
 * (The main thread's alone would leave out the collection work the helpers do in parallel, which
 * grows with what a request allocates.)
 */
function cpuMicros(pid) {
  try {
    let nanoseconds = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      try {
        const [onCpu] = readFileSync(
          `/proc/${pid}/task/${thread}/schedstat`,
          "utf8",
        ).split(" ");
        nanoseconds += Number(onCpu);
      } catch {
        // A thread that ended between the listing and the read: its time is gone with it.
      }
    }
    return nanoseconds / 1000;
  } catch {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
      .split(") ")[1]
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  }
}

/**
 * Starts a server process on `port` and waits for `readyPath` to answer. Its standard output goes
 * to a pipe read here (and counted in lines), `output: "ignore"` sends it to /dev/null.
 */
async function startServer(file, port, readyPath, env = {}, output = "pipe") {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", output, "inherit"],
  });
  let logLines = 0;
  // Counted in native code (Buffer#indexOf), not byte by byte in JavaScript: this process is
  // also the load generator, and every µs it spends on the API's log slows the load it sends.
  child.stdout?.on("data", (chunk) => {
    for (
      let at = chunk.indexOf(0x0a);
      at !== -1;
      at = chunk.indexOf(0x0a, at + 1)
    )
      logLines += 1;
  });
  const exited = new Promise((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${file} exited with code ${child.exitCode}`);
    const ready = await fetch(`${base}${readyPath}`, {
      method: readyPath === "/health" ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: readyPath === "/health" ? undefined : SALARY_BODY,
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 150) throw new Error(`${base} did not answer within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    cpuMicros: () => cpuMicros(child.pid),
    /** Lines written to stdout so far (all of them once the process has exited). */
    logLines: () => logLines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null)
        child.kill("SIGTERM");
      return exited;
    },
  };
}

const salaryRequest = {
  path: "/api/calculate-salary",
  method: "POST",
  headers: { "content-type": "application/json" },
  body: SALARY_BODY,
};

/** autocannon for `duration` seconds; returns requests, answers by class, and server CPU. */
async function load(server, request, duration = DURATION) {
  const before = server.cpuMicros();
  const { path, ...options } = request;
  const result = await autocannon({
    url: `${server.base}${path}`,
    connections: CONNECTIONS,
    duration,
    ...options,
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    ok: result["2xx"],
    clientErrors: result["4xx"],
    failures: result.errors + result.timeouts + result["5xx"],
    cpuMicros: server.cpuMicros() - before,
  };
}

/**
 * Mean microseconds per call of `fn` over about 300 ms, after 300 ms of warm-up: long enough for
 * the compiler to have optimised it, as it has in a server that has answered for a while (a short
 * warm-up times the unoptimised code: the engine's call then measures several times its cost).
 */
function microseconds(fn) {
  const run = (ms) => {
    const start = performance.now();
    let calls = 0;
    let elapsed = 0;
    do {
      for (let i = 0; i < 64; i += 1) fn();
      calls += 64;
      elapsed = performance.now() - start;
    } while (elapsed < ms);
    return (elapsed * 1000) / calls;
  };
  run(300);
  return run(300);
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
    ["JSON.parse of the request body", () => JSON.parse(SALARY_BODY)],
    ["JSON.parse of the bad body (1,700 keys)", () => JSON.parse(BAD_BODY)],
    [
      "zod validation of the body (not used: the engine validates)",
      () => salaryInputSchema.parse(parsedBody),
    ],
    [
      "engine: calculateSalary (validates, then calculates)",
      () => calculateSalary(input),
    ],
    [
      "reply: writer compiled from the result schema (used)",
      () => serialize(result),
    ],
    [
      "reply: zod encode + JSON.stringify (type provider, not used)",
      () => zodSerialize(result),
    ],
  ];
  return rows.map(([part, fn]) => ({
    part,
    "µs per call": Number(microseconds(fn).toFixed(1)),
  }));
}

/**
 * Load through a balancer while instance A is replaced by instance B: B starts after 1.5 s, then
 * A gets SIGTERM and drains for `drainSeconds`. Returns how many requests did not get a 200.
 */
async function deploy(drainSeconds) {
  const env = {
    RATE_LIMIT_MAX: "1000000000",
    LOG_LEVEL,
    WEB_ROOT: "/nonexistent",
    DRAIN_SECONDS: String(drainSeconds),
  };
  const balancer = await startBalancer();
  const first = await startServer(SERVER, PORT + 2, "/health", env, "ignore");
  await balancer.add(PORT + 2);
  const running = autocannon({
    url: `${balancer.base}${salaryRequest.path}`,
    connections: 20,
    duration: 6,
    method: "POST",
    headers: salaryRequest.headers,
    body: SALARY_BODY,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const second = await startServer(
    SERVER,
    PORT + 3,
    "/health",
    { ...env, DRAIN_SECONDS: "0" },
    "ignore",
  );
  await balancer.add(PORT + 3);
  const stopping = Date.now();
  const { code } = await first.stop();
  const stopSeconds = (Date.now() - stopping) / 1000;
  const result = await running;
  await second.stop();
  await balancer.close();
  return {
    "drain (s)": drainSeconds,
    requests: result.requests.total,
    "answered 200": result["2xx"],
    lost:
      result.requests.total - result["2xx"] + result.errors + result.timeouts,
    "old instance: exit code": code,
    "old instance: s from SIGTERM to exit": Number(stopSeconds.toFixed(1)),
  };
}

/** The median of some numbers. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "median (min–max)" of some numbers, to `digits` decimals. */
function spread(values, digits) {
  const fixed = (value) => value.toFixed(digits);
  return `${fixed(median(values))} (${fixed(Math.min(...values))}–${fixed(Math.max(...values))})`;
}

const started = [];
let failed = false;

/** Stops every server started and not yet stopped; one that exits with an error fails the run. */
async function stopStarted() {
  for (const server of started.splice(0)) {
    const { code, signal } = await server.stop();
    if (code !== 0 && signal === null) {
      failed = true;
      console.error(`a server exited with code ${code} on SIGTERM`);
    }
  }
}
try {
  /** A fresh pair of servers: the API and the bare app, each its own process. */
  const startPair = async () => {
    const api = await startServer(SERVER, PORT, "/health", {
      RATE_LIMIT_MAX: "1000000000",
      LOG_LEVEL,
      WEB_ROOT: "/nonexistent",
    });
    started.push(api);
    const bare = await startServer(BARE_SERVER, PORT + 1, salaryRequest.path);
    started.push(bare);
    const calibration = await startServer(
      BARE_SERVER,
      PORT + 4,
      salaryRequest.path,
      { BENCH_WORK_US: String(CALIBRATION_US) },
    );
    started.push(calibration);
    return { api, bare, calibration };
  };

  const scenarios = [
    {
      name: "bare Fastify POST (reference)",
      server: "bare",
      request: salaryRequest,
      expect: "ok",
    },
    {
      name: "POST /api/calculate-salary",
      server: "api",
      request: salaryRequest,
      expect: "ok",
    },
    {
      name: "GET /health",
      server: "api",
      request: { path: "/health", method: "GET" },
      expect: "ok",
    },
    {
      name: "POST /api/calculate-salary, bad body (1,700 unknown keys)",
      server: "api",
      request: { ...salaryRequest, body: BAD_BODY },
      expect: "clientErrors",
    },
    {
      name: `bare Fastify POST + ${CALIBRATION_US} µs of work (calibration)`,
      server: "calibration",
      request: salaryRequest,
      expect: "ok",
    },
  ];
  /** Per scenario, per round: server CPU µs per request, req/s, p99; and unexpected answers. */
  const rounds = new Map(
    scenarios.map((scenario) => [
      scenario.name,
      { micros: [], perSecond: [], p99: [], requests: 0, unexpected: 0 },
    ]),
  );

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per scenario, interleaved, shared among ${PROCESSES} fresh pairs of servers, after a 1 s warm-up each per pair; API at LOG_LEVEL=${LOG_LEVEL}, both servers' stdout to a pipe this process drains\n`,
  );
  let apiRequests = 0;
  let apiLogLines = 0;
  let bareLogLines = 0;
  for (let pair = 0, round = 1; pair < PROCESSES; pair += 1) {
    const servers = await startPair();
    for (const scenario of scenarios) {
      const warmUp = await load(servers[scenario.server], scenario.request, 1);
      if (scenario.server === "api") apiRequests += warmUp.requests;
    }
    // This pair's share of the rounds (the first pairs take any remainder).
    const last =
      round + Math.ceil((ROUNDS - round + 1) / (PROCESSES - pair)) - 1;
    for (; round <= last; round += 1) {
      for (const scenario of scenarios) {
        const result = await load(servers[scenario.server], scenario.request);
        const total = rounds.get(scenario.name);
        total.micros.push(result.cpuMicros / result.requests);
        total.perSecond.push(Math.round(result.perSecond));
        total.p99.push(result.p99);
        total.requests += result.requests;
        total.unexpected +=
          result.requests - result[scenario.expect] + result.failures;
        if (scenario.server === "api") apiRequests += result.requests;
      }
    }
    // Stop both now, so that every line the API held back has been written and counted.
    await stopStarted();
    apiLogLines += servers.api.logLines();
    bareLogLines += servers.bare.logLines();
  }

  const micros = (name) => rounds.get(name).micros;
  /** Per round, a scenario's CPU per request over the reference's (`of`) in the same round. */
  const ratios = (name, of = scenarios[0].name) =>
    micros(name).map((value, round) => value / micros(of)[round]);
  console.table(
    scenarios.map(({ name }) => {
      const total = rounds.get(name);
      return {
        scenario: name,
        "server CPU µs/req: median (range)": spread(total.micros, 1),
        "× bare: median (range)": spread(ratios(name), 2),
        "req/s: median": Math.round(median(total.perSecond)),
        "p99 ms: median": median(total.p99),
        "unexpected answers": total.unexpected,
      };
    }),
  );

  const salaryCost = median(ratios(scenarios[1].name));
  const badBodyCost = median(ratios(scenarios[3].name, scenarios[1].name));
  const unexpected = [...rounds.values()].reduce(
    (sum, total) => sum + total.unexpected,
    0,
  );
  console.log(
    [
      `calculate-salary / bare route, server CPU per request, per round: median ${spread(ratios(scenarios[1].name), 2)} (median must be <= ${MAX_COST_VS_BARE})`,
      `health / bare route: median ${spread(ratios(scenarios[2].name), 2)}`,
      `bad body / valid body: median ${spread(ratios(scenarios[3].name, scenarios[1].name), 2)} (median must be <= ${MAX_BAD_BODY_COST})`,
      `unexpected answers, errors and timeouts: ${unexpected} (must be 0)`,
    ].join("\n"),
  );
  // What one µs of work per request costs in measured server CPU here, per round: the
  // calibration's CPU per request less the bare route's, over the work it added.
  const perMicro = micros(scenarios[4].name).map(
    (value, round) =>
      (value - micros(scenarios[0].name)[round]) / CALIBRATION_US,
  );
  const bareMicros = median(micros(scenarios[0].name));
  console.log(
    `calibration: ${CALIBRATION_US} µs of work per request on the bare route measured ${median(ratios(scenarios[4].name)).toFixed(2)}× the bare route; ` +
      `each µs of work per request costs ${spread(perMicro, 2)} µs of measured server CPU on this machine, ` +
      `so ${MAX_COST_VS_BARE}× the bare route (${bareMicros.toFixed(1)} µs) leaves room for about ` +
      `${(((MAX_COST_VS_BARE - 1) * bareMicros) / median(perMicro)).toFixed(1)} µs of work per request beyond the bare route's`,
  );
  console.log(
    `log lines on stdout: the API's ${apiLogLines} for the ${apiRequests} requests of the scenarios (plus each process's start, readiness check and stop), the bare app's ${bareLogLines}`,
  );
  console.log(
    "\nA deploy under load through a balancer (20 connections, 6 s; SIGTERM to the old instance after 1.5 s):",
  );
  const deploys = [await deploy(2), await deploy(0)];
  console.table(deploys);
  console.log(
    `requests lost through a deploy with a 2 s drain: ${deploys[0].lost} (must be 0); without a drain: ${deploys[1].lost}`,
  );

  if (
    failed ||
    salaryCost > MAX_COST_VS_BARE ||
    badBodyCost > MAX_BAD_BODY_COST ||
    unexpected > 0 ||
    deploys[0].lost > 0 ||
    deploys[0]["old instance: exit code"] !== 0
  ) {
    failed = true;
    console.error("FAIL");
  } else {
    console.log("PASS");
  }

  console.log(
    "\nThe parts of one salary request (measured in this process, not over HTTP):",
  );
  console.table(breakdown());
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopStarted();
}
process.exit(failed ? 1 : 0);
