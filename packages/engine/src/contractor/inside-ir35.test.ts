import { describe, expect, it } from "vitest";
import { compareContractor } from "./contractor.js";
import { breakEvenDayRate } from "./inside-ir35.js";

describe("breakEvenDayRate", () => {
  // A net of twice the rate reaches 101 at 51 (2 × 50 = 100 is short), from any starting point.
  it("finds the lowest rate reaching the target, from a start above or below", () => {
    const twice = (rate: number) => rate * 2;
    for (const ratePence of [0, 1, 50, 51, 52, 400, 1_000]) {
      expect(breakEvenDayRate(101, twice, 1_000, { ratePence, netPence: twice(ratePence) })).toBe(
        51,
      );
    }
    // A start whose net misleads (a tenth of the truth) only widens the bracket.
    expect(breakEvenDayRate(101, twice, 1_000, { ratePence: 300, netPence: 60 })).toBe(51);
    expect(breakEvenDayRate(0, twice, 1_000, { ratePence: 300, netPence: 600 })).toBe(0);
  });

  it("is null when the largest rate falls short", () => {
    // 2 × 1,000 = 2,000 < 2,001.
    expect(
      breakEvenDayRate(2_001, (rate) => rate * 2, 1_000, { ratePence: 10, netPence: 20 }),
    ).toBeNull();
  });

  it("steps back over a rounding dip to the lowest rate that reaches it", () => {
    // Net 2 × rate, but a penny lower at 60 and above (2 × 60 − 1 = 119): the target 110 is first
    // reached at 55 (2 × 55 = 110), whatever bisection lands on.
    const dipping = (rate: number) => rate * 2 - (rate >= 60 ? 1 : 0);
    expect(breakEvenDayRate(110, dipping, 1_000, { ratePence: 900, netPence: 1_799 })).toBe(55);
    // Started just above the dip: 58 reaches it, 57 too, … down to 55.
    expect(breakEvenDayRate(110, dipping, 1_000, { ratePence: 58, netPence: 116 })).toBe(55);
  });
});

describe("break-even across inputs", () => {
  it("no days, or no rate: nothing is earned either way, so the break-even is £0", () => {
    for (const [rate, days] of [
      [300, 0],
      [0, 220],
    ] as const) {
      const { contractor, insideIR35, insidePayroll } = compareContractor({
        employeeSalary: 40_000,
        contractorDailyRate: rate,
        contractorDaysPerYear: days,
      });
      expect(contractor.netIncome).toBe(0);
      expect(insideIR35.breakEvenDayRate).toBe(0);
      expect(insidePayroll.breakEvenDayRate).toBe(0);
    }
  });

  it("part days: £450 for 0.5 days is £225 either way, and the break-even is found", () => {
    const { contractor, insideIR35, insidePayroll } = compareContractor({
      employeeSalary: 40_000,
      contractorDailyRate: 450,
      contractorDaysPerYear: 0.5,
    });
    // £225 of gross: under every threshold, so outside it all becomes the director's salary
    // (no NI, no tax) and inside it is all salary too (under the secondary threshold: no employer
    // NI; the levy 0.5 % × s: s + 0.005 s ≤ 225, s = 223.88, levy 1.1194 → 1.12, total 225.00).
    expect(contractor.netIncome).toBe(225);
    expect(insideIR35.grossSalary).toBe(223.88);
    expect(insidePayroll.netIncome).toBe(225);
    // The payroll route matches outside at the same rate; a penny less a day (0.5 days) is
    // half a penny of gross, rounded to 224.995 → £225.00 still: £449.99 reaches it too, and
    // £449.98 (224.99) does not.
    expect(insidePayroll.breakEvenDayRate).toBe(449.99);
    // The umbrella needs 225 of salary: s = 225 costs 226.13 (levy 1.125 → 1.13). £452.25 × 0.5 =
    // 226.125 → 226.13 of gross (half-up) pays it; £452.24 gives 226.12, where 225 costs too much
    // and s = 224.99 (levy 1.12495 → 1.12, cost 226.11) nets 224.99, short.
    expect(insideIR35.breakEvenDayRate).toBe(452.25);
  });

  it("the net at the break-even rate reaches the outside net; a penny less a day does not", () => {
    for (const [rate, days, expenses] of [
      [250, 200, 0],
      [450, 230, 2_000],
      [800, 180, 10_000],
      [1_200, 220, 0],
    ] as const) {
      const input = {
        employeeSalary: 40_000,
        contractorDailyRate: rate,
        contractorDaysPerYear: days,
        contractorExpenses: expenses,
        umbrellaMargin: 1_040,
        taxYear: "2026-27",
      } as const;
      const { contractor, insideIR35, insidePayroll } = compareContractor(input);
      for (const route of ["insideIR35", "insidePayroll"] as const) {
        const breakEven = (route === "insideIR35" ? insideIR35 : insidePayroll).breakEvenDayRate;
        expect(breakEven, `${route} at £${rate}`).not.toBeNull();
        const at = (dayRate: number) =>
          compareContractor({ ...input, contractorDailyRate: dayRate })[route].netIncome;
        expect(at(breakEven ?? 0)).toBeGreaterThanOrEqual(contractor.netIncome);
        expect(at(Math.round((breakEven ?? 0) * 100 - 1) / 100)).toBeLessThan(contractor.netIncome);
      }
    }
  });
});
