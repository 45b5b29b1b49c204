import { getTaxYear, type TaxYearId, type TaxYearRates } from "@uktax/engine";
import { money, rate } from "./figures";

/**
 * What changed between two tax years, generated from the engine's year data: every figure of
 * the sections below whose value differs, named after its place in the data ("Income tax ›
 * Bands › Scotland › Starter › Up to") and shown as money, a rate or yes / no. Nothing is typed
 * in by hand, so a new year's data file brings its own table.
 */
export interface TaxYearChange {
  /** The data section, e.g. "Income tax". */
  readonly section: string;
  /** The figure inside it, e.g. "Bands › Scotland › Starter › Up to". */
  readonly figure: string;
  readonly from: string;
  readonly to: string;
}

/** The sections compared, in order, with their headings. */
const SECTIONS = {
  incomeTax: "Income tax",
  nationalInsurance: "National Insurance",
  studentLoans: "Student loans",
  pensions: "Pensions",
  dividends: "Dividends",
  corporationTax: "Corporation tax",
  childcareVouchers: "Childcare vouchers",
} as const satisfies Partial<Record<keyof TaxYearRates, string>>;

/** Keys that are references or codes, not figures. */
const SKIPPED = new Set(["source", "note"]);

/** Words of a data key: "class2SmallProfitsThreshold" → "Class 2 small profits threshold". */
function words(key: string): string {
  if (key === "rUK") return "Rest of UK";
  const spaced = key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A figure as the table shows it: a rate (its key says so), money, yes / no or "no limit". */
function display(key: string, value: unknown): string {
  if (value === null) return "No limit";
  if (value === undefined) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number")
    return /rate$/i.test(key) ? rate(value) : money(value);
  return String(value);
}

type Leaf = { path: string[]; key: string; value: unknown };

/** Every figure under `node`, arrays of named bands keyed by their names. */
function leaves(node: unknown, path: string[], key: string, out: Leaf[]) {
  if (node === null || typeof node !== "object") {
    out.push({ path, key, value: node });
    return out;
  }
  if (Array.isArray(node)) {
    node.forEach((item: unknown, index) => {
      const name =
        typeof item === "object" && item !== null && "name" in item
          ? String(item.name)
          : String(index + 1);
      leaves(item, [...path, words(name)], key, out);
    });
    return out;
  }
  for (const [child, value] of Object.entries(node)) {
    if (SKIPPED.has(child)) continue;
    leaves(value, [...path, words(child)], child, out);
  }
  return out;
}

/** The figures that differ between `from` and `to`, section by section. */
export function taxYearChanges(
  from: TaxYearId,
  to: TaxYearId,
): TaxYearChange[] {
  const before = getTaxYear(from);
  const after = getTaxYear(to);
  const changes: TaxYearChange[] = [];
  for (const [section, heading] of Object.entries(SECTIONS) as [
    keyof typeof SECTIONS,
    string,
  ][]) {
    const old = new Map(
      leaves(before[section], [], section, []).map((leaf) => [
        leaf.path.join(" › "),
        leaf,
      ]),
    );
    const seen = new Set<string>();
    for (const leaf of leaves(after[section], [], section, [])) {
      const figure = leaf.path.join(" › ");
      seen.add(figure);
      const was = old.get(figure);
      if (was && Object.is(was.value, leaf.value)) continue;
      changes.push({
        section: heading,
        figure,
        from: display(leaf.key, was?.value),
        to: display(leaf.key, leaf.value),
      });
    }
    for (const [figure, was] of old)
      if (!seen.has(figure))
        changes.push({
          section: heading,
          figure,
          from: display(was.key, was.value),
          to: "—",
        });
  }
  return changes;
}
