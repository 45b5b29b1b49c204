import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { showComparisonResults } from "./test-helpers";
import { useComparisonStore } from "./comparison-store";

/**
 * Relief at source per salary: the table's tax and take-home are the payslips' (no band
 * extension), and the relief above the basic rate has its own row and a sentence on claiming it.
 */
describe("comparison results with relief at source", () => {
  beforeEach(() => {
    useComparisonStore.setState(useComparisonStore.getInitialState(), true);
  });

  it("compare: each column's payslip figures and a row of relief to claim", () => {
    // 2026/27, no loans: £52,000 as above, take-home 52,000 − 8,232 − 3,050.60 − 2,080 =
    // 38,637.40 (£3,219.78 a month), 346 to claim. £45,000 at 5 %: 32,430 taxable × 20 % =
    // 6,486, nothing to claim; 45,000 − 6,486 − 2,594.40 − 1,800 = 34,119.60.
    showComparisonResults({
      salaries: [
        {
          grossSalary: 52_000,
          pensionContribution: 5,
          pensionMethod: "relief-at-source" as const,
        },
        {
          grossSalary: 45_000,
          pensionContribution: 5,
          pensionMethod: "relief-at-source" as const,
        },
      ].map((salary) => ({ ...salary, taxYear: "2026-27" as const })),
    });
    const row = (name: string) =>
      [
        ...(screen.getByRole("rowheader", { name }).closest("tr")?.cells ?? []),
      ].map((cell) => cell.textContent);
    // To the penny, as the table shows every amount: 34,119.60 ÷ 12 = 2,843.30 a month.
    expect(row("Income tax")).toEqual(["Income tax", "£8,232.00", "£6,486.00"]);
    expect(row("Net take-home")).toEqual([
      "Net take-home",
      "£38,637.40",
      "£34,119.60",
    ]);
    expect(row("Monthly net")).toEqual([
      "Monthly net",
      "£3,219.78",
      "£2,843.30",
    ]);
    expect(row("Pension tax relief to claim")).toEqual([
      "Pension tax relief to claim",
      "£346.00",
      "£0.00",
    ]);
    expect(screen.getByTestId("relief-to-claim")).toHaveTextContent(
      "claim it on a Self Assessment tax return",
    );
  });

  it("compare: no relief row or note when no salary has relief to claim", () => {
    showComparisonResults({
      salaries: [
        { grossSalary: 40_000, pensionContribution: 5 },
        { grossSalary: 45_000, pensionContribution: 5 },
      ],
    });
    expect(
      screen.queryByRole("rowheader", { name: "Pension tax relief to claim" }),
    ).toBeNull();
    expect(screen.queryByTestId("relief-to-claim")).toBeNull();
  });
});
