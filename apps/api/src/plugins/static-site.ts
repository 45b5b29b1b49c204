import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { loadPageRenderer, type PageRenderer } from "./render-on-request.js";

const routePath = z
  .string()
  .regex(/^\/[^?#\s]*$/, "each route must be a path starting with /");
const htmlFile = z
  .string()
  .regex(/^[\w./-]+\.html$/, "each page must be an .html file")
  .refine((file) => !file.split("/").includes(".."), "no '..' in a page");

/**
 * `routes.json`, written by the web build: either the prerendered site's map of each canonical
 * path to its HTML file and the 404 page, or (a single-page build) a plain array of paths, all
 * answered with `index.html`.
 */
const routesFileSchema = z.union([
  z.object({ routes: z.record(routePath, htmlFile), notFound: htmlFile }),
  z.array(routePath),
]);

interface SitePages {
  /** Canonical path → HTML file (relative to the web root). */
  readonly routes: ReadonlyMap<string, string>;
  readonly notFound: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

declare module "fastify" {
  interface FastifyInstance {
    /** The built site's 404 page, or undefined when no site is served (the API only). */
    siteNotFoundPage: string | undefined;
  }
}

/**
 * Serves the built website from `webRoot`: hashed assets with long cache lifetimes, each route's
 * prerendered HTML (revalidated on every use) with 200 at its canonical path, a 301 from other
 * spellings of that path (letter case, a trailing slash, `/index.html`) to the canonical one, and
 * precompressed `.br`/`.gz` files when the build produced them. Unknown paths get the 404 page
 * through `sendIndex(reply, 404)` (called by the app's not-found handler). Serves nothing, and
 * leaves `app.siteNotFoundPage` undefined, when `webRoot` holds no built site (or is not given).
 * A page opened with a calculator's query is rendered on request with its result
 * (render-on-request.ts, from the web's server entry in `ssrRoot`, by default `dist-ssr` beside
 * `webRoot`).
 */
export const staticSitePlugin = fp<{
  webRoot?: string | undefined;
  ssrRoot?: string | undefined;
}>(
  async (app: FastifyInstance, { webRoot, ssrRoot }) => {
    app.decorate("siteNotFoundPage", undefined);
    if (webRoot === undefined) return;
    if (!existsSync(join(webRoot, "index.html"))) {
      app.log.warn(
        { webRoot },
        "no built website found (index.html missing): serving the API only",
      );
      return;
    }
    const renderer = await loadPageRenderer(
      ssrRoot ?? join(dirname(webRoot), "dist-ssr"),
      app.log,
    );
    await registerSite(app, webRoot, renderer);
  },
  { name: "uktax-static-site" },
);

async function registerSite(
  app: FastifyInstance,
  webRoot: string,
  renderer: PageRenderer | undefined,
): Promise<void> {
  const pages = readPages(webRoot, app);
  app.siteNotFoundPage = pages.notFound;

  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: "/",
    index: false,
    preCompressed: true,
    serveDotFiles: false,
    setHeaders: (reply, path) => {
      reply.header("cache-control", cacheControlFor(path));
    },
  });

  const canonical = new Map<string, string>();
  for (const path of pages.routes.keys())
    canonical.set(normalisePath(path), path);

  // A synchronous hook (an async one costs every request, the API's too, a promise): it answers
  // itself, without calling `done`, only a page to redirect or an .html path to refuse.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      done();
      return;
    }
    const [path = "/", query] = request.url.split(/\?(.*)/s, 2);
    if (pages.routes.has(path)) {
      done();
      return;
    }
    const target = canonical.get(normalisePath(path));
    if (target !== undefined) {
      void reply
        .code(301)
        .header("cache-control", SHORT)
        .redirect(query ? `${target}?${query}` : target, 301);
      return;
    }
    // The pages' files are reached by their paths only, never as /about/index.html or /404.html.
    if (/\.html$/i.test(path)) {
      void sendIndex(reply, 404);
      return;
    }
    done();
  });

  for (const [route, file] of pages.routes) {
    app.get(route, { schema: { hide: true } }, async (request, reply) => {
      const query = request.url.split(/\?(.*)/s, 2)[1] ?? "";
      if (renderer && query !== "" && renderer.rendersOnRequest(route, query)) {
        const page = await renderer.page(route, query);
        if (page !== undefined)
          return reply
            .code(200)
            .type("text/html; charset=utf-8")
            .header("cache-control", REVALIDATE)
            .send(page);
      }
      return reply.code(200).sendFile(file);
    });
  }
}

/**
 * Answers a page of the site: with 404, the prerendered 404 page (the single-page build's
 * `index.html`, which renders its own 404 card); otherwise `index.html`.
 */
export function sendIndex(
  reply: FastifyReply,
  statusCode: number,
): FastifyReply {
  const notFound =
    statusCode === 404 ? reply.server.siteNotFoundPage : undefined;
  return reply.code(statusCode).sendFile(notFound ?? "index.html");
}

/** Lower case, no trailing slash, no trailing `/index.html`: the form two spellings share. */
function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as sent
  }
  const trimmed = decoded
    .toLowerCase()
    .replace(/\/index\.html$/, "/")
    .replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function cacheControlFor(path: string): string {
  const normalised = path.replaceAll("\\", "/");
  if (normalised.includes("/assets/")) return IMMUTABLE;
  if (
    /\.html(\.br|\.gz)?$/.test(normalised) ||
    normalised.endsWith("/routes.json")
  )
    return REVALIDATE;
  return SHORT;
}

function readPages(webRoot: string, app: FastifyInstance): SitePages {
  const file = join(webRoot, "routes.json");
  if (!existsSync(file)) {
    app.log.warn({ file }, "routes.json missing: only / is served as a page");
    return { routes: new Map([["/", "index.html"]]), notFound: "index.html" };
  }
  const parsed = routesFileSchema.safeParse(
    JSON.parse(readFileSync(file, "utf8")),
  );
  if (!parsed.success) {
    throw new Error(
      `${file} does not list the site's routes: ${z.prettifyError(parsed.error)}`,
    );
  }
  if (Array.isArray(parsed.data)) {
    const paths = new Set(["/", ...parsed.data]);
    return {
      routes: new Map([...paths].map((path) => [path, "index.html"])),
      notFound: "index.html",
    };
  }
  const routes = new Map(Object.entries(parsed.data.routes));
  for (const page of [...routes.values(), parsed.data.notFound]) {
    if (!existsSync(join(webRoot, page)))
      throw new Error(`${file} names ${page}, which is not in ${webRoot}`);
  }
  return { routes, notFound: parsed.data.notFound };
}
