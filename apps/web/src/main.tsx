import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, preloadRoute, routeFor } from "./app";
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
 * Prerendered pages are hydrated once the page's chunk (and, on `/`, the calculator shown first)
 * has loaded, so hydration renders exactly what the server did. The HTML is readable meanwhile.
 * If those chunks cannot be loaded even after retries, hydration goes ahead anyway: the page's
 * error boundary then offers "Try again" instead of a blank page.
 */
if (container.firstElementChild) {
  const path = window.location.pathname;
  const ready = Promise.all([
    preloadRoute(path),
    routeFor(path) === ROUTES.home ? preloadActiveTool() : null,
  ]);
  void ready.catch(() => undefined).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
