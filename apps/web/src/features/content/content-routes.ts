/** Every content route and the page component that renders it (used by the content tests). */
import type { ComponentType } from "react";
import AboutPage from "../../pages/about-page";
import ContactPage from "../../pages/contact-page";
import CostOfLivingGuidePage from "../../pages/cost-of-living-guide-page";
import DisclaimerPage from "../../pages/disclaimer-page";
import FinancialPlanningGuidePage from "../../pages/financial-planning-guide-page";
import NationalInsuranceGuidePage from "../../pages/national-insurance-guide-page";
import PensionGuidePage from "../../pages/pension-guide-page";
import PrivacyPolicyPage from "../../pages/privacy-policy-page";
import SalaryNegotiationGuidePage from "../../pages/salary-negotiation-guide-page";
import StudentLoanGuidePage from "../../pages/student-loan-guide-page";
import TaxFreeChildcareGuidePage from "../../pages/tax-free-childcare-guide-page";
import TermsOfServicePage from "../../pages/terms-of-service-page";
import ThirtyHoursChildcareGuidePage from "../../pages/thirty-hours-childcare-guide-page";
import UkTaxGuidePage from "../../pages/uk-tax-guide-page";
import { paths } from "../../paths";

export interface ContentRoute {
  readonly path: string;
  readonly Page: ComponentType;
  readonly isGuide: boolean;
}

export const CONTENT_ROUTES: readonly ContentRoute[] = [
  { path: paths.about, Page: AboutPage, isGuide: false },
  { path: paths.contact, Page: ContactPage, isGuide: false },
  { path: paths.privacyPolicy, Page: PrivacyPolicyPage, isGuide: false },
  { path: paths.termsOfService, Page: TermsOfServicePage, isGuide: false },
  { path: paths.disclaimer, Page: DisclaimerPage, isGuide: false },
  { path: paths.ukTaxGuide, Page: UkTaxGuidePage, isGuide: true },
  { path: paths.studentLoanGuide, Page: StudentLoanGuidePage, isGuide: true },
  {
    path: paths.nationalInsuranceGuide,
    Page: NationalInsuranceGuidePage,
    isGuide: true,
  },
  { path: paths.pensionGuide, Page: PensionGuidePage, isGuide: true },
  {
    path: paths.salaryNegotiationGuide,
    Page: SalaryNegotiationGuidePage,
    isGuide: true,
  },
  { path: paths.costOfLivingGuide, Page: CostOfLivingGuidePage, isGuide: true },
  {
    path: paths.financialPlanningGuide,
    Page: FinancialPlanningGuidePage,
    isGuide: true,
  },
  {
    path: paths.taxFreeChildcareGuide,
    Page: TaxFreeChildcareGuidePage,
    isGuide: true,
  },
  {
    path: paths.thirtyHoursChildcareGuide,
    Page: ThirtyHoursChildcareGuidePage,
    isGuide: true,
  },
];
