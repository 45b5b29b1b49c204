import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compareSalaries, type CompareSalariesInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chartTableRows } from "../../components/charts/test-helpers";
import { jsonResponse, stubFetch } from "../../components/form/test-helpers";
import ComparisonCalculator from "./comparison-calculator";
import ComparisonChart from "./comparison-chart";
import { useComparisonStore } from "./comparison-store";

const TITLE = "The salaries compared";

describe("the comparison chart", () => {
  it("draws a bar per salary and tabulates the engine's figures (worked out by hand for 2025/26)", async () => {
    const user = userEvent.setup();
    const result = compareSalaries({
      salaries: [
        { taxYear: "2025-26", grossSalary: 40000, pensionContribution: 0 },
        {
          taxYear: "2025-26",
          grossSalary: 45000,
          pensionContribution: 0,
          studentLoanPlan: "plan2",
        },
      ],
    });
    render(
      <ComparisonChart
        bars={result.salaries.map((item, index) => ({
          name: `Salary ${index + 1}`,
          item,
        }))}
      />,
    );
    const figure = screen.getByRole("figure", { name: TITLE });
    expect(within(figure).getByRole("img").tagName).toBe("svg");
    expect(
      [...figure.querySelectorAll("[data-bar]")].map((bar) =>
        bar.getAttribute("data-bar"),
      ),
    ).toEqual(["Salary 1", "Salary 2"]);
    expect(within(figure).getByRole("img")).toHaveAccessibleName(
      expect.stringContaining("Salary 2 takes home the most."),
    );
    expect(await chartTableRows(user, TITLE)).toEqual([
      [
        "Salary",
        "Tax year",
        "Gross pay",
        "Income tax",
        "National Insurance",
        "Student loan",
        "Pension",
        "Take-home",
      ],
      // £40,000: tax (40,000 − 12,570) × 20 % = £5,486; NI 27,430 × 8 % = £2,194.40;
      // net 40,000 − 7,680.40 = £32,319.60.
      [
        "Salary 1",
        "2025/26",
        "£40,000.00",
        "£5,486.00",
        "£2,194.40",
        "£0.00",
        "£0.00",
        "£32,319.60",
      ],
      // £45,000: tax 32,430 × 20 % = £6,486; NI 32,430 × 8 % = £2,594.40; Plan 2
      // (45,000 − 28,470) × 9 % = £1,487.70; net 45,000 − 10,568.10 = £34,431.90.
      [
        "Salary 2",
        "2025/26",
        "£45,000.00",
        "£6,486.00",
        "£2,594.40",
        "£1,487.70",
        "£0.00",
        "£34,431.90",
      ],
    ]);
  });
});

describe("the comparison results' chart", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useComparisonStore.setState(useComparisonStore.getInitialState(), true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens from its disclosure and follows the cards when one is removed", async () => {
    const user = userEvent.setup();
    stubFetch((request) =>
      jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
    );
    render(<ComparisonCalculator />);
    await user.click(screen.getByRole("button", { name: "Compare Salaries" }));
    await user.click(await screen.findByText("Chart: the salaries compared"));
    const figure = await screen.findByRole("figure", { name: TITLE });
    const bars = () =>
      [...figure.querySelectorAll("[data-bar]")].map((bar) =>
        bar.getAttribute("data-bar"),
      );
    expect(bars()).toEqual(["Salary 1", "Salary 2"]);
    await user.click(screen.getByRole("button", { name: "Remove salary 1" }));
    // The £45,000 card is now the first, in the default year (2026/27 on the unit tests' day).
    expect(bars()).toEqual(["Salary 1"]);
    expect(within(figure).getByRole("img")).toHaveAccessibleName(
      expect.stringContaining("Salary 1 (2026/27): £45,000.00 gross"),
    );
  });
});
