import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // The tests that start the server in a child process run the build: it must be up to date.
    globalSetup: ["./src/built-server-check.ts"],
    // Two files at a time (vitest's default on 2 cores is one): much of this suite waits on
    // sockets and timers (the Caddy deployment test alone is about 35 s), not on the CPU.
    maxWorkers: 2,
    // A worker keeps its modules from one file to the next (no module-level state: each test
    // builds its own app, registry and Redis client): 96 → 75 CPU-s, 66 → 52 s.
    isolate: false,
  },
});
