import { useLayoutEffect } from "react";

function headElement<T extends HTMLElement>(
  selector: string,
  create: () => T,
): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps the document's title, meta description and canonical link in step with the page shown
 * (the prerendered HTML already carries them; this updates them on client-side navigation).
 * A layout effect, so it runs before the page's own effects of the same commit: a page that names
 * its year in the title (the home page, for its calculator's; a guide) has the last word, even
 * when it is hydrated in the same commit as the route (a link's page rendered on request).
 */
export function useDocumentMeta(
  title: string,
  description: string,
  canonicalPath?: string,
): void {
  useLayoutEffect(() => {
    document.title = title;
    headElement('meta[name="description"]', () => {
      const meta = document.createElement("meta");
      meta.name = "description";
      return meta;
    }).content = description;
    if (canonicalPath === undefined) return;
    const link = headElement('link[rel="canonical"]', () => {
      const element = document.createElement("link");
      element.rel = "canonical";
      return element;
    });
    link.href = new URL(
      canonicalPath,
      link.href || window.location.origin,
    ).href;
  }, [title, description, canonicalPath]);
}
