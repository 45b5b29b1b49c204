import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files worth precompressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this size a compressed copy saves nothing worth a file. */
const MIN_BYTES = 256;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * After `vite build`:
 * - writes `dist/routes.json`, the site's client routes (every path the router knows), so the API
 *   answers those with index.html and 200 and anything else with index.html and 404;
 * - writes `.gz` (gzip -9) and `.br` (brotli q11) beside every compressible asset, which the API
 *   serves as they are (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
export function siteOutputPlugin({
  routes,
}: {
  routes: readonly string[];
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: "uktax:site-output",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      await writeFile(
        join(outDir, "routes.json"),
        `${JSON.stringify(routes, null, 2)}\n`,
      );

      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES)
          continue;
        jobs.push(
          readFile(file).then(async (content) => {
            const [gz, br] = await Promise.all([
              gzipAsync(content, { level: 9 }),
              brotliAsync(content, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ]);
            await Promise.all([
              writeFile(`${file}.gz`, gz),
              writeFile(`${file}.br`, br),
            ]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
