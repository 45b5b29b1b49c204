import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from "playwright-core";
import { inject } from "vitest";

/** Where the built site is served during this run, e.g. "http://127.0.0.1:41234" (no trailing slash). */
export const baseUrl: string = inject("baseUrl");

const browserEndpoint = inject("browserEndpoint");

let browser: Promise<Browser> | null = null;

/** This worker's connection to the run's one Chromium (started by global-setup.ts), made on first use. */
export function getBrowser(): Promise<Browser> {
  browser ??= chromium.connect(browserEndpoint);
  return browser;
}

/**
 * The browser's date in every test unless it names another: 28 November 2026, in the 2026/27 tax
 * year. The site opens on the tax year in force on the visitor's date, so the pages' clocks are
 * fixed and the tests do not depend on the day they run.
 */
export const E2E_TODAY = new Date("2026-11-28T12:00:00Z");

export interface PageOptions extends BrowserContextOptions {
  /** The page's clock: `Date` always reads this moment (timers still run). Default `E2E_TODAY`. */
  today?: Date;
}

/**
 * A worker's browser context for one set of options, kept from test to test, and the page that
 * keeps its renderer running: a tab left open on the site (its `/health`), so each test's new tab
 * joins that renderer and its warm caches instead of starting a process of its own.
 *
 * Measured on CI's two cores: a page in a new context costs about 1.2 CPU-s to open the home
 * page, against about 0.6 in a kept context beside a tab on the site. With some 250 pages in a
 * run, that is about a third of the browser's work.
 */
interface KeptContext {
  readonly context: BrowserContext;
  readonly anchor: Page;
  /** The anchor's DevTools session, which clears the site's storage after each test. */
  readonly session: CDPSession;
}

const keptContexts = new Map<string, Promise<KeptContext>>();

async function openKeptContext(
  today: Date,
  contextOptions: BrowserContextOptions,
): Promise<KeptContext> {
  const context = await (
    await getBrowser()
  ).newContext({ baseURL: baseUrl, ...contextOptions });
  context.setDefaultTimeout(15_000);
  // The clock belongs to the context (Playwright's page.clock is its context's), so each date
  // has a context of its own.
  await context.clock.setFixedTime(today);
  const anchor = await context.newPage();
  await anchor.goto("/health");
  return { context, anchor, session: await context.newCDPSession(anchor) };
}

function keptContext({
  today = E2E_TODAY,
  ...contextOptions
}: PageOptions): Promise<KeptContext> {
  const key = JSON.stringify({ today: today.toISOString(), ...contextOptions });
  let kept = keptContexts.get(key);
  if (kept === undefined) {
    kept = openKeptContext(today, contextOptions);
    keptContexts.set(key, kept);
  }
  return kept;
}

/**
 * A new tab for this test, with nothing stored for the site: no localStorage, cookies or
 * permissions, online, its clock reading `today` (default `E2E_TODAY`). Pass `viewport` etc. as
 * usual; `baseURL` is preset, so `page.goto("/about")` works. Each set of options has its browser
 * context, kept between tests (`KeptContext`): only its HTTP cache carries over, as it would for
 * a visitor coming back. Every tab a test opens is closed after it (`resetPages`).
 */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const { context } = await keptContext(options);
  return context.newPage();
}

/** `newPage()` with the cookie choice already made, so the banner stays out of the way. */
export async function newPageWithConsent(
  options: PageOptions = {},
): Promise<Page> {
  const page = await newPage(options);
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("cookie-consent")) {
      window.localStorage.setItem("cookie-consent", "rejected");
      window.localStorage.setItem("analytics-consent", "rejected");
      window.localStorage.setItem("ads-consent", "rejected");
    }
  });
  return page;
}

/**
 * After each test: closes every tab it opened (popups too) and clears what the site stored
 * (localStorage, IndexedDB, cookies), permissions granted and offline mode, in every kept context.
 */
export async function resetPages(): Promise<void> {
  await Promise.all(
    [...keptContexts.values()].map(async (kept) => {
      const { context, anchor, session } = await kept;
      await Promise.all(
        context
          .pages()
          .filter((page) => page !== anchor)
          .map((page) => page.close()),
      );
      // Cookies go below, every domain's (clearCookies), not only the site's.
      await session.send("Storage.clearDataForOrigin", {
        origin: new URL(baseUrl).origin,
        storageTypes: "local_storage,indexeddb,cache_storage,service_workers",
      });
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      await context.unrouteAll({ behavior: "ignoreErrors" });
    }),
  );
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe-core (WCAG 2 A/AA + best practices) on the page as it is now and returns the serious
 * and critical violations (with `{ all: true }`, every violation, minor and moderate too).
 * Tip: `expect(await axeScan(page)).toEqual([])` prints them on failure.
 */
export async function axeScan(
  page: Page,
  { all = false }: { all?: boolean } = {},
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the site's CSP (script-src 'self') does not block
  // it; once per document (a second scan of the same page reuses it).
  if (!(await page.evaluate(() => "axe" in window)))
    await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type AxeResults = { violations: AxeViolation[] };
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<AxeResults>;
        };
      }
    ).axe;
    const results = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: [
          "wcag2a",
          "wcag2aa",
          "wcag21a",
          "wcag21aa",
          "wcag22aa",
          "best-practice",
        ],
      },
      resultTypes: ["violations"],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target,
        html: node.html,
        failureSummary: node.failureSummary,
      })),
    }));
  });
  return violations.filter(
    (violation) =>
      all || violation.impact === "serious" || violation.impact === "critical",
  );
}

/**
 * `axeScan` at a phone's width (under 800 px); at a wider viewport, no scan and no findings. For
 * flows run at both widths: their states are scanned where the narrow layout's findings have
 * been, and the laptop layout is scanned on a sample of pages and states (accessibility-*.e2e.ts).
 */
export async function axeScanOnPhone(page: Page): Promise<AxeViolation[]> {
  const width = page.viewportSize()?.width;
  if (width === undefined || width >= 800) return [];
  return axeScan(page);
}

/** Collects uncaught page errors and console errors, to assert a page ran cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Pages`). */
export function pdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}
