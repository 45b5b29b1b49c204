import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The engine has no module-level mutable state (a rule of this package), so a worker keeps
    // its modules, compiled and warm, from one file to the next: 27 → 13 CPU-s, 23 → 11 s.
    isolate: false,
  },
});
