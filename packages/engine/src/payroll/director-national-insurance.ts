import type {
  EmployerUpperThreshold,
  NationalInsuranceCategory,
  TaxYearRates,
} from "../tax-years/tax-year-rates.js";
import { TAX_YEARS } from "../tax-years/index.js";
import type { TaxYearId } from "../tax-years/index.js";
import { proRataPoundsUpPence, toPence, toPounds } from "../money.js";
import { getPayrollTables } from "./payroll-tables.js";
import { directorNationalInsuranceInputSchema } from "./payroll.schema.js";
import type {
  DirectorNationalInsuranceInput,
  DirectorNationalInsuranceResult,
} from "./payroll.schema.js";
import { parseInput } from "../parse-input.js";
import { classOneContributionsPence } from "./period-national-insurance.js";

// Directors' NI on the annual earnings period. A director appointed during the year has a
// pro-rata earnings period: each annual threshold × weeks / 52, rounded UP to the pound
// (`proRataPoundsUpPence`).

function annualEmployerUpperThreshold(rates: TaxYearRates, which: EmployerUpperThreshold): number {
  const ni = rates.payroll.nationalInsurance;
  switch (which) {
    case "upperEarningsLimit":
      return rates.nationalInsurance.upperEarningsLimit;
    case "upperSecondaryThreshold":
      return ni.annualUpperSecondaryThreshold;
    case "apprenticeUpperSecondaryThreshold":
      return ni.annualApprenticeUpperSecondaryThreshold;
    case "veteransUpperSecondaryThreshold":
      return ni.annualVeteransUpperSecondaryThreshold;
  }
}

export function directorNationalInsurancePence(
  taxYear: TaxYearId,
  category: NationalInsuranceCategory,
  earningsPence: number,
  proRataWeeks: number,
): { employee: number; employer: number } {
  const rates: TaxYearRates = TAX_YEARS[taxYear];
  const weeks = rates.payroll.nationalInsurance.directorEarningsPeriodWeeks;
  const annual = rates.nationalInsurance;
  const which = rates.payroll.nationalInsurance.categories[category].employerUpperThreshold;
  return classOneContributionsPence(
    earningsPence,
    {
      secondaryThreshold: proRataPoundsUpPence(annual.secondaryThreshold, proRataWeeks, weeks),
      primaryThreshold: proRataPoundsUpPence(annual.primaryThreshold, proRataWeeks, weeks),
      upperEarningsLimit: proRataPoundsUpPence(annual.upperEarningsLimit, proRataWeeks, weeks),
    },
    proRataPoundsUpPence(annualEmployerUpperThreshold(rates, which), proRataWeeks, weeks),
    getPayrollTables(taxYear, "monthly").categories[category],
  );
}

/**
 * Directors' Class 1 NI on the annual earnings period (or a pro-rata period for a director
 * appointed during the year: thresholds × weeks / 52, rounded up to the pound).
 *
 * @throws ValidationError listing every invalid field.
 * @example calculateDirectorNationalInsurance({ category: 'A', earningsInYear: 52000, proRataWeeks: 52 })
 *   // { employee: 3050.6, employer: 7050 }
 */
export function calculateDirectorNationalInsurance(
  input: DirectorNationalInsuranceInput,
): DirectorNationalInsuranceResult {
  const valid = parseInput(directorNationalInsuranceInputSchema, input);
  const result = directorNationalInsurancePence(
    valid.taxYear,
    valid.category,
    toPence(valid.earningsInYear),
    valid.proRataWeeks,
  );
  return {
    taxYear: valid.taxYear,
    employee: toPounds(result.employee),
    employer: toPounds(result.employer),
  };
}
