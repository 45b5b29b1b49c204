/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

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
    environment: "jsdom",
    // fixed-today.ts first: the site's year is the year in force on a fixed day (28 November 2026).
    setupFiles: ["./src/testing/fixed-today.ts", "./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
