import { useEffect, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import {
  InputsList,
  printedOn,
  readFormInputs,
  type InputRow,
} from "./print-parts";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * What the browser's own Print (Ctrl+P) shows above a result, as Export PDF's layout does: the
 * site's name, today's date (with JavaScript) and the inputs the result was calculated from:
 * `inputs`, read from the form when the result arrived, or, for a result shown again after its
 * calculator was away (it has no such reading), from the form when printing starts. Hidden on
 * screen. While it is on the page, the print stylesheet (index.css, `data-print-summary`) prints
 * the calculator alone, and its result instead of its form.
 */
export function PrintSummary({
  form,
  inputs,
}: {
  form: RefObject<HTMLElement | null>;
  inputs: readonly InputRow[];
}) {
  const [atPrint, setAtPrint] = useState<readonly InputRow[] | null>(null);
  // Today by the visitor's clock, which may not be the server's (a page rendered on request):
  // added once hydrated, so the page hydrates as the server rendered it.
  const hydrated = useHydrated();
  useEffect(() => {
    if (inputs.length > 0) return;
    // Synchronously, so the print is laid out with them.
    const read = () => {
      flushSync(() => {
        setAtPrint(readFormInputs(form.current));
      });
    };
    const done = () => {
      setAtPrint(null);
    };
    window.addEventListener("beforeprint", read);
    window.addEventListener("afterprint", done);
    return () => {
      window.removeEventListener("beforeprint", read);
      window.removeEventListener("afterprint", done);
    };
  }, [form, inputs]);
  return (
    <div data-print-summary="" className="hidden print:block">
      <p>UK Pay &amp; Tax Calculator{hydrated ? ` · ${printedOn()}` : ""}</p>
      <h3 className="mt-2 font-semibold">Your inputs</h3>
      <InputsList inputs={inputs.length > 0 ? inputs : (atPrint ?? [])} />
    </div>
  );
}
