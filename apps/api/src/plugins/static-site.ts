import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";

/** `routes.json`, written by the web build: every path the single-page app renders. */
const routesFileSchema = z.array(
  z.string().regex(/^\/[^?#\s]*$/, "each route must be a path starting with /"),
);

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

/**
 * Serves the built website from `webRoot`: hashed assets with long cache lifetimes, `index.html`
 * (never cached without revalidation) for every route listed in `routes.json`, and precompressed
 * `.br`/`.gz` files when the build produced them. Returns false, serving nothing, when `webRoot`
 * holds no built site. Registered on the instance it is given, so `reply.sendFile` is available
 * to the app's not-found handler.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webRoot: string,
): Promise<boolean> {
  if (!existsSync(join(webRoot, "index.html"))) {
    app.log.warn(
      { webRoot },
      "no built website found (index.html missing): serving the API only",
    );
    return false;
  }
  const routes = readRoutes(webRoot, app);

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

  for (const route of routes) {
    app.get(route, { schema: { hide: true } }, (_request, reply) =>
      sendIndex(reply, 200),
    );
  }
  return true;
}

/** Answers the single-page app's `index.html`; the app renders the page for the URL. */
export function sendIndex(
  reply: FastifyReply,
  statusCode: number,
): FastifyReply {
  return reply.code(statusCode).sendFile("index.html");
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

function readRoutes(webRoot: string, app: FastifyInstance): string[] {
  const file = join(webRoot, "routes.json");
  if (!existsSync(file)) {
    app.log.warn({ file }, "routes.json missing: only / is served as a page");
    return ["/"];
  }
  const parsed = routesFileSchema.safeParse(
    JSON.parse(readFileSync(file, "utf8")),
  );
  if (!parsed.success) {
    throw new Error(
      `${file} is not a JSON array of route paths: ${z.prettifyError(parsed.error)}`,
    );
  }
  return [...new Set(["/", ...parsed.data])];
}
