import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import { shutdown } from "./shutdown.js";
import { build } from "./test-helper.js";

// Ports from the API's block (3100-3199); these tests need a real socket to have requests in flight.
const IN_PROCESS_PORT = 3190;
const CHILD_PORT = 3191;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("graceful shutdown", () => {
  it("stops accepting connections but finishes the request in flight, then resolves 0", async () => {
    const entered = deferred();
    const release = deferred();
    const app = await build({}, (app) => {
      app.get("/test-slow", async () => {
        entered.resolve();
        await release.promise;
        return { finished: true };
      });
    });
    await app.listen({ port: IN_PROCESS_PORT, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${IN_PROCESS_PORT}`;

    const inFlight = fetch(`${base}/test-slow`);
    await entered.promise;
    let settled = false;
    const closing = shutdown(app, "SIGTERM", 5_000).finally(() => {
      settled = true;
    });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    await expect(
      fetch(`${base}/health`, { headers: { connection: "close" } }),
    ).rejects.toThrow();

    release.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(await closing).toBe(0);
  });

  it("gives up with exit code 1 when a request outlives the timeout", async () => {
    const entered = deferred();
    const release = deferred();
    const app = await build({}, (app) => {
      app.get("/test-stuck", async () => {
        entered.resolve();
        await release.promise;
        return { finished: true };
      });
    });
    await app.listen({ port: IN_PROCESS_PORT, host: "127.0.0.1" });
    const inFlight = fetch(`http://127.0.0.1:${IN_PROCESS_PORT}/test-stuck`);
    await entered.promise;
    expect(await shutdown(app, "SIGTERM", 50)).toBe(1);
    release.resolve();
    expect((await inFlight).status).toBe(200);
    // The process would exit now; here, let the pending close finish.
    app.server.closeAllConnections();
  });
});

describe("server process", () => {
  const serverFile = fileURLToPath(new URL("./server.ts", import.meta.url));

  function startServer(env: Record<string, string>): {
    exited: Promise<{ code: number | null; stderr: string }>;
    kill: (signal: NodeJS.Signals) => void;
  } {
    const child = spawn(process.execPath, ["--import", "tsx", serverFile], {
      env: {
        ...process.env,
        LOG_LEVEL: "warn",
        WEB_ROOT: "/nonexistent",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<{ code: number | null; stderr: string }>(
      (resolve) => {
        child.on("exit", (code) => resolve({ code, stderr }));
      },
    );
    return {
      exited,
      kill: (signal) => {
        if (child.exitCode === null && child.signalCode === null)
          child.kill(signal);
      },
    };
  }

  it("exits 1 with a clear message on bad configuration", async () => {
    const { exited } = startServer({ PORT: "eighty", RATE_LIMIT_MAX: "-5" });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toContain("PORT must be a whole number");
    expect(stderr).toContain("RATE_LIMIT_MAX must be a whole number");
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "listens, then exits 0 on %s",
    async (signal) => {
      const server = startServer({
        PORT: String(CHILD_PORT),
        HOST: "127.0.0.1",
      });
      onTestFinished(() => server.kill("SIGKILL"));
      let healthy = false;
      for (let attempt = 0; attempt < 100 && !healthy; attempt += 1) {
        healthy = await fetch(`http://127.0.0.1:${CHILD_PORT}/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(healthy).toBe(true);
      server.kill(signal);
      const { code } = await server.exited;
      expect(code).toBe(0);
    },
    20_000,
  );
});
