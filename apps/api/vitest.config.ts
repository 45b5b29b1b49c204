import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Two files at a time (vitest's default on 2 cores is one): much of this suite waits on
    // sockets and timers (the Caddy deployment test alone is about 35 s), not on the CPU.
    maxWorkers: 2,
  },
});
