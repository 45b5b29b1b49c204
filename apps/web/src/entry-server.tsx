/**
 * The server entry (`vite build --ssr`): renders one path of the site to HTML, waiting for every
 * lazily loaded part, exactly as the browser will hydrate it. scripts/prerender.mjs renders every
 * route with it at build time; the API (apps/api/src/plugins/static-site.ts) renders a page
 * opened with a calculator's query on request (`/?tool=reverse&…`, `/payslip-simulator?tool=
 * payslips&…`), with the result, or the engine's messages, in its first HTML.
 */
import type { TaxYearId } from "@uktax/engine";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App, routeFor } from "./app";
import { useActiveToolStore } from "./features/home/active-tool-store";
import { routeDescription, routeTitle } from "./lib/route-meta";
import {
  documentTitle,
  isToolId,
  NOT_FOUND_ROUTE,
  ROUTE_LIST,
  type SiteRoute,
} from "./paths";
import { yearList } from "./components/form/result-years";
import { PRERENDERED_YEAR_ATTRIBUTE, SITE_TAX_YEAR } from "./lib/site-tax-year";
import { plantSeed, seedScript } from "./lib/server-seed";
import { setCalculatorYears, useCalculatorYears } from "./lib/calculator-years";
import { calculatorFor } from "./server/calculate-on-request";

export interface RenderedPage {
  readonly html: string;
  readonly title: string;
  readonly description: string;
  /** The canonical path ("/404" for the not-found page, which has none). */
  readonly path: string;
  /**
   * The attributes of `#root` (`data-tax-year`: the year in force at build time, which every
   * default year of the HTML shows; main.tsx hydrates only a page rendered for its own year).
   */
  readonly rootAttributes: Readonly<Record<string, string>>;
  /**
   * For a page rendered for a calculator's query: the data block with the calculator's state
   * (lib/server-seed.ts), to follow `#root`; empty otherwise.
   */
  readonly state: string;
}

export const PATHS: readonly string[] = ROUTE_LIST.map((route) => route.path);
export const NOT_FOUND_PATH = NOT_FOUND_ROUTE.path;

/** The longest query a page is rendered for; a longer one gets the prerendered page. */
export const MAX_QUERY_LENGTH = 2048;

/**
 * Whether `path?query` is a calculator's page with that calculator's query (`tool=<id>` of a
 * calculator on that page), so rendering it on request shows more than the prerendered page.
 */
export function rendersOnRequest(path: string, query: string): boolean {
  return (
    query.length <= MAX_QUERY_LENGTH &&
    calculatorFor(path, new URLSearchParams(query)) !== undefined
  );
}

/** One render at a time: a render seeds module-level stores, which the next one must find clean. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `path`; with a calculator's `query` (see `rendersOnRequest`), with that calculator's
 * values and its result (or its messages) in place. Never throws for a query: a value that cannot
 * be read takes its default, and one the engine refuses shows its message on its field.
 */
export function render(path: string, query = ""): Promise<RenderedPage> {
  const next = queue.then(() => renderNow(path, query));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow(path: string, query: string): Promise<RenderedPage> {
  const route = routeFor(path);
  const params = new URLSearchParams(
    query.length <= MAX_QUERY_LENGTH ? query : "",
  );
  const found = calculatorFor(route.path, params);
  const seed = found ? found.calculator.seed(found.tool, params) : null;
  const putBack = [
    found?.calculator.keep(),
    (() => {
      const state = useActiveToolStore.getState();
      return () => {
        useActiveToolStore.setState(state, true);
      };
    })(),
    (() => {
      const state = useCalculatorYears.getState();
      return () => {
        useCalculatorYears.setState(state, true);
      };
    })(),
  ];
  plantSeed(seed);
  try {
    // The seeded tool is shown (home-page.tsx); React's prerender waits for its lazy chunk.
    if (seed && isToolId(seed.tool))
      useActiveToolStore.setState({ activeTool: seed.tool });
    // The page's heading names the years of the calculator's form from the first HTML.
    if (seed) setCalculatorYears(seed.years);
    const html = await toHtml(path);
    return {
      html,
      title: seed ? titleForYears(route, seed.years) : routeTitle(route),
      description: routeDescription(route),
      path: route.path,
      rootAttributes: { [PRERENDERED_YEAR_ATTRIBUTE]: SITE_TAX_YEAR },
      state: seed ? seedScript(seed) : "",
    };
  } finally {
    plantSeed(null);
    for (const restore of putBack) restore?.();
  }
}

/**
 * The tab's title on a page rendered for a calculator's query: the years of its form, as its
 * heading names them (home-page.tsx sets the same title once hydrated), not the year the site
 * opens on: "UK Pay & Tax Calculator 2024/25" for a 2024/25 link.
 */
function titleForYears(route: SiteRoute, years: readonly TaxYearId[]): string {
  if (typeof route.title === "string" || years.length === 0)
    return routeTitle(route);
  return documentTitle(route.title(yearList(years)));
}

async function toHtml(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    // Never outline a large boundary into a script-completed segment: the HTML must be whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
