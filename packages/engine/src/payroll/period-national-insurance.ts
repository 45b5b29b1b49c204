import type { NationalInsuranceCategory } from "../tax-years/tax-year-rates.js";
import { exactPercentagePence, toPence, toPounds } from "../money.js";
import { getPayrollTables } from "./payroll-tables.js";
import type {
  CategoryTables,
  NationalInsuranceThresholdsPence,
  PayrollTables,
} from "./payroll-tables.js";
import { periodNationalInsuranceInputSchema } from "./payroll.schema.js";
import type {
  PeriodNationalInsuranceInput,
  PeriodNationalInsuranceResult,
} from "./payroll.schema.js";
import { parseInput } from "../parse-input.js";

/**
 * Class 1 NI for one pay period on HMRC's rounded period thresholds (docs/payroll-rules.md
 * rules 6–8), integer pence in and out.
 */

export interface PeriodNationalInsurancePence {
  readonly employee: number;
  readonly employer: number;
  readonly earningsAtLel: number;
  readonly earningsLelToPt: number;
  readonly earningsPtToUel: number;
}

/** Employee and employer NI on `gross` pence against a set of thresholds (period or annual). */
export function classOneContributionsPence(
  grossPence: number,
  thresholds: Pick<
    NationalInsuranceThresholdsPence,
    "secondaryThreshold" | "primaryThreshold" | "upperEarningsLimit"
  >,
  employerUpperThreshold: number,
  rates: CategoryTables,
): { employee: number; employer: number } {
  return {
    employee: employeePeriodPence(grossPence, thresholds, rates),
    employer: employerPeriodPence(grossPence, thresholds, employerUpperThreshold, rates),
  };
}

/**
 * One NI band of one pay period: the pay between its limits (pence) at its rate, rounded by
 * HMRC's exact-percentage rule, each band on its own (docs/payroll-rules.md rule 7).
 */
export function periodBandPence(
  grossPence: number,
  fromPence: number,
  toPence: number,
  bp: number,
): number {
  return exactPercentagePence(Math.min(grossPence, toPence) - fromPence, bp);
}

/** Employee Class 1 NI on `gross` pence of one period (or a year) against its thresholds. */
export function employeePeriodPence(
  grossPence: number,
  thresholds: Pick<NationalInsuranceThresholdsPence, "primaryThreshold" | "upperEarningsLimit">,
  rates: CategoryTables,
): number {
  const { primaryThreshold, upperEarningsLimit } = thresholds;
  return (
    periodBandPence(
      grossPence,
      primaryThreshold,
      upperEarningsLimit,
      rates.employeeMainBasisPoints,
    ) + periodBandPence(grossPence, upperEarningsLimit, Infinity, rates.employeeUpperBasisPoints)
  );
}

/** Employer Class 1 NI on `gross` pence of one period (or a year) against its thresholds. */
export function employerPeriodPence(
  grossPence: number,
  thresholds: Pick<NationalInsuranceThresholdsPence, "secondaryThreshold">,
  employerUpperThreshold: number,
  rates: CategoryTables,
): number {
  const { secondaryThreshold } = thresholds;
  // Employer ST–upper threshold and above it are rounded separately.
  return (
    periodBandPence(
      grossPence,
      secondaryThreshold,
      employerUpperThreshold,
      rates.employerMainBasisPoints,
    ) +
    periodBandPence(
      grossPence,
      Math.max(employerUpperThreshold, secondaryThreshold),
      Infinity,
      rates.employerUpperBasisPoints,
    )
  );
}

/** Class 1 NI for one payslip. `grossPence` is NI-able pay of the period. */
export function periodNationalInsurancePence(
  tables: PayrollTables,
  category: NationalInsuranceCategory,
  grossPence: number,
): PeriodNationalInsurancePence {
  const thresholds = tables.nationalInsurance;
  const { employee, employer } = classOneContributionsPence(
    grossPence,
    thresholds,
    thresholds.employerUpperThreshold[category],
    tables.categories[category],
  );
  const { lowerEarningsLimit, primaryThreshold, upperEarningsLimit } = thresholds;
  return {
    employee,
    employer,
    earningsAtLel: grossPence >= lowerEarningsLimit ? lowerEarningsLimit : 0,
    earningsLelToPt:
      grossPence > lowerEarningsLimit
        ? Math.min(grossPence, primaryThreshold) - lowerEarningsLimit
        : 0,
    earningsPtToUel:
      grossPence > primaryThreshold
        ? Math.min(grossPence, upperEarningsLimit) - primaryThreshold
        : 0,
  };
}

// ── Public functions ────────────────────────────────────────────────────────────────────────

/**
 * Class 1 employee and employer NI for one payslip, on HMRC's rounded period thresholds with the
 * exact-percentage rounding rule; earnings split at LEL / LEL–PT / PT–UEL as HMRC reports them.
 *
 * @throws ValidationError listing every invalid field.
 * @example calculatePeriodNationalInsurance({ category: 'A', payFrequency: 'monthly', grossPay: 3333.33 })
 *   // { employee: 182.83, employer: 437.44, earningsAtLel: 542, earningsLelToPt: 506, earningsPtToUel: 2285.33 }
 */
export function calculatePeriodNationalInsurance(
  input: PeriodNationalInsuranceInput,
): PeriodNationalInsuranceResult {
  const valid = parseInput(periodNationalInsuranceInputSchema, input);
  const tables = getPayrollTables(valid.taxYear, valid.payFrequency);
  const result = periodNationalInsurancePence(tables, valid.category, toPence(valid.grossPay));
  return {
    taxYear: valid.taxYear,
    employee: toPounds(result.employee),
    employer: toPounds(result.employer),
    earningsAtLel: toPounds(result.earningsAtLel),
    earningsLelToPt: toPounds(result.earningsLelToPt),
    earningsPtToUel: toPounds(result.earningsPtToUel),
  };
}
