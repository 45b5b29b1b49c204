/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

/** Unit tests that need no DOM (no document, window or storage): they run in Node. */
const NODE_TESTS = [
  "src/components/form/parse-number.test.ts",
  "src/components/year-changes/*-year-changes.test.ts",
  "src/features/content/{content-data,stale-figures,figures}.test.ts",
  "src/lib/{zod-issues-to-fields,tax-year-in-force,tax-year-changes}.test.ts",
  "src/pages/form-links.test.ts",
  "src/paths.test.ts",
  "src/server/*.test.ts",
];

/**
 * Tests that replace or reload modules (`vi.mock` of the engine, `vi.resetModules`), or show what
 * happens the first time a module loads (the home page's "Loading calculator…"): each needs a
 * module graph of its own. Every other DOM test shares its worker's jsdom and modules with the
 * files before it (`isolate: false`); each test puts back what it changed (src/testing/setup.ts,
 * and __mocks__/zustand.ts for the stores).
 */
const MODULE_MOCKING_TESTS = [
  "src/pages/data-flow.test.tsx",
  "src/pages/home-page.test.tsx",
  "src/pages/schema-chunk.test.tsx",
  "src/pages/site-year.test.tsx",
];

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/docs": apiTarget,
      "/health": apiTarget,
    },
  },
  ssr: {
    // The server entry (dist-ssr/entry-server.js) carries its dependencies, so the API can load
    // it wherever the site is deployed (the Docker image copies dist/ and dist-ssr/ only).
    noExternal: true,
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // No <link rel="modulepreload"> in the head, and no preloading of a lazy chunk's imports: the
    // entry's own imports are fetched as it is parsed. On a slow phone connection (Lighthouse's
    // mobile profile) the head's preloads took bandwidth from the HTML and the stylesheet and
    // delayed the first paint (LCP 2.2 s → 1.5 s on `/`; README "Performance").
    modulePreload: false,
  },
  test: {
    css: false,
    // Three projects: tests of plain functions and data run in Node; the rest (components,
    // stores, anything touching the DOM or storage) in jsdom, one jsdom and module graph shared
    // by the files of a worker, except the tests that mock or reload modules. The Node and
    // shared-jsdom projects keep their modules from one file to the next (`isolate: false`).
    // fixed-today.ts first in each: the site's year is the year in force on a fixed day
    // (28 November 2026).
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: NODE_TESTS,
          isolate: false,
          setupFiles: ["./src/testing/fixed-today.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: [...NODE_TESTS, ...MODULE_MOCKING_TESTS],
          // Start-up and imports were most of this suite's time when every file had its own.
          isolate: false,
          setupFiles: [
            "./src/testing/fixed-today.ts",
            "./src/testing/setup.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "dom-isolated",
          environment: "jsdom",
          include: MODULE_MOCKING_TESTS,
          setupFiles: [
            "./src/testing/fixed-today.ts",
            "./src/testing/setup.ts",
          ],
        },
      },
    ],
  },
});
