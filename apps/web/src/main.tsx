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
 * Prerendered pages are hydrated at once: parts whose chunk has not arrived yet (the page, the
 * calculator shown first) keep their prerendered HTML until it has. Their chunks are requested
 * straight away. If a chunk cannot be loaded even after retries, that part's error boundary offers
 * "Try again": never a blank page.
 */
// Every form of the site is handled by script: none may submit natively. A submit made on a
// prerendered form before its part is hydrated is stopped here and not replayed once it is (seen
// with the contact form's chunk held back three seconds): that click does nothing, and the next
// one, once hydrated, works.
document.addEventListener("submit", (event) => event.preventDefault(), true);

if (container.firstElementChild) {
  const path = window.location.pathname;
  preloadRoute(path).catch(() => undefined);
  if (routeFor(path) === ROUTES.home)
    preloadActiveTool().catch(() => undefined);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
