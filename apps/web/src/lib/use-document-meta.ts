import { useEffect } from "react";

const SITE_NAME = "UK Pay & Tax Calculator";

/** Sets the document title ("<title> | UK Pay & Tax Calculator") and the meta description of a page. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title.includes(SITE_NAME)
      ? title
      : `${title} | ${SITE_NAME}`;
    let meta = document.head.querySelector<HTMLMetaElement>(
      'meta[name="description"]',
    );
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
