/**
 * @uktax/engine — exact UK pay and tax calculations. The whole public API, by name.
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

// Building blocks
export { calculateIncomeTax } from "./income-tax/income-tax.js";
export { calculateNationalInsurance } from "./national-insurance/national-insurance.js";
export { calculateStudentLoan } from "./student-loans/student-loans.js";
export { calculatePension } from "./pensions/pensions.js";
export { parseTaxCode } from "./tax-code/parse-tax-code.js";
export { TAX_CODE_PATTERN } from "./tax-code/tax-code.js";
export type { ParsedTaxCode, FlatRateCode } from "./tax-code/tax-code.js";

// Schemas and types
export { salaryInputSchema, salaryResultSchema } from "./take-home/take-home.schema.js";
export type { SalaryInput, SalaryResult } from "./take-home/take-home.schema.js";
export { salaryBreakdownSchema } from "./take-home/breakdown.schema.js";
export type { SalaryBreakdown } from "./take-home/breakdown.schema.js";
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
export { ValidationError, toValidationIssues } from "./validation-error.js";
export type { ValidationIssue } from "./validation-error.js";

// Enumerations
export {
  PAY_FREQUENCIES,
  REGIONS,
  STUDENT_LOAN_PLANS,
  STUDENT_LOAN_PLAN_LABELS,
  PENSION_METHODS,
  PENSION_BASES,
  AFFORDABILITY_RATINGS,
  ALLOWANCE_CONVENTIONS,
} from "./enumerations.js";
export type {
  PayFrequency,
  Region,
  StudentLoanPlan,
  PensionMethod,
  PensionBasis,
  AffordabilityRating,
  AllowanceConvention,
} from "./enumerations.js";
export { MAX_MONEY } from "./schema-fields.js";
export { MORTGAGE_RULES } from "./mortgage/mortgage-rules.js";

// Tax-year data
export {
  TAX_YEARS,
  TAX_YEAR_IDS,
  DEFAULT_TAX_YEAR,
  getTaxYear,
  getTaxYears,
  isTaxYearId,
} from "./tax-years/index.js";
export type { TaxYearId, TaxYearSummary } from "./tax-years/index.js";
export { yearDifferences } from "./tax-years/year-differences.js";
export type { YearDifference } from "./tax-years/year-differences.js";
export {
  allowanceNilIncome,
  incomeTaxBandsOnGrossIncome,
  taperMarginalRate,
} from "./tax-years/reference.js";
export type { IncomeTaxRegime, GrossIncomeBand } from "./tax-years/reference.js";
export { RESULT_NOTE_CODES } from "./tax-years/tax-year-rates.js";
export type { ResultNoteCode } from "./tax-years/tax-year-rates.js";
export type {
  TaxYearRates,
  TaxBand,
  IncomeTaxRates,
  NationalInsuranceRates,
  StudentLoanRates,
  StudentLoanPlanRates,
  PensionRates,
  DividendRates,
  CorporationTaxRates,
  ChildcareVoucherRates,
  ChildcareVoucherExemption,
  PayPeriodRates,
} from "./tax-years/tax-year-rates.js";

// Payroll: payslip-exact PAYE, NI and student loans (docs/payroll-rules.md)
export { calculatePayePeriodTax } from "./payroll/paye-period-tax.js";
export { calculatePeriodNationalInsurance } from "./payroll/period-national-insurance.js";
export { calculateDirectorNationalInsurance } from "./payroll/director-national-insurance.js";
export { calculatePeriodStudentLoan } from "./payroll/period-student-loan.js";
export { calculatePayslips } from "./payroll/payslips.js";
export {
  payePeriodTaxInputSchema,
  payePeriodTaxResultSchema,
  periodNationalInsuranceInputSchema,
  periodNationalInsuranceResultSchema,
  directorNationalInsuranceInputSchema,
  directorNationalInsuranceResultSchema,
  periodStudentLoanInputSchema,
  periodStudentLoanResultSchema,
} from "./payroll/payroll.schema.js";
export {
  payslipsInputSchema,
  payslipsResultSchema,
  payslipSchema,
  payslipDifferenceSchema,
  payslipReasonSchema,
  MAX_PAYSLIP_CHANGES,
} from "./payroll/payslips.schema.js";
export type {
  PayePeriodTaxInput,
  PayePeriodTaxResult,
  PeriodNationalInsuranceInput,
  PeriodNationalInsuranceResult,
  DirectorNationalInsuranceInput,
  DirectorNationalInsuranceResult,
  PeriodStudentLoanInput,
  PeriodStudentLoanResult,
} from "./payroll/payroll.schema.js";
export type {
  PayslipsInput,
  PayslipsResult,
  Payslip,
  PayslipTotals,
  PayslipDifference,
  PayslipReason,
  PayslipReasonCode,
} from "./payroll/payslips.schema.js";
export { PAYROLL_FREQUENCIES, NATIONAL_INSURANCE_CATEGORIES } from "./tax-years/tax-year-rates.js";
export type {
  PayrollFrequency,
  NationalInsuranceCategory,
  PayrollRates,
  PayrollFrequencyRates,
  PeriodNationalInsuranceThresholds,
  NationalInsuranceCategoryRates,
} from "./tax-years/tax-year-rates.js";
