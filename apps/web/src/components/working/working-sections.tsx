import { Suspense, useContext } from "react";
import type { SalaryInput } from "@uktax/engine";
import { loadable } from "../../lib/loadable";
import { Disclosure } from "../disclosure";
import { ErrorBoundary } from "../error-boundary";
import { PendingStatus, PrintContext } from "../form/print-context";
import type { ShownFigures } from "./salary-working";

/** The working and the employer's view: fetched, with their code, when first opened. */
const SalaryWorking = loadable(() => import("./salary-working"));

/**
 * "How this was worked out" and "Employer's cost" under a take-home result (also
 * reverse and hourly, whose figures are a take-home on the gross they found): `request` is that
 * take-home input, `shown` the figures the result showed, which the engine's breakdown must repeat.
 */
export function WorkingSections({
  request,
  shown,
}: {
  request: SalaryInput;
  shown: ShownFigures;
}) {
  const printing = useContext(PrintContext);
  const loading = <PendingStatus>Working it out…</PendingStatus>;
  // A failure to load (offline, server down) stays inside the section: its own "Try again", and
  // closing and opening it again starts afresh; the result and the form stay as they are.
  const view = (kind: "working" | "employer") => (open: boolean) =>
    open ? (
      <ErrorBoundary
        what={kind === "working" ? "the working" : "the employer's cost"}
      >
        <Suspense fallback={loading}>
          <SalaryWorking.Component
            view={kind}
            request={request}
            shown={shown}
          />
        </Suspense>
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
  const preload = () => void SalaryWorking.preload().catch(() => undefined);
  return (
    <div className="no-print flex flex-col gap-3">
      <Disclosure
        label="How this was worked out"
        look="section"
        onIntent={preload}
      >
        {view("working")}
      </Disclosure>
      <Disclosure label="Employer's cost" look="section" onIntent={preload}>
        {view("employer")}
      </Disclosure>
    </div>
  );
}
