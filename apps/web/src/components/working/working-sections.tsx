import { useContext } from "react";
import type { TaxYearId } from "@uktax/engine";
import { Disclosure } from "../disclosure";
import { ErrorBoundary } from "../error-boundary";
import { PrintContext } from "../form/print-context";
import { SalaryWorking, type SalaryBreakdown } from "./salary-working";

/**
 * "How this was worked out" and "Employer's cost" under a take-home result (also
 * reverse and hourly, whose figures are a take-home on the gross they found): `breakdown` is that
 * take-home's, from the result's own reply, so opening either needs no request.
 */
export function WorkingSections({
  breakdown,
  taxYear,
}: {
  breakdown: SalaryBreakdown;
  taxYear: TaxYearId;
}) {
  const printing = useContext(PrintContext);
  const view = (kind: "working" | "employer") => (open: boolean) =>
    open ? (
      // A failure inside a section stays inside it: the result and the form stay as they are.
      <ErrorBoundary
        what={kind === "working" ? "the working" : "the employer's cost"}
      >
        <SalaryWorking view={kind} breakdown={breakdown} taxYear={taxYear} />
      </ErrorBoundary>
    ) : null;
  // In the print layout: the working in full (the employer's view stays on screen).
  if (printing)
    return (
      <section aria-label="How this was worked out" className="print-working">
        <h3>How this was worked out</h3>
        {view("working")(true)}
      </section>
    );
  // The browser's own print shows the working when it is open (index.css), as Export PDF does;
  // never the employer's view.
  return (
    <div className="flex flex-col gap-3">
      <Disclosure label="How this was worked out" look="section">
        {view("working")}
      </Disclosure>
      <Disclosure
        label="Employer's cost"
        look="section"
        className="print:hidden"
      >
        {view("employer")}
      </Disclosure>
    </div>
  );
}
