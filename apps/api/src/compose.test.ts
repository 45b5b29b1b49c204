// compose.yaml read as Docker Compose reads it (the yaml package, with its `<<` merge keys), its
// hardening checked service by service, its image tags checked against the Caddy and Redis the
// deployment tests run, and its Redis settings run for real: Debian's redis-server with the
// service's own command, and an API process with the REDIS_URL the replicas get.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { describe, expect, it, onTestFinished } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "./config.js";
import { freePort, startHealthyServer, readEnvFile } from "./test-helper.js";

const REPOSITORY = fileURLToPath(new URL("../../../", import.meta.url));
const COMPOSE = join(REPOSITORY, "compose.yaml");
const API_ENV = join(REPOSITORY, "deploy", "api.env");

/** The fields of a compose service this test reads. */
interface Service {
  image?: string;
  user?: string;
  read_only?: boolean;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  mem_limit?: string;
  pids_limit?: number;
  tmpfs?: string[];
  logging?: { driver?: string; options?: Record<string, string> };
  environment?: Record<string, string>;
  env_file?: string;
  command?: string[];
}

function readCompose(): Record<string, Service> {
  const document = parse(readFileSync(COMPOSE, "utf8"), { merge: true }) as {
    services?: Record<string, Service>;
  };
  if (document.services === undefined)
    throw new Error(`no services in ${COMPOSE}`);
  return document.services;
}

function service(name: string): Service {
  const found = readCompose()[name];
  if (found === undefined)
    throw new Error(`no ${name} service in compose.yaml`);
  return found;
}

/**
 * Compose's interpolation of the forms compose.yaml uses: `${NAME:?message}` (the value, or an
 * error when it is unset or empty) and `$$` (a literal `$`).
 */
function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{(\w+):\?[^}]*\}/g,
    (match, name: string | undefined) => {
      if (name === undefined) return "$";
      const value = variables[name];
      if (value === undefined || value === "")
        throw new Error(`${name} is required by ${match}`);
      return value;
    },
  );
}

/** The `x.y.z` version a command prints (`caddy version`, `redis-server --version`). */
function installedVersion(command: string, args: string[]): string {
  const run = spawnSync(command, args, { encoding: "utf8" });
  if (run.error !== undefined || run.status !== 0)
    throw new Error(
      `${command} is not installed: this test needs it (.ci/run installs it)`,
    );
  const version = /(\d+\.\d+\.\d+)/.exec(run.stdout)?.[1];
  if (version === undefined)
    throw new Error(`no version in ${command}'s output: ${run.stdout}`);
  return version;
}

/** A megabyte figure such as `512m`. */
function megabytes(limit: string | undefined): number {
  const match = /^(\d+)m$/.exec(limit ?? "");
  if (match?.[1] === undefined)
    throw new Error(`expected a limit such as 512m, got ${String(limit)}`);
  return Number(match[1]);
}

describe("compose.yaml", () => {
  it("runs every service read-only, without capabilities or new privileges, with memory, process and log limits", () => {
    const services = readCompose();
    expect(Object.keys(services).sort()).toEqual([
      "api-1",
      "api-2",
      "api-3",
      "proxy",
      "redis",
    ]);
    for (const [name, settings] of Object.entries(services)) {
      expect({ name, read_only: settings.read_only }).toEqual({
        name,
        read_only: true,
      });
      expect({ name, cap_drop: settings.cap_drop }).toEqual({
        name,
        cap_drop: ["ALL"],
      });
      expect(settings.security_opt).toContain("no-new-privileges:true");
      expect(megabytes(settings.mem_limit)).toBeGreaterThan(0);
      expect(megabytes(settings.mem_limit)).toBeLessThanOrEqual(512);
      expect(settings.pids_limit).toBeGreaterThan(0);
      expect(settings.pids_limit).toBeLessThanOrEqual(64);
      expect(settings.logging?.driver).toBe("json-file");
      expect(settings.logging?.options?.["max-size"]).toMatch(/^\d+m$/);
      expect(Number(settings.logging?.options?.["max-file"])).toBeGreaterThan(
        0,
      );
      // Only Caddy gets a capability back: binding port 80.
      expect({ name, cap_add: settings.cap_add }).toEqual({
        name,
        cap_add: name === "proxy" ? ["NET_BIND_SERVICE"] : undefined,
      });
    }
    // Redis starts as its own user: the image's switch from root needs capabilities.
    expect(services.redis?.user).toBe("redis");
  });

  it("pins Caddy and Redis to the versions the deployment tests run", () => {
    expect(service("proxy").image).toBe(
      `caddy:${installedVersion("caddy", ["version"])}-alpine`,
    );
    expect(service("redis").image).toBe(
      `redis:${installedVersion("redis-server", ["--version"])}-alpine`,
    );
  });

  it("has Redis require a password that the replicas' REDIS_URL carries", async () => {
    const password = "0123456789abcdef0123456789abcdef";
    const redis = service("redis");
    const api = service("api-1");
    expect(api.env_file).toBe("deploy/api.env");
    // The password is set once, for compose, never in the repository.
    expect(readEnvFile(API_ENV).REDIS_URL).toBeUndefined();
    expect(() => interpolate(api.environment?.REDIS_URL ?? "", {})).toThrow(
      /REDIS_PASSWORD is required/,
    );

    // The redis service's command, interpolated as compose does, on a free port of 127.0.0.1.
    const [shell, flag, script] = redis.command ?? [];
    expect([shell, flag]).toEqual(["sh", "-c"]);
    const port = await freePort();
    const local = interpolate(script ?? "", {}).replace(
      "redis-server -",
      `redis-server - --port ${port} --bind 127.0.0.1`,
    );
    const server = spawn("sh", ["-c", local], {
      env: {
        ...process.env,
        REDIS_PASSWORD: interpolate(redis.environment?.REDIS_PASSWORD ?? "", {
          REDIS_PASSWORD: password,
        }),
      },
      stdio: "ignore",
    });
    onTestFinished(() => {
      server.kill("SIGTERM");
    });

    // The replicas' REDIS_URL, pointed at that port; the API's config accepts it.
    const redisUrl = interpolate(api.environment?.REDIS_URL ?? "", {
      REDIS_PASSWORD: password,
    }).replace("@redis:6379", `@127.0.0.1:${port}`);
    expect(redisUrl).toBe(`redis://:${password}@127.0.0.1:${port}`);
    const settings = { ...readEnvFile(API_ENV), REDIS_URL: redisUrl };
    expect(loadConfig({ ...settings, HOST: "0.0.0.0" }).REDIS_URL).toBe(
      redisUrl,
    );

    // ioredis authenticates with that URL; without the password Redis refuses.
    const client = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    client.on("error", () => undefined); // refused until the server is up: retried below
    onTestFinished(() => {
      client.disconnect();
    });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.connect();
        break;
      } catch (error) {
        client.disconnect();
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(await client.ping()).toBe("PONG");
    expect(await client.config("GET", "save")).toEqual(["save", ""]);
    const anonymous = new Redis(`redis://127.0.0.1:${port}`, {
      maxRetriesPerRequest: 0,
    });
    anonymous.on("error", () => undefined);
    onTestFinished(() => {
      anonymous.disconnect();
    });
    await expect(anonymous.ping()).rejects.toThrow(/NOAUTH/);

    // An API process with the replicas' settings counts in that Redis: the fourth request of a
    // budget of three is refused. (Had it failed to authenticate, it would serve without a limit.)
    const { base } = await startHealthyServer({
      ...settings,
      RATE_LIMIT_MAX: "3",
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${base}/api/calculate-salary`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grossSalary: 40000 }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await client.dbsize()).toBeGreaterThan(0);
  }, 30_000);
});
