import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** One HMRC-written case of `shared/conformance/hmrc-2025-26.json`. */
export interface ConformanceCase {
  id: string;
  category: string;
  description: string;
  input: Record<string, unknown>;
  expected: Record<string, number>;
  tolerance: { abs: number };
  notes: string[];
}

export const CONFORMANCE_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../../../shared/conformance/hmrc-2025-26.json",
);

/** Reads the conformance cases of one category; fails loudly when the file is missing. */
export function loadConformanceCases(category: string): ConformanceCase[] {
  if (!existsSync(CONFORMANCE_PATH)) {
    throw new Error(
      `HMRC conformance data not found at ${CONFORMANCE_PATH}: the suite cannot run without it.`,
    );
  }
  const all = JSON.parse(
    readFileSync(CONFORMANCE_PATH, "utf8"),
  ) as ConformanceCase[];
  return all.filter((entry) => entry.category === category);
}
