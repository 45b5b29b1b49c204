import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { EducationalNotice } from "../educational-notice";
import type { InputRow } from "./result-actions";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });

/** The height of an A4 page inside the stylesheet's 12 mm margins, in CSS pixels. */
const PAGE_HEIGHT_PX = ((297 - 2 * 12) / 25.4) * 96;

/**
 * Export PDF's print layout: one result on one A4 page, with its inputs, the tax year, today's
 * date and the disclaimer, and nothing of the site around it. It is rendered at the end of
 * <body>; the print stylesheet (index.css, `.print-report`) hides everything else while it is
 * there and lays it out unseen on screen. Taller than a page, it is scaled down to fit one. It
 * opens the print dialog, and goes when printing is over.
 */
export default function PrintReport({
  title,
  inputs,
  onDone,
  children,
}: {
  title: string;
  inputs: readonly InputRow[];
  onDone: () => void;
  children: ReactNode;
}) {
  const done = useRef(onDone);
  const report = useRef<HTMLElement>(null);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const element = report.current;
    if (element && element.scrollHeight > PAGE_HEIGHT_PX)
      element.style.zoom = String(
        (PAGE_HEIGHT_PX / element.scrollHeight) * 0.97,
      );
    const finish = () => done.current();
    window.addEventListener("afterprint", finish);
    // After this render is on the page, so the dialog prints the report.
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("afterprint", finish);
    };
  }, []);
  return createPortal(
    <article ref={report} className="print-report" data-print-report="">
      <header className="print-report-header">
        <p>UK Pay &amp; Tax Calculator</p>
        <h1>{title}</h1>
        <p>Printed on {dateFormat.format(new Date())}</p>
      </header>
      <div className="print-report-columns">
        <section>
          <h2>Your inputs</h2>
          <table>
            <tbody>
              {inputs.map((row, index) => {
                const heading =
                  row.group !== (inputs[index - 1]?.group ?? null)
                    ? row.group
                    : null;
                return (
                  <Fragment key={index}>
                    {heading ? (
                      <tr>
                        <th colSpan={2} scope="colgroup">
                          {heading}
                        </th>
                      </tr>
                    ) : null}
                    <tr>
                      <th scope="row">{row.label}</th>
                      <td>{row.value}</td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </section>
        <section>
          <h2>Your results</h2>
          {children}
        </section>
      </div>
      <footer>
        <EducationalNotice />
      </footer>
    </article>,
    document.body,
  );
}
