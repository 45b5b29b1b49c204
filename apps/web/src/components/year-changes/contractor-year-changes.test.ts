import { describe, expect, it } from "vitest";
import { contractorYearChanges } from "./contractor-year-changes";

/**
 * Expected figures worked out by hand from the year files (packages/engine/src/tax-years/).
 * £550 a day × 220 days = £121,000 gross, no expenses, outside IR35, the director paid the
 * personal allowance £12,570 (taxed nothing, NI nothing: at the primary threshold). The employee:
 * £40,000 with a 5 % pension (£2,000, net pay): tax (38,000 − 12,570) × 20 % = £5,086, NI
 * (40,000 − 12,570) × 8 % = £2,194.40, net £30,719.60 in every year here, so never listed.
 */
const CONTRACT = {
  employeeSalary: 40_000,
  employeePension: 5,
  employeeBonus: 0,
  contractorDailyRate: 550,
  contractorDaysPerYear: 220,
  contractorExpenses: 0,
} as const;

describe("contractorYearChanges: the contractor's lines that moved, and the figures behind them", () => {
  it("£550 × 220 days outside IR35, 2025/26 to 2026/27: the dividend rates, £1,642.23 more dividend tax", () => {
    // Employer NI (12,570 − 5,000) × 15 % = £1,135.50 both years; profit 121,000 − 12,570 −
    //   1,135.50 = £107,294.50; corporation tax 25 % × 107,294.50 − 3/200 × (250,000 −
    //   107,294.50) = 26,823.625 − 2,140.5825 = £24,683.04 both years; dividends £82,611.46.
    // Dividend tax: £500 allowance, then the basic band's 37,700 − 500 = £37,200 and above it
    //   82,611.46 − 37,700 = £44,911.46:
    //   2025/26: 37,200 × 8.75 % = 3,255 + 44,911.46 × 33.75 % = 15,157.61775 → £18,412.62
    //   2026/27: 37,200 × 10.75 % = 3,999 + 44,911.46 × 35.75 % = 16,055.84695 → £20,054.85
    //   20,054.85 − 18,412.62 = £1,642.23.
    // Net 12,570 + 82,611.46 − 18,412.62 = £76,768.84 → 12,570 + 82,611.46 − 20,054.85 =
    //   £75,126.61, £1,642.23 less.
    expect(contractorYearChanges(CONTRACT, "2025-26", "2026-27")).toEqual([
      {
        line: "Dividend tax",
        before: 18_412.62,
        after: 20_054.85,
        change: 1_642.23,
        figures: [
          {
            section: "Dividends",
            figure: "Basic rate",
            from: "8.75%",
            to: "10.75%",
          },
          {
            section: "Dividends",
            figure: "Higher rate",
            from: "33.75%",
            to: "35.75%",
          },
        ],
      },
      {
        line: "Net income outside IR35",
        before: 76_768.84,
        after: 75_126.61,
        change: -1_642.23,
        figures: [],
      },
    ]);
  });

  it("2024/25 to 2025/26: the employer NI rise moves the company's NI, corporation tax and dividend tax, and the net reconciles", () => {
    // Employer NI: (12,570 − 9,100) × 13.8 % = 3,470 × 0.138 = £478.86 → (12,570 − 5,000) ×
    //   15 % = £1,135.50, +£656.64.
    // Profit 121,000 − 12,570 − 478.86 = £107,951.14; corporation tax 25 % × 107,951.14 −
    //   3/200 × (250,000 − 107,951.14) = 26,987.785 − 2,130.7329 = £24,857.05 → £24,683.04
    //   (above), −£174.01.
    // Dividends 107,951.14 − 24,857.05 = £83,094.09; dividend tax 37,200 × 8.75 % = 3,255 +
    //   (83,094.09 − 37,700) × 33.75 % = 45,394.09 × 0.3375 = 15,320.505375 → £18,575.51 →
    //   £18,412.62 (above), −£162.89.
    // Net 12,570 + 83,094.09 − 18,575.51 = £77,088.58 → £76,768.84, −£319.74
    //   (= −656.64 + 174.01 + 162.89).
    const changes = contractorYearChanges(CONTRACT, "2024-25", "2025-26");
    expect(
      changes.map(({ line, before, after, change }) => [
        line,
        before,
        after,
        change,
      ]),
    ).toEqual([
      ["Employer National Insurance", 478.86, 1_135.5, 656.64],
      ["Corporation tax", 24_857.05, 24_683.04, -174.01],
      ["Dividend tax", 18_575.51, 18_412.62, -162.89],
      ["Net income outside IR35", 77_088.58, 76_768.84, -319.74],
    ]);
    const employerRise = [
      {
        section: "National Insurance",
        figure: "Secondary threshold",
        from: "£9,100",
        to: "£5,000",
      },
      {
        section: "National Insurance",
        figure: "Employer rate",
        from: "13.8%",
        to: "15%",
      },
    ];
    expect(changes[0]?.figures).toEqual(employerRise);
    // Corporation tax's own rates did not change: its move is the profit's, the employer's NI.
    expect(changes[1]?.figures).toEqual(employerRise);
  });

  it("inside IR35 on the client's payroll, 2025/26 to 2026/27: the whole fee is salary, whose tax and NI did not change", () => {
    // £121,000 salary, standard code, rUK bands and employee NI rates unchanged 2025/26 to
    //   2026/27 (only the dividend rates moved, which a salary does not read): nothing to list.
    expect(
      contractorYearChanges(
        { ...CONTRACT, ir35Status: "inside-payroll" },
        "2025-26",
        "2026-27",
      ),
    ).toEqual([]);
  });
});
