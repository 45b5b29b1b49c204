import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubSalaryApi } from "../../components/form/test-helpers";
import { useToastStore } from "../../lib/toast-store";
import TakeHomeCalculator from "./take-home-calculator";
import { useTakeHomeStore } from "./take-home-store";

const calculate = () =>
  screen.getByRole("button", { name: "Calculate Take-Home Pay" });

/**
 * "What changed since" in the take-home results (issue 28, item 2). £40,000 a year, England,
 * 1257L, the form's 5 % pension by net pay, Plan 2, worked out by hand from the year files:
 * pension 2,000; tax (38,000 − 12,570) × 20 % = £5,086; NI (40,000 − 12,570) × 8 % = £2,194.40;
 * Plan 2 9 % over £28,470 (2025/26) = 0.09 × 11,530 = £1,037.70, over £29,385 (2026/27) =
 * 0.09 × 10,615 = £955.35; take-home 40,000 − 5,086 − 2,194.40 − 2,000 − loan = £29,681.90
 * (2025/26), £29,764.25 (2026/27): £82.35 a year either way.
 */
describe(
  "take-home: what changed since the year before the switch",
  { timeout: 20_000 },
  () => {
    beforeEach(() => {
      useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
      useToastStore.setState({ current: null });
      stubSalaryApi();
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("says nothing in the site's year, then lists the Plan 2 threshold and take-home after a switch to 2025/26, and back", async () => {
      const user = userEvent.setup();
      render(<TakeHomeCalculator />);
      await user.selectOptions(screen.getByLabelText("Student loan"), "plan2");
      await user.click(calculate());
      // The first result loads the schema's and the results' chunks: a longer wait.
      await screen.findByRole(
        "heading",
        { name: "Your Take-Home Pay" },
        { timeout: 10_000 },
      );
      // 2026/27, the site's year, with no year before it: no comparison.
      expect(screen.queryByText(/What changed since/)).not.toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText("Tax year"), "2025-26");
      await user.click(calculate());
      const heading = await screen.findByRole("heading", {
        name: "What changed since 2025/26",
      });
      const items = within(
        heading.closest("section") ?? document.body,
      ).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual([
        "Student loan: £82.35 a year less in 2026/27 (£1,037.70 to £955.35), as Student loans › Plan 2 › Annual threshold went from £28,470 to £29,385.",
        "Take-home: £82.35 a year more in 2026/27 (£29,681.90 to £29,764.25).",
      ]);

      // Back to 2026/27: the year before the switch is now 2025/26; the same two years.
      await user.selectOptions(screen.getByLabelText("Tax year"), "2026-27");
      await user.click(calculate());
      await waitFor(() =>
        expect(
          document.querySelector("[data-result-tax-year]"),
        ).toHaveAttribute("data-result-tax-year", "2026-27"),
      );
      expect(useTakeHomeStore.getState().last?.yearBefore).toBe("2025-26");
      expect(
        await screen.findByRole("heading", {
          name: "What changed since 2025/26",
        }),
      ).toBeInTheDocument();
    });

    it("for £40,000 without a loan, nothing changed from 2025/26 to 2026/27 (frozen allowance, bands and NI)", async () => {
      const user = userEvent.setup();
      render(<TakeHomeCalculator />);
      await user.selectOptions(screen.getByLabelText("Tax year"), "2025-26");
      await user.click(calculate());
      await screen.findByRole("heading", {
        name: "What changed since 2025/26",
      });
      expect(
        screen.getByText(
          "None of your figures changed from 2025/26 to 2026/27: the same pay gives the same result.",
        ),
      ).toBeInTheDocument();
    });
  },
);
