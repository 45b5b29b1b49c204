#!/usr/bin/env node
/**
 * After `vite build` (the browser bundle in dist/) and `vite build --ssr` (src/entry-server.tsx in
 * dist-ssr/), this writes the site the API serves:
 * - one HTML file per route of the one route list (src/paths.ts), prerendered with React's
 *   server renderer and hydrated in the browser: `/` → dist/index.html, `/about` →
 *   dist/about/index.html, …, and the 404 card → dist/404.html; each with its own <title>,
 *   meta description and canonical link (absolute when SITE_URL is set, e.g.
 *   SITE_URL=https://example.co.uk), and `#root` marked with the tax year it shows by default
 *   (`data-tax-year`: the year in force on the build's date; see src/lib/site-tax-year.ts);
 * - dist/routes.json: `{ "routes": { "<path>": "<file>" }, "notFound": "404.html" }` for the API;
 * - `.gz` (gzip -9) and `.br` (brotli q11) beside every compressible file of at least 256 bytes,
 *   which the API serves as they are (@fastify/static `preCompressed`);
 * - dist-ssr/shells.json: `{ "<path>": "<page with <!--app-html--> in #root>" }`, each route's
 *   page around its content, for the API's rendering on request of a page opened with a
 *   calculator's query (dist-ssr/entry-server.js `render(path, query)`; dist-ssr is kept, and
 *   holds everything it needs: vite.config.ts bundles the server entry's dependencies).
 */
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(webRoot, "dist");
const ssrDir = join(webRoot, "dist-ssr");
const siteUrl = (process.env.SITE_URL ?? "").replace(/\/+$/, "");

const escapeHtml = (text) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** ` name="value"…` for each of `#root`'s attributes (the year the page was rendered for). */
const attributes = (entries) =>
  Object.entries(entries)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");

/** Where the API puts a page rendered on request (and its data block after #root). */
const APP_HTML = "<!--app-html-->";

function fill(template, page, canonical) {
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    canonical
      ? `<link rel="canonical" href="${escapeHtml(siteUrl + page.path)}" />`
      : `<meta name="robots" content="noindex" />`,
  ].join("\n    ");
  const filled = template
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, "")
    .replace("</head>", `    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"${attributes(page.rootAttributes)}>${page.html}</div>${page.state}`,
    );
  if (!filled.includes(page.html)) throw new Error("no #root in index.html");
  return filled;
}

const fileFor = (path) =>
  path === "/" ? "index.html" : `${path.slice(1)}/index.html`;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 256;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function compress(file) {
  const content = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

const server = await import(
  pathToFileURL(join(ssrDir, "entry-server.js")).href
);
const template = await readFile(join(dist, "index.html"), "utf8");
const routes = {};
const complete = (page, path) => {
  // A part that suspended would leave a hidden segment and an inline script (blocked by the CSP).
  if (/<script|<template|hidden id="S:/.test(page.html))
    throw new Error(`${path} did not prerender completely`);
  return page;
};
const shells = {};
for (const path of server.PATHS) {
  const page = complete(await server.render(path), path);
  const file = fileFor(path);
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), fill(template, page, true));
  routes[path] = file;
  shells[path] = fill(template, { ...page, html: APP_HTML }, true);
}
await writeFile(join(ssrDir, "shells.json"), JSON.stringify(shells));
const notFound = complete(
  await server.render(server.NOT_FOUND_PATH),
  server.NOT_FOUND_PATH,
);
await writeFile(join(dist, "404.html"), fill(template, notFound, false));
await writeFile(
  join(dist, "routes.json"),
  `${JSON.stringify({ routes, notFound: "404.html" }, null, 2)}\n`,
);

const jobs = [];
for await (const file of walk(dist)) {
  if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES)
    jobs.push(compress(file));
}
await Promise.all(jobs);
console.log(
  `prerendered ${Object.keys(routes).length} routes and 404.html into dist/`,
);
