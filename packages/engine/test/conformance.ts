import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TaxYearId } from "../src/index.js";

/** One HMRC-written case of the files in `test/conformance/` (see its README). */
export interface ConformanceCase {
  id: string;
  tax_year: string;
  category: string;
  description: string;
  input: Record<string, unknown>;
  expected: Record<string, number>;
  tolerance: { abs: number };
  notes: string[];
}

/** The conformance files, in the repository next to this module. */
export const CONFORMANCE_FILES = ["hmrc-2025-26.json", "hmrc-2024-25-and-2026-27.json"] as const;

export type ConformanceFile = (typeof CONFORMANCE_FILES)[number];

export function conformancePath(file: ConformanceFile): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), "conformance", file);
}

/** Every case of one file (all of them when no file is named); fails loudly if a file is missing. */
export function loadConformanceCases(file?: ConformanceFile): ConformanceCase[] {
  const files = file === undefined ? CONFORMANCE_FILES : [file];
  return files.flatMap(
    (each) => JSON.parse(readFileSync(conformancePath(each), "utf8")) as ConformanceCase[],
  );
}

const TAX_YEARS_BY_LABEL: Record<string, TaxYearId> = {
  "2024/25": "2024-25",
  "2025/26": "2025-26",
  "2026/27": "2026-27",
};

/** The engine's tax year of a case: "2024/25 (TaxYear.TWENTY_TWENTY_FOUR)" → '2024-25'. */
export function conformanceTaxYear(entry: ConformanceCase): TaxYearId {
  const year = TAX_YEARS_BY_LABEL[entry.tax_year.slice(0, 7)];
  if (year === undefined) throw new Error(`${entry.id}: unknown tax year "${entry.tax_year}"`);
  return year;
}
