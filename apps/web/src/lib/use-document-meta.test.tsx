import { render } from "@testing-library/react";
import { useEffect, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../paths";
import { routeTitle } from "./route-meta";
import { useDocumentMeta } from "./use-document-meta";

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description, "/pension-guide");
  return null;
}

/** The app's route-level meta around a page. */
function Route({ children }: { children: ReactNode }) {
  useDocumentMeta("UK Pay & Tax Calculator 2026/27", "The calculators.", "/");
  return children;
}

/** A page that names its own year in the title, as the home page does for its calculator's. */
function YearTitle({ year }: { year: string }) {
  useEffect(() => {
    document.title = `UK Pay & Tax Calculator ${year}`;
  }, [year]);
  return null;
}

function metaDescription(): string | null {
  return (
    document.head
      .querySelector('meta[name="description"]')
      ?.getAttribute("content") ?? null
  );
}

describe("useDocumentMeta", () => {
  it("sets the title, the meta description and the canonical link", () => {
    render(
      <Page
        title="Pension Guide | UK Pay & Tax Calculator"
        description="How pensions work."
      />,
    );
    expect(document.title).toBe("Pension Guide | UK Pay & Tax Calculator");
    expect(metaDescription()).toBe("How pensions work.");
    expect(
      document.head
        .querySelector('link[rel="canonical"]')
        ?.getAttribute("href"),
    ).toBe(`${window.location.origin}/pension-guide`);
  });

  it("lets a page mounted with its route set its own title: the route's is set first", () => {
    // A 2024/25 link's page rendered on request, hydrated with its page in the first commit:
    // the page's effect and the route's run in the same commit, the route's first.
    render(
      <Route>
        <YearTitle year="2024/25" />
      </Route>,
    );
    expect(document.title).toBe("UK Pay & Tax Calculator 2024/25");
  });

  it("titles a page with the site name once", () => {
    // Titles name the year in force: 2026/27 on the unit tests' day (testing/fixed-today.ts).
    expect(routeTitle(ROUTES.pensionGuide)).toBe(
      "UK Pension Guide 2026/27 | UK Pay & Tax Calculator",
    );
    expect(routeTitle(ROUTES.home)).toBe("UK Pay & Tax Calculator 2026/27");
  });

  it("does not repeat the site name and reuses one meta element", () => {
    const { rerender } = render(
      <Page title="UK Pay & Tax Calculator 2025/26" description="First." />,
    );
    rerender(
      <Page title="UK Pay & Tax Calculator 2025/26" description="Second." />,
    );
    expect(document.title).toBe("UK Pay & Tax Calculator 2025/26");
    expect(metaDescription()).toBe("Second.");
    expect(
      document.head.querySelectorAll('meta[name="description"]'),
    ).toHaveLength(1);
  });
});
