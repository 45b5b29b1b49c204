import type { TaxYearRates } from "./tax-year-rates.js";

/** One figure (or code) of a year's data: what a leaf of the year object holds. */
export type YearFigure = number | string | boolean | null;

/** A figure that differs between two years; `undefined` where one year does not have it. */
export interface YearDifference {
  /** Where the figure is, e.g. `incomeTax.bands.scotland[starter].upTo`. */
  readonly path: string;
  readonly before: YearFigure | undefined;
  readonly after: YearFigure | undefined;
}

/** The year's name and dates: they differ between any two years, so they are not listed. */
const YEAR_NAMING = new Set(["id", "label", "starts", "ends"]);

/**
 * Every figure of a year by path, in the order the year file writes them; `source` strings are
 * left out. An element of a list of named entries (a band) is placed by its name, not its
 * position, so a band added to a schedule shows as that band and not as every band after it.
 */
function figures(value: unknown, path: string, out: Map<string, YearFigure>): void {
  if (value === null || typeof value !== "object") {
    out.set(path, value as YearFigure);
    return;
  }
  if (Array.isArray(value)) {
    const elements: readonly unknown[] = value;
    const named = elements.every(
      (element) =>
        element !== null &&
        typeof element === "object" &&
        typeof (element as { name?: unknown }).name === "string",
    );
    elements.forEach((element, index) => {
      const key = named ? (element as { name: string }).name : String(index);
      figures(element, `${path}[${key}]`, out);
    });
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === "source") continue;
    if (path === "" && YEAR_NAMING.has(key)) continue;
    figures(inner, path === "" ? key : `${path}.${key}`, out);
  }
}

/**
 * The figures that differ from one year to another (path, before, after), in the order of the
 * year files: the earlier year's figures first, then any the later year alone has. Sources and
 * the year's id, label and dates are not compared.
 */
export function yearDifferences(from: TaxYearRates, to: TaxYearRates): YearDifference[] {
  const before = new Map<string, YearFigure>();
  const after = new Map<string, YearFigure>();
  figures(from, "", before);
  figures(to, "", after);
  const differences: YearDifference[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(path);
    const is = after.get(path);
    if (!Object.is(was, is)) differences.push({ path, before: was, after: is });
  }
  return differences;
}
