import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compareSalaries, type CompareSalariesInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../components/form/test-helpers";
import { formatCurrencyPence } from "../../lib/format";
import ComparisonCalculator from "./comparison-calculator";
import { useComparisonStore } from "./comparison-store";

const headers = () =>
  screen.getAllByRole("columnheader").map((cell) => cell.textContent);
const row = (name: string) =>
  [...(screen.getByRole("rowheader", { name }).closest("tr")?.cells ?? [])].map(
    (cell) => cell.textContent,
  );

describe(
  "comparison results after removing salaries",
  { timeout: 20_000 },
  () => {
    beforeEach(() => {
      useComparisonStore.setState(useComparisonStore.getInitialState(), true);
    });
    afterEach(() => vi.unstubAllGlobals());

    it("drops the removed salaries' columns and renumbers the rest like their cards", async () => {
      const user = userEvent.setup();
      const { requests } = stubFetch((request) =>
        jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
      );
      render(<ComparisonCalculator />);
      await user.click(screen.getByRole("button", { name: "Add Salary" }));
      await user.click(
        screen.getByRole("button", { name: "Compare Salaries" }),
      );
      await screen.findByRole("table");
      const expected = compareSalaries(
        requests[0]?.body as CompareSalariesInput,
      );
      expect(headers()).toEqual(["Salary 1", "Salary 2", "Salary 3"]);

      await user.click(screen.getByRole("button", { name: "Remove salary 1" }));
      expect(headers()).toEqual(["Salary 1", "Salary 2"]);
      expect(row("Gross salary")).toEqual([
        "Gross salary",
        formatCurrencyPence(45000),
        formatCurrencyPence(50000),
      ]);
      expect(row("Net take-home").slice(1)).toEqual(
        expected.salaries
          .slice(1)
          .map((item) => formatCurrencyPence(item.results.netAnnual)),
      );

      await user.click(screen.getByRole("button", { name: "Remove salary 2" }));
      expect(headers()).toEqual(["Salary 1"]);
      expect(row("Gross salary")).toEqual([
        "Gross salary",
        formatCurrencyPence(45000),
      ]);
      // A salary added later has no column until the next comparison.
      await user.click(screen.getByRole("button", { name: "Add Salary" }));
      expect(headers()).toEqual(["Salary 1"]);
    });

    it("shows each column's tax year from the result", async () => {
      const user = userEvent.setup();
      stubFetch((request) =>
        jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
      );
      render(<ComparisonCalculator />);
      const second = screen.getByRole("group", { name: "Salary 2" });
      await user.selectOptions(
        second.querySelector("select") as HTMLSelectElement,
        "2024-25",
      );
      await user.click(
        screen.getByRole("button", { name: "Compare Salaries" }),
      );
      await screen.findByRole("table");
      // Salary 1 keeps the default, the year in force on the unit tests' day (28 November 2026).
      expect(row("Tax year")).toEqual(["Tax year", "2026/27", "2024/25"]);
    });
  },
);
