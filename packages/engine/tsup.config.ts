import { defineConfig } from "tsup";

/**
 * ESM is emitted one file per module (not bundled) so that an app importing, say, only the rate
 * tables or the enumerations gets only those modules: the bundler drops zod and decimal.js.
 * CommonJS is one bundled file. Both carry bundled type declarations.
 */
export default defineConfig([
  {
    entry: ["src/**/*.ts", "!src/**/*.test.ts"],
    format: ["esm"],
    bundle: false,
    dts: { entry: "src/index.ts" },
    sourcemap: true,
    target: "es2022",
  },
  {
    entry: ["src/index.ts"],
    format: ["cjs"],
    dts: { entry: "src/index.ts" },
    sourcemap: true,
    target: "es2022",
  },
]);
