import { Suspense, useContext, useId, useState, type ReactNode } from "react";
import type { SalaryInput } from "@uktax/engine";
import { loadable } from "../../lib/loadable";
import { PendingStatus, PrintContext } from "../form/print-context";
import type { ShownFigures } from "./salary-working";

/** The working and the per-period / employer views: fetched, with their code, when first opened. */
const SalaryWorking = loadable(() => import("./salary-working"));

/** A section that shows `children` once opened (a button with aria-expanded / aria-controls). */
function Disclosure({
  title,
  children,
}: {
  title: string;
  children: (open: boolean) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={title} className="rounded-md border border-slate-200">
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          onPointerEnter={() =>
            void SalaryWorking.preload().catch(() => undefined)
          }
          className="flex w-full items-center justify-between px-3 py-2 text-left font-semibold text-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <span>{title}</span>
          <span aria-hidden="true">{open ? "−" : "+"}</span>
        </button>
      </h4>
      <div id={id} hidden={!open} className="border-t border-slate-200 p-3">
        {children(open)}
      </div>
    </section>
  );
}

/**
 * "How this was worked out" and "Per period and employer's cost" under a take-home result (also
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
  const view = (kind: "working" | "periods") => (open: boolean) =>
    open ? (
      <Suspense fallback={loading}>
        <SalaryWorking.Component view={kind} request={request} shown={shown} />
      </Suspense>
    ) : null;
  // In the print layout: the working in full (the per-period view stays on screen).
  if (printing)
    return (
      <section aria-label="How this was worked out">
        <h3>How this was worked out</h3>
        {view("working")(true)}
      </section>
    );
  return (
    <div className="no-print flex flex-col gap-3">
      <Disclosure title="How this was worked out">{view("working")}</Disclosure>
      <Disclosure title="Per period and employer's cost">
        {view("periods")}
      </Disclosure>
    </div>
  );
}
