import type { TaxYearId } from "@uktax/engine";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EducationalNotice } from "../../components/educational-notice";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import { paths } from "../../paths";
import { textLinkClass } from "./text-links";

/** A content page: one <article> with the page's only h1, rendered inside the layout's <main>. */
export function ContentPage({
  title,
  lead,
  showNotice = false,
  year = SITE_TAX_YEAR,
  backToCalculator = false,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** Guides carry the educational-purposes notice (spec 001 §1). */
  showNotice?: boolean;
  /** The tax year the page's figures are for (the notice names it): the year in force unless chosen. */
  year?: TaxYearId;
  /** The childcare guides link back to the calculators (spec 001 §2). */
  backToCalculator?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-8 text-slate-800">
      <header className="space-y-4">
        {backToCalculator ? <BackToCalculatorLink /> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <div className="text-lg text-slate-600">{lead}</div>
        {showNotice ? <EducationalNotice years={[year]} /> : null}
      </header>
      {children}
      {backToCalculator ? (
        <footer>
          <BackToCalculatorLink />
        </footer>
      ) : null}
    </article>
  );
}

function BackToCalculatorLink() {
  return (
    <Link
      href={paths.home}
      className="inline-block font-medium text-blue-700 underline hover:text-blue-900"
    >
      ← Back to Calculator
    </Link>
  );
}

/** A titled h2 section of a content page. */
export function ContentSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="space-y-4 leading-relaxed"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An h3 subsection inside a ContentSection. */
export function SubSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function NumberedList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ol className="list-decimal space-y-1 pl-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ol>
  );
}

/** A card grid item (essential costs, tools, options). */
export function Card({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="mb-2 text-lg font-semibold text-slate-900">{title}</h3>
      <div className="space-y-2 text-slate-700">{children}</div>
    </div>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** A worked example or key point. */
export function Callout({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <aside
      aria-label={title}
      className="rounded-lg border-l-4 border-blue-600 bg-blue-50 p-4"
    >
      <p className="mb-1 font-semibold text-slate-900">{title}</p>
      <div className="space-y-2">{children}</div>
    </aside>
  );
}

/** A question-and-answer list: each question an h3 under the section's h2. */
export function FaqList({
  items,
}: {
  items: readonly { question: string; answer: ReactNode }[];
}) {
  return (
    <div className="space-y-5">
      {items.map((item) => (
        <div key={item.question} className="space-y-1">
          <h3 className="text-lg font-semibold text-slate-900">
            {item.question}
          </h3>
          <div className="text-slate-700">{item.answer}</div>
        </div>
      ))}
    </div>
  );
}

/** The closing "Official sources" section of a guide: where to check the figures. */
export function OfficialSources({
  sources,
}: {
  sources: readonly { title: string; url?: string }[];
}) {
  const unique = sources.filter(
    (source, index) =>
      sources.findIndex(
        (other) => (other.url ?? other.title) === (source.url ?? source.title),
      ) === index,
  );
  return (
    <ContentSection id="official-sources" title="Official sources">
      <ul className="list-disc space-y-1 pl-6">
        {unique.map((source) => (
          <li key={source.title}>
            {source.url ? (
              <a
                href={source.url}
                className={textLinkClass}
                rel="noopener noreferrer"
              >
                {source.title}
              </a>
            ) : (
              source.title
            )}
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
