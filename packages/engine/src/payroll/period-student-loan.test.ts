import { describe, expect, it } from "vitest";
import { calculatePeriodStudentLoan } from "./period-student-loan.js";

describe("calculatePeriodStudentLoan", () => {
  it("rounds each deduction DOWN to whole pounds (plan 2 monthly: 627.50 × 9 % = 56.475 → £56)", () => {
    expect(
      calculatePeriodStudentLoan({
        payFrequency: "monthly",
        studentLoanPlan: "plan2",
        earnings: 3000,
      }),
    ).toEqual({
      taxYear: "2025-26",
      studentLoan: 56,
      postgraduateLoan: 0,
    });
  });

  it("takes a postgraduate loan alongside one undergraduate plan", () => {
    expect(
      calculatePeriodStudentLoan({
        payFrequency: "monthly",
        studentLoanPlan: "plan1",
        postgraduateLoan: true,
        earnings: 3000,
      }),
    ).toEqual({ taxYear: "2025-26", studentLoan: 74, postgraduateLoan: 75 }); // (3,000 − 2,172.08) × 9 % = 74.51; (3,000 − 1,750) × 6 %
  });

  it('treats plan "postgraduate" as the postgraduate loan alone', () => {
    expect(
      calculatePeriodStudentLoan({
        payFrequency: "weekly",
        studentLoanPlan: "postgraduate",
        earnings: 500,
      }),
    ).toEqual({
      taxYear: "2025-26",
      studentLoan: 0,
      postgraduateLoan: 5, // (500 − 403.84) × 6 % = 5.77
    });
  });

  it("uses the weekly threshold × weeks for fortnightly and four-weekly pay", () => {
    // Plan 4 four-weekly threshold 629.71 × 4 = 2,518.84: (3,000 − 2,518.84) × 9 % = 43.30
    expect(
      calculatePeriodStudentLoan({
        payFrequency: "four-weekly",
        studentLoanPlan: "plan4",
        earnings: 3000,
      }).studentLoan,
    ).toBe(43);
    expect(
      calculatePeriodStudentLoan({
        payFrequency: "fortnightly",
        studentLoanPlan: "plan1",
        earnings: 1002.5,
      }).studentLoan,
    ).toBe(0);
    expect(
      calculatePeriodStudentLoan({
        payFrequency: "fortnightly",
        studentLoanPlan: "plan1",
        earnings: 1013.62,
      }).studentLoan,
    ).toBe(1);
  });

  it("deducts nothing at or below the threshold", () => {
    expect(
      calculatePeriodStudentLoan({
        payFrequency: "monthly",
        studentLoanPlan: "plan5",
        earnings: 2083.33,
      }).studentLoan,
    ).toBe(0);
  });
});
