import { Suspense } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "./components/error-boundary";
import { ToastHost } from "./components/toast-host";
import { AnalyticsLoader } from "./features/consent/analytics-loader";
import {
  CookieBanner,
  CookieSettingsButton,
} from "./features/consent/cookie-banner";
import { SiteLayout } from "./features/layout/site-layout";
import { loadable, type Loadable } from "./lib/loadable";
import { useDocumentMeta } from "./lib/use-document-meta";
import {
  documentTitle,
  findRoute,
  NOT_FOUND_ROUTE,
  ROUTE_LIST,
  type SiteRoute,
} from "./routes";

/**
 * Every page's component, from the one route list. Each page is its own chunk (the home page's
 * loader is resolved from the entry chunk, see routes.ts), fetched with retries.
 */
const PAGES = new Map<SiteRoute, Loadable<object>>(
  [...ROUTE_LIST, NOT_FOUND_ROUTE].map((route) => [
    route,
    loadable(route.load),
  ]),
);

/** The route for a location: exact paths only (the server redirects other spellings). */
export function routeFor(location: string): SiteRoute {
  return findRoute(location) ?? NOT_FOUND_ROUTE;
}

/** Loads the page for `location` (used before hydrating prerendered HTML). */
export function preloadRoute(location: string): Promise<unknown> {
  return PAGES.get(routeFor(location))?.preload() ?? Promise.resolve();
}

export function AppRoutes() {
  const [location] = useLocation();
  const route = routeFor(location);
  useDocumentMeta(documentTitle(route), route.description, route.path);
  const Page = PAGES.get(route)?.Component;
  if (!Page) return null;
  return (
    <ErrorBoundary what="this page" resetKey={route}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

function PageLoading() {
  return (
    <p role="status" className="min-h-[60vh] text-slate-600">
      Loading…
    </p>
  );
}

/**
 * The whole site: the layout around the routes, and the page-independent parts (cookie banner,
 * toasts, analytics loader). The browser entry (main.tsx) and the prerenderer (entry-server.tsx)
 * wrap it in a wouter <Router>; tests use a memory location.
 */
export function App() {
  return (
    <>
      <ErrorBoundary what="the cookie settings">
        <CookieBanner />
      </ErrorBoundary>
      <SiteLayout
        footerLinks={(className) => (
          <CookieSettingsButton className={className} />
        )}
      >
        <AppRoutes />
      </SiteLayout>
      <ToastHost />
      <AnalyticsLoader />
    </>
  );
}
