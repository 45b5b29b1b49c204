import { Suspense, useState, type ReactNode, type RefObject } from "react";
import type { TaxYearId } from "@uktax/engine";
import { loadable } from "../../lib/loadable";
import type { PrintFit } from "../../tools";
import { exportStarted, shareResults } from "../../lib/share-results";
import type { Headline } from "./result-items";

const PrintReport = loadable(() => import("./print-report"));

/** One input as the print layout lists it: its card (if any), label and value as shown. */
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

const BUTTON =
  "rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";

/**
 * Export PDF and Share Results under every result. Export PDF says 'Export Started', then opens
 * the print layout (print-report.tsx: this result only, on one A4 page) and the print dialog,
 * where "Save as PDF" keeps it. Share Results shares, or copies, the result's link.
 */
export default function ResultActions({
  title,
  link,
  figure,
  form,
  years,
  fit,
  report,
}: {
  title: string;
  /** `?tool=…&…`, the result's inputs. */
  link: string;
  figure: Headline;
  /** The form whose inputs the print layout lists. */
  form: RefObject<HTMLElement | null>;
  /** The tax years the result is for (its print layout's disclaimer names them). */
  years: readonly TaxYearId[];
  /** One A4 page, or as many as a readable size needs (see `CalculatorTool.print`). */
  fit: PrintFit;
  /** The result as the print layout shows it. */
  report: () => ReactNode;
}) {
  const [inputs, setInputs] = useState<InputRow[] | null>(null);
  return (
    <div className="no-print flex flex-wrap gap-3">
      <button
        type="button"
        onPointerEnter={() => void PrintReport.preload().catch(() => undefined)}
        onClick={() => {
          exportStarted();
          setInputs(readFormInputs(form.current));
        }}
        className={BUTTON}
      >
        Export PDF
      </button>
      <button
        type="button"
        onClick={() =>
          void shareResults({
            title,
            text: `${title}: ${figure.label} ${figure.value}`,
            url: new URL(link, window.location.href).href,
          })
        }
        className={BUTTON}
      >
        Share Results
      </button>
      {inputs ? (
        <Suspense fallback={null}>
          <PrintReport.Component
            title={title}
            inputs={inputs}
            years={years}
            fit={fit}
            onDone={() => {
              setInputs(null);
            }}
          >
            {report()}
          </PrintReport.Component>
        </Suspense>
      ) : null}
    </div>
  );
}
