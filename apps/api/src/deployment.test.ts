// The deployment of compose.yaml without Docker: the same Caddyfile (deploy/Caddyfile) run by a
// real Caddy (Debian's package; .ci/run installs it) in front of two API processes with the same
// settings (deploy/api.env) and a real redis-server, all on 127.0.0.1.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  freePort,
  startHealthyServer,
  startRedis,
  type ServerProcess,
  readEnvFile,
} from "./test-helper.js";

const REPOSITORY = fileURLToPath(new URL("../../../", import.meta.url));
const CADDYFILE = join(REPOSITORY, "deploy", "Caddyfile");
const API_ENV = join(REPOSITORY, "deploy", "api.env");
const COMPOSE = join(REPOSITORY, "compose.yaml");
const SALARY = "/api/calculate-salary";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A `<n>s` setting of the Caddyfile's reverse_proxy block, in seconds. */
function caddySeconds(name: string): number {
  const match = new RegExp(`^\\s*${name}\\s+(\\d+)s\\s*$`, "m").exec(
    readFileSync(CADDYFILE, "utf8"),
  );
  if (match?.[1] === undefined)
    throw new Error(`${name} not found in ${CADDYFILE}`);
  return Number(match[1]);
}

/**
 * A replica's settings: deploy/api.env with this test's Redis, and a drain two seconds longer
 * than Caddy's health-check interval (the file's 15 s holds the same rule, with room to spare).
 */
function replicaEnv(
  redisUrl: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    ...readEnvFile(API_ENV),
    REDIS_URL: redisUrl,
    DRAIN_SECONDS: String(caddySeconds("health_interval") + 2),
    ...overrides,
  };
}

/**
 * Runs Caddy with deploy/Caddyfile on a free port of 127.0.0.1 in front of `upstreams`
 * (`host:port`), its data and config in a temporary folder, and its admin endpoint on another
 * free port (the Caddyfile's PROXY_ADMIN; off in compose); resolves with the two base URLs once a
 * request through it reaches a replica's /health. Stopped when the test finishes.
 */
async function startCaddy(
  upstreams: readonly string[],
): Promise<{ proxy: string; admin: string }> {
  const found = spawnSync("caddy", ["version"], { encoding: "utf8" });
  if (found.error !== undefined || found.status !== 0)
    throw new Error(
      "caddy is not installed: this test needs it (apt-get install caddy; .ci/run installs it)",
    );
  const port = await freePort();
  const adminPort = await freePort();
  const home = mkdtempSync(join(tmpdir(), "uktax-caddy-"));
  let stderr = "";
  const caddy = spawn(
    "caddy",
    ["run", "--config", CADDYFILE, "--adapter", "caddyfile"],
    {
      env: {
        ...process.env,
        PROXY_PORT: String(port),
        PROXY_BIND: "127.0.0.1",
        API_UPSTREAMS: upstreams.join(" "),
        PROXY_ADMIN: `127.0.0.1:${adminPort}`,
        HOME: home,
        XDG_CONFIG_HOME: home,
        XDG_DATA_HOME: home,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  caddy.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  onTestFinished(() => {
    caddy.kill("SIGTERM");
    rmSync(home, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { proxy: base, admin: `http://127.0.0.1:${adminPort}` };
    if (caddy.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`Caddy did not start on ${base}:\n${stderr}`);
}

/** POSTs a salary through `base`; resolves with the status, or the network error's code. */
async function post(
  base: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  try {
    const response = await fetch(`${base}${SALARY}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ grossSalary: 40000 }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return `network error ${cause?.code ?? String(error)}`;
  }
}

/**
 * Each upstream's count of recent failures as Caddy's admin endpoint reports it (Caddy marks a
 * replica down while the count is at the Caddyfile's max_fails), by `host:port`.
 */
async function upstreamFails(admin: string): Promise<Map<string, number>> {
  const response = await fetch(`${admin}/reverse_proxy/upstreams`);
  if (!response.ok)
    throw new Error(`Caddy's admin endpoint answered ${response.status}`);
  const upstreams = (await response.json()) as {
    address: string;
    fails: number;
  }[];
  return new Map(upstreams.map(({ address, fails }) => [address, fails]));
}

/** The request lines a stopped replica logged for the salary route. */
/** The `incoming request` log lines of salary requests (Fastify's line with the request). */
function salaryLines(stdout: string): { req: { remoteAddress: string } }[] {
  return stdout
    .split("\n")
    .filter((line) => line.includes('"msg":"incoming request"'))
    .map(
      (line) =>
        JSON.parse(line) as { req: { url: string; remoteAddress: string } },
    )
    .filter((line) => line.req.url === SALARY);
}

describe("the compose deployment: Caddy, replicas and Redis", () => {
  it("drains each replica for longer than Caddy's health-check interval, with compose's settings", () => {
    const settings = readEnvFile(API_ENV);
    const drain = Number(settings.DRAIN_SECONDS);
    expect(drain).toBeGreaterThan(caddySeconds("health_interval"));
    const compose = readFileSync(COMPOSE, "utf8");
    expect(compose).toMatch(/^ {2}env_file: deploy\/api\.env$/m);
    // Docker waits this long after SIGTERM: the drain and 10 s for requests in flight.
    const grace = Number(/stop_grace_period: (\d+)s/.exec(compose)?.[1]);
    expect(grace).toBeGreaterThanOrEqual(drain + 10);
    expect(settings.TRUST_PROXY).toBe("1");
  });

  it("balances over the replicas with one rate-limit budget per client, whatever X-Forwarded-For says", async () => {
    const redisUrl = await startRedis();
    const env = replicaEnv(redisUrl, { RATE_LIMIT_MAX: "40" });
    const replicas = [
      await startHealthyServer(env),
      await startHealthyServer(env),
    ];
    const { proxy } = await startCaddy(
      replicas.map(({ base }) => new URL(base).host),
    );

    // Each request claims to come from a different address. Caddy drops an X-Forwarded-For that
    // no trusted proxy sent and passes on the address it saw, which the API (TRUST_PROXY=1, one
    // proxy) takes as the client's: so all 42 count against one client.
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 42; i += 1)
      statuses.push(
        await post(proxy, { "x-forwarded-for": `203.0.113.${i + 1}` }),
      );
    expect(statuses).toEqual([...Array<number>(40).fill(200), 429, 429]);

    for (const { server } of replicas) server.kill("SIGTERM");
    const logs = await Promise.all(replicas.map(({ server }) => server.exited));
    for (const { code, stdout } of logs) {
      expect(code).toBe(0);
      const lines = salaryLines(stdout);
      // Both replicas answered (Caddy picks either when both are idle: all 42 on one would be
      // a 1 in 2^41 chance), and each logged the client Caddy saw.
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines)
        expect(line.req.remoteAddress).toBe("127.0.0.1");
    }
  }, 60_000);

  it("loses no request while each replica in turn is stopped and started again", async () => {
    const redisUrl = await startRedis();
    // No limit to reach: four clients send far more than 300 requests a minute.
    const settings = (port: string) =>
      replicaEnv(redisUrl, { PORT: port, RATE_LIMIT_MAX: "1000000000" });
    const ports = [String(await freePort())];
    let replicas: { server: ServerProcess; base: string }[] = [
      await startHealthyServer(settings(ports[0] ?? "")),
    ];
    ports.push(String(await freePort()));
    replicas.push(await startHealthyServer(settings(ports[1] ?? "")));
    const { proxy } = await startCaddy(
      ports.map((port) => `127.0.0.1:${port}`),
    );

    // Four clients post through Caddy until the restarts are over, each a request every 80 ms or
    // so (about 50 a second in all). That is enough to catch a replica that stops without
    // draining: with DRAIN_SECONDS=0, measured, 4 and 5 requests of about 530 failed (502).
    // Faster clients would only cost CPU.
    const answers = new Map<number | string, number>();
    let running = true;
    const clients = Array.from({ length: 4 }, async () => {
      while (running) {
        const status = await post(proxy);
        answers.set(status, (answers.get(status) ?? 0) + 1);
        await sleep(80);
      }
    });

    await sleep(1_000);
    const healthInterval = caddySeconds("health_interval");
    for (const [index, port] of ports.entries()) {
      const old = replicas[index];
      if (old === undefined) throw new Error(`no replica ${index}`);
      old.server.kill("SIGTERM");
      const { code } = await old.server.exited;
      expect(code).toBe(0);
      const restarted = await startHealthyServer(settings(port));
      replicas = replicas.map((replica, at) =>
        at === index ? restarted : replica,
      );
      // Caddy's next health check finds it, before the other replica stops.
      await sleep((healthInterval + 2) * 1_000);
    }
    running = false;
    await Promise.all(clients);

    expect([...answers.keys()]).toEqual([200]);
    expect(answers.get(200)).toBeGreaterThan(200);
  }, 90_000);

  it("loses only the requests in flight on a replica killed under load, and never marks the other down", async () => {
    const redisUrl = await startRedis();
    const env = replicaEnv(redisUrl, { RATE_LIMIT_MAX: "1000000000" });
    const doomed = await startHealthyServer(env);
    const survivor = await startHealthyServer(env);
    const [doomedHost, survivorHost] = [doomed, survivor].map(
      ({ base }) => new URL(base).host,
    );
    if (doomedHost === undefined || survivorHost === undefined)
      throw new Error("no replicas");
    const { proxy, admin } = await startCaddy([doomedHost, survivorHost]);

    // Eight clients post through Caddy without pause; at most eight requests are ever in flight.
    const CLIENTS = 8;
    const answers: { start: number; status: number | string }[] = [];
    let inFlight = 0;
    let running = true;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (running) {
        const start = performance.now();
        inFlight += 1;
        const status = await post(proxy);
        inFlight -= 1;
        answers.push({ start, status });
      }
    });
    // Caddy's failure count of each replica, the highest seen: a failure is remembered for the
    // Caddyfile's fail_duration (5 s), so sampling every 100 ms misses none.
    const mostFails = new Map<string, number>();
    const sample = async () => {
      for (const [address, fails] of await upstreamFails(admin))
        mostFails.set(address, Math.max(fails, mostFails.get(address) ?? 0));
    };
    const sampling = new AbortController();
    const sampler = (async () => {
      while (!sampling.signal.aborted) {
        await sample();
        await sleep(100);
      }
    })();

    await sleep(1_000);
    const killedAt = performance.now();
    const inFlightAtKill = inFlight;
    doomed.server.kill("SIGKILL");
    await sleep(3_000);
    running = false;
    await Promise.all(clients);
    sampling.abort();
    await sampler;
    await sample();

    const lost = answers.filter(({ status }) => status !== 200);
    const settled = answers.filter(({ start }) => start >= killedAt + 500);
    const figures = {
      requests: answers.length,
      inFlightAtKill,
      lost: lost.map(({ start, status }) => ({
        status,
        startedAfterKillMs: Math.round(start - killedAt),
      })),
      afterSettling: settled.length,
      fails: Object.fromEntries(mostFails),
    };
    console.info(
      `SIGKILL of one replica under load: ${JSON.stringify(figures)}`,
    );

    // Only requests the killed replica had in flight are lost (no more than the clients'
    // concurrency), each answered 502 by Caddy: none is 503 "no upstreams available", which is
    // what a healthy replica marked down gives.
    expect(inFlightAtKill).toBe(CLIENTS);
    expect(lost.length).toBeLessThanOrEqual(CLIENTS);
    for (const { status } of lost) expect(status).toBe(502);
    // Half a second after the kill every request is answered, by the survivor.
    expect(settled.length).toBeGreaterThan(100);
    expect(settled.filter(({ status }) => status !== 200)).toEqual([]);
    // Caddy counted the killed replica's failures and never one of the survivor's.
    expect(mostFails.get(doomedHost)).toBeGreaterThan(0);
    expect(mostFails.get(survivorHost)).toBe(0);
    expect((await fetch(`${survivor.base}/health`)).status).toBe(200);
  }, 60_000);
});
