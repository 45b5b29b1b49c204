import { describe, expect, it } from "vitest";
import { calculateDirectorNationalInsurance } from "./director-national-insurance.js";
import { calculatePayePeriodTax } from "./paye-period-tax.js";
import {
  directorNationalInsuranceResultSchema,
  payePeriodTaxResultSchema,
  periodNationalInsuranceResultSchema,
  periodStudentLoanResultSchema,
} from "./payroll.schema.js";
import { payslipsResultSchema } from "./payslips.schema.js";
import { calculatePayslips } from "./payslips.js";
import { calculatePeriodNationalInsurance } from "./period-national-insurance.js";
import { calculatePeriodStudentLoan } from "./period-student-loan.js";

/** Every result matches its exported schema exactly (no undeclared or missing fields). */
describe("payroll result schemas", () => {
  it("describe calculatePayePeriodTax", () => {
    const result = calculatePayePeriodTax({
      taxCode: "K500",
      region: "wales",
      payFrequency: "weekly",
      period: 3,
      week1Month1: false,
      grossPayThisPeriod: 100,
      taxablePayToDate: 300,
      taxPaidToDate: 20,
      taxYear: "2025-26",
    });
    expect(payePeriodTaxResultSchema.parse(result)).toEqual(result);
  });

  it("describe calculatePeriodNationalInsurance and calculateDirectorNationalInsurance", () => {
    const period = calculatePeriodNationalInsurance({
      category: "Z",
      payFrequency: "fortnightly",
      grossPay: 2500,
    });
    expect(periodNationalInsuranceResultSchema.parse(period)).toEqual(period);
    const director = calculateDirectorNationalInsurance({
      category: "M",
      earningsInYear: 48_000,
      proRataWeeks: 48,
    });
    expect(directorNationalInsuranceResultSchema.parse(director)).toEqual(director);
    expect(director).toEqual({
      taxYear: "2025-26",
      employee: 2815.92,
      employer: 239.4,
    });
  });

  it("describe calculatePeriodStudentLoan", () => {
    const result = calculatePeriodStudentLoan({
      payFrequency: "weekly",
      studentLoanPlan: "plan1",
      earnings: 700,
    });
    expect(periodStudentLoanResultSchema.parse(result)).toEqual(result);
  });

  it("describe calculatePayslips", () => {
    const result = calculatePayslips({
      grossSalary: 75_000,
      payFrequency: "four-weekly",
      taxCode: "S1257L",
      region: "scotland",
      studentLoanPlan: "plan4",
      postgraduateLoan: true,
      pensionContribution: 6,
      pensionMethod: "salary-sacrifice",
      niCategory: "H",
      bonus: { amount: 3_000, period: 13 },
    });
    expect(payslipsResultSchema.parse(result)).toEqual(result);
    expect(result.payslips).toHaveLength(13);
    expect(result.differences.map((each) => each.field)).toEqual([
      "gross",
      "tax",
      "employeeNI",
      "employerNI",
      "studentLoan",
      "pension",
      "net",
    ]);
    for (const each of result.differences) expect(each.reasons.length).toBeGreaterThan(0);
    expect(result.differences.find((each) => each.field === "employerNI")?.reasons).toContainEqual({
      code: "ni-category",
      category: "H",
    });
  });
});
