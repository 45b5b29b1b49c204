import { lazy, Suspense, useState, type ComponentType } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "./components/error-boundary";
import { Toaster } from "./components/toaster";
import { AnalyticsLoader } from "./features/consent/analytics-loader";
import {
  CookieBanner,
  CookieSettingsButton,
} from "./features/consent/cookie-banner";
import { SiteLayout } from "./features/layout/site-layout";
import { routeDescription, routeTitle } from "./lib/route-meta";
import { useDocumentMeta } from "./lib/use-document-meta";
import { NOT_FOUND_ROUTE, ROUTES, type RouteId, type SiteRoute } from "./paths";

type PageModule = { default: ComponentType };
type PageId = RouteId | "notFound";

/**
 * The route → page map: each page is its own chunk, fetched by `React.lazy` when first shown
 * (the home page's is in the entry chunk: main.tsx imports it to start its calculator's chunk, so
 * the home page is live as soon as the site's script runs).
 */
export const PAGE_LOADERS = {
  home: () => import("./pages/home-page"),
  payslipSimulator: () => import("./pages/payslip-simulator-page"),
  about: () => import("./pages/about-page"),
  contact: () => import("./pages/contact-page"),
  privacyPolicy: () => import("./pages/privacy-policy-page"),
  termsOfService: () => import("./pages/terms-of-service-page"),
  disclaimer: () => import("./pages/disclaimer-page"),
  ukTaxGuide: () => import("./pages/uk-tax-guide-page"),
  studentLoanGuide: () => import("./pages/student-loan-guide-page"),
  nationalInsuranceGuide: () => import("./pages/national-insurance-guide-page"),
  pensionGuide: () => import("./pages/pension-guide-page"),
  salaryNegotiationGuide: () => import("./pages/salary-negotiation-guide-page"),
  costOfLivingGuide: () => import("./pages/cost-of-living-guide-page"),
  financialPlanningGuide: () => import("./pages/financial-planning-guide-page"),
  taxFreeChildcareGuide: () => import("./pages/tax-free-childcare-guide-page"),
  thirtyHoursChildcareGuide: () =>
    import("./pages/thirty-hours-childcare-guide-page"),
  incomeCliffsGuide: () => import("./pages/income-cliffs-guide-page"),
  notFound: () => import("./pages/not-found-page"),
} as const satisfies Record<PageId, () => Promise<PageModule>>;

const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The page id for a location: exact paths only (the server redirects other spellings). */
function pageIdFor(location: string): PageId {
  return ROUTE_IDS.find((id) => ROUTES[id].path === location) ?? "notFound";
}

/** The route for a location: its entry in the route list, or the 404 page. */
export function routeFor(location: string): SiteRoute {
  const id = pageIdFor(location);
  return id === "notFound" ? NOT_FOUND_ROUTE : ROUTES[id];
}

/** Fetches the page's chunk for `location` (resolves when it is in; prerendering and hydration wait for it). */
export function loadPage(location: string): Promise<PageModule> {
  return PAGE_LOADERS[pageIdFor(location)]();
}

/**
 * Each page as a `React.lazy` component, made once. A lazy component that failed stays failed, so
 * "Try again" puts a new one for that page in AppRoutes' state.
 */
const PAGES = ((): Record<PageId, ComponentType> => {
  const pages = {} as Record<PageId, ComponentType>;
  for (const id of Object.keys(PAGE_LOADERS) as PageId[])
    pages[id] = lazy(PAGE_LOADERS[id]);
  return pages;
})();

export function AppRoutes() {
  const [location] = useLocation();
  const id = pageIdFor(location);
  const route = routeFor(location);
  useDocumentMeta(routeTitle(route), routeDescription(route), route.path);
  const [pages, setPages] = useState(PAGES);
  const Page = pages[id];
  return (
    <ErrorBoundary
      what="this page"
      resetKey={Page}
      // "Try again": this page afresh, so its chunk is fetched again.
      onRetry={() => {
        setPages((current) => ({ ...current, [id]: lazy(PAGE_LOADERS[id]) }));
      }}
    >
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
      <Toaster />
      <AnalyticsLoader />
    </>
  );
}
