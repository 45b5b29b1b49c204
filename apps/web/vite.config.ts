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
  build: {
    target: "es2022",
    sourcemap: false,
    modulePreload: {
      // The charts' chunks are fetched when the visitor opens them: not listing their
      // dependencies for preloading keeps that list out of the calculators' chunks, which `/`
      // loads (the chart chunk's own imports then fetch them).
      resolveDependencies: (filename, deps) =>
        /(^|\/)(take-home-charts|comparison-chart)-[^/]+\.js$/.test(filename)
          ? []
          : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The engine's plain data (rate tables, enumerations, mortgage rules) and its zod-free
              // reference figures (tax-years/reference.js, with the assert it uses) in a chunk of
              // its own, so the home page's reference tables and the calculators' selects load it
              // without zod and decimal.js, which only validation and calculation need.
              name: "engine-data",
              test: /packages[\\/]engine[\\/]dist[\\/](tax-years[\\/](index|reference|\d{4}-\d{2})\.js|assert\.js|enumerations\.js|mortgage[\\/]mortgage-rules\.js)/,
            },
          ],
        },
      },
    },
  },
  test: {
    css: false,
    // Two projects: tests of plain functions and data run in Node; the rest (components, stores,
    // anything touching the DOM or storage) in jsdom, whose start-up each file would otherwise pay.
    // fixed-today.ts first in both: the site's year is the year in force on a fixed day
    // (28 November 2026).
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: NODE_TESTS,
          setupFiles: ["./src/testing/fixed-today.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: NODE_TESTS,
          setupFiles: [
            "./src/testing/fixed-today.ts",
            "./src/testing/setup.ts",
          ],
        },
      },
    ],
  },
});
