import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrintContext } from "../form/print-context";
import { comparedYears, YearChangesMount } from "./year-changes-mount";

describe("comparedYears: the year a result is compared with, earlier year first", () => {
  // The site's year on the unit tests' day, 28 November 2026: 2026/27 (testing/fixed-today.ts).
  it.each([
    ["2026-27", undefined, null],
    ["2025-26", undefined, ["2025-26", "2026-27"]],
    ["2024-25", undefined, ["2024-25", "2026-27"]],
    ["2026-27", "2025-26", ["2025-26", "2026-27"]],
    ["2024-25", "2025-26", ["2024-25", "2025-26"]],
    ["2025-26", "2024-25", ["2024-25", "2025-26"]],
  ] as const)("a %s result, year before %s: %j", (year, before, expected) => {
    expect(comparedYears(year, before)).toEqual(expected);
  });
});

describe("YearChangesMount", () => {
  it("a 2024/25 result (a link) with no switch: what changed since 2024/25 in the site's year, 2026/27", async () => {
    // £40,000, England, 1257L, no pension, Plan 2 (threshold £27,295 in 2024/25, £29,385 in
    // 2026/27): 0.09 × (40,000 − 27,295) = 0.09 × 12,705 = £1,143.45 → 0.09 × 10,615 = £955.35,
    // £188.10 less. Tax 27,430 × 20 % = £5,486 and NI 27,430 × 8 % = £2,194.40 in both, so
    // take-home 40,000 − 5,486 − 2,194.40 − 1,143.45 = £31,176.15 → £31,364.25.
    render(
      <YearChangesMount
        subject={{
          calculator: "take-home",
          input: { grossSalary: 40_000, studentLoanPlan: "plan2" },
        }}
        year="2024-25"
      />,
    );
    const heading = await screen.findByRole("heading", {
      name: "What changed since 2024/25",
    });
    const section = heading.closest("section");
    expect(section).toHaveAttribute("data-year-changes", "2024-25 2026-27");
    expect(
      within(section ?? document.body)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Student loan: £188.10 a year less in 2026/27 (£1,143.45 to £955.35), as Student loans › Plan 2 › Annual threshold went from £27,295 to £29,385.",
      "Take-home: £188.10 a year more in 2026/27 (£31,176.15 to £31,364.25).",
    ]);
  });

  it("a contractor's 2026/27 result after a switch from 2025/26: the dividend tax line with its two rates, then the route's net", async () => {
    // Worked out by hand in contractor-year-changes.test.ts: £550 × 220 days outside IR35,
    // dividend tax £18,412.62 → £20,054.85 (+£1,642.23), net £76,768.84 → £75,126.61.
    render(
      <YearChangesMount
        subject={{
          calculator: "contractor",
          input: {
            employeeSalary: 40_000,
            employeePension: 5,
            employeeBonus: 0,
            contractorDailyRate: 550,
            contractorDaysPerYear: 220,
            contractorExpenses: 0,
          },
        }}
        year="2026-27"
        yearBefore="2025-26"
      />,
    );
    const heading = await screen.findByRole("heading", {
      name: "What changed since 2025/26",
    });
    expect(
      within(heading.closest("section") ?? document.body)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Dividend tax: £1,642.23 a year more in 2026/27 (£18,412.62 to £20,054.85), as Dividends › Basic rate went from 8.75% to 10.75% and Dividends › Higher rate went from 33.75% to 35.75%.",
      "Net income outside IR35: £1,642.23 a year less in 2026/27 (£76,768.84 to £75,126.61).",
    ]);
  });

  it("a mortgage on £40,000 in 2025/26 (a link): its monthly net income is the same in 2026/27, and it says so", async () => {
    // £32,319.60 a year = £2,693.30 a month in both years (mortgage-year-changes.test.ts).
    render(
      <YearChangesMount
        subject={{
          calculator: "mortgage",
          input: {
            annualIncome: 40_000,
            monthlyExpenses: 500,
            deposit: 20_000,
            interestRate: 4.5,
            mortgageTerm: 25,
          },
        }}
        year="2025-26"
      />,
    );
    const heading = await screen.findByRole("heading", {
      name: "What changed since 2025/26",
    });
    expect(heading.closest("section")).toHaveTextContent(
      "None of your figures changed from 2025/26 to 2026/27",
    );
  });

  it("renders nothing for a result in the site's year with no switch before it", () => {
    const { container } = render(
      <YearChangesMount
        subject={{ calculator: "take-home", input: { grossSalary: 40_000 } }}
        year="2026-27"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing in Export PDF's layout, whatever the years", () => {
    const { container } = render(
      <PrintContext.Provider value>
        <YearChangesMount
          subject={{ calculator: "take-home", input: { grossSalary: 40_000 } }}
          year="2024-25"
          yearBefore="2025-26"
        />
      </PrintContext.Provider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
