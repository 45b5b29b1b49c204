import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: `pnpm --filter @uktax/web test:e2e` (turbo builds engine, API and web first).
 * The global setup starts the BUILT API server, which also serves the built site, on a free port;
 * specs drive Debian's Chromium through playwright-core (see e2e/support/browser.ts).
 * Set E2E_BASE_URL to test an already running site instead (e.g. `pnpm start`).
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./e2e/support/global-setup.ts"],
    setupFiles: ["./e2e/support/per-file-setup.ts"],
    // Spec files run side by side against the one server global-setup starts, each file in its
    // own worker with its own Chromium. Two workers suit CI's two cores (measured: 2 workers
    // beat 1 and 3 there); E2E_WORKERS overrides it on a bigger machine.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
