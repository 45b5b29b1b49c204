import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { EducationalNotice } from "../educational-notice";
import { PENDING_ATTRIBUTE, PrintContext } from "./print-context";
import type { TaxYearId } from "@uktax/engine";
import type { PrintFit } from "../../paths";
import { InputsList, printedOn, type InputRow } from "./print-parts";

/** The height of an A4 page inside the stylesheet's 12 mm margins, in CSS pixels. */
const PAGE_HEIGHT_PX = ((297 - 2 * 12) / 25.4) * 96;

/**
 * The smallest scale a report laid out over pages (`fit="pages"`) is printed at: 70 % of its 9 pt
 * text is 6.3 pt, about the smallest print that stays readable. One that would need less (a year
 * of weekly payslips) runs onto as many pages as it takes at this scale.
 */
export const MIN_PRINT_ZOOM = 0.7;

/** How often, and for how long at most, the layout waits for parts still loading (the working). */
const PENDING_POLL_MS = 50;
const PENDING_LIMIT_MS = 5_000;

/** The smallest scale a one-page report is printed at (below it, it would not be read at all). */
const SMALLEST_SCALE = 0.3;

/**
 * The largest scale (to 1 %, at least `smallest`) at which the report fits one page. A zoomed
 * report is laid out in print at the page's width divided by its scale (its lines grow longer as
 * it shrinks, so it grows shorter), so each scale tried is measured at that width, here, unseen,
 * then the width is put back. Height × scale falls as the scale falls: a search by halves finds
 * the largest that fits, with 3 % to spare; `smallest` when not even that one does.
 */
function onePageScale(element: HTMLElement, smallest: number): number {
  const width = element.getBoundingClientRect().width;
  const fits = (scale: number) => {
    element.style.width = `${String(width / scale)}px`;
    return element.scrollHeight * scale <= PAGE_HEIGHT_PX * 0.97;
  };
  let low = smallest;
  let high = 1;
  while (high - low > 0.01) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  element.style.width = "";
  return Math.floor(low * 100) / 100;
}

/**
 * Export PDF's print layout: one result on one A4 page, with its inputs, the tax year, today's
 * date and the disclaimer, and nothing of the site around it. It is rendered at the end of
 * <body>; the print stylesheet (index.css, `.print-report`) hides everything else while it is
 * there and lays it out unseen on screen. Parts that load on demand (the working) load in it
 * (`PrintContext`); once none is pending (or after 5 s), it is scaled down to fit one page if
 * taller (`onePageScale`; with `fit="pages"`, never below `MIN_PRINT_ZOOM`: it then runs onto
 * more pages), the print dialog opens, and it goes when printing is over.
 */
export default function PrintReport({
  title,
  inputs,
  years,
  fit,
  onDone,
  children,
}: {
  title: string;
  inputs: readonly InputRow[];
  /** The tax years the result is for (the disclaimer names them). */
  years: readonly TaxYearId[];
  fit: PrintFit;
  onDone: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const done = useRef(onDone);
  const report = useRef<HTMLElement>(null);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const finish = () => {
      done.current();
    };
    window.addEventListener("afterprint", finish);
    const started = Date.now();
    let timer = 0;
    // After this render is on the page and nothing in it is still loading, so the dialog prints
    // the whole report.
    const printWhenReady = () => {
      const element = report.current;
      if (
        element?.querySelector(`[${PENDING_ATTRIBUTE}]`) &&
        Date.now() - started < PENDING_LIMIT_MS
      ) {
        timer = window.setTimeout(printWhenReady, PENDING_POLL_MS);
        return;
      }
      if (element && element.scrollHeight > PAGE_HEIGHT_PX) {
        element.style.zoom = String(
          onePageScale(
            element,
            fit === "pages" ? MIN_PRINT_ZOOM : SMALLEST_SCALE,
          ),
        );
      }
      window.print();
    };
    timer = window.setTimeout(printWhenReady, PENDING_POLL_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("afterprint", finish);
    };
  }, [fit]);
  return createPortal(
    <article ref={report} className="print-report" data-print-report="">
      <header className="print-report-header">
        <p>UK Pay &amp; Tax Calculator</p>
        <h1>{title}</h1>
        <p>{printedOn()}</p>
      </header>
      <section aria-labelledby={`${id}-inputs`}>
        <h2 id={`${id}-inputs`}>Your inputs</h2>
        <InputsList inputs={inputs} />
      </section>
      <section aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`}>Your results</h2>
        <PrintContext.Provider value={true}>{children}</PrintContext.Provider>
      </section>
      <footer>
        <EducationalNotice years={years} />
      </footer>
    </article>,
    document.body,
  );
}
