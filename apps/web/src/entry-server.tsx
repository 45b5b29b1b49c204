/**
 * The prerenderer's entry (`vite build --ssr`, run by scripts/prerender.mjs): renders one path of
 * the site to HTML, waiting for every lazily loaded part, exactly as the browser will hydrate it.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App, routeFor } from "./app";
import { routeDescription, routeTitle } from "./lib/route-meta";
import { NOT_FOUND_ROUTE, ROUTE_LIST } from "./paths";
import { PRERENDERED_YEAR_ATTRIBUTE, SITE_TAX_YEAR } from "./lib/site-tax-year";

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
}

export const PATHS: readonly string[] = ROUTE_LIST.map((route) => route.path);
export const NOT_FOUND_PATH = NOT_FOUND_ROUTE.path;

export async function render(path: string): Promise<RenderedPage> {
  const route = routeFor(path);
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
  return {
    html: Buffer.concat(chunks).toString("utf8"),
    title: routeTitle(route),
    description: routeDescription(route),
    path: route.path,
    rootAttributes: { [PRERENDERED_YEAR_ATTRIBUTE]: SITE_TAX_YEAR },
  };
}
