import { useContext } from "react";
import type { SalaryInput } from "@uktax/engine";
import { Disclosure } from "../disclosure";
import { PrintContext } from "../form/print-context";
import SalaryWorking, { type ShownFigures } from "./salary-working";

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
  const view = (kind: "working" | "employer") => (open: boolean) =>
    open ? <SalaryWorking view={kind} request={request} shown={shown} /> : null;
  // In the print layout: the working in full (the employer's view stays on screen).
  if (printing)
    return (
      <section aria-label="How this was worked out" className="print-working">
        <h3>How this was worked out</h3>
        {view("working")(true)}
      </section>
    );
  return (
    <div className="no-print flex flex-col gap-3">
      <Disclosure label="How this was worked out" look="section">
        {view("working")}
      </Disclosure>
      <Disclosure label="Employer's cost" look="section">
        {view("employer")}
      </Disclosure>
    </div>
  );
}
