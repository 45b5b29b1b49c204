/**
 * @uktax/engine/payroll — HMRC's per-period payroll arithmetic: payslip-exact PAYE, Class 1 NI
 * (directors' too) and student loans, and a year of payslips next to the annual figures with the
 * reasons they differ (docs/payroll-rules.md). The whole subpath API, by name; the tax years,
 * `ValidationError`, the enumerations both share (regions, loan plans, NI categories, pension
 * methods) and `calculateSalary` come from the package root.
 */

export { calculatePayePeriodTax } from "./paye-period-tax.js";
export { calculatePeriodNationalInsurance } from "./period-national-insurance.js";
export { calculateDirectorNationalInsurance } from "./director-national-insurance.js";
export { calculatePeriodStudentLoan } from "./period-student-loan.js";
export { calculatePayslips } from "./payslips.js";

export {
  payePeriodTaxInputSchema,
  payePeriodTaxResultSchema,
  periodNationalInsuranceInputSchema,
  periodNationalInsuranceResultSchema,
  directorNationalInsuranceInputSchema,
  directorNationalInsuranceResultSchema,
  periodStudentLoanInputSchema,
  periodStudentLoanResultSchema,
} from "./payroll.schema.js";
export type {
  PayePeriodTaxInput,
  PayePeriodTaxResult,
  PeriodNationalInsuranceInput,
  PeriodNationalInsuranceResult,
  DirectorNationalInsuranceInput,
  DirectorNationalInsuranceResult,
  PeriodStudentLoanInput,
  PeriodStudentLoanResult,
} from "./payroll.schema.js";

export {
  payslipsInputSchema,
  payslipsResultSchema,
  MAX_PAYSLIP_CHANGES,
} from "./payslips.schema.js";
export type {
  PayslipsInput,
  PayslipsResult,
  Payslip,
  PayslipTotals,
  PayslipDifference,
  PayslipReason,
  PayslipReasonCode,
} from "./payslips.schema.js";

export { PAYROLL_FREQUENCIES } from "../tax-years/tax-year-rates.js";
export type { PayrollFrequency } from "../tax-years/tax-year-rates.js";
