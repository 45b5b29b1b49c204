import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compareSalaries, type CompareSalariesInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../components/form/test-helpers";
import { useToastStore } from "../../lib/toast-store";
import ComparisonCalculator from "./comparison-calculator";
import { useComparisonStore } from "./comparison-store";

const card = (n: number) => screen.getByRole("group", { name: `Salary ${n}` });
const compare = () => screen.getByRole("button", { name: "Compare Salaries" });

function itemsUnder(heading: HTMLElement): (string | null)[] {
  return within(heading.closest("section") ?? document.body)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

/**
 * "What changed since" per salary card, each card with its own year (issue 28, item 2). Worked
 * out by hand from the year files, England, 1257L, the form's 5 % pension by net pay:
 * Salary 1, £40,000 on Plan 2: pension £2,000; tax (38,000 − 12,570) × 20 % = £5,086; NI
 *   (40,000 − 12,570) × 8 % = £2,194.40; Plan 2 0.09 × (40,000 − 28,470) = £1,037.70 (2025/26),
 *   0.09 × (40,000 − 29,385) = £955.35 (2026/27); take-home 40,000 − 5,086 − 2,194.40 − 2,000 −
 *   loan = £29,681.90 → £29,764.25, £82.35 a year.
 * Salary 2, £45,000, no loan: pension £2,250; tax (42,750 − 12,570) × 20 % = £6,036; NI
 *   (45,000 − 12,570) × 8 % = £2,594.40, the same in 2024/25 and 2026/27 (allowance, bands and
 *   the employee's 8 % unchanged): nothing moved.
 */
describe(
  "comparison: what changed per card after a switch of its year",
  { timeout: 20_000 },
  () => {
    beforeEach(() => {
      useComparisonStore.setState(useComparisonStore.getInitialState(), true);
      useToastStore.setState({ current: null });
      stubFetch((request) =>
        jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("lists a card's changes after its year is switched, keeps them while it stays, and compares another card with its own year before", async () => {
      const user = userEvent.setup();
      render(<ComparisonCalculator />);
      await user.selectOptions(
        within(card(1)).getByLabelText("Student loan"),
        "plan2",
      );
      await user.click(compare());
      await screen.findByRole(
        "heading",
        { name: "Comparison Results" },
        { timeout: 10_000 },
      );
      // Both cards in the site's year, 2026/27, with no year before: no comparison.
      expect(screen.queryByText(/What changed since/)).not.toBeInTheDocument();

      // Salary 1 switched to 2025/26: its changes; Salary 2 (still 2026/27) none.
      await user.selectOptions(
        within(card(1)).getByLabelText("Tax year"),
        "2025-26",
      );
      await user.click(compare());
      const first = await screen.findByRole("heading", {
        name: "What changed since 2025/26: Salary 1",
      });
      expect(itemsUnder(first)).toEqual([
        "Student loan: £82.35 a year less in 2026/27 (£1,037.70 to £955.35), as Student loans › Plan 2 › Annual threshold went from £28,470 to £29,385.",
        "Take-home: £82.35 a year more in 2026/27 (£29,681.90 to £29,764.25).",
      ]);
      expect(
        screen.getAllByRole("heading", { name: /^What changed since/ }),
      ).toEqual([first]);

      // Salary 2 switched to 2024/25: compared with its 2026/27; Salary 1 keeps its 2026/27.
      await user.selectOptions(
        within(card(2)).getByLabelText("Tax year"),
        "2024-25",
      );
      await user.click(compare());
      const second = await screen.findByRole("heading", {
        name: "What changed since 2024/25: Salary 2",
      });
      expect(second.closest("section")).toHaveTextContent(
        "None of your figures changed from 2024/25 to 2026/27",
      );
      await waitFor(() => {
        expect(useComparisonStore.getState().last?.partYearsBefore).toEqual({
          "1": "2026-27",
          "2": "2026-27",
        });
      });
      expect(
        screen.getByRole("heading", {
          name: "What changed since 2025/26: Salary 1",
        }),
      ).toBeInTheDocument();

      // Salary 1 from 2025/26 to 2024/25: compared with 2025/26, the year it was switched from
      // (not the site's): Plan 2 £27,295 → £28,470, 0.09 × (40,000 − 27,295) = £1,143.45 →
      // £1,037.70, £105.75 less; take-home 40,000 − 5,086 − 2,194.40 − 2,000 − 1,143.45 =
      // £29,576.15 → £29,681.90.
      await user.selectOptions(
        within(card(1)).getByLabelText("Tax year"),
        "2024-25",
      );
      await user.click(compare());
      const again = await screen.findByRole("heading", {
        name: "What changed since 2024/25: Salary 1",
      });
      expect(itemsUnder(again)).toEqual([
        "Student loan: £105.75 a year less in 2025/26 (£1,143.45 to £1,037.70), as Student loans › Plan 2 › Annual threshold went from £27,295 to £28,470.",
        "Take-home: £105.75 a year more in 2025/26 (£29,576.15 to £29,681.90).",
      ]);
    });
  },
);
