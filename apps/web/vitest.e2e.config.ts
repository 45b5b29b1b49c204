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
    // Spec files run side by side against the one server and the one Chromium global-setup
    // starts, two at a time (much of a test waits on the page, not the CPU). On CI's two cores, in
    // a clean-clone run: 227 s and 658 CPU-s for the whole run with two, 233 s and 710 CPU-s with
    // three. E2E_WORKERS overrides it.
    // A worker keeps its modules and its connection to Chromium from one file to the next
    // (`isolate: false`), and its browser contexts and tabs: after each test its tabs are reset
    // for later tests or closed, and what the site stored is cleared (per-file-setup.ts).
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
