import { parseInput } from "../parse-input.js";
import { householdPart } from "../household/household.schema.js";
import { calculateSalaryUnchecked } from "../take-home/take-home.js";
import { compareSalariesInputSchema } from "./compare.schema.js";
import type { CompareSalariesInput, CompareSalariesResult } from "./compare.schema.js";

/**
 * Take-home of 1 to 3 salaries side by side (each a full salary input; `grossSalary` annualised).
 *
 * @example compareSalaries({ salaries: [{ grossSalary: 40_000 }, { grossSalary: 45_000 }] }).salaries[1].results.netAnnual // 35919.6
 */
export function compareSalaries(input: CompareSalariesInput): CompareSalariesResult {
  const parsed = parseInput(compareSalariesInputSchema, input);
  return {
    salaries: parsed.salaries.map((salary, index) => {
      const result = calculateSalaryUnchecked(salary, {
        refuseNegativeNetAt: ["salaries", index],
      });
      return {
        grossSalary: result.grossAnnual,
        taxYear: result.taxYear,
        results: {
          incomeTax: result.incomeTax,
          nationalInsurance: result.nationalInsurance,
          studentLoan: result.studentLoan,
          postgraduateLoan: result.postgraduateLoan,
          pension: result.pension,
          netAnnual: result.netAnnual,
          netMonthly: result.netMonthly,
          payslipIncomeTax: result.payslipIncomeTax,
          reliefAtSourceClaim: result.reliefAtSourceClaim,
          payslipNetAnnual: result.payslipNetAnnual,
          payslipNetMonthly: result.payslipNetMonthly,
          ...householdPart(result),
        },
      };
    }),
  };
}
