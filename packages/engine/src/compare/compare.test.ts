import { householdResultFields } from "../household/household.schema.js";
import { describe, expect, it } from "vitest";
import { calculateSalary } from "../take-home/take-home.js";
import { ValidationError } from "../validation-error.js";
import { compareSalaries } from "./compare.js";
import { compareSalariesResultSchema } from "./compare.schema.js";

describe("compareSalaries", () => {
  it("gives each salary the take-home calculator’s figures, gross annualised", () => {
    const result = compareSalaries({
      salaries: [
        { grossSalary: 40_000 },
        {
          grossSalary: 3_750,
          payFrequency: "monthly",
          studentLoanPlan: "plan2",
        },
        { grossSalary: 50_000, region: "scotland", pensionContribution: 5 },
      ],
    });
    expect(compareSalariesResultSchema.parse(result)).toEqual(result);
    expect(result.salaries.map((salary) => salary.grossSalary)).toEqual([40_000, 45_000, 50_000]);
    const second = calculateSalary({
      grossSalary: 45_000,
      studentLoanPlan: "plan2",
    });
    expect(result.salaries[1]?.results).toEqual({
      incomeTax: second.incomeTax,
      nationalInsurance: second.nationalInsurance,
      studentLoan: second.studentLoan,
      postgraduateLoan: 0,
      pension: second.pension,
      netAnnual: second.netAnnual,
      netMonthly: second.netMonthly,
      payslipIncomeTax: second.payslipIncomeTax,
      reliefAtSourceClaim: second.reliefAtSourceClaim,
      payslipNetAnnual: second.payslipNetAnnual,
      payslipNetMonthly: second.payslipNetMonthly,
      ...Object.fromEntries(
        Object.keys(householdResultFields).map((key) => [key, second[key as keyof typeof second]]),
      ),
    });
    // 45,000: tax 32,430 × 20% = 6,486; NI 2,594.40; plan 2 16,530 × 9% = 1,487.70
    expect(result.salaries[1]?.results.netAnnual).toBe(34_431.9);
  });

  it("takes 1 to 3 salaries", () => {
    expect(() => compareSalaries({ salaries: [] })).toThrow("Compare between 1 and 3 salaries");
    const four = Array.from({ length: 4 }, () => ({ grossSalary: 1 }));
    expect(() => compareSalaries({ salaries: four })).toThrow(ValidationError);
  });

  it("names the failing salary by index", () => {
    try {
      compareSalaries({ salaries: [{ grossSalary: 1 }, { grossSalary: -1 }] });
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).issues).toEqual([
        {
          path: ["salaries", 1, "grossSalary"],
          message: "Salary must be positive",
        },
      ]);
    }
  });
});
