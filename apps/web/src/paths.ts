/** Every route of the site (spec §2): the one place paths are spelled. */
export const paths = {
  home: "/",
  about: "/about",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  disclaimer: "/disclaimer",
  ukTaxGuide: "/uk-tax-guide",
  studentLoanGuide: "/student-loan-guide",
  nationalInsuranceGuide: "/national-insurance-guide",
  pensionGuide: "/pension-guide",
  salaryNegotiationGuide: "/salary-negotiation-guide",
  costOfLivingGuide: "/cost-of-living-guide",
  financialPlanningGuide: "/financial-planning-guide",
  taxFreeChildcareGuide: "/guides/tax-free-childcare",
  thirtyHoursChildcareGuide: "/guides/30-hours-free-childcare",
  apiDocs: "/docs",
} as const;

/** The nine guides in the header's Guides dropdown, in menu order. */
export const GUIDES = [
  { path: paths.ukTaxGuide, label: "UK Tax Guide" },
  { path: paths.studentLoanGuide, label: "Student Loan Guide" },
  { path: paths.nationalInsuranceGuide, label: "National Insurance Guide" },
  { path: paths.pensionGuide, label: "Pension Guide" },
  { path: paths.salaryNegotiationGuide, label: "Salary Negotiation Guide" },
  { path: paths.costOfLivingGuide, label: "Cost of Living Guide" },
  { path: paths.financialPlanningGuide, label: "Financial Planning Guide" },
  { path: paths.taxFreeChildcareGuide, label: "Tax-Free Childcare Guide" },
  {
    path: paths.thirtyHoursChildcareGuide,
    label: "30 Hours Free Childcare Guide",
  },
] as const;
