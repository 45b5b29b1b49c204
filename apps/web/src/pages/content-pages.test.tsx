import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import HomeReference from "../features/content/home/home-reference";
import { findStaleFigures } from "../features/content/stale-figures";
import { loadPage } from "../app";
import { routeDescription, routeTitle } from "../lib/route-meta";
import { ROUTE_LIST } from "../paths";
import { renderWithRouter } from "../testing/render-with-router";

function headingLevels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).map(
    (heading) => Number(heading.tagName[1]),
  );
}

/** Levels may go down by any amount but never skip one on the way up (h2 → h4). */
function skippedLevels(levels: number[], start: number): string[] {
  const problems: string[] = [];
  let previous = start;
  for (const level of levels) {
    if (level > previous + 1) problems.push(`h${previous} → h${level}`);
    previous = level;
  }
  return problems;
}

/** Every content route of the one route list (not the calculator pages), with its page component loaded. */
const CONTENT_ROUTES = await Promise.all(
  ROUTE_LIST.filter((route) => !route.saves).map(async (route) => ({
    path: route.path,
    route,
    Page: (await loadPage(route.path)).default,
    isGuide: route.guide !== undefined,
  })),
);

describe.each(CONTENT_ROUTES)(
  "content page $path",
  ({ path, route, Page, isGuide }) => {
    it("has one h1, a heading outline without skipped levels, and no <main> of its own", () => {
      const { container } = renderWithRouter(<Page />, { path });
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      const levels = headingLevels(container);
      expect(levels[0]).toBe(1);
      expect(levels.length).toBeGreaterThan(3);
      expect(skippedLevels(levels.slice(1), 1)).toEqual([]);
      expect(container.querySelector("main")).toBeNull();
    });

    it("has a page-specific document title and meta description in the route list", () => {
      renderWithRouter(<Page />, { path });
      const h1 = screen.getByRole("heading", { level: 1 }).textContent;
      const title = routeTitle(route);
      const description = routeDescription(route);
      expect(title).toMatch(/UK Pay & Tax Calculator/);
      expect(title.length).toBeGreaterThan(
        "UK Pay & Tax Calculator".length + 3,
      );
      expect(h1.length).toBeGreaterThan(0);
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(250);
    });

    it("gives every table a caption and scoped header cells, and every link descriptive text", () => {
      const { container } = renderWithRouter(<Page />, { path });
      for (const table of Array.from(container.querySelectorAll("table"))) {
        expect(table.querySelector("caption")?.textContent.trim()).toBeTruthy();
        for (const header of Array.from(table.querySelectorAll("th"))) {
          expect(["col", "row"]).toContain(header.getAttribute("scope"));
        }
      }
      for (const link of screen.queryAllByRole("link")) {
        expect(link.textContent.trim().toLowerCase()).not.toMatch(
          /^(here|click here|read more|more|link)$/,
        );
      }
    });

    it(
      isGuide
        ? "shows the educational-purposes notice linking to the disclaimer"
        : "renders real content",
      () => {
        const { container } = renderWithRouter(<Page />, { path });
        if (isGuide) {
          expect(container.textContent).toMatch(/educational purposes only/i);
          expect(
            screen.getByRole("link", { name: "Read our disclaimer" }),
          ).toHaveAttribute("href", "/disclaimer");
        } else {
          expect(
            container.querySelectorAll("section").length,
          ).toBeGreaterThanOrEqual(3);
        }
      },
    );
  },
);

describe("stale 2024/25 (and older) figures", () => {
  it.each(CONTENT_ROUTES)(
    "appear nowhere on $path",
    ({ path, route, Page }) => {
      const { container } = renderWithRouter(<Page />, { path });
      expect(
        findStaleFigures(
          `${container.textContent} ${routeTitle(route)} ${routeDescription(route)}`,
        ),
      ).toEqual([]);
    },
  );

  it("appear nowhere in the home page's reference sections", () => {
    const { container } = renderWithRouter(<HomeReference />);
    expect(findStaleFigures(container.textContent)).toEqual([]);
  });
});

describe("HomeReference", () => {
  it("renders its sections as h2s under the home page's h1, without skipped levels", () => {
    const { container } = renderWithRouter(<HomeReference />);
    expect(screen.queryAllByRole("heading", { level: 1 })).toHaveLength(0);
    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      // The year in force on the unit tests' day (testing/fixed-today.ts).
      "UK Tax Rates 2026/27",
      "Salary Planning Guide",
      "Regional Differences",
      "Frequently Asked Questions",
    ]);
    expect(skippedLevels(headingLevels(container), 1)).toEqual([]);
  });

  it("answers at least eight questions in its FAQ", () => {
    renderWithRouter(<HomeReference />);
    const faq = screen.getByRole("region", {
      name: "Frequently Asked Questions",
    });
    expect(faq.querySelectorAll("h3").length).toBeGreaterThanOrEqual(8);
  });

  it("covers England, Wales, Scotland and Northern Ireland in its regional differences", () => {
    renderWithRouter(<HomeReference />);
    const regional = screen.getByRole("region", {
      name: "Regional Differences",
    });
    expect(
      Array.from(regional.querySelectorAll("h3")).map(
        (heading) => heading.textContent,
      ),
    ).toEqual(["England", "Wales", "Scotland", "Northern Ireland"]);
  });
});

describe("childcare guides", () => {
  it.each(CONTENT_ROUTES.filter(({ path }) => path.startsWith("/guides/")))(
    "$path links Back to Calculator at /",
    ({ path, Page }) => {
      renderWithRouter(<Page />, { path });
      const links = screen.getAllByRole("link", { name: /Back to Calculator/ });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toHaveAttribute("href", "/");
    },
  );
});
