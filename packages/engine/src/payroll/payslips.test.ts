import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { calculatePayePeriodTax } from "./paye-period-tax.js";
import type { PayslipsInput } from "./payroll.schema.js";
import { calculatePayslips } from "./payslips.js";

const base: PayslipsInput = {
  grossSalary: 40_000,
  payFrequency: "monthly",
  taxCode: "1257L",
  region: "england",
  studentLoanPlan: "none",
  pensionContribution: 0,
};

const pence = (pounds: number) => Math.round(pounds * 100);
const field = (result: ReturnType<typeof calculatePayslips>, name: string) => {
  const found = result.differences.find((each) => each.field === name);
  if (found === undefined) throw new Error(`no difference for ${name}`);
  return found;
};

describe("calculatePayslips: £40,000 a year paid monthly on 1257L (the README example)", () => {
  const result = calculatePayslips(base);

  it("pays twelve payslips that add up to the salary (the last takes the odd pence)", () => {
    expect(result.payslips).toHaveLength(12);
    expect(result.payslips[0]?.gross).toBe(3333.33);
    expect(result.payslips[11]?.gross).toBe(3333.37);
    expect(result.totals.gross).toBe(40_000);
  });

  it("deducts NI of £182.83 a month: £2,193.96 in the year against £2,194.40 annual", () => {
    expect(result.payslips.map((slip) => slip.employeeNI)).toEqual(
      Array(12).fill(182.83),
    );
    expect(result.totals.employeeNI).toBe(2193.96);
    expect(result.annual.nationalInsurance).toBe(2194.4);
    expect(field(result, "employeeNI").difference).toBe(-0.44);
  });

  it("explains the +9 of the code: £1,048.26 a month of free pay, £12,579.12 a year", () => {
    const tax = field(result, "tax");
    expect(tax.reason).toContain("£1,048.26");
    expect(tax.reason).toContain("£12,579.12");
    expect(tax.reason).toContain("£12,570");
    // Year to date: £40,000 − 12 × £1,048.26 = £27,420.88 → £27,420 × 20 % = £5,484
    // against (£40,000 − £12,570) × 20 % = £5,486: £9.12 more tax-free pay and the pounds rounded down.
    expect(result.payslips.map((slip) => slip.tax)).toEqual(
      Array(12).fill(457),
    ); // (3,333.33 − 1,048.26) → £2,285 × 20 %
    expect(tax.payslipTotal).toBe(5484);
    expect(result.annual.incomeTax).toBe(5486);
    expect(tax.difference).toBe(-2);
  });

  it("shows the net difference as the sum of the others", () => {
    const net = field(result, "net");
    const parts = ["tax", "employeeNI", "studentLoan", "pension"].map((name) =>
      pence(field(result, name).difference),
    );
    expect(pence(net.difference)).toBe(
      -parts.reduce((sum, value) => sum + value, 0),
    );
  });
});

describe("calculatePayslips", () => {
  it("makes every payslip add up: net = gross − tax − NI − loans − pension", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 61_234.56,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      pensionContribution: 5.5,
      bonus: { amount: 7_000, period: 4 },
    });
    for (const slip of result.payslips) {
      expect(pence(slip.net)).toBe(
        pence(slip.gross) -
          pence(slip.tax) -
          pence(slip.employeeNI) -
          pence(slip.studentLoan) -
          pence(slip.pension),
      );
      expect(Number.isInteger(slip.studentLoan)).toBe(true);
    }
    expect(result.totals.postgraduateLoan).toBeGreaterThan(0);
    expect(field(result, "studentLoan").reason).toContain("postgraduate");
  });

  it("feeds the same per-period figures calculatePayePeriodTax gives", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 55_555,
      taxCode: "S1257L",
      region: "scotland",
      pensionContribution: 3,
    });
    let paid = 0;
    for (const slip of result.payslips) {
      const single = calculatePayePeriodTax({
        taxCode: "S1257L",
        region: "scotland",
        payFrequency: "monthly",
        period: slip.period,
        week1Month1: false,
        grossPayThisPeriod: slip.taxablePay,
        taxablePayToDate: slip.taxablePayToDate,
        taxPaidToDate: paid,
      });
      expect(single.taxDueThisPeriod).toBe(slip.tax);
      paid = single.taxDueToDate;
      expect(slip.taxPaidToDate).toBe(paid);
    }
  });

  it("shows a bonus month’s spike and the later catch-up under a cumulative code", () => {
    const result = calculatePayslips({
      ...base,
      bonus: { amount: 10_000, period: 3 },
    });
    const [first, , bonusMonth, after] = result.payslips;
    expect(bonusMonth?.tax).toBeGreaterThan((first?.tax ?? 0) + 2000);
    expect(after?.tax).toBeLessThan(first?.tax ?? 0);
    expect(Math.abs(field(result, "tax").difference)).toBeLessThan(5);
    expect(field(result, "tax").reason).toContain("catch up");
  });

  it("keeps the bonus month’s extra tax under week 1 / month 1 (no catch-up)", () => {
    const result = calculatePayslips({
      ...base,
      taxCode: "1257L M1",
      bonus: { amount: 10_000, period: 3 },
    });
    expect(result.payslips[3]?.tax).toBe(result.payslips[0]?.tax);
    expect(field(result, "tax").difference).toBeGreaterThan(100);
    expect(field(result, "tax").reason).toContain("week 1 / month 1");
  });

  it("never deducts more than half the pay under a K code", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 6_000,
      taxCode: "K2000",
    });
    for (const slip of result.payslips)
      expect(slip.tax).toBeLessThanOrEqual(slip.gross / 2);
    expect(field(result, "tax").reason).toContain("regulatory limit");
  });

  it("takes 80 % of a relief-at-source contribution from pay and leaves tax alone", () => {
    const ras = calculatePayslips({
      ...base,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
    });
    const none = calculatePayslips(base);
    expect(ras.payslips[0]?.pension).toBe(133.34); // 5 % of £3,333.33 = £166.67, less 20 % relief £33.33
    expect(ras.totals.tax).toBe(none.totals.tax);
  });

  it("runs 52 weekly payslips", () => {
    const result = calculatePayslips({
      ...base,
      payFrequency: "weekly",
      grossSalary: 26_000,
    });
    expect(result.payslips).toHaveLength(52);
    expect(result.payslips[0]?.gross).toBe(500);
    expect(result.payslips[0]?.employeeNI).toBe(20.64); // (500 − 242) × 8 %
  });

  it("rejects a bonus period beyond the year, naming bonus.period", () => {
    try {
      calculatePayslips({ ...base, bonus: { amount: 1, period: 13 } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        {
          path: ["bonus", "period"],
          message: "Bonus period must be between 1 and 12 for monthly pay",
        },
      ]);
    }
  });
});

describe("properties", () => {
  it("twelve monthly payslips on a level salary total within a few pounds of the annual liability", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom("england", "scotland", "wales" as const),
        (salaryPence, region) => {
          const result = calculatePayslips({
            ...base,
            grossSalary: salaryPence / 100,
            region,
          });
          // The +9 of the code (≤ £9.12 × 42 %) plus whole-pound rounding: under £5 of tax.
          expect(Math.abs(field(result, "tax").difference)).toBeLessThan(5);
          // Period thresholds (12 × £1,048 / £4,189 against £12,570 / £50,270) and per-period rounding: under £1.
          expect(Math.abs(field(result, "employeeNI").difference)).toBeLessThan(
            1,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
