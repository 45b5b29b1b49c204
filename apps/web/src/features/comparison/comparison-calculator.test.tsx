import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compareSalaries, type CompareSalariesInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  gate,
  HOUSEHOLD_DEFAULTS_SENT,
  jsonResponse,
  stubFetch,
} from "../../components/form/test-helpers";
import { formatCurrencyPence } from "../../lib/format";
import { useToastStore } from "../../lib/toast-store";
import ComparisonCalculator from "./comparison-calculator";
import { useComparisonStore } from "./comparison-store";

const card = (n: number) => screen.getByRole("group", { name: `Salary ${n}` });
const compare = () => screen.getByRole("button", { name: "Compare Salaries" });

function cell(row: string, column: number): string {
  const header = screen.getByRole("rowheader", { name: row });
  const cells = within(header.closest("tr") as HTMLElement).getAllByRole(
    "cell",
  );
  return cells[column]?.textContent ?? "";
}

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("ComparisonCalculator", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useComparisonStore.setState(useComparisonStore.getInitialState(), true);
    useToastStore.setState({ current: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts with two cards (40000 and 45000) and an empty results panel", () => {
    render(<ComparisonCalculator />);
    expect(within(card(1)).getByLabelText("Gross annual salary")).toHaveValue(
      "40000",
    );
    expect(within(card(2)).getByLabelText("Gross annual salary")).toHaveValue(
      "45000",
    );
    for (const n of [1, 2]) {
      expect(within(card(n)).getByLabelText("Region")).toHaveDisplayValue(
        "England",
      );
      expect(within(card(n)).getByLabelText("Tax code")).toHaveValue("1257L");
      expect(
        within(card(n)).getByLabelText("Pension contribution"),
      ).toHaveValue("5");
      expect(within(card(n)).getByLabelText("Student loan")).toHaveDisplayValue(
        "No student loan",
      );
    }
    expect(screen.getByText("Ready to Compare")).toBeInTheDocument();
    // The in-content ad slot is there, hidden until an ad network is configured.
    expect(
      document.querySelector('[data-ad-slot="in-content"]'),
    ).not.toBeVisible();
  });

  it("adds salaries of 50000 up to three and removes down to one", async () => {
    const user = userEvent.setup();
    render(<ComparisonCalculator />);
    await user.click(screen.getByRole("button", { name: "Add Salary" }));
    expect(within(card(3)).getByLabelText("Gross annual salary")).toHaveValue(
      "50000",
    );
    expect(
      screen.queryByRole("button", { name: "Add Salary" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getAllByRole("button", { name: /^Remove salary/ }),
    ).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Remove salary 1" }));
    await user.click(screen.getByRole("button", { name: "Remove salary 1" }));
    expect(screen.getAllByRole("group", { name: /^Salary/ })).toHaveLength(1);
    expect(within(card(1)).getByLabelText("Gross annual salary")).toHaveValue(
      "50000",
    );
    expect(
      screen.queryByRole("button", { name: /^Remove salary/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Add Salary" }),
    ).toBeInTheDocument();
  });

  it("posts every salary once and renders the engine's table", async () => {
    const user = userEvent.setup();
    const held = gate();
    const { fetchMock, requests } = stubFetch(async (request) => {
      await held.promise;
      return jsonResponse(
        compareSalaries(request.body as CompareSalariesInput),
      );
    });
    render(<ComparisonCalculator />);
    await user.click(screen.getByRole("button", { name: "Add Salary" }));
    await user.selectOptions(
      within(card(3)).getByLabelText("Region"),
      "Scotland",
    );
    await user.selectOptions(
      within(card(3)).getByLabelText("Student loan"),
      "Plan 1 (1998-2012)",
    );
    await user.click(compare());

    // The busy label shows once the form's schema has loaded (a chunk of its own) and passed.
    expect(
      await screen.findByRole("button", { name: "Comparing..." }),
    ).toBeDisabled();
    expect(requests[0]?.url).toBe("/api/compare-salaries");
    const base = {
      // The tax year is always sent: by default the year in force, 2026/27 on the unit
      // tests' day (28 November 2026, testing/fixed-today.ts).
      taxYear: "2026-27",
      payFrequency: "annual",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
      // The one household, sent with every salary: the engine's defaults (a blank partner's
      // income left out).
      ...HOUSEHOLD_DEFAULTS_SENT,
    };
    expect(requests[0]?.body).toEqual({
      salaries: [
        { ...base, grossSalary: 40000 },
        { ...base, grossSalary: 45000 },
        {
          ...base,
          grossSalary: 50000,
          region: "scotland",
          studentLoanPlan: "plan1",
        },
      ],
    });

    held.open();
    await screen.findByRole("table");
    const expected = compareSalaries(requests[0]?.body as CompareSalariesInput);
    expected.salaries.forEach((item, index) => {
      expect(
        screen.getByRole("columnheader", { name: `Salary ${index + 1}` }),
      ).toBeInTheDocument();
      expect(cell("Gross salary", index)).toBe(
        formatCurrencyPence(item.grossSalary),
      );
      expect(cell("Income tax", index)).toBe(
        formatCurrencyPence(item.results.incomeTax),
      );
      expect(cell("National Insurance", index)).toBe(
        formatCurrencyPence(item.results.nationalInsurance),
      );
      expect(cell("Student loan", index)).toBe(
        formatCurrencyPence(item.results.studentLoan),
      );
      expect(cell("Pension", index)).toBe(
        formatCurrencyPence(item.results.pension),
      );
      expect(cell("Net take-home", index)).toBe(
        formatCurrencyPence(item.results.netAnnual),
      );
      expect(cell("Monthly net", index)).toBe(
        formatCurrencyPence(item.results.netMonthly),
      );
    });
    expect(useToastStore.getState().current).toMatchObject({
      title: "Comparison Complete",
      variant: "default",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(compare()).toBeEnabled();
  });

  it("shows the destructive failure toast on a 500", async () => {
    const user = userEvent.setup();
    stubFetch(
      () =>
        new Response("", { status: 500, statusText: "Internal Server Error" }),
    );
    render(<ComparisonCalculator />);
    await user.click(compare());
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Comparison Failed",
        description: "There was an error comparing salaries. Please try again.",
        variant: "destructive",
      });
    });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows each card's messages under its own fields and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(() => jsonResponse({}));
    render(<ComparisonCalculator />);
    await user.clear(within(card(2)).getByLabelText("Gross annual salary"));
    await user.type(
      within(card(2)).getByLabelText("Gross annual salary"),
      "-100",
    );
    await user.clear(within(card(1)).getByLabelText("Tax code"));
    await user.click(compare());

    expect(
      within(card(2)).getByLabelText("Gross annual salary"),
    ).toHaveAccessibleDescription("Salary must be positive");
    expect(
      within(card(1)).getByLabelText("Gross annual salary"),
    ).not.toHaveAttribute("aria-invalid");
    expect(
      within(card(1)).getByLabelText("Tax code"),
    ).toHaveAccessibleDescription("Tax code is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
