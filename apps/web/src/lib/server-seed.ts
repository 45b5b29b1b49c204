import type { TaxYearId } from "@uktax/engine";
import type { FormErrors } from "./zod-issues-to-fields";

/**
 * A calculator's state as the server rendered it for a page opened with its query (server
 * rendering on request: src/server/calculate-on-request.ts). The page carries it in a data block,
 * `<script type="application/json" id="calculator-state">` (never executed, so the CSP's
 * `script-src 'self'` allows it), and the browser hydrates the calculator with the same values,
 * result and messages, so the first render matches the HTML and nothing is sent again.
 *
 * The seed is planted once per render (the server, for one request; main.tsx, for the page it
 * hydrates) and taken by the calculator of its tool on its first render, which puts it in its
 * store: any later mount of that calculator starts from its store as usual.
 */
export interface CalculatorSeed {
  /** The tool's id (`?tool=<id>`). */
  readonly tool: string;
  /** The form's values, as the link held them (bad values kept, so their messages show). */
  readonly values: unknown;
  /** The result and the validated input it came from, or null (messages, or nothing to calculate). */
  readonly last: { readonly input: unknown; readonly result: unknown } | null;
  /** The engine's messages for the values (none when there is a result). */
  readonly errors: FormErrors;
  /** The tax years the form is set to (lib/calculator-years.ts: the page's heading names them). */
  readonly years: readonly TaxYearId[];
}

export const SEED_ELEMENT_ID = "calculator-state";

let planted: CalculatorSeed | null = null;

/** Plants the seed the next render takes (null: none). */
export function plantSeed(seed: CalculatorSeed | null): void {
  planted = seed;
}

/** The tool of the planted seed, if any (the home page shows that tool). */
export function seededTool(): string | undefined {
  return planted?.tool;
}

/** The planted seed if it is for `tool`, which it leaves; null otherwise. */
export function takeSeed(tool: string): CalculatorSeed | null {
  if (planted?.tool !== tool) return null;
  const seed = planted;
  planted = null;
  return seed;
}

/** The seed's data block (`<` escaped, so the text can never close the element). */
export function seedScript(seed: CalculatorSeed): string {
  const json = JSON.stringify(seed).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${SEED_ELEMENT_ID}">${json}</script>`;
}

/** The seed in the page's data block, if it has one of the right shape. */
export function readSeed(document: Document): CalculatorSeed | null {
  const text = document.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (
      typeof data === "object" &&
      data !== null &&
      "tool" in data &&
      typeof data.tool === "string" &&
      "values" in data &&
      "last" in data &&
      "errors" in data &&
      "years" in data &&
      Array.isArray(data.years)
    )
      return data as CalculatorSeed;
  } catch {
    // Not ours: the page calculates from its link as it would without the block.
  }
  return null;
}
