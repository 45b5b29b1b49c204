import { defineConfig } from "tsup";

/** The package's entry points: the root and the `@uktax/engine/payroll` subpath. */
const ENTRIES = {
  index: "src/index.ts",
  "payroll/index": "src/payroll/index.ts",
};

/**
 * ESM is emitted one file per module (not bundled) so that an app importing, say, only the rate
 * tables or the enumerations gets only those modules: the bundler drops zod and decimal.js.
 * CommonJS is one bundle per entry, with the modules both entries use in a shared chunk
 * (`splitting`), so there is one `ValidationError` class and `instanceof` holds across them. Both
 * carry bundled type declarations.
 */
export default defineConfig([
  {
    entry: ["src/**/*.ts", "!src/**/*.test.ts"],
    format: ["esm"],
    bundle: false,
    dts: { entry: ENTRIES },
    tsconfig: "tsconfig.src.json",
    sourcemap: true,
    target: "es2022",
  },
  {
    entry: ENTRIES,
    format: ["cjs"],
    splitting: true,
    dts: { entry: ENTRIES },
    tsconfig: "tsconfig.src.json",
    sourcemap: true,
    target: "es2022",
  },
]);
