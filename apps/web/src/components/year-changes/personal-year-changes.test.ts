import { describe, expect, it } from "vitest";
import { personalYearChanges } from "./personal-year-changes";

/**
 * Expected figures worked out by hand from the year files (packages/engine/src/tax-years/), for
 * an annual salary, tax code 1257L (allowance £12,570), no pension unless said:
 * income tax rUK (pay − 12,570) × 20 %, NI (pay − 12,570) × 8 % (both unchanged 2024/25 to
 * 2026/27), a loan 9 % of pay over its plan's threshold.
 */
const ENGLAND = {
  grossSalary: 40_000,
  payFrequency: "annual",
  region: "england",
  taxCode: "1257L",
  pensionContribution: 0,
} as const;

describe("personalYearChanges: what moved for this person, and the figures behind it", () => {
  it("£40,000 on Plan 2 in England, 2025/26 to 2026/27: the Plan 2 threshold, £82.35 a year less repaid", () => {
    // Plan 2 threshold £28,470 → £29,385:
    //   2025/26: 9 % × (40,000 − 28,470) = 0.09 × 11,530 = £1,037.70
    //   2026/27: 9 % × (40,000 − 29,385) = 0.09 × 10,615 = £955.35; 955.35 − 1,037.70 = −£82.35.
    // Tax 27,430 × 0.2 = £5,486 and NI 27,430 × 0.08 = £2,194.40 both years, so take-home
    //   40,000 − 5,486 − 2,194.40 − 1,037.70 = £31,281.90 → 40,000 − 5,486 − 2,194.40 − 955.35
    //   = £31,364.25, +£82.35.
    expect(
      personalYearChanges(
        { ...ENGLAND, studentLoanPlan: "plan2" },
        "2025-26",
        "2026-27",
      ),
    ).toEqual([
      {
        line: "Student loan",
        before: 1_037.7,
        after: 955.35,
        change: -82.35,
        figures: [
          {
            section: "Student loans",
            figure: "Plan 2 › Annual threshold",
            from: "£28,470",
            to: "£29,385",
          },
        ],
      },
      {
        line: "Take-home",
        before: 31_281.9,
        after: 31_364.25,
        change: 82.35,
        figures: [],
      },
    ]);
  });

  it("the other way round (2026/27 to 2025/26): £82.35 a year more, from £29,385 to £28,470", () => {
    const [loan] = personalYearChanges(
      { ...ENGLAND, studentLoanPlan: "plan2" },
      "2026-27",
      "2025-26",
    );
    expect(loan).toMatchObject({
      line: "Student loan",
      change: 82.35,
      figures: [{ from: "£29,385", to: "£28,470" }],
    });
  });

  it("£30,000 in Scotland, 2025/26 to 2026/27: the starter and basic limits, £31.75 less tax; no other region's bands, no blind person's allowance", () => {
    // Taxable 30,000 − 12,570 = 17,430.
    // 2025/26: starter 2,827 × 19 % = 537.13; basic (14,921 − 2,827) = 12,094 × 20 % = 2,418.80;
    //   intermediate (17,430 − 14,921) = 2,509 × 21 % = 526.89; total £3,482.82.
    // 2026/27: starter 3,967 × 19 % = 753.73; basic (16,956 − 3,967) = 12,989 × 20 % = 2,597.80;
    //   intermediate (17,430 − 16,956) = 474 × 21 % = 99.54; total £3,451.07.
    // 3,451.07 − 3,482.82 = −£31.75. NI 17,430 × 8 % = £1,394.40 both years.
    // Take-home 30,000 − 3,482.82 − 1,394.40 = £25,122.78 → 30,000 − 3,451.07 − 1,394.40 =
    //   £25,154.53.
    expect(
      personalYearChanges(
        { ...ENGLAND, grossSalary: 30_000, region: "scotland" },
        "2025-26",
        "2026-27",
      ),
    ).toEqual([
      {
        line: "Income tax",
        before: 3_482.82,
        after: 3_451.07,
        change: -31.75,
        figures: [
          {
            section: "Income tax",
            figure: "Bands › Scotland › Starter › Up to",
            from: "£2,827",
            to: "£3,967",
          },
          {
            section: "Income tax",
            figure: "Bands › Scotland › Basic › Up to",
            from: "£14,921",
            to: "£16,956",
          },
        ],
      },
      {
        line: "Take-home",
        before: 25_122.78,
        after: 25_154.53,
        change: 31.75,
        figures: [],
      },
    ]);
  });

  it("£40,000 on Plan 1 in England, 2024/25 to 2025/26: the Plan 1 threshold only; the employer's NI rise moves no line of the employee's", () => {
    // Plan 1 threshold £24,990 → £26,065: 9 % × 15,010 = £1,350.90 → 9 % × 13,935 = £1,254.15,
    //   −£96.75. Employee NI £2,194.40 both years (employer 13.8 % → 15 % is not this person's).
    const changes = personalYearChanges(
      { ...ENGLAND, studentLoanPlan: "plan1" },
      "2024-25",
      "2025-26",
    );
    expect(changes.map((change) => [change.line, change.change])).toEqual([
      ["Student loan", -96.75],
      ["Take-home", 96.75],
    ]);
    expect(changes[0]?.figures).toEqual([
      {
        section: "Student loans",
        figure: "Plan 1 › Annual threshold",
        from: "£24,990",
        to: "£26,065",
      },
    ]);
  });

  it("Plan 5 is first collected in 2026/27: £1,350 a year on £40,000", () => {
    // Threshold £25,000 both years: 2025/26 nothing collected; 2026/27 9 % × 15,000 = £1,350.
    const [loan] = personalYearChanges(
      { ...ENGLAND, studentLoanPlan: "plan5" },
      "2025-26",
      "2026-27",
    );
    expect(loan).toEqual({
      line: "Student loan",
      before: 0,
      after: 1_350,
      change: 1_350,
      figures: [
        {
          section: "Student loans",
          figure: "Plan 5 › Collected",
          from: "No",
          to: "Yes",
        },
      ],
    });
  });

  it("nothing moved for £40,000 in England without a loan (frozen allowance and bands): an empty list", () => {
    expect(personalYearChanges(ENGLAND, "2025-26", "2026-27")).toEqual([]);
  });
});
