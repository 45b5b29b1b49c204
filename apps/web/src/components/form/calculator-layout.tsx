import { useId, type ReactNode } from "react";
import { AdSlot } from "../ad-slot";
import { EducationalNotice } from "../educational-notice";

/**
 * Every calculator's frame: heading, the form on the left, results on the right (or below it,
 * full width, when `wide`), then the in-content ad slot and the educational-purposes notice.
 */
export function CalculatorLayout({
  title,
  description,
  form,
  results,
  onEngage,
  wide = false,
}: {
  title: string;
  description: string;
  form: ReactNode;
  results: ReactNode;
  /** Called when the form is first focused or pointed at (used to preload validation). */
  onEngage?: () => void;
  /** Results below the form, full width. */
  wide?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      data-print-root=""
    >
      <header>
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{description}</p>
      </header>
      <div className={`grid gap-6 ${wide ? "" : "lg:grid-cols-2"}`}>
        <div
          className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          data-print-form=""
          onFocusCapture={onEngage}
          onPointerEnter={onEngage}
        >
          {form}
        </div>
        {/* min-w-0: a wide table scrolls inside its own box instead of widening the page. */}
        <div
          className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          data-print-results=""
        >
          {results}
        </div>
      </div>
      <AdSlot placement="in-content" />
      <EducationalNotice />
    </section>
  );
}
