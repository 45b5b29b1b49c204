import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Vitest's global setup: the tests that start the server in a child process run the build
 * (`dist/server.js`, test-helper.ts), so the run stops at once, saying what to do, when that build
 * is missing or older than a source file it is made from. `pnpm test` builds first (turbo).
 */
export default function checkBuiltServer(): void {
  const built = fileURLToPath(new URL("../dist/server.js", import.meta.url));
  const source = fileURLToPath(new URL(".", import.meta.url));
  let builtAt: number;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    throw new Error(
      `${built} is missing: run \`pnpm --filter @uktax/api build\` first.`,
    );
  }
  const newer = readdirSync(source, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !isTestOnly(file))
    .filter((file) => statSync(`${source}/${file}`).mtimeMs > builtAt);
  if (newer.length > 0)
    throw new Error(
      `dist/server.js is older than src/${newer[0] ?? ""}: run \`pnpm --filter @uktax/api build\` first.`,
    );
}

/**
 * Files no build is made from: the tests and their support. (One missing here only asks for a
 * build that was not needed.)
 */
const TEST_SUPPORT = new Set([
  "test-helper.ts",
  "json-schema-arbitrary.ts",
  "built-server-check.ts",
]);

function isTestOnly(file: string): boolean {
  return file.endsWith(".test.ts") || TEST_SUPPORT.has(file);
}
