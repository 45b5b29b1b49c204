import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { ToastHost } from "./components/toast-host";
import { AnalyticsLoader } from "./features/consent/analytics-loader";
import { CookieBanner } from "./features/consent/cookie-banner";
import { SiteLayout } from "./features/layout/site-layout";
import HomePage from "./pages/home-page";
import { paths } from "./paths";

/**
 * The one route table of the site (spec §2). Each page is its own chunk, except the home page:
 * it is the landing page and small (its calculators load lazily), so it ships in the entry chunk
 * and `/` paints without a second round trip.
 */
const AboutPage = lazy(() => import("./pages/about-page"));
const ContactPage = lazy(() => import("./pages/contact-page"));
const PrivacyPolicyPage = lazy(() => import("./pages/privacy-policy-page"));
const TermsOfServicePage = lazy(() => import("./pages/terms-of-service-page"));
const DisclaimerPage = lazy(() => import("./pages/disclaimer-page"));
const UkTaxGuidePage = lazy(() => import("./pages/uk-tax-guide-page"));
const StudentLoanGuidePage = lazy(
  () => import("./pages/student-loan-guide-page"),
);
const NationalInsuranceGuidePage = lazy(
  () => import("./pages/national-insurance-guide-page"),
);
const PensionGuidePage = lazy(() => import("./pages/pension-guide-page"));
const SalaryNegotiationGuidePage = lazy(
  () => import("./pages/salary-negotiation-guide-page"),
);
const CostOfLivingGuidePage = lazy(
  () => import("./pages/cost-of-living-guide-page"),
);
const FinancialPlanningGuidePage = lazy(
  () => import("./pages/financial-planning-guide-page"),
);
const TaxFreeChildcareGuidePage = lazy(
  () => import("./pages/tax-free-childcare-guide-page"),
);
const ThirtyHoursChildcareGuidePage = lazy(
  () => import("./pages/thirty-hours-childcare-guide-page"),
);
const NotFoundPage = lazy(() => import("./pages/not-found-page"));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.about} component={AboutPage} />
        <Route path={paths.contact} component={ContactPage} />
        <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
        <Route path={paths.termsOfService} component={TermsOfServicePage} />
        <Route path={paths.disclaimer} component={DisclaimerPage} />
        <Route path={paths.ukTaxGuide} component={UkTaxGuidePage} />
        <Route path={paths.studentLoanGuide} component={StudentLoanGuidePage} />
        <Route
          path={paths.nationalInsuranceGuide}
          component={NationalInsuranceGuidePage}
        />
        <Route path={paths.pensionGuide} component={PensionGuidePage} />
        <Route
          path={paths.salaryNegotiationGuide}
          component={SalaryNegotiationGuidePage}
        />
        <Route
          path={paths.costOfLivingGuide}
          component={CostOfLivingGuidePage}
        />
        <Route
          path={paths.financialPlanningGuide}
          component={FinancialPlanningGuidePage}
        />
        <Route
          path={paths.taxFreeChildcareGuide}
          component={TaxFreeChildcareGuidePage}
        />
        <Route
          path={paths.thirtyHoursChildcareGuide}
          component={ThirtyHoursChildcareGuidePage}
        />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
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
 * The whole site: the layout around the routes, and the page-independent parts
 * (cookie banner, toasts, analytics loader). Tests wrap it in a wouter <Router> with a memory
 * location; in the browser wouter reads the address bar.
 */
export function App() {
  return (
    <>
      <SiteLayout>
        <AppRoutes />
      </SiteLayout>
      <CookieBanner />
      <ToastHost />
      <AnalyticsLoader />
    </>
  );
}
