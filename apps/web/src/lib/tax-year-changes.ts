import {
  getTaxYear,
  yearDifferences,
  type TaxYearId,
  type TaxYearRates,
  type YearDifference,
} from "@uktax/engine";
import {
  dateLabel,
  formatCurrency,
  formatCurrencyPence,
  formatRate,
} from "./format";

/**
 * What changed between two tax years: the engine's `yearDifferences` (every figure of the year
 * data whose value differs, by its path) for the sections below, each named after its place in
 * the data ("Income tax › Bands › Scotland › Starter › Up to") and shown as money, a rate or
 * yes / no. Nothing is typed in by hand, so a new year's data file brings its own table.
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
  personalFinance: "State Pension, minimum wage and savings",
} as const satisfies Partial<Record<keyof TaxYearRates, string>>;

/** Keys that are codes, not figures (a loan plan's result note); the engine leaves out sources. */
const SKIPPED = new Set(["note"]);

function isSection(key: string): key is keyof typeof SECTIONS {
  return Object.hasOwn(SECTIONS, key);
}

/** Words of a data key: "class2SmallProfitsThreshold" → "Class 2 small profits threshold". */
function words(key: string): string {
  if (key === "rUK") return "Rest of UK";
  const spaced = key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** £12,570 for whole pounds, £2,241.66 when there are pence. */
function money(amount: number): string {
  return Number.isInteger(amount)
    ? formatCurrency(amount)
    : formatCurrencyPence(amount);
}

/** A figure as the table shows it: a rate (its key says so), money, a date, yes / no or "no limit". */
function display(key: string, value: unknown): string {
  if (value === null) return "No limit";
  if (value === undefined) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number")
    return /rate$/i.test(key) ? formatRate(value) : money(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return dateLabel(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** One step of a difference's path: an object key, or a list element (`[starter]`, `[0]`). */
interface Step {
  readonly name: string;
  readonly element: boolean;
}

/** `incomeTax.bands.scotland[starter].upTo` → incomeTax, bands, scotland, [starter], upTo. */
function stepsOf(path: string): Step[] {
  return [...path.matchAll(/\[([^\]]*)\]|[^.[\]]+/g)].map((match) =>
    match[1] === undefined
      ? { name: match[0], element: false }
      : { name: match[1], element: true },
  );
}

/** A step as the table names it: a band by its name, an unnamed element by its number from 1. */
function stepWords(step: Step): string {
  if (step.element && /^\d+$/.test(step.name))
    return String(Number(step.name) + 1);
  return words(step.name);
}

/** A difference as a row of the table, or null outside the sections or for a code. */
export function changeOf(difference: YearDifference): TaxYearChange | null {
  const [first, ...rest] = stepsOf(difference.path);
  if (first === undefined || first.element || !isSection(first.name))
    return null;
  if (rest.some((step) => !step.element && SKIPPED.has(step.name))) return null;
  // A figure is shown by its own key (`upTo`, `basicRate`), or its list's for an unnamed element.
  const key =
    [...rest].reverse().find((step) => !step.element)?.name ?? first.name;
  return {
    section: SECTIONS[first.name],
    figure: rest.map(stepWords).join(" › "),
    from: display(key, difference.before),
    to: display(key, difference.after),
  };
}

/** The figures that differ between `from` and `to`, section by section. */
export function taxYearChanges(
  from: TaxYearId,
  to: TaxYearId,
): TaxYearChange[] {
  const changes = yearDifferences(getTaxYear(from), getTaxYear(to)).flatMap(
    (difference) => {
      const change = changeOf(difference);
      return change === null ? [] : [change];
    },
  );
  // The engine lists figures in the order of the year file; the table goes by SECTIONS.
  return Object.values(SECTIONS).flatMap((heading) =>
    changes.filter((change) => change.section === heading),
  );
}
