import type { ReactNode } from "react";
import { ROUTES, type GuideId } from "../../routes";
import { GUIDE_SOURCES } from "./content-data";
import { ContentPage, ContentSection, OfficialSources } from "./content-layout";

/** One h2 section of a guide: its anchor id, its heading and its content. */
export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/**
 * The one template of the nine guides: the route's title as the h1, the educational-purposes
 * notice, the sections in order, then the guide's "Official sources" (content-data.ts).
 */
export function GuidePage({
  guide,
  lead,
  backToCalculator = false,
  sections,
}: {
  guide: GuideId;
  lead: ReactNode;
  /** The childcare guides link back to the calculators (spec 001 §2). */
  backToCalculator?: boolean;
  sections: readonly GuideSection[];
}) {
  return (
    <ContentPage
      title={ROUTES[guide].title}
      lead={lead}
      showNotice
      backToCalculator={backToCalculator}
    >
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          {section.body}
        </ContentSection>
      ))}
      <OfficialSources sources={GUIDE_SOURCES[guide]} />
    </ContentPage>
  );
}
