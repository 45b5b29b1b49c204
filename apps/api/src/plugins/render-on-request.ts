import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";

/**
 * Server rendering on request: a page of the site opened with a calculator's query
 * (`/?tool=reverse&…`, `/payslip-simulator?tool=payslips&…`) is rendered with the web's server
 * entry (apps/web/dist-ssr/entry-server.js, the same React components and the same engine as the
 * prerendered pages and the API's routes), so its first HTML holds the result, or the engine's
 * messages on their fields. Any other page, and any query that names no calculator of its page,
 * is the prerendered file.
 *
 * The work is bounded: a query longer than the web's `MAX_QUERY_LENGTH` is not rendered; renders
 * run one at a time, and while `MAX_WAITING` are waiting a further request gets the prerendered
 * page (whose script then calculates in the browser). A render that fails for any reason is
 * logged and answered with the prerendered page: never a 500.
 */

/** Renders waiting at once, beyond which the prerendered page is answered. */
export const MAX_WAITING = 16;

/** Where the page's content goes in a shell (written by apps/web/scripts/prerender.mjs). */
const APP_HTML = "<!--app-html-->";

const shellsSchema = z.record(z.string(), z.string().includes(APP_HTML));

/** What the API uses of the web's server entry. */
interface ServerEntry {
  rendersOnRequest: (path: string, query: string) => boolean;
  render: (
    path: string,
    query: string,
  ) => Promise<{
    readonly html: string;
    readonly state: string;
    readonly title: string;
  }>;
}

/** Text as HTML text (a title such as "UK Pay & Tax Calculator 2024/25"). */
function htmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

function isServerEntry(module: unknown): module is ServerEntry {
  return (
    typeof module === "object" &&
    module !== null &&
    "rendersOnRequest" in module &&
    typeof module.rendersOnRequest === "function" &&
    "render" in module &&
    typeof module.render === "function"
  );
}

export interface PageRenderer {
  /** Whether `path?query` is rendered on request (a calculator's query on its page). */
  rendersOnRequest: (path: string, query: string) => boolean;
  /** The whole page for `path?query`, or undefined (busy, or the render failed: logged). */
  page: (path: string, query: string) => Promise<string | undefined>;
}

/**
 * The renderer of the server entry in `ssrRoot` (apps/web/dist-ssr), or undefined when the build
 * has none (then every page is its prerendered file).
 */
export async function loadPageRenderer(
  ssrRoot: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | undefined> {
  const entryFile = join(ssrRoot, "entry-server.js");
  const shellsFile = join(ssrRoot, "shells.json");
  if (!existsSync(entryFile) || !existsSync(shellsFile)) {
    log.warn(
      { ssrRoot },
      "no server entry found: pages opened with a calculator's query are served prerendered",
    );
    return undefined;
  }
  const entry: unknown = await import(pathToFileURL(entryFile).href);
  if (!isServerEntry(entry))
    throw new Error(`${entryFile} exports no rendersOnRequest and render`);
  const shells = new Map(
    Object.entries(
      shellsSchema.parse(JSON.parse(readFileSync(shellsFile, "utf8"))),
    ),
  );
  let waiting = 0;
  return {
    rendersOnRequest: (path, query) =>
      shells.has(path) && entry.rendersOnRequest(path, query),
    page: async (path, query) => {
      const shell = shells.get(path);
      if (shell === undefined || waiting >= MAX_WAITING) return undefined;
      waiting += 1;
      try {
        const { html, state, title } = await entry.render(path, query);
        // Functions, so no `$` in the page is read as a replacement pattern. The page's own
        // title: a link's tax year, say, not the year the prerendered shell names.
        return shell
          .replace(
            /<title>[^<]*<\/title>/,
            () => `<title>${htmlText(title)}</title>`,
          )
          .replace(`${APP_HTML}</div>`, () => `${html}</div>${state}`);
      } catch (error) {
        log.error({ err: error, path }, "rendering a page on request failed");
        return undefined;
      } finally {
        waiting -= 1;
      }
    },
  };
}
