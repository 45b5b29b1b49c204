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
  },
  test: {
    environment: "jsdom",
    // fixed-today.ts first: the site's year is the year in force on a fixed day (28 November 2026).
    setupFiles: ["./src/testing/fixed-today.ts", "./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
