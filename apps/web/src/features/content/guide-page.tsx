import type { TaxYearId } from "@uktax/engine";
import { useEffect, type ReactNode } from "react";
import { TaxYearSelect } from "../../components/form/tax-year-field";
import { routeText } from "../../lib/route-meta";
import { documentTitle, ROUTES, type GuideId } from "../../paths";
import { guideSources } from "./content-data";
import { ContentPage, ContentSection, OfficialSources } from "./content-layout";
import { chooseGuideYear } from "./guide-year";

/** One h2 section of a guide: its anchor id, its heading and its content. */
export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/** The guide's h1: the route's title for the year shown ("Student Loan Repayment Guide 2025/26"). */
function guideHeading(guide: GuideId, year: TaxYearId): string {
  return routeText(ROUTES[guide].title, year);
}

/**
 * The one template of the ten guides: the route's title (for the year shown) as the h1, the educational-purposes
 * notice, the tax year select (the page reads its year with `useGuideYear` and passes it here),
 * the sections in order, then the guide's "Official sources" (content-data.ts).
 */
export function GuidePage({
  guide,
  year,
  lead,
  backToCalculator = false,
  sections,
}: {
  guide: GuideId;
  /** The year the page's figures are for: `useGuideYear()`. */
  year: TaxYearId;
  lead: ReactNode;
  /** The childcare guides link back to the calculators (spec 001 §2). */
  backToCalculator?: boolean;
  sections: readonly GuideSection[];
}) {
  const heading = guideHeading(guide, year);
  // The tab's title names the year shown, as the h1 does. The app sets the route's title (the
  // year in force) when the page opens; this runs again whenever the reader picks another year.
  useEffect(() => {
    document.title = documentTitle(heading);
  }, [guide, heading]);
  return (
    <ContentPage
      title={heading}
      lead={lead}
      showNotice
      year={year}
      backToCalculator={backToCalculator}
    >
      <TaxYearSelect
        label="Tax year shown"
        hint="Every figure, table and example on this page follows the year you choose."
        value={year}
        onValueChange={chooseGuideYear}
      />
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          {section.body}
        </ContentSection>
      ))}
      <OfficialSources sources={guideSources(guide, year)} />
    </ContentPage>
  );
}
