import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import {
  calculateMortgage,
  calculateSalary,
  compareContractor,
  compareSalaries,
  convertHourly,
  getTaxYear,
  reverseCalculate,
} from "@uktax/engine";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../components/form/test-helpers";
import { PENDING_ATTRIBUTE } from "../components/form/print-context";
import ComparisonCalculator from "../features/comparison/comparison-calculator";
import { useComparisonStore } from "../features/comparison/comparison-store";
import ContractorCalculator from "../features/contractor/contractor-calculator";
import { useContractorStore } from "../features/contractor/contractor-store";
import HourlyCalculator from "../features/hourly/hourly-calculator";
import { useHourlyStore } from "../features/hourly/hourly-store";
import MortgageCalculator from "../features/mortgage/mortgage-calculator";
import { useMortgageStore } from "../features/mortgage/mortgage-store";
import ReverseCalculator from "../features/reverse/reverse-calculator";
import { useReverseStore } from "../features/reverse/reverse-store";
import TakeHomeCalculator from "../features/take-home/take-home-calculator";
import { useTakeHomeStore } from "../features/take-home/take-home-store";
import { formatCurrency } from "../lib/format";

/** The API, answered by the engine itself (as the real API does). */
const ENGINE: Record<string, (body: never) => unknown> = {
  "/api/calculate-salary": calculateSalary,
  "/api/compare-salaries": compareSalaries,
  "/api/reverse-calculate": reverseCalculate,
  "/api/convert-hourly": convertHourly,
  "/api/calculate-mortgage": calculateMortgage,
  "/api/compare-contractor": compareContractor,
};

function stubEngine() {
  return stubFetch((request) => {
    const calculate = ENGINE[request.url];
    if (!calculate) return new Response("", { status: 404 });
    return jsonResponse(calculate(request.body as never));
  });
}

interface Store {
  setState: (state: never, replace: true) => void;
  getInitialState: () => unknown;
}

const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label);

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

const CASES: {
  tool: string;
  Component: ComponentType;
  store: Store;
  submit: string;
  results: string;
  edit: (user: UserEvent) => Promise<void>;
}[] = [
  {
    tool: "calculator",
    Component: TakeHomeCalculator,
    store: useTakeHomeStore,
    submit: "Calculate Take-Home Pay",
    results: "Your Take-Home Pay",
    edit: async (user) => {
      await user.selectOptions(field("Tax year"), "2026-27");
      await retype(user, "Gross salary", "52000");
      await user.selectOptions(field("Region"), "Scotland");
      await user.click(
        screen.getByRole("button", { name: "Advanced Options" }),
      );
      await retype(user, "Annual bonus", "1500");
    },
  },
  {
    tool: "comparison",
    Component: ComparisonCalculator,
    store: useComparisonStore,
    submit: "Compare Salaries",
    results: "Comparison Results",
    edit: async (user) => {
      // The same salary, this year against last year.
      const second = screen.getByRole("group", { name: "Salary 2" });
      await user.selectOptions(field("Tax year", second), "2024-25");
      await user.clear(field("Gross annual salary", second));
      await user.type(field("Gross annual salary", second), "40000");
      await user.click(screen.getByRole("button", { name: "Add Salary" }));
      const third = screen.getByRole("group", { name: "Salary 3" });
      await user.selectOptions(field("Region", third), "Scotland");
    },
  },
  {
    tool: "reverse",
    Component: ReverseCalculator,
    store: useReverseStore,
    submit: "Calculate Required Salary",
    results: "Required Salary",
    edit: async (user) => {
      await user.selectOptions(field("Tax year"), "2024-25");
      await retype(user, "Desired take-home pay", "3100");
      await user.selectOptions(field("Student loan"), "Plan 2 (2012-2023)");
    },
  },
  {
    tool: "converter",
    Component: HourlyCalculator,
    store: useHourlyStore,
    submit: "Convert to Annual Salary",
    results: "Your Pay",
    edit: async (user) => {
      await retype(user, "Hourly rate", "23.45");
      await retype(user, "Hours per week", "37.5");
      await user.click(screen.getByRole("button", { name: "More options" }));
      await user.click(field("Holiday is paid"));
    },
  },
  {
    tool: "mortgage",
    Component: MortgageCalculator,
    store: useMortgageStore,
    submit: "Calculate Affordability",
    results: "What You Could Afford",
    edit: async (user) => {
      await retype(user, "Annual income", "61000");
      await retype(user, "Second applicant's income", "23500");
      await retype(user, "Interest rate", "3.9");
      await user.click(screen.getByRole("button", { name: "More options" }));
      await retype(user, "Income multiple", "5");
    },
  },
  {
    tool: "contractor",
    Component: ContractorCalculator,
    store: useContractorStore,
    submit: "Compare Contractor vs Employee",
    results: "Comparison Results",
    edit: async (user) => {
      await user.selectOptions(field("Tax year"), "2026-27");
      await retype(user, "Daily rate", "450");
      await retype(user, "Days worked per year", "200");
    },
  },
];

/** Every input of the form, as label → value (selects by their value, checkboxes as on/off). */
function formValues(): [string, string][] {
  const form = screen.getByRole("form");
  return [
    ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      "input, select",
    ),
  ].map((control) => [
    `${control.closest("fieldset")?.querySelector("legend")?.textContent ?? ""} ${control.labels?.[0]?.textContent ?? ""}`,
    control instanceof HTMLInputElement && control.type === "checkbox"
      ? String(control.checked)
      : control.value,
  ]);
}

/**
 * The result panel's text, once the parts that load their own chunk ("What changed since …") are
 * in: while loading they say so (PendingStatus, `data-pending`).
 */
async function resultsText(heading: string): Promise<string> {
  await screen.findByRole("heading", { name: heading });
  const panel = screen.getByRole("heading", { name: heading }).parentElement;
  await waitFor(() => {
    expect(panel?.querySelector(`[${PENDING_ATTRIBUTE}]`)).toBeNull();
  });
  return panel?.textContent ?? "";
}

describe("links that reproduce a result", { timeout: 30_000 }, () => {
  beforeEach(() => {
    for (const { store } of CASES)
      store.setState(store.getInitialState() as never, true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(CASES)(
    "$tool: fill → link → open the link afresh → same inputs, same request, same result",
    async ({ tool, Component, store, submit, results, edit }) => {
      const user = userEvent.setup();
      const first = stubEngine();
      const { unmount } = render(<Component />);
      await edit(user);
      // Every change is in the address bar already.
      expect(new URLSearchParams(window.location.search).get("tool")).toBe(
        tool,
      );
      await user.click(screen.getByRole("button", { name: submit }));
      const shown = await resultsText(results);
      const inputs = formValues();
      const link = window.location.search;
      expect(link).toContain(`tool=${tool}`);
      unmount();
      vi.unstubAllGlobals();

      // A fresh visit: default stores, the link in the address bar.
      store.setState(store.getInitialState() as never, true);
      window.history.replaceState(null, "", `/${link}`);
      const second = stubEngine();
      render(<Component />);
      await screen.findByRole("heading", { name: results });
      expect(formValues()).toEqual(inputs);
      expect(second.requests).toHaveLength(1);
      expect(second.requests[0]?.body).toEqual(first.requests[0]?.body);
      expect(await resultsText(results)).toBe(shown);
    },
  );

  it("ignores a link's bad values: the field keeps its default and the rest still calculates", async () => {
    window.history.replaceState(
      null,
      "",
      "/?tool=calculator&salary=-5&region=atlantis&code=1257L&year=2026-27&extra=1",
    );
    const { requests } = stubEngine();
    render(<TakeHomeCalculator />);
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    expect(field("Gross salary")).toHaveValue("40000");
    expect(field("Region")).toHaveDisplayValue("England");
    expect(requests[0]?.body).toMatchObject({
      grossSalary: 40000,
      region: "england",
      taxYear: "2026-27",
    });
  });

  it("a link to another tool leaves this calculator alone", () => {
    window.history.replaceState(null, "", "/?tool=mortgage&income=90000");
    const { fetchMock } = stubEngine();
    render(<TakeHomeCalculator />);
    expect(field("Gross salary")).toHaveValue("40000");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.search).toBe("?tool=mortgage&income=90000");
  });
});

describe("tax year", { timeout: 30_000 }, () => {
  beforeEach(() => {
    useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the engine's years, the year in force chosen and marked current", () => {
    // The site started on the unit tests' day, 28 November 2026 (testing/fixed-today.ts): 2026/27.
    render(<TakeHomeCalculator />);
    const options = within(field("Tax year")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "2024/25",
      "2025/26",
      "2026/27 (current)",
    ]);
    expect(field("Tax year")).toHaveValue("2026-27");
  });

  it("Scotland £40,000: switching the year changes the figures to the engine's for that year", async () => {
    const user = userEvent.setup();
    const { requests } = stubEngine();
    render(<TakeHomeCalculator />);
    await user.selectOptions(field("Region"), "Scotland");
    const annual = () =>
      screen.getByText("Annual take-home").nextElementSibling?.textContent;
    const shown: string[] = [];
    for (const taxYear of ["2025-26", "2026-27"] as const) {
      await user.selectOptions(field("Tax year"), taxYear);
      await user.click(
        screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
      );
      // The form's other defaults: tax code 1257L, 5 % pension, no loan.
      const expected = calculateSalary({
        grossSalary: 40000,
        region: "scotland",
        taxCode: "1257L",
        pensionContribution: 5,
        taxYear,
      });
      await waitFor(() => {
        expect(annual()).toBe(formatCurrency(expected.netAnnual));
      });
      expect(requests.at(-1)?.body).toMatchObject({ taxYear });
      expect(
        screen.getByText(/^Figures for the/).closest("p"),
      ).toHaveTextContent(
        `Figures for the ${getTaxYear(taxYear).label} tax year.`,
      );
      shown.push(annual() ?? "");
    }
    expect(shown[0]).not.toBe(shown[1]);
  });
});
