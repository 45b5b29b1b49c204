/**
 * @uktax/engine — exact UK pay and tax calculations. The whole public API of the package root, by
 * name (test/architecture.test.ts pins the list); HMRC's per-period payroll is the
 * `@uktax/engine/payroll` subpath (src/payroll/index.ts).
 */

// Calculators
export { calculateSalary } from "./take-home/take-home.js";
export { compareSalaries } from "./compare/compare.js";
export { reverseCalculate } from "./reverse/reverse.js";
export { convertHourly } from "./hourly/hourly.js";
export { calculateMortgage } from "./mortgage/mortgage.js";
export { compareContractor } from "./contractor/contractor.js";
export { calculateCorporationTax } from "./corporation-tax/corporation-tax.js";
export { calculateDividendTax } from "./dividend-tax/dividend-tax.js";
export { calculateChildBenefitCharge } from "./child-benefit/child-benefit.js";
export { calculateSavingsTax } from "./savings-tax/savings-tax.js";
export { calculateChildcareSupport } from "./childcare-support/childcare-support.js";
export { getAdjustedNetIncomeCliffs } from "./household/cliffs.js";
export type { AdjustedNetIncomeCliff } from "./household/cliffs.js";

// Building blocks
export { calculateIncomeTax } from "./income-tax/income-tax.js";
export { calculateNationalInsurance } from "./national-insurance/national-insurance.js";
export { calculateStudentLoan } from "./student-loans/student-loans.js";
export { calculatePension } from "./pensions/pensions.js";
export { parseTaxCode } from "./tax-code/parse-tax-code.js";
export type { ParsedTaxCode } from "./tax-code/tax-code.js";

// Input and result schemas, and their types
export { salaryInputSchema, salaryResultSchema } from "./take-home/take-home.schema.js";
export type { SalaryInput, SalaryResult } from "./take-home/take-home.schema.js";
export {
  compareSalariesInputSchema,
  compareSalariesResultSchema,
} from "./compare/compare.schema.js";
export type { CompareSalariesInput, CompareSalariesResult } from "./compare/compare.schema.js";
export { reverseInputSchema, reverseResultSchema } from "./reverse/reverse.schema.js";
export type { ReverseInput, ReverseResult } from "./reverse/reverse.schema.js";
export { hourlyInputSchema, hourlyResultSchema } from "./hourly/hourly.schema.js";
export type { HourlyInput, HourlyResult } from "./hourly/hourly.schema.js";
export { mortgageInputSchema, mortgageResultSchema } from "./mortgage/mortgage.schema.js";
export type { MortgageInput, MortgageResult } from "./mortgage/mortgage.schema.js";
export { contractorInputSchema, contractorResultSchema } from "./contractor/contractor.schema.js";
export type { ContractorInput, ContractorResult } from "./contractor/contractor.schema.js";
export {
  corporationTaxInputSchema,
  corporationTaxResultSchema,
} from "./corporation-tax/corporation-tax.schema.js";
export type {
  CorporationTaxInput,
  CorporationTaxResult,
} from "./corporation-tax/corporation-tax.schema.js";
export {
  dividendTaxInputSchema,
  dividendTaxResultSchema,
} from "./dividend-tax/dividend-tax.schema.js";
export type { DividendTaxInput, DividendTaxResult } from "./dividend-tax/dividend-tax.schema.js";
export {
  childBenefitChargeInputSchema,
  childBenefitChargeResultSchema,
} from "./child-benefit/child-benefit.schema.js";
export type {
  ChildBenefitChargeInput,
  ChildBenefitChargeResult,
} from "./child-benefit/child-benefit.schema.js";
export { savingsTaxInputSchema, savingsTaxResultSchema } from "./savings-tax/savings-tax.schema.js";
export type { SavingsTaxInput, SavingsTaxResult } from "./savings-tax/savings-tax.schema.js";
export {
  childcareSupportInputSchema,
  childcareSupportResultSchema,
} from "./childcare-support/childcare-support.schema.js";
export type {
  ChildcareSupportInput,
  ChildcareSupportResult,
} from "./childcare-support/childcare-support.schema.js";
export { incomeTaxInputSchema, incomeTaxResultSchema } from "./income-tax/income-tax.schema.js";
export type { IncomeTaxInput, IncomeTaxResult } from "./income-tax/income-tax.schema.js";
export {
  nationalInsuranceInputSchema,
  nationalInsuranceResultSchema,
} from "./national-insurance/national-insurance.schema.js";
export type {
  NationalInsuranceInput,
  NationalInsuranceResult,
} from "./national-insurance/national-insurance.schema.js";
export {
  studentLoanInputSchema,
  studentLoanResultSchema,
} from "./student-loans/student-loans.schema.js";
export type { StudentLoanInput, StudentLoanResult } from "./student-loans/student-loans.schema.js";
export { pensionInputSchema, pensionResultSchema } from "./pensions/pensions.schema.js";
export type { PensionInput, PensionResult } from "./pensions/pensions.schema.js";

// Errors
export { ValidationError } from "./validation-error.js";
export type { ValidationIssue } from "./validation-error.js";

// Enumerations: the values an input takes or a result carries
export {
  PAY_FREQUENCIES,
  REGIONS,
  STUDENT_LOAN_PLANS,
  PENSION_METHODS,
  PENSION_BASES,
  IR35_STATUSES,
  CLIFF_REASONS,
  ALLOWANCE_CONVENTIONS,
  AFFORDABILITY_RATINGS,
  MORTGAGE_LIMITS,
} from "./enumerations.js";
export type {
  PayFrequency,
  Region,
  StudentLoanPlan,
  PensionMethod,
  PensionBasis,
  Ir35Status,
  CliffReason,
  AllowanceConvention,
  AffordabilityRating,
  MortgageLimit,
} from "./enumerations.js";
export { NATIONAL_INSURANCE_CATEGORIES, RESULT_NOTE_CODES } from "./tax-years/tax-year-rates.js";
export type { NationalInsuranceCategory, ResultNoteCode } from "./tax-years/tax-year-rates.js";

// Tax years: the figures each calculation uses, and what changed between two years
export {
  TAX_YEAR_IDS,
  DEFAULT_TAX_YEAR,
  getTaxYear,
  getTaxYears,
  isTaxYearId,
} from "./tax-years/index.js";
export type { TaxYearId, TaxYearSummary } from "./tax-years/index.js";
export type { TaxYearRates } from "./tax-years/tax-year-rates.js";
export { yearDifferences } from "./tax-years/year-differences.js";
export type { YearDifference } from "./tax-years/year-differences.js";

// Reference rules a site shows beside the calculators (README, "API")
export {
  allowanceNilIncome,
  incomeTaxBandsOnGrossIncome,
  taperMarginalRate,
} from "./tax-years/reference.js";
export type { IncomeTaxRegime, GrossIncomeBand } from "./tax-years/reference.js";
export { MORTGAGE_RULES } from "./mortgage/mortgage-rules.js";
