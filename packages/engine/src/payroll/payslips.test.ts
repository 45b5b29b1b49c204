import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { calculatePayePeriodTax } from "./paye-period-tax.js";
import { payslipReasonSchema, payslipsResultSchema } from "./payslips.schema.js";
import type { PayslipReason, PayslipsInput } from "./payslips.schema.js";
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
const reasons = (result: ReturnType<typeof calculatePayslips>, name: string): PayslipReason[] =>
  field(result, name).reasons;
const codes = (result: ReturnType<typeof calculatePayslips>, name: string) =>
  reasons(result, name).map((each) => each.code);

/**
 * The figures shared by every £40,000 monthly 1257L scenario (2025/26).
 * Free pay (rule 1): 1257 = two 500-blocks + 257. A block is £5,000 / 12 = £416.6666… → £416.67;
 * 257 × 10 + 9 = £2,579 / 12 = £214.91666… → cut to £214.9166 → up to £214.92.
 * 2 × £416.67 + £214.92 = £1,048.26 a month; × 12 = £12,579.12.
 */
const FREE_PAY_1257L_MONTHLY: PayslipReason = {
  code: "paye-free-pay-uplift",
  taxCode: "1257L",
  freePayPerPeriod: 1048.26,
  freePayPerYear: 12_579.12,
  codeMultiplier: 10,
  codeUplift: 9,
  personalAllowance: 12_570,
};
/** HMRC's 2025/26 monthly NI thresholds: PT £1,048, UEL £4,189; × 12 = £12,576 and £50,268. */
const MONTHLY_NI_2025: PayslipReason = {
  code: "period-ni-thresholds",
  periods: 12,
  primaryThreshold: 1048,
  upperEarningsLimit: 4189,
  primaryThresholdOverYear: 12_576,
  upperEarningsLimitOverYear: 50_268,
  annualPrimaryThreshold: 12_570,
  annualUpperEarningsLimit: 50_270,
};
/** Monthly ST £417; × 12 = £5,004 against £5,000 a year. */
const MONTHLY_ST_2025: PayslipReason = {
  code: "period-ni-secondary-threshold",
  periods: 12,
  secondaryThreshold: 417,
  secondaryThresholdOverYear: 5004,
  annualSecondaryThreshold: 5000,
};
/** £40,000 = 4,000,000p, not a multiple of 12: eleven × £3,333.33, the last £40,000 − £36,666.63. */
const SALARY_40K_MONTHLY: PayslipReason = {
  code: "salary-odd-pence",
  periods: 12,
  perPeriod: 3333.33,
  lastPeriod: 3333.37,
};

/**
 * Each monthly payslip's tax, and the tax paid to date, as calculatePayePeriodTax gives them for
 * the code (and basis) in force in its period, period after period from nothing paid.
 */
function expectPeriodTax(
  result: ReturnType<typeof calculatePayslips>,
  region: PayslipsInput["region"],
  codeAt: (period: number) => { taxCode: string; week1Month1: boolean },
): void {
  let paid = 0;
  for (const slip of result.payslips) {
    const single = calculatePayePeriodTax({
      ...codeAt(slip.period),
      region,
      payFrequency: "monthly",
      period: slip.period,
      grossPayThisPeriod: slip.taxablePay,
      taxablePayToDate: slip.taxablePayToDate,
      taxPaidToDate: paid,
    });
    expect(single.taxDueThisPeriod).toBe(slip.tax);
    paid = single.taxDueToDate;
    expect(slip.taxPaidToDate).toBe(paid);
  }
}

describe("calculatePayslips: £40,000 a year paid monthly on 1257L (the README example)", () => {
  const result = calculatePayslips(base);

  it("pays twelve payslips that add up to the salary (the last takes the odd pence)", () => {
    expect(result.payslips).toHaveLength(12);
    expect(result.payslips[0]?.gross).toBe(3333.33);
    expect(result.payslips[11]?.gross).toBe(3333.37);
    expect(result.totals.gross).toBe(40_000);
  });

  it("deducts NI of £182.83 a month: £2,193.96 in the year against £2,194.40 annual", () => {
    expect(result.payslips.map((slip) => slip.employeeNI)).toEqual(Array(12).fill(182.83));
    expect(result.totals.employeeNI).toBe(2193.96);
    expect(result.annual.nationalInsurance).toBe(2194.4);
    expect(field(result, "employeeNI").difference).toBe(-0.44);
  });

  it("gives the reasons of every difference as data", () => {
    expect(reasons(result, "gross")).toEqual([SALARY_40K_MONTHLY]);
    expect(reasons(result, "tax")).toEqual([
      FREE_PAY_1257L_MONTHLY,
      { code: "paye-cumulative-rounding", periods: 12 },
    ]);
    expect(reasons(result, "employeeNI")).toEqual([MONTHLY_NI_2025]);
    expect(reasons(result, "employerNI")).toEqual([MONTHLY_ST_2025]);
    expect(reasons(result, "studentLoan")).toEqual([{ code: "no-student-loan" }]);
    expect(reasons(result, "pension")).toEqual([{ code: "no-pension" }]);
    // Tax −£2.00 and NI −£0.44: tax is the larger.
    expect(reasons(result, "net")).toEqual([
      {
        code: "net-from-deductions",
        largestField: "tax",
        largestDifference: -2,
      },
    ]);
  });

  it("explains the +9 of the code: £1,048.26 a month of free pay, £12,579.12 a year", () => {
    const tax = field(result, "tax");
    expect(tax.reasons[0]).toEqual(FREE_PAY_1257L_MONTHLY);
    // Year to date: £40,000 − 12 × £1,048.26 = £27,420.88 → £27,420 × 20 % = £5,484
    // against (£40,000 − £12,570) × 20 % = £5,486: £9.12 more tax-free pay and the pounds rounded down.
    expect(result.payslips.map((slip) => slip.tax)).toEqual(Array(12).fill(457)); // (3,333.33 − 1,048.26) → £2,285 × 20 %
    expect(tax.payslipTotal).toBe(5484);
    expect(result.annual.incomeTax).toBe(5486);
    expect(tax.difference).toBe(-2);
  });

  it("shows the net difference as the sum of the others", () => {
    const net = field(result, "net");
    const parts = ["tax", "employeeNI", "studentLoan", "pension"].map((name) =>
      pence(field(result, name).difference),
    );
    expect(pence(net.difference)).toBe(-parts.reduce((sum, value) => sum + value, 0));
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
    // Postgraduate loan: (£5,102.88 − £1,750) × 6 % = £201.1728 → £201 a month; in the bonus
    // month (£12,102.88 − £1,750) × 6 % = £621.1728 → £621. 11 × £201 + £621 = £2,832.
    expect(result.totals.postgraduateLoan).toBe(2832);
  });

  it("gives the reasons of a year with both loans, a net-pay pension and a bonus in month 4", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 61_234.56,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      pensionContribution: 5.5,
      bonus: { amount: 7_000, period: 4 },
    });
    // 6,123,456p / 12 = 510,288p exactly: twelve equal payslips of £5,102.88.
    expect(reasons(result, "gross")).toEqual([
      { code: "salary-equal-parts", periods: 12, perPeriod: 5102.88, untilPeriod: 12 },
      { code: "bonus-paid", period: 4, amount: 7000 },
    ]);
    // Month 1: pension 5.5 % × £5,102.88 = £280.6584 → £280.66; taxable £4,822.22 − £1,048.26
    // = £3,773.96 → £3,773: £3,141.6667 × 20 % + (£3,773 − £3,141.6667) × 40 % = £880.8666 → £880.86.
    // Month 4 (bonus): pension 5.5 % × £12,102.88 = £665.66; to date 3 × £4,822.22 + £11,437.22
    // − 4 × £1,048.26 = £21,710.84 → £21,710; basic band 4/12 × £37,700 = £12,566.6667:
    // £2,513.3333 + £9,143.3333 × 40 % = £6,170.6666 → £6,170.66, less £2,643.40 paid
    // (£880.86 + £881.27 + £881.27) = £3,527.26.
    // Month 5 deducts £881.27, not less than month 1's £880.86: no catch-up.
    expect(reasons(result, "tax")).toEqual([
      FREE_PAY_1257L_MONTHLY,
      { code: "paye-cumulative-rounding", periods: 12 },
      {
        code: "bonus-period-tax",
        period: 4,
        periods: 12,
        tax: 3527.26,
        normalTax: 880.86,
      },
      { code: "bonus-no-catch-up", period: 4 },
    ]);
    // A net-pay pension leaves NI-able pay alone: £12,102.88 − £4,189 = £7,913.88 above the UEL.
    expect(reasons(result, "employeeNI")).toEqual([
      MONTHLY_NI_2025,
      {
        code: "bonus-period-ni",
        period: 4,
        upperEarningsLimit: 4189,
        amount: 7913.88,
        upperRatePercent: 2,
      },
    ]);
    // Monthly thresholds 2025/26: plan 2 £28,470 / 12 = £2,372.50; postgraduate £1,750.
    expect(reasons(result, "studentLoan")).toEqual([
      {
        code: "loan-whole-pounds",
        thresholds: [
          { plan: "plan2", threshold: 2372.5 },
          { plan: "postgraduate", threshold: 1750 },
        ],
      },
      { code: "bonus-period-loan", period: 4 },
    ]);
    expect(reasons(result, "pension")).toEqual([{ code: "pension-per-period", percent: 5.5 }]);
    // Plan 2 a month: (£5,102.88 − £2,372.50) × 9 % = £245.7342 → £245; bonus month
    // (£12,102.88 − £2,372.50) × 9 % = £875.7342 → £875. With the postgraduate loan:
    // 11 × (£245 + £201) + (£875 + £621) = £6,402, against both loans on the year: plan 2
    // (£68,234.56 − £28,470) × 9 % = £3,578.8104 and postgraduate (£68,234.56 − £21,000) × 6 %
    // = £2,834.0736, together £6,412.884 → £6,412.88: −£10.88, the payslips' whole pounds.
    const loan = field(result, "studentLoan");
    expect(loan.payslipTotal).toBe(6402);
    expect(loan.difference).toBe(-10.88);
    expect(reasons(result, "net")).toEqual([
      {
        code: "net-from-deductions",
        largestField: "studentLoan",
        largestDifference: loan.difference,
      },
    ]);
  });

  describe("a year with changes: a pay rise and a tax code corrected from an emergency code", () => {
    const input: PayslipsInput = {
      ...base,
      taxCode: "0T M1",
      taxCodeChanges: [{ period: 3, taxCode: "1257L" }],
      payRises: [{ period: 9, grossSalary: 45_000 }],
      bonus: { amount: 5_000, period: 6 },
    };
    const result = calculatePayslips(input);

    it("pays the salary in force each period and the bonus in its month", () => {
      // £40,000 / 12 = £3,333.33 (whole pence) for months 1–8, £45,000 / 12 = £3,750 from month 9
      // (no odd pence), month 6 + £5,000.
      expect(result.payslips.map((slip) => slip.gross)).toEqual([
        3333.33, 3333.33, 3333.33, 3333.33, 3333.33, 8333.33, 3333.33, 3333.33, 3750, 3750, 3750,
        3750,
      ]);
      // The annual comparison is on the pay the year paid: 8 × £3,333.33 + 4 × £3,750 + £5,000.
      expect(result.annual.grossAnnual).toBe(46_666.64);
      expect(field(result, "gross").difference).toBe(0);
    });

    it("taxes months 1–2 on the month-1 basis and refunds in month 3 on the cumulative code", () => {
      // 0T M1, months 1 and 2 alone: £3,333.33 → £3,333 taxable (no free pay) against one month's
      // basic band £3,141.6667: £628.3333 + £191.3333 × 40 % (£76.5333) = £704.8667 → £704.86.
      expect(result.payslips[0]?.tax).toBe(704.86);
      expect(result.payslips[1]?.tax).toBe(704.86);
      // 1257L cumulative in month 3: £9,999.99 to date less 3 months' free pay (3 × £1,048.26 =
      // £3,144.78) = £6,855.21 → £6,855, all within 3 months' basic band (£9,425): tax to date
      // £1,371.00; paid £1,409.72 → a refund of £38.72.
      expect(result.payslips[2]?.tax).toBe(-38.72);
      expect(result.payslips[2]?.taxPaidToDate).toBe(1_371);
      expect(reasons(result, "tax")).toEqual(
        expect.arrayContaining([
          { code: "week1-month1-basis", suffix: "M1", fromPeriod: 1, toPeriod: 2 },
          { code: "tax-code-change", period: 3, from: "0T M1", to: "1257L", tax: -38.72 },
          { code: "paye-cumulative-rounding", periods: 12 },
        ]),
      );
      expect(reasons(result, "gross")).toContainEqual({
        code: "pay-rise",
        period: 9,
        from: 40_000,
        to: 45_000,
        perPeriod: 3_750, // £45,000 / 12
      });
      // The starting salary's payslips: equal parts of £3,333.33 until month 8 (its odd pence are
      // never paid: the year ends on the new salary).
      expect(reasons(result, "gross")[0]).toEqual({
        code: "salary-equal-parts",
        periods: 12,
        perPeriod: 3_333.33,
        untilPeriod: 8,
      });
      expect(payslipsResultSchema.parse(result)).toEqual(result);
    });

    it("gives each period the figures calculatePayePeriodTax gives for the code in force", () => {
      expectPeriodTax(result, "england", (period) =>
        period < 3
          ? { taxCode: "0T", week1Month1: true }
          : { taxCode: "1257L", week1Month1: false },
      );
    });

    it("refuses changes from period 1, past the year, out of order, too many, or against the region", () => {
      const issuesOf = (changes: Partial<PayslipsInput>) => {
        try {
          calculatePayslips({ ...base, ...changes });
        } catch (error) {
          if (error instanceof ValidationError) return error.issues;
          throw error;
        }
        return [];
      };
      expect(issuesOf({ payRises: [{ period: 1, grossSalary: 50_000 }] })).toEqual([
        { path: ["payRises", 0, "period"], message: "Pay rise period must be 2 or more" },
      ]);
      expect(issuesOf({ taxCodeChanges: [{ period: 13, taxCode: "1257L" }] })).toEqual([
        {
          path: ["taxCodeChanges", 0, "period"],
          message: "Tax code change period must be between 1 and 12 for monthly pay",
        },
      ]);
      expect(
        issuesOf({
          payRises: [
            { period: 6, grossSalary: 50_000 },
            { period: 6, grossSalary: 55_000 },
          ],
        }),
      ).toEqual([
        {
          path: ["payRises", 1, "period"],
          message: "Pay rise period must come after the one before it (period 6)",
        },
      ]);
      expect(
        issuesOf({
          payRises: Array.from({ length: 13 }, (_, index) => ({
            period: index + 2,
            grossSalary: 50_000,
          })),
        }).map((issue) => issue.message),
      ).toContain("Pay rises: at most 12 in a year");
      const scottish = issuesOf({ taxCodeChanges: [{ period: 4, taxCode: "S1257L" }] });
      expect(scottish.map((issue) => issue.path)).toEqual([["taxCodeChanges", 0, "taxCode"]]);
      expect(issuesOf({ taxCodeChanges: [{ period: 4, taxCode: "12 57L" }] })).toEqual([
        {
          path: ["taxCodeChanges", 0, "taxCode"],
          message: "Tax code has a space inside its number (for example 1257L, not 12 57L)",
        },
      ]);
    });
  });

  it("feeds the same per-period figures calculatePayePeriodTax gives", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 55_555,
      taxCode: "S1257L",
      region: "scotland",
      pensionContribution: 3,
    });
    expectPeriodTax(result, "scotland", () => ({ taxCode: "S1257L", week1Month1: false }));
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
    // Month 3: to date 3 × £3,333.33 + £10,000 − 3 × £1,048.26 = £16,855.21 → £16,855; bands to
    // date £9,425 (3/12 of £37,700) at 20 % = £1,885, the rest £7,430 at 40 % = £2,972: £4,857,
    // less 2 × £457 = £3,943. Month 4: 4 × £3,333.33 + £10,000 − 4 × £1,048.26 = £19,140.28 →
    // £19,140; £12,566.6667 × 20 % + £6,573.3333 × 40 % = £5,142.6666 → £5,142.66 − £4,857 = £285.66.
    expect(reasons(result, "tax")).toEqual([
      FREE_PAY_1257L_MONTHLY,
      { code: "paye-cumulative-rounding", periods: 12 },
      {
        code: "bonus-period-tax",
        period: 3,
        periods: 12,
        tax: 3943,
        normalTax: 457,
      },
      { code: "bonus-catch-up", period: 4, tax: 285.66 },
    ]);
    expect(reasons(result, "gross")).toEqual([
      SALARY_40K_MONTHLY,
      { code: "bonus-paid", period: 3, amount: 10_000 },
    ]);
    // NI month 3: £13,333.33 − £4,189 = £9,144.33 above the UEL at 2 %. Year: 11 × £182.83 +
    // (£3,141 × 8 % = £251.28, + £182.8866 → £182.89) = £2,445.30 — and calculateSalary takes a
    // bonus's NI in one earnings period too (note bonus-ni-one-period), so the same £2,445.30:
    // no difference; the largest is tax's.
    expect(reasons(result, "employeeNI")).toEqual([
      MONTHLY_NI_2025,
      {
        code: "bonus-period-ni",
        period: 3,
        upperEarningsLimit: 4189,
        amount: 9144.33,
        upperRatePercent: 2,
      },
    ]);
    expect(field(result, "employeeNI").difference).toBe(0);
    expect(result.annual.nationalInsurance).toBe(2445.3);
    expect(reasons(result, "net")).toEqual([
      {
        code: "net-from-deductions",
        largestField: "tax",
        largestDifference: field(result, "tax").difference,
      },
    ]);
  });

  it("keeps the bonus month’s extra tax under week 1 / month 1 (no catch-up)", () => {
    const result = calculatePayslips({
      ...base,
      taxCode: "1257L M1",
      bonus: { amount: 10_000, period: 3 },
    });
    expect(result.payslips[3]?.tax).toBe(result.payslips[0]?.tax);
    expect(field(result, "tax").difference).toBeGreaterThan(100);
    // Month 3 on its own: £13,333.33 − £1,048.26 = £12,285.07 → £12,285 against one month's bands
    // (£3,141.6667 / £10,428.3333): £628.3333 + £7,286.6667 × 40 % (£2,914.6667) + £1,856.6667 ×
    // 45 % (£835.50) = £4,378.50. No catch-up reason: nothing is put right later.
    expect(reasons(result, "tax")).toEqual([
      { ...FREE_PAY_1257L_MONTHLY, taxCode: "1257L M1" },
      { code: "week1-month1-basis", suffix: "M1", fromPeriod: 1, toPeriod: 12 },
      {
        code: "bonus-period-tax",
        period: 3,
        periods: 12,
        tax: 4378.5,
        normalTax: 457,
      },
    ]);
    // 11 × £457 + £4,378.50 = £9,405.50 against £37,430 × 20 % = £7,486: +£1,919.50, more than NI's −£549.10.
    expect(reasons(result, "net")).toEqual([
      {
        code: "net-from-deductions",
        largestField: "tax",
        largestDifference: 1919.5,
      },
    ]);
  });

  it("never deducts more than half the pay under a K code", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 6_000,
      taxCode: "K2000",
    });
    for (const slip of result.payslips) expect(slip.tax).toBeLessThanOrEqual(slip.gross / 2);
    // K2000 = three 500-blocks (£416.67 each) + 500 (5,009 / 12 = £417.4166 → £417.42): £1,667.43
    // added a month. By month n, pay to date is £2,167.43 × n → whole pounds, all at 20 %; the
    // limit deducts £250 (half of £500) a month, so what is carried after month n is
    // floor(£2,167.43 n) × 20 % − £250 n: month 1 £2,167 → £433.40 − £250 = £183.40;
    // month 2 £4,334 → £866.80 − £500 = £366.80; … month 12 £26,009 → £5,201.80 − £3,000 = £2,201.80.
    const floors = [
      2167, 4334, 6502, 8669, 10_837, 13_004, 15_172, 17_339, 19_506, 21_674, 23_841, 26_009,
    ];
    expect(reasons(result, "tax")).toEqual([
      { code: "k-code-addition", taxCode: "K2000", addedPerPeriod: 1667.43 },
      ...floors.map((pounds, index) => ({
        code: "overriding-limit",
        period: index + 1,
        carried: (pounds * 20 - 25_000 * (index + 1)) / 100,
        limitPercent: 50,
      })),
      { code: "paye-cumulative-rounding", periods: 12 },
    ]);
    // £6,000 a year divides into twelve £500 payslips.
    expect(reasons(result, "gross")).toEqual([
      { code: "salary-equal-parts", periods: 12, perPeriod: 500, untilPeriod: 12 },
    ]);
    // Annual K2000: (£6,000 + £20,000) × 20 % = £5,200, held to the overriding limit of 50 % ×
    // £6,000 = £3,000 (README, K codes); payslips 12 × £250 = £3,000.
    expect(field(result, "tax").difference).toBe(0);
  });

  it("gives the reasons of a 5 % salary-sacrifice pension", () => {
    const result = calculatePayslips({
      ...base,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
    });
    // 5 % of £3,333.33 = £166.6665 → £166.67, of £3,333.37 = £166.6685 → £166.67:
    // 12 × £166.67 = £2,000.04 against £2,000.
    expect(reasons(result, "pension")).toEqual([{ code: "pension-per-period", percent: 5 }]);
    expect(field(result, "pension").difference).toBe(0.04);
    // NI on £3,166.66: £2,118.66 × 8 % = £169.4928 → £169.49; the last on £3,166.70: £169.496 →
    // £169.50. 11 × £169.49 + £169.50 = £2,033.89 against £25,430 × 8 % = £2,034.40.
    expect(reasons(result, "employeeNI")).toEqual([MONTHLY_NI_2025]);
    expect(field(result, "employeeNI").difference).toBe(-0.51);
    // Tax: £37,999.96 − £12,579.12 = £25,420.84 → £25,420 × 20 % = £5,084 against £5,086.
    expect(reasons(result, "tax")).toEqual([
      FREE_PAY_1257L_MONTHLY,
      { code: "paye-cumulative-rounding", periods: 12 },
    ]);
    expect(reasons(result, "net")).toEqual([
      {
        code: "net-from-deductions",
        largestField: "tax",
        largestDifference: -2,
      },
    ]);
  });

  it("measures a bonus month's pay above the UEL after salary sacrifice", () => {
    const result = calculatePayslips({
      ...base,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
      bonus: { amount: 10_000, period: 3 },
    });
    // £13,333.33 − 5 % (£666.6665 → £666.67) = £12,666.66 NI-able; − £4,189 = £8,477.66.
    expect(reasons(result, "employeeNI")).toContainEqual({
      code: "bonus-period-ni",
      period: 3,
      upperEarningsLimit: 4189,
      amount: 8477.66,
      upperRatePercent: 2,
    });
  });

  it("names the taper when the annual allowance is tapered and the code is not", () => {
    const result = calculatePayslips({ ...base, grossSalary: 120_000 });
    // £12,570 − (£120,000 − £100,000) / 2 = £2,570.
    expect(reasons(result, "tax")).toEqual([
      { ...FREE_PAY_1257L_MONTHLY, personalAllowance: 2570 },
      {
        code: "personal-allowance-taper",
        incomeLimit: 100_000,
        fullPersonalAllowance: 12_570,
        personalAllowance: 2570,
      },
      { code: "paye-cumulative-rounding", periods: 12 },
    ]);
  });

  it("names flat-rate and NT codes with their rate", () => {
    expect(codes(calculatePayslips({ ...base, taxCode: "NT" }), "tax")).toEqual([
      "no-tax-code",
      "paye-cumulative-rounding",
    ]);
    expect(reasons(calculatePayslips({ ...base, taxCode: "BR" }), "tax")[0]).toEqual({
      code: "flat-rate-code",
      taxCode: "BR",
      ratePercent: 20,
    });
    // Scottish D3 is 48 %; D1 in England is 45 %.
    expect(
      reasons(calculatePayslips({ ...base, taxCode: "SD3", region: "scotland" }), "tax")[0],
    ).toEqual({ code: "flat-rate-code", taxCode: "SD3", ratePercent: 48 });
    expect(reasons(calculatePayslips({ ...base, taxCode: "D1" }), "tax")[0]).toEqual({
      code: "flat-rate-code",
      taxCode: "D1",
      ratePercent: 45,
    });
  });

  it("names another NI category on both NI fields", () => {
    const result = calculatePayslips({ ...base, niCategory: "M" });
    expect(reasons(result, "employeeNI")).toEqual([
      MONTHLY_NI_2025,
      { code: "ni-category", category: "M" },
    ]);
    expect(reasons(result, "employerNI")).toEqual([
      MONTHLY_ST_2025,
      { code: "ni-category", category: "M" },
    ]);
  });

  it("says take-home is the same when the differences cancel out", () => {
    // £0: nothing to deduct on either side (under every threshold, NT code).
    const result = calculatePayslips({
      ...base,
      grossSalary: 0,
      taxCode: "NT",
    });
    expect(reasons(result, "net")).toEqual([{ code: "net-same" }]);
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
          expect(Math.abs(field(result, "employeeNI").difference)).toBeLessThan(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("every reason matches its schema exactly (no undeclared or missing fields)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.constantFrom("1257L", "K500", "BR", "NT", "0T", "1257L W1", "D0"),
        fc.constantFrom("weekly", "fortnightly", "four-weekly", "monthly"),
        fc.constantFrom("none", "plan1", "plan2", "plan4", "postgraduate"),
        fc.boolean(),
        fc.constantFrom("A", "C", "H"),
        fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: undefined }),
        (
          salaryPence,
          taxCode,
          payFrequency,
          studentLoanPlan,
          postgraduateLoan,
          niCategory,
          bonusPence,
        ) => {
          const result = calculatePayslips({
            ...base,
            grossSalary: salaryPence / 100,
            taxCode,
            payFrequency,
            studentLoanPlan,
            postgraduateLoan,
            niCategory,
            pensionContribution: 4,
            pensionMethod: "salary-sacrifice",
            ...(bonusPence === undefined ? {} : { bonus: { amount: bonusPence / 100, period: 2 } }),
          });
          expect(payslipsResultSchema.parse(result)).toEqual(result);
          for (const difference of result.differences) {
            expect(difference.reasons.length).toBeGreaterThan(0);
            for (const reason of difference.reasons)
              expect(payslipReasonSchema.parse(reason)).toEqual(reason);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the 50 % overriding limit on every code (PAYE Regulations 2003 reg. 2(1), all codes since April 2015)", () => {
  it("holds a 0T code's catch-up after NT to half the period's pay", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 24_000,
      taxCode: "NT",
      taxCodeChanges: [{ period: 12, taxCode: "0T" }],
    });
    // Month 12 on 0T: £24,000 to date, no free pay, all at 20 % = £4,800 due; the limit is
    // 50 % × £2,000 = £1,000, so £3,800 is carried. NI: (£2,000 − £1,048) × 8 % = £76.16.
    // Net: £2,000 − £1,000 − £76.16 = £923.84.
    const month12 = result.payslips[11];
    expect(month12).toMatchObject({
      period: 12,
      gross: 2000,
      tax: 1000,
      employeeNI: 76.16,
      net: 923.84,
    });
    expect(reasons(result, "tax")).toContainEqual({
      code: "overriding-limit",
      period: 12,
      carried: 3800,
      limitPercent: 50,
    });
    for (const slip of result.payslips) expect(slip.net).toBeGreaterThanOrEqual(0);
  });

  it("holds 1257L → 0T from month 10 on £60,000 to £2,500 a month", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 60_000,
      taxCodeChanges: [{ period: 10, taxCode: "0T" }],
    });
    // Each of months 10–12 owes more than half its £5,000 on 0T, so each deducts £2,500.
    // NI a month: (£4,189 − £1,048) × 8 % + (£5,000 − £4,189) × 2 % = £251.28 + £16.22 = £267.50.
    for (const slip of result.payslips.slice(9)) {
      expect(slip.tax).toBe(2500);
      expect(slip.net).toBe(5000 - 2500 - 267.5);
    }
    expect(codes(result, "tax").filter((code) => code === "overriding-limit")).toHaveLength(3);
  });

  it("holds calculatePayePeriodTax on 0T and BR to half the period's pay", () => {
    for (const taxCode of ["0T", "BR"]) {
      const period = calculatePayePeriodTax({
        taxCode,
        region: "england",
        payFrequency: "monthly",
        period: 12,
        week1Month1: false,
        grossPayThisPeriod: 2000,
        taxablePayToDate: 24_000,
        taxPaidToDate: 0,
      });
      // £24,000 × 20 % = £4,800 due; 50 % × £2,000 = £1,000 deducted, £3,800 carried.
      expect(period).toMatchObject({
        taxDueThisPeriod: 1000,
        taxDueToDate: 1000,
        taxCarriedForward: 3800,
      });
    }
  });
});

describe("the personal-allowance-taper reason follows the code the annual figure uses", () => {
  it("gives no taper reason at £54,000 when the year ends on 1185L", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 54_000,
      taxCodeChanges: [{ period: 6, taxCode: "1185L" }],
    });
    // The annual figure is on 1185L (the year-end code): £11,850 allowance as issued, not a
    // tapered one; £54,000 is far below the £100,000 taper limit in any case.
    expect(result.annual.personalAllowance).toBe(11_850);
    expect(codes(result, "tax")).not.toContain("personal-allowance-taper");
  });

  it("gives it when the year ends on the standard code above £100,000", () => {
    const result = calculatePayslips({
      ...base,
      grossSalary: 110_000,
      taxCode: "1185L",
      taxCodeChanges: [{ period: 6, taxCode: "1257L" }],
    });
    // 1257L at £110,000: £12,570 − (£110,000 − £100,000) / 2 = £7,570.
    expect(result.annual.personalAllowance).toBe(7570);
    expect(reasons(result, "tax")).toContainEqual({
      code: "personal-allowance-taper",
      incomeLimit: 100_000,
      fullPersonalAllowance: 12_570,
      personalAllowance: 7570,
    });
  });
});

describe("the relief-at-source-claim reason: payroll gives no band extension (rule 11)", () => {
  it("compares the payslips with the tax before the £346 a £52,000 relief-at-source saver claims", () => {
    // 2026/27, 5 % relief at source (£2,600 gross): annual liability 7,886 (basic band to
    // 40,300: 39,430 × 20 %); without the extension 7,540 + 1,730 × 40 % = 8,232; claim 346.
    // The payslips take 8,228: £4 less than 8,232 for 1257L's extra £9.12 of free pay at 40 %
    // (3.648, in whole pounds). Net: annual before the claim 52,000 − 8,232 − 3,050.60 (NI) −
    // 2,080 (80 % of 2,600) = 38,637.40.
    const result = calculatePayslips({
      ...base,
      grossSalary: 52_000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      taxYear: "2026-27",
    });
    expect(field(result, "tax")).toMatchObject({
      payslipTotal: 8_228,
      annual: 8_232,
      difference: -4,
    });
    expect(field(result, "net")).toMatchObject({ annual: 38_637.4 });
    expect(reasons(result, "tax")).toContainEqual({
      code: "relief-at-source-claim",
      claim: 346,
      incomeTaxAfterClaim: 7_886,
    });
  });

  it("is not given to a basic-rate saver or for net pay", () => {
    const basicRate = calculatePayslips({
      ...base,
      grossSalary: 30_000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
    });
    const netPay = calculatePayslips({ ...base, grossSalary: 52_000, pensionContribution: 5 });
    expect(codes(basicRate, "tax")).not.toContain("relief-at-source-claim");
    expect(codes(netPay, "tax")).not.toContain("relief-at-source-claim");
  });
});
