// pnpm bench: the annual calculators (./annual.mjs), then the payroll engineer's ./payroll.mjs if present.
// Runs against the built package (../dist), on one core: run `pnpm build` first.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

if (!existsSync(fileURLToPath(new URL("../dist/index.js", import.meta.url)))) {
  console.error(
    "bench: ../dist/index.js is missing; run `pnpm --filter @uktax/engine build` first.",
  );
  process.exit(1);
}

// The built package, as a consumer imports it.
await import("../dist/index.js");
await import("./annual.mjs");

if (existsSync(fileURLToPath(new URL("./payroll.mjs", import.meta.url)))) {
  await import("./payroll.mjs");
}
