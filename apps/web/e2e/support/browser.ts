import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Disposable,
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
 *
 * The tabs tests used are kept too (`spareTabs`), reset and parked on the site's favicon, and
 * handed to the next tests: opening `/about` in a new tab costs about 0.55 CPU-s, in a kept tab
 * about 0.2 (measured; most of the difference is setting up the new tab's first document).
 */
interface KeptContext {
  readonly context: BrowserContext;
  readonly anchor: Page;
  /** The anchor's DevTools session, which clears the site's storage after each test. */
  readonly session: CDPSession;
  /** The viewport a tab of this context has unless a test changes it. */
  readonly viewport: { width: number; height: number } | null;
  readonly spareTabs: Page[];
}

/**
 * A tab handed to a test by `newPage()`: its context, and what this module added to it that stays
 * on the tab until taken back (the consent init script).
 */
interface HandedOutTab {
  readonly kept: KeptContext;
  readonly added: Disposable[];
}

const keptContexts = new Map<string, Promise<KeptContext>>();
const handedOut = new Map<Page, HandedOutTab>();

/** At most this many used tabs kept per context (a test opens one, sometimes two). */
const SPARE_TABS = 2;

/** The events a test may listen to on a page (not `close` and `crash`: Playwright's own). */
const PAGE_EVENTS = [
  "console",
  "dialog",
  "domcontentloaded",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;

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
  return {
    context,
    anchor,
    session: await context.newCDPSession(anchor),
    viewport: anchor.viewportSize(),
    spareTabs: [],
  };
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
 * A tab for this test, as a first visit finds it: nothing stored for the site (no localStorage,
 * sessionStorage, cookies or permissions), online, no listeners, routes or media emulation, the
 * context's viewport, its clock reading `today` (default `E2E_TODAY`). Pass `viewport` etc. as
 * usual; `baseURL` is preset, so `page.goto("/about")` works. Each set of options has its browser
 * context, kept between tests (`KeptContext`): only its HTTP cache carries over, as it would for
 * a visitor coming back. After the test, `resetPages` closes the other tabs it opened and resets
 * this one for a later test.
 */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const kept = await keptContext(options);
  const page = kept.spareTabs.pop() ?? (await kept.context.newPage());
  handedOut.set(page, { kept, added: [] });
  return page;
}

/** `newPage()` with the cookie choice already made, so the banner stays out of the way. */
export async function newPageWithConsent(
  options: PageOptions = {},
): Promise<Page> {
  const page = await newPage(options);
  const script = await page.addInitScript(() => {
    if (!window.localStorage.getItem("cookie-consent")) {
      window.localStorage.setItem("cookie-consent", "rejected");
      window.localStorage.setItem("analytics-consent", "rejected");
      window.localStorage.setItem("ads-consent", "rejected");
    }
  });
  handedOut.get(page)?.added.push(script);
  return page;
}

/**
 * Makes a tab a test used look new for the next test: its document is the site's favicon (no
 * script left running), and its listeners, routes, init scripts from here, media emulation and
 * viewport are as a new tab's. Its sessionStorage goes with the site's localStorage in
 * `resetPages` (DevTools' `Storage.clearDataForOrigin` clears both). Resolves false if the tab
 * cannot be reset (it crashed, or its page hangs): it is closed instead.
 */
async function resetTab(page: Page, tab: HandedOutTab): Promise<boolean> {
  try {
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all(tab.added.map((added) => added.dispose()));
    await page.goto("/favicon.svg", { timeout: 5_000 });
    await page.emulateMedia({ media: null });
    const { viewport } = tab.kept;
    if (viewport !== null) await page.setViewportSize(viewport);
    return true;
  } catch {
    return false;
  }
}

/**
 * After each test: resets the tabs it had from `newPage()` for later tests (`resetTab`), closes
 * any other tab it opened (popups too), and clears what the site stored (localStorage, IndexedDB,
 * cookies), permissions granted and offline mode, in every kept context.
 */
export async function resetPages(): Promise<void> {
  await Promise.all(
    [...keptContexts.values()].map(async (kept) => {
      const { context, anchor, session, spareTabs } = await kept;
      // First what would stop a tab from reaching the favicon.
      await context.setOffline(false);
      await context.unrouteAll({ behavior: "ignoreErrors" });
      for (const page of context.pages()) {
        if (page === anchor || spareTabs.includes(page)) continue;
        const tab = handedOut.get(page);
        handedOut.delete(page);
        if (
          tab !== undefined &&
          spareTabs.length < SPARE_TABS &&
          (await resetTab(page, tab))
        )
          spareTabs.push(page);
        else await page.close();
      }
      // Then, with no page of the site left running, what the site stored. Cookies go below,
      // every domain's (clearCookies), not only the site's.
      await session.send("Storage.clearDataForOrigin", {
        origin: new URL(baseUrl).origin,
        storageTypes: "local_storage,indexeddb,cache_storage,service_workers",
      });
      await context.clearCookies();
      await context.clearPermissions();
    }),
  );
  // Tabs a test closed itself.
  for (const page of handedOut.keys())
    if (page.isClosed()) handedOut.delete(page);
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
