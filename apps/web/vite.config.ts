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
  },
  test: {
    css: false,
    // Two projects: tests of plain functions and data run in Node; the rest (components, stores,
    // anything touching the DOM or storage) in jsdom, each file in its own (the stores are
    // module state: sharing one jsdom and module graph per worker leaked them between files).
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
