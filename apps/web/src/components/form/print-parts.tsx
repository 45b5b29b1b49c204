import { Fragment } from "react";

/**
 * The parts both printed forms of a result show alike: Export PDF's layout (print-report.tsx) and
 * the page's own print (print-summary.tsx): the inputs as the form reads, and the date.
 */

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });

/** "Printed on 28 November 2026": today, by the visitor's clock. */
export function printedOn(): string {
  return `Printed on ${dateFormat.format(new Date())}`;
}

/** One input as a printed result lists it: its card (if any), label and value as shown. */
export interface InputRow {
  readonly group: string | null;
  readonly label: string;
  readonly value: string;
}

/** The form's inputs as they read on screen: label, value with its unit, by card. */
export function readFormInputs(container: HTMLElement | null): InputRow[] {
  if (!container) return [];
  const rows: InputRow[] = [];
  for (const control of container.querySelectorAll<
    HTMLInputElement | HTMLSelectElement
  >("input, select")) {
    const label = control.labels?.[0]?.textContent.trim();
    if (!label) continue;
    const group =
      control
        .closest("fieldset")
        ?.querySelector("legend")
        ?.textContent.trim() ?? null;
    let value: string;
    if (control instanceof HTMLSelectElement)
      value = control.selectedOptions[0]?.textContent ?? control.value;
    else if (control.type === "checkbox")
      value = control.checked ? "Yes" : "No";
    else {
      const unit = (sibling: Element | null) =>
        sibling?.getAttribute("aria-hidden") === "true"
          ? sibling.textContent
          : "";
      const prefix = unit(control.previousElementSibling);
      const suffix = unit(control.nextElementSibling);
      value = control.value
        ? `${prefix}${control.value}${suffix ? ` ${suffix}` : ""}`
        : "(blank)";
    }
    rows.push({ group, label, value });
  }
  return rows;
}

/** The inputs in runs of one group each (a comparison's salaries), in their order. */
function groupsOf(
  inputs: readonly InputRow[],
): { group: string | null; rows: InputRow[] }[] {
  const groups: { group: string | null; rows: InputRow[] }[] = [];
  for (const row of inputs) {
    const last = groups.at(-1);
    if (last !== undefined && last.group === row.group) last.rows.push(row);
    else groups.push({ group: row.group, rows: [row] });
  }
  return groups;
}

/**
 * A printed result's inputs, label and value side by side, three to a row (index.css
 * `.print-report-inputs`), under their card's name if any: Export PDF's layout and the page's
 * own print (print-summary.tsx) list them alike.
 */
export function InputsList({ inputs }: { inputs: readonly InputRow[] }) {
  return groupsOf(inputs).map(({ group, rows }, index) => (
    <Fragment key={index}>
      {group === null ? null : <h3>{group}</h3>}
      <dl className="print-report-inputs">
        {rows.map((row, at) => (
          <div key={at}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Fragment>
  ));
}
