import { useState, type ReactNode, type RefObject } from "react";
import type { TaxYearId } from "@uktax/engine";
import type { PrintFit } from "../../paths";
import { exportStarted, shareResults } from "../../lib/share-results";
import type { Headline } from "./result-items";
import { readFormInputs, type InputRow } from "./print-parts";

import PrintReport from "./print-report";

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
        <PrintReport
          title={title}
          inputs={inputs}
          years={years}
          fit={fit}
          onDone={() => {
            setInputs(null);
          }}
        >
          {report()}
        </PrintReport>
      ) : null}
    </div>
  );
}
