import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { calculateSalary } from "../take-home/take-home.js";
import { calculateStudentLoan } from "./student-loans.js";

describe("calculateStudentLoan", () => {
  it.each([
    // plan, threshold, rate, year (2025/26 unless said: Plan 5 is first collected in 2026/27)
    ["plan1", 26_065, 0.09, "2025-26"],
    ["plan2", 28_470, 0.09, "2025-26"],
    ["plan4", 32_745, 0.09, "2025-26"],
    ["plan5", 25_000, 0.09, "2026-27"],
    ["postgraduate", 21_000, 0.06, "2025-26"],
  ] as const)(
    "%s: nothing at the £%d threshold, rate × the excess above it",
    (plan, threshold, rate, taxYear) => {
      expect(calculateStudentLoan({ earnings: threshold, plan, taxYear }).annual).toBe(0);
      // £1,000 over: 1,000 × rate (£90 or £60)
      expect(calculateStudentLoan({ earnings: threshold + 1_000, plan, taxYear }).annual).toBe(
        1_000 * rate,
      );
    },
  );

  it("plan5: nothing in 2024/25 or 2025/26, whatever the earnings (first repayments April 2026)", () => {
    for (const taxYear of ["2024-25", "2025-26"] as const)
      expect(calculateStudentLoan({ earnings: 60_000, plan: "plan5", taxYear })).toMatchObject({
        annual: 0,
        monthly: 0,
        fourWeekly: 0,
        weekly: 0,
      });
  });

  it("is exact under the statutory convention: plan 2 on £40,000 = 11,530 × 9% = £1,037.70", () => {
    expect(calculateStudentLoan({ earnings: 40_000, plan: "plan2" }).annual).toBe(1_037.7);
  });

  it("paye convention: whole pounds down, nothing under £12 (HMRC app)", () => {
    // plan 1 on £40,000: 13,935 × 9% = 1,254.15 → £1,254
    expect(
      calculateStudentLoan({
        earnings: 40_000,
        plan: "plan1",
        convention: "paye",
      }).annual,
    ).toBe(1_254);
    // 133.28 × 9% = 11.9952 → under £12 → 0
    expect(
      calculateStudentLoan({
        earnings: 26_198.28,
        plan: "plan1",
        convention: "paye",
      }).annual,
    ).toBe(0);
  });

  it("per period: period threshold, whole pounds rounded down", () => {
    // monthly: 40,000 / 12 = 3,333.33; (3,333.33 − 2,372.50) × 9% = 86.47 → £86
    // weekly: 769.23 − 547.50 = 221.73 × 9% = 19.95 → £19; four-weekly: 3,076.92 − 2,190 = 886.92 × 9% = 79.82 → £79
    expect(calculateStudentLoan({ earnings: 40_000, plan: "plan2" })).toEqual({
      taxYear: "2025-26",
      notes: [],
      annual: 1_037.7,
      monthly: 86,
      fourWeekly: 79,
      weekly: 19,
    });
  });

  it("none is always zero", () => {
    expect(calculateStudentLoan({ earnings: 90_000, plan: "none" })).toEqual({
      taxYear: "2025-26",
      notes: [],
      annual: 0,
      monthly: 0,
      fourWeekly: 0,
      weekly: 0,
    });
  });

  it("rejects an unknown plan naming the field", () => {
    try {
      calculateStudentLoan({ earnings: 1, plan: "plan3" as "plan1" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        {
          path: ["plan"],
          message:
            "Student loan plan must be one of: none, plan1, plan2, plan4, plan5, postgraduate",
        },
      ]);
    }
  });
});

describe("the payroll convention cuts the exact amount to whole pounds (CSLM18025)", () => {
  it("repays £4,196 of postgraduate loan on £90,949.92, not £4,197", () => {
    // (£90,949.92 − £21,000) × 6 % = £4,196.9952: down to whole pounds, £4,196 (rounding to the
    // penny first would make it £4,197.00).
    expect(
      calculateStudentLoan({
        earnings: 90_949.92,
        plan: "postgraduate",
        convention: "paye",
      }).annual,
    ).toBe(4196);
    expect(
      calculateSalary({
        grossSalary: 90_949.92,
        studentLoanPlan: "postgraduate",
        allowanceConvention: "paye",
      }).studentLoan,
    ).toBe(4196);
  });
});
