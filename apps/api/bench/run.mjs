// `pnpm bench`: the API's CPU cost against references measured in the same run, and the floors of
// issue 27 it must stay within (floors, not targets: the bench fails, exit 1, when one is missed).
//
// What is measured, and how:
// - Processes. The built server (`node dist/server.js`: rate limit, security headers, Fastify's
//   pino request logging at LOG_LEVEL=info, the production default, unless BENCH_LOG_LEVEL says
//   otherwise) and a bare Fastify app with one JSON POST route that answers its body
//   (bench/bare-server.mjs: no logger, no hooks, no plugins), each in its own process, started
//   the same way (same Node and environment, stdout to a pipe this process drains, as a container
//   runtime collects a service's stdout; the bare app writes nothing there, so all of the API's
//   logging counts against the API). A second API process answers only the batches, so that the
//   garbage of 10,000-row replies is never collected on the time of the single requests. A plain
//   Node process (bench/json-baseline.mjs) does the batch's reference work.
// - CPU per request: each process's whole CPU time, utime + stime of all its threads from
//   /proc/<pid>/stat, read before and after a scenario, divided by the requests it answered.
//   Single requests come from autocannon in this process (BENCH_CONNECTIONS, 20, for
//   BENCH_DURATION seconds); batches from fetch, one at a time (BENCH_BATCHES per mode).
// - Rounds. BENCH_ROUNDS rounds, every scenario once per round, interleaved, so that load from
//   elsewhere on the machine falls on every scenario alike; each ratio is taken within a round and
//   the median and range over the rounds are printed. The rounds are shared among BENCH_PROCESSES
//   fresh sets of processes, each warmed up on its own: how V8 compiles a server is decided afresh
//   in each process and kept for its life, so one process is one draw.
//
// The floors (medians over the rounds):
// 1. POST /api/calculate-salary ≤ 3× the bare Fastify JSON POST route, CPU per request.
// 2. A bad body ≤ 3× a valid one, for each of: a valid salary plus unknown keys up to the body
//    limit (BODY_LIMIT_BYTES, 6 KiB; the engine refuses an object of more than 64 fields in one
//    issue), and a body with a few wrong types.
// 3. GET /docs/json (the OpenAPI document, built once and sent as cached bytes) ≤ 2× GET /health.
// 4. POST /api/batch/calculate-salary with 10,000 varied rows (regions, loans, pensions, bonuses,
//    three tax years, a few invalid rows) ≤ 3× JSON.parse of its request text + JSON.stringify of
//    JSON.parse of its reply text, the reply fetched from the server once, that work's CPU measured
//    in the baseline process the same way. The NDJSON mode (Accept: application/x-ndjson) is
//    reported against the same reference, without a floor.
// 5. No request lost through a rolling deploy: autocannon through a minimal load balancer
//    (bench/balancer.mjs) to one instance; mid-run a second instance starts and the first gets
//    SIGTERM with DRAIN_SECONDS=2. Run again without a drain (0) for comparison, without a floor.
// Besides, every answer must be the expected one (status, and each batch reply's size), and every
// server must exit 0 on SIGTERM.
//
// Environment: BENCH_PORT (3150; the next four ports are used too), BENCH_DURATION seconds per
// scenario and round (1), BENCH_ROUNDS (8), BENCH_PROCESSES (4), BENCH_CONNECTIONS (20),
// BENCH_BATCHES (3 batches per mode and round), BENCH_LOG_LEVEL (info). The API runs with
// RATE_LIMIT_MAX at its highest, so that the rate limit counts but never refuses, and with
// MAX_REQUESTS_PER_SOCKET=0: autocannon ignores `Connection: close` and would get a 503 for every
// request after a connection's 1,000th (the deploy keeps the default: the balancer reconnects);
// and with DRAIN_SECONDS=0 except in the deploy, so that each set of processes stops at once.
import { execFileSync, fork, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startBalancer } from "./balancer.mjs";
import { BODY_LIMIT_BYTES } from "../dist/app.js";

const PORT = Number(process.env.BENCH_PORT ?? 3150);
const DURATION = Number(process.env.BENCH_DURATION ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PROCESSES = Math.min(
  ROUNDS,
  Math.max(1, Number(process.env.BENCH_PROCESSES ?? 4)),
);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
/** The baseline's work is about a quarter of a batch's: repeated 4× as often, so that its CPU is
 * read over a similar time (/proc counts in ticks of 10 ms). */
const BASELINE_RUNS = 4 * BATCHES;
const DRAIN_SECONDS = 2;

const SERVER = fileURLToPath(new URL("../dist/server.js", import.meta.url));
const BARE_SERVER = fileURLToPath(
  new URL("./bare-server.mjs", import.meta.url),
);
const JSON_BASELINE = fileURLToPath(
  new URL("./json-baseline.mjs", import.meta.url),
);
const API_ENV = {
  RATE_LIMIT_MAX: "1000000000",
  DRAIN_SECONDS: "0",
  MAX_REQUESTS_PER_SOCKET: "0",
  LOG_LEVEL,
  WEB_ROOT: "/nonexistent",
};

if (!existsSync(SERVER)) {
  console.error(
    `${SERVER} is missing: build first (pnpm bench at the root builds, or pnpm --filter @uktax/api build).`,
  );
  process.exit(1);
}

// ---- The requests ----

// A realistic take-home request: monthly pay, Scottish code, student loan, pension and a bonus.
const SALARY = {
  grossSalary: 4250,
  payFrequency: "monthly",
  region: "scotland",
  taxCode: "S1257L",
  studentLoanPlan: "plan2",
  pensionContribution: 5,
  bonus: 3000,
  benefitsInKind: 0,
};
const SALARY_BODY = JSON.stringify(SALARY);

/** The valid salary plus unknown keys `a0`, `a1`, … while the body stays within the body limit. */
function unknownKeysBody() {
  const entries = Object.entries(SALARY);
  let text = SALARY_BODY;
  for (let keys = 0; ; keys += 1) {
    entries.push([`a${keys.toString(36)}`, 0]);
    const longer = JSON.stringify(Object.fromEntries(entries));
    if (longer.length > BODY_LIMIT_BYTES) return { text, keys };
    text = longer;
  }
}
const UNKNOWN_KEYS = unknownKeysBody();

// A few wrong types: a salary as text, a number for a tax code, a percentage as text, a null.
const WRONG_TYPES_BODY = JSON.stringify({
  ...SALARY,
  grossSalary: "4250",
  taxCode: 1257,
  pensionContribution: "5%",
  bonus: null,
});

/** A deterministic pseudo-random number in [0, 1) (mulberry32), so every run sends the same rows. */
function randomFrom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Rows the API must refuse, one in every `INVALID_EVERY`, in turn. */
const INVALID_ROWS = [
  { grossSalary: -1 },
  { grossSalary: 30_000, region: "mars" },
  { grossSalary: 30_000, taxCode: "S1257L", region: "england" },
  { grossSalary: 30_000, pensionContribution: 5, overtime: "lots" },
  { grossSalary: 30_000, salary: 30_000 },
];
const INVALID_EVERY = 331;

/**
 * 10,000 salary inputs as partners send them: salaries spread from about £13,000 to £250,000 a
 * year, paid yearly, monthly or weekly; mostly England, some Scotland (S codes), Wales and
 * Northern Ireland; the loan plans, a postgraduate loan now and then, pensions by each method,
 * bonuses, benefits in kind; a fifth of them naming 2024-25 or 2026-27; and a few invalid rows.
 */
function batchInputs() {
  const random = randomFrom(27);
  const pick = (choices) => choices[Math.floor(random() * choices.length)];
  return Array.from({ length: 10_000 }, (_, index) => {
    if (index % INVALID_EVERY === INVALID_EVERY - 1)
      return INVALID_ROWS[
        Math.floor(index / INVALID_EVERY) % INVALID_ROWS.length
      ];
    const annual = 13_000 * Math.exp(random() * 2.95);
    const payFrequency = pick(["annual", "annual", "monthly", "weekly"]);
    const divisor = { annual: 1, monthly: 12, weekly: 52 }[payFrequency];
    const region = pick([
      ...Array(16).fill("england"),
      "scotland",
      "scotland",
      "wales",
      "northern-ireland",
    ]);
    const input = {
      grossSalary: Math.round((annual / divisor) * 100) / 100,
      payFrequency,
      region,
      taxCode:
        region === "scotland"
          ? "S1257L"
          : pick(["1257L", "1257L", "1257L", "1100L", "BR"]),
      studentLoanPlan:
        region === "scotland"
          ? pick(["none", "none", "plan4"])
          : pick(["none", "none", "none", "plan1", "plan2", "plan2", "plan5"]),
      pensionContribution: pick([0, 0, 3, 5, 5, 8, 10]),
    };
    if (random() < 0.3)
      input.pensionMethod = pick(["relief-at-source", "salary-sacrifice"]);
    if (random() < 0.05) input.postgraduateLoan = true;
    if (random() < 0.2) input.bonus = Math.round(random() * 10_000);
    if (random() < 0.05) input.benefitsInKind = Math.round(random() * 6_000);
    const year = random();
    if (year < 0.1) input.taxYear = "2024-25";
    else if (year < 0.2) input.taxYear = "2026-27";
    return input;
  });
}
const BATCH_INPUTS = batchInputs();
const BATCH_BODY = JSON.stringify({ inputs: BATCH_INPUTS });
const INVALID_INDEXES = BATCH_INPUTS.flatMap((input, index) =>
  INVALID_ROWS.includes(input) ? [index] : [],
);

const post = (path, body) => ({
  path,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
});

/**
 * The single-request scenarios of every round, in order: `expect` is the one status expected,
 * `reference` the scenario its CPU per request is compared with besides the bare route.
 */
const SCENARIOS = [
  {
    key: "bare",
    name: "bare Fastify JSON POST (reference)",
    server: "bare",
    request: post("/api/calculate-salary", SALARY_BODY),
    expect: 200,
  },
  {
    key: "salary",
    name: "POST /api/calculate-salary",
    server: "api",
    request: post("/api/calculate-salary", SALARY_BODY),
    expect: 200,
  },
  {
    key: "unknownKeys",
    name: `  bad body: ${UNKNOWN_KEYS.keys} unknown keys (${UNKNOWN_KEYS.text.length} bytes)`,
    server: "api",
    request: post("/api/calculate-salary", UNKNOWN_KEYS.text),
    expect: 400,
    reference: "salary",
  },
  {
    key: "wrongTypes",
    name: "  bad body: 4 wrong types",
    server: "api",
    request: post("/api/calculate-salary", WRONG_TYPES_BODY),
    expect: 400,
    reference: "salary",
  },
  {
    key: "health",
    name: "GET /health",
    server: "api",
    request: { path: "/health", method: "GET" },
    expect: 200,
  },
  {
    key: "docs",
    name: "GET /docs/json",
    server: "api",
    request: { path: "/docs/json", method: "GET" },
    expect: 200,
    reference: "health",
  },
];

const BATCH_PATH = "/api/batch/calculate-salary";
/** The batch's two modes: the Accept header each sends. */
const BATCH_MODES = [
  {
    key: "batchJson",
    name: "batch of 10,000, JSON",
    accept: "application/json",
  },
  {
    key: "batchNdjson",
    name: "batch of 10,000, NDJSON",
    accept: "application/x-ndjson",
  },
];

// ---- Processes and their CPU time ----

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  } catch {
    return 100;
  }
})();

/** A process's CPU time in µs: utime + stime of all its threads, from /proc/<pid>/stat. */
function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (which may hold spaces), from field 3, `state`.
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/** Every process started and not yet stopped. */
const started = [];

/** Waits until `check` resolves true, trying every 100 ms for 15 s. */
async function waitFor(what, check, child) {
  for (let attempt = 0; !(await check().catch(() => false)); attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited with code ${child.exitCode}`);
    if (attempt > 150) throw new Error(`${what} was not ready within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Wraps a child process: its CPU time, and a stop that resolves with how it exited. */
function tracked(child) {
  const exited = new Promise((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  const handle = {
    pid: child.pid,
    cpuMicros: () => cpuMicros(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null)
        child.kill("SIGTERM");
      return exited;
    },
  };
  started.push(handle);
  return handle;
}

/**
 * Starts a server on `port` and waits until `readyRequest` is answered 200. Its stdout goes to a
 * pipe read here and counted in lines, or with `output: "ignore"` to /dev/null.
 */
async function startServer(file, port, readyRequest, env, output = "pipe") {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", output, "inherit"],
  });
  let logLines = 0;
  // Counted in native code (Buffer#indexOf), not byte by byte in JavaScript: this process is
  // also the load generator.
  child.stdout?.on("data", (chunk) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1))
      logLines += 1;
  });
  const base = `http://127.0.0.1:${port}`;
  const { path, ...init } = readyRequest;
  await waitFor(
    file,
    () => fetch(`${base}${path}`, init).then((response) => response.ok),
    child,
  );
  return { ...tracked(child), base, logLines: () => logLines };
}

/** Starts the baseline process (bench/json-baseline.mjs) and hands it the batch's two texts. */
async function startBaseline(texts) {
  const child = fork(JSON_BASELINE, [], { stdio: "inherit" });
  /** Sends a message and resolves with the answer. */
  const ask = (message) =>
    new Promise((resolve) => {
      child.once("message", resolve);
      child.send(message);
    });
  await ask({ texts });
  return { ...tracked(child), ask };
}

/** Stops every process started and not yet stopped; one that exits with an error fails the run. */
async function stopStarted() {
  let clean = true;
  for (const child of started.splice(0)) {
    const { code, signal } = await child.stop();
    if (code !== 0 && signal === null) {
      clean = false;
      console.error(`process ${child.pid} exited with code ${code}`);
    }
  }
  return clean;
}

// ---- Measurements ----

/** autocannon for `duration` seconds: requests, unexpected answers, and the server's CPU. */
async function load(server, scenario, duration = DURATION) {
  const before = server.cpuMicros();
  const { path, ...options } = scenario.request;
  const result = await autocannon({
    url: `${server.base}${path}`,
    connections: CONNECTIONS,
    duration,
    ...options,
  });
  const cpu = server.cpuMicros() - before;
  const expected = result[`${Math.floor(scenario.expect / 100)}xx`];
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    unexpected:
      result.requests.total - expected + result.errors + result.timeouts,
    cpuMicros: cpu,
  };
}

/** One batch request; its status and its reply's text. */
async function sendBatch(server, accept) {
  const response = await fetch(`${server.base}${BATCH_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept },
    body: BATCH_BODY,
  });
  return { status: response.status, text: await response.text() };
}

/** `count` batches one after another: the server's CPU, and how many were not as expected. */
async function loadBatches(server, mode, count, expectedLength) {
  const before = server.cpuMicros();
  let unexpected = 0;
  for (let sent = 0; sent < count; sent += 1) {
    const { status, text } = await sendBatch(server, mode.accept);
    if (status !== 200 || text.length !== expectedLength) unexpected += 1;
  }
  return { cpuMicros: server.cpuMicros() - before, unexpected };
}

/** `runs` repetitions of the baseline's work: its CPU, and whether it wrote what it should. */
async function loadBaseline(baseline, runs, expectedWritten) {
  const before = baseline.cpuMicros();
  const { written } = await baseline.ask({ runs });
  return {
    cpuMicros: baseline.cpuMicros() - before,
    unexpected: written === runs * expectedWritten ? 0 : 1,
  };
}

/** The batch's replies, once, from a fresh API: checked, and used for the baseline and checks. */
async function batchReplies() {
  const api = await startServer(SERVER, PORT + 2, { path: "/health" }, API_ENV);
  const [json, ndjson] = [
    await sendBatch(api, BATCH_MODES[0].accept),
    await sendBatch(api, BATCH_MODES[1].accept),
  ];
  await stopStarted();
  if (json.status !== 200 || ndjson.status !== 200)
    throw new Error(
      `the batch was answered ${json.status} and ${ndjson.status}`,
    );
  const results = JSON.parse(json.text).results;
  const refused = results.flatMap((row) => (row.error ? [row.index] : []));
  const lines = ndjson.text.split("\n").filter((line) => line !== "");
  if (
    results.length !== BATCH_INPUTS.length ||
    lines.length !== BATCH_INPUTS.length ||
    refused.join() !== INVALID_INDEXES.join()
  )
    throw new Error(
      `unexpected batch replies: ${results.length} rows and ${lines.length} lines for ${BATCH_INPUTS.length} inputs, rows refused ${refused.slice(0, 10).join()}… (expected ${INVALID_INDEXES.slice(0, 10).join()}…)`,
    );
  return { json: json.text, ndjson: ndjson.text, refused: refused.length };
}

/** Each scenario's status, once, before it is measured (autocannon counts classes only). */
async function checkStatuses(servers) {
  for (const scenario of SCENARIOS) {
    const { path, ...init } = scenario.request;
    const response = await fetch(
      `${servers[scenario.server].base}${path}`,
      init,
    );
    await response.arrayBuffer();
    if (response.status !== scenario.expect)
      throw new Error(
        `${scenario.name}: answered ${response.status}, not ${scenario.expect}`,
      );
  }
}

/**
 * Load through the balancer while instance A is replaced by instance B: B starts after 1.5 s, then
 * A gets SIGTERM and drains for `drainSeconds`. Counts the requests that did not get a 200.
 */
async function deploy(drainSeconds) {
  // MAX_REQUESTS_PER_SOCKET empty: unset, the default (the balancer's agent honours `close`).
  const env = { ...API_ENV, MAX_REQUESTS_PER_SOCKET: "" };
  const ready = { path: "/health" };
  const balancer = await startBalancer();
  const first = await startServer(
    SERVER,
    PORT + 3,
    ready,
    { ...env, DRAIN_SECONDS: String(drainSeconds) },
    "ignore",
  );
  await balancer.add(PORT + 3);
  const running = autocannon({
    url: `${balancer.base}/api/calculate-salary`,
    connections: 20,
    duration: 6,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: SALARY_BODY,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await startServer(
    SERVER,
    PORT + 4,
    ready,
    { ...env, DRAIN_SECONDS: "0" },
    "ignore",
  );
  await balancer.add(PORT + 4);
  const stopping = Date.now();
  const { code } = await first.stop();
  const stopSeconds = (Date.now() - stopping) / 1000;
  const result = await running;
  await balancer.close();
  const clean = await stopStarted();
  return {
    "drain (s)": drainSeconds,
    requests: result.requests.total,
    "answered 200": result["2xx"],
    lost:
      result.requests.total - result["2xx"] + result.errors + result.timeouts,
    "errors, timeouts": `${result.errors}, ${result.timeouts}`,
    "balancer's 502s: none healthy, upstream failed": `${balancer.stats.noUpstream}, ${balancer.stats.upstreamErrors}`,
    "old: exit code": code,
    "old: s from SIGTERM to exit": Number(stopSeconds.toFixed(1)),
    clean: clean && code === 0,
  };
}

// ---- Figures ----

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

/** The load average: other work on the machine widens the ranges (and moves the medians). */
function machineLoad() {
  return `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs`;
}

// ---- The run ----

let failed = false;
try {
  const startedAt = Date.now();
  const replies = await batchReplies();
  const baselineWritten = JSON.stringify(JSON.parse(replies.json)).length;
  const expectedLength = {
    batchJson: replies.json.length,
    batchNdjson: replies.ndjson.length,
  };

  /** Per key, per round: CPU µs per request (or batch, or baseline run), req/s, p99. */
  const measured = Object.fromEntries(
    [...SCENARIOS, ...BATCH_MODES, { key: "baseline" }].map(({ key }) => [
      key,
      { micros: [], perSecond: [], p99: [], unexpected: 0 },
    ]),
  );
  let apiRequests = 0;
  let apiLogLines = 0;
  let bareLogLines = 0;

  console.log(
    `${ROUNDS} rounds shared among ${PROCESSES} fresh sets of processes, each warmed up on its own; per round: ` +
      `each single-request scenario for ${DURATION} s (autocannon, ${CONNECTIONS} connections), ` +
      `${BATCHES} batches of ${BATCH_INPUTS.length.toLocaleString("en-GB")} rows (${(BATCH_BODY.length / 1e6).toFixed(1)} MB; ` +
      `replies ${(replies.json.length / 1e6).toFixed(1)} MB, ${replies.refused} rows refused) per mode, ` +
      `${BASELINE_RUNS} runs of the JSON baseline. API at LOG_LEVEL=${LOG_LEVEL}. ${machineLoad()}.\n`,
  );
  for (let set = 0, round = 1; set < PROCESSES; set += 1) {
    const api = await startServer(SERVER, PORT, { path: "/health" }, API_ENV);
    const bare = await startServer(
      BARE_SERVER,
      PORT + 1,
      post("/api/calculate-salary", SALARY_BODY),
      {},
    );
    const batchApi = await startServer(
      SERVER,
      PORT + 2,
      { path: "/health" },
      API_ENV,
    );
    const baseline = await startBaseline({
      request: BATCH_BODY,
      reply: replies.json,
    });
    const servers = { api, bare };
    await checkStatuses(servers);

    // Warm-up: 1 s of each scenario, a batch of each mode, and a few baseline runs.
    for (const scenario of SCENARIOS) {
      const warmUp = await load(servers[scenario.server], scenario, 1);
      if (scenario.server === "api") apiRequests += warmUp.requests;
    }
    for (const mode of BATCH_MODES)
      await loadBatches(batchApi, mode, 1, expectedLength[mode.key]);
    await loadBaseline(baseline, 4, baselineWritten);

    // This set's share of the rounds (the first sets take any remainder).
    const last =
      round + Math.ceil((ROUNDS - round + 1) / (PROCESSES - set)) - 1;
    for (; round <= last; round += 1) {
      for (const scenario of SCENARIOS) {
        const result = await load(servers[scenario.server], scenario);
        const figures = measured[scenario.key];
        figures.micros.push(result.cpuMicros / result.requests);
        figures.perSecond.push(result.perSecond);
        figures.p99.push(result.p99);
        figures.unexpected += result.unexpected;
        if (scenario.server === "api") apiRequests += result.requests;
      }
      for (const mode of BATCH_MODES) {
        const result = await loadBatches(
          batchApi,
          mode,
          BATCHES,
          expectedLength[mode.key],
        );
        measured[mode.key].micros.push(result.cpuMicros / BATCHES);
        measured[mode.key].unexpected += result.unexpected;
      }
      const result = await loadBaseline(
        baseline,
        BASELINE_RUNS,
        baselineWritten,
      );
      measured.baseline.micros.push(result.cpuMicros / BASELINE_RUNS);
      measured.baseline.unexpected += result.unexpected;
    }
    // Stopped now, so that every line the API held back has been written and counted.
    if (!(await stopStarted())) failed = true;
    apiLogLines += api.logLines();
    bareLogLines += bare.logLines();
  }

  /** Per round, `key`'s CPU over `of`'s in the same round. */
  const ratios = (key, of) =>
    measured[key].micros.map(
      (value, round) => value / measured[of].micros[round],
    );

  console.log(
    "Single requests: server CPU per request, and its ratio to the reference of the same round",
  );
  console.table(
    SCENARIOS.map(({ key, name, reference }) => {
      const figures = measured[key];
      return {
        scenario: name,
        "CPU µs/req: median (range)": spread(figures.micros, 1),
        "× bare route": spread(ratios(key, "bare"), 2),
        "× its reference":
          reference === undefined
            ? ""
            : `${spread(ratios(key, reference), 2)} × ${reference}`,
        "req/s (median)": Math.round(median(figures.perSecond)),
        "p99 ms (median)": median(figures.p99),
        unexpected: figures.unexpected,
      };
    }),
  );
  console.log(
    `log lines on stdout: the API's ${apiLogLines} for the ${apiRequests} requests of the scenarios (plus each process's start, readiness check and stop), the bare app's ${bareLogLines}\n`,
  );

  console.log(
    "Batches: CPU per batch of 10,000 rows, and its ratio to the JSON baseline of the same round",
  );
  console.table(
    [
      ...BATCH_MODES,
      {
        key: "baseline",
        name: "JSON.parse(request) + JSON.stringify(JSON.parse(reply)), own process",
      },
    ].map(({ key, name }) => ({
      work: name,
      "CPU ms: median (range)": spread(
        measured[key].micros.map((micros) => micros / 1000),
        1,
      ),
      "µs per row": (
        median(measured[key].micros) / BATCH_INPUTS.length
      ).toFixed(1),
      "× baseline": spread(ratios(key, "baseline"), 2),
      unexpected: measured[key].unexpected,
    })),
  );

  console.log(
    `\nA deploy under load through a balancer (20 connections, 6 s; SIGTERM to the old instance after 1.5 s):`,
  );
  const deploys = [await deploy(DRAIN_SECONDS), await deploy(0)];
  console.table(deploys);

  const unexpected = Object.values(measured).reduce(
    (sum, figures) => sum + figures.unexpected,
    0,
  );
  const floors = [
    [
      "1. POST /api/calculate-salary / bare Fastify POST",
      ratios("salary", "bare"),
      3,
    ],
    [
      "2. bad body (unknown keys) / valid body",
      ratios("unknownKeys", "salary"),
      3,
    ],
    [
      "2. bad body (wrong types) / valid body",
      ratios("wrongTypes", "salary"),
      3,
    ],
    ["3. GET /docs/json / GET /health", ratios("docs", "health"), 2],
    [
      "4. batch of 10,000, JSON / JSON baseline",
      ratios("batchJson", "baseline"),
      3,
    ],
    [
      `5. requests lost through a deploy with a ${DRAIN_SECONDS} s drain`,
      [deploys[0].lost],
      0,
    ],
    ["   unexpected answers, errors and timeouts", [unexpected], 0],
  ].map(([floor, values, max]) => ({
    floor,
    "median (range over rounds)":
      values.length > 1 ? spread(values, 2) : String(values[0]),
    "must be ≤": max,
    result: median(values) <= max ? "pass" : "FAIL",
  }));
  console.log("\nFloors (issue 27):");
  console.table(floors);
  console.log(
    `NDJSON batch (no floor): ${spread(ratios("batchNdjson", "baseline"), 2)} × the JSON baseline`,
  );
  console.log(`without a drain (no floor): ${deploys[1].lost} requests lost`);

  if (
    floors.some((row) => row.result !== "pass") ||
    !deploys.every((row) => row.clean)
  )
    failed = true;
  console.log(
    `\n${failed ? "FAIL" : "PASS"} (${Math.round((Date.now() - startedAt) / 1000)} s; ${machineLoad()})`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopStarted();
}
process.exit(failed ? 1 : 0);
