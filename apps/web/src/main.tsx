import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, preloadRoute, routeFor } from "./app";
import { PRERENDERED_YEAR_ATTRIBUTE, SITE_TAX_YEAR } from "./lib/site-tax-year";
import { preloadActiveTool } from "./pages/home-page";
import { ROUTES } from "./routes";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Prerendered pages are hydrated at once: parts whose chunk has not arrived yet (the page, the
 * calculator shown first) keep their prerendered HTML until it has. Their chunks are requested
 * straight away. If a chunk cannot be loaded even after retries, that part's error boundary offers
 * "Try again": never a blank page.
 */
// Every form of the site is handled by script: none may submit natively. A submit made on a
// prerendered form before its part is hydrated is stopped here and not replayed once it is (seen
// with the contact form's chunk held back three seconds): that click does nothing, and the next
// one, once hydrated, works.
document.addEventListener(
  "submit",
  (event) => {
    event.preventDefault();
  },
  true,
);

/** The page's chunks (and on the home page the calculator shown first), so it renders without a loading state. */
function preloadPage(path: string): Promise<unknown> {
  return Promise.all([
    preloadRoute(path),
    routeFor(path) === ROUTES.home ? preloadActiveTool() : undefined,
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
      container.replaceChildren();
      const root = createRoot(container);
      flushSync(() => {
        root.render(app);
      });
    });
} else {
  createRoot(container).render(app);
}
