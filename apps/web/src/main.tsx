import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, loadPage, routeFor } from "./app";
import { setCalculatorYears } from "./lib/calculator-years";
import { plantSeed, readSeed } from "./lib/server-seed";
import { PRERENDERED_YEAR_ATTRIBUTE, SITE_TAX_YEAR } from "./lib/site-tax-year";
import { loadActiveCalculator } from "./pages/home-page";
import { ROUTES } from "./paths";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Prerendered pages are hydrated at once: a `React.lazy` part whose chunk has not arrived yet (the
 * page, the calculator shown first) keeps its prerendered HTML until it has. Their chunks are
 * requested straight away. If a chunk cannot be loaded, that part's error boundary offers "Try
 * again": never a blank page.
 */
// A page the server rendered for a calculator's link carries that calculator's state: its
// calculator starts from it (lib/server-seed.ts), so hydration matches the HTML.
const seed = readSeed(document);
plantSeed(seed);
if (seed) setCalculatorYears(seed.years);

/**
 * A submit made before its form is hydrated is never lost. Once hydrated, every form's own
 * handler takes the submit (and prevents the native one). Before that, nothing has prevented it
 * when it reaches the document, and:
 * - a calculator's form (and the tool picker) is a GET form to its own page (`method="get"`):
 *   its native submit goes through, and the server renders the page it asks for with the result;
 * - any other form (the contact form) is held, and submitted again (with the same button) every
 *   100 ms until its own handler takes it, i.e. once its part is hydrated.
 */
const REPLAY_EVERY_MS = 100;
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  if (form.method === "get" && form.getAttribute("method") !== null) return;
  event.preventDefault();
  const submitter = event.submitter;
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit(submitter);
  }, REPLAY_EVERY_MS);
});

/** The page's chunk (and on the home page the calculator shown first), so it renders without a loading state. */
function preloadPage(path: string): Promise<unknown> {
  return Promise.all([
    loadPage(path),
    routeFor(path) === ROUTES.home ? loadActiveCalculator() : undefined,
  ]);
}

const path = window.location.pathname;
if (
  container.firstElementChild &&
  container.getAttribute(PRERENDERED_YEAR_ATTRIBUTE) === SITE_TAX_YEAR
) {
  preloadPage(path).catch(() => undefined);
  hydrateRoot(container, app);
} else if (container.firstElementChild) {
  // Prerendered for another tax year than the one in force on the visitor's date (built before a
  // 6 April the visitor is past): hydrating would keep that year's figures, or mismatch. The page
  // is rendered afresh instead, replacing the old HTML in one step once its chunks are in (a chunk
  // that cannot load is reported by its error boundary, as on any render).
  void preloadPage(path)
    .catch(() => undefined)
    .then(() => {
      // React empties the container when it first commits: the old HTML stays until then.
      createRoot(container).render(app);
    });
} else {
  createRoot(container).render(app);
}
