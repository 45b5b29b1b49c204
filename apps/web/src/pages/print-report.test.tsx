import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculateSalary, type SalaryInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TakeHomeCalculator from "../features/take-home/take-home-calculator";
import { useTakeHomeStore } from "../features/take-home/take-home-store";
import { formatCurrency } from "../lib/format";
import { useToastStore } from "../lib/toast-store";
import { jsonResponse, stubFetch } from "../components/form/test-helpers";

describe("Export PDF's print layout", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
  });
  afterEach(() => vi.restoreAllMocks());

  it("says 'Export Started', prints the inputs, result, year, date and disclaimer, then goes", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const user = userEvent.setup();
    stubFetch((request) =>
      jsonResponse(calculateSalary(request.body as SalaryInput)),
    );
    render(<TakeHomeCalculator />);
    await user.click(
      screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
    );
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    await user.click(screen.getByRole("button", { name: "Export PDF" }));
    expect(useToastStore.getState().current).toMatchObject({
      title: "Export Started",
      description: "Your PDF report is being generated...",
    });
    await waitFor(() => {
      expect(print).toHaveBeenCalledTimes(1);
    });
    const report = document.querySelector<HTMLElement>("body > .print-report");
    expect(report).not.toBeNull();
    const inReport = within(report as HTMLElement);
    expect(inReport.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Take-Home Pay Calculator",
    );
    // Each input a term and its value.
    const inputs = within(
      inReport.getByRole("region", { name: "Your inputs" }),
    );
    expect(
      inputs.getByText("Gross salary", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("£40000");
    // The default year: the year in force on the unit tests' day, 28 November 2026.
    expect(
      inputs.getByText("Tax year", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("2026/27");
    const expected = calculateSalary({
      taxYear: "2026-27",
      grossSalary: 40000,
      pensionContribution: 5,
    });
    expect(report).toHaveTextContent(formatCurrency(expected.netAnnual));
    expect(report).toHaveTextContent("Figures for the 2026/27 tax year.");
    expect(report).toHaveTextContent(/Printed on \d{1,2} \w+ \d{4}/);
    expect(report).toHaveTextContent("not financial advice");
    expect(report).toHaveTextContent("Figures are for the 2026/27 tax year;");
    // Its own buttons are not part of the print.
    expect(
      inReport.queryByRole("button", { name: "Export PDF" }),
    ).not.toBeInTheDocument();

    window.dispatchEvent(new Event("afterprint"));
    await waitFor(() => {
      expect(document.querySelector(".print-report")).toBeNull();
    });
  });

  it("names the result's tax year in its disclaimer, not the site's default", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const user = userEvent.setup();
    stubFetch((request) =>
      jsonResponse(calculateSalary(request.body as SalaryInput)),
    );
    render(<TakeHomeCalculator />);
    await user.selectOptions(screen.getByLabelText("Tax year"), "2024-25");
    await user.click(
      screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
    );
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    await user.click(screen.getByRole("button", { name: "Export PDF" }));
    await waitFor(() => {
      expect(print).toHaveBeenCalledTimes(1);
    });
    const report = document.querySelector<HTMLElement>("body > .print-report");
    expect(report).toHaveTextContent("Figures for the 2024/25 tax year.");
    expect(report).toHaveTextContent("Figures are for the 2024/25 tax year;");
    // Not the site's default year (2026/27 on the unit tests' day).
    expect(report?.textContent).not.toContain("2026/27");
    window.dispatchEvent(new Event("afterprint"));
    await waitFor(() => {
      expect(document.querySelector(".print-report")).toBeNull();
    });
  });

  it("prints the working in full, and only once it has loaded", async () => {
    let pendingWhenPrinted: boolean | null = null;
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      pendingWhenPrinted =
        document.querySelector(".print-report [data-pending]") !== null;
    });
    const user = userEvent.setup();
    // The API answers the working (includeBreakdown) later than the result, as a network would.
    stubFetch(async (request) => {
      const body = request.body as SalaryInput;
      if (body.includeBreakdown)
        await new Promise((resolve) => setTimeout(resolve, 300));
      return jsonResponse(calculateSalary(body));
    });
    render(<TakeHomeCalculator />);
    await user.click(
      screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
    );
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    await user.click(screen.getByRole("button", { name: "Export PDF" }));
    await waitFor(
      () => {
        expect(print).toHaveBeenCalledTimes(1);
      },
      {
        timeout: 3_000,
      },
    );
    expect(pendingWhenPrinted).toBe(false);
    const report = document.querySelector<HTMLElement>(
      "body > .print-report",
    ) as HTMLElement;
    const working = within(report).getByRole("region", {
      name: "How this was worked out",
    });
    // £40,000 with 5 % net-pay pension, 2026/27: taxable pay £38,000, allowance £12,570, so
    // £25,430 in the basic-rate band at 20 % = £5,086.
    expect(working).toHaveTextContent("Basic rate");
    expect(working).toHaveTextContent("£25,430.00");
    expect(working).toHaveTextContent("£5,086.00");
    window.dispatchEvent(new Event("afterprint"));
    await waitFor(() => {
      expect(document.querySelector(".print-report")).toBeNull();
    });
  });
});

describe(
  "the browser's own print (print-summary.tsx)",
  { timeout: 20_000 },
  () => {
    beforeEach(() => {
      useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
    });
    afterEach(() => vi.restoreAllMocks());

    /** The summary's listed value for `label`, or null when there is no summary. */
    function listed(label: string): string | null {
      const summary = document.querySelector("[data-print-summary]");
      if (!summary) return null;
      return (
        within(summary as HTMLElement).getByText(label, { selector: "dt" })
          .nextElementSibling?.textContent ?? ""
      );
    }

    it("lists, hidden on screen, the date and the inputs the result was made from; a result out of date has none", async () => {
      const user = userEvent.setup();
      let fail = false;
      stubFetch((request) =>
        fail
          ? Promise.reject(new TypeError("Failed to fetch"))
          : jsonResponse(calculateSalary(request.body as SalaryInput)),
      );
      render(<TakeHomeCalculator />);
      // No result, no summary: the form is what prints.
      expect(document.querySelector("[data-print-summary]")).toBeNull();
      await user.click(
        screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
      );
      // 5 s: the first result loads its chunks, slow on a busy machine.
      await screen.findByRole(
        "heading",
        { name: "Your Take-Home Pay" },
        { timeout: 5_000 },
      );
      const summary = document.querySelector<HTMLElement>(
        "[data-print-summary]",
      );
      expect(summary).not.toBeNull();
      // Shown only in print (Tailwind's `hidden print:block`).
      expect(summary?.className).toContain("hidden");
      expect(summary?.className).toContain("print:block");
      expect(summary).toHaveTextContent(/Printed on \d{1,2} \w+ \d{4}/);
      expect(listed("Gross salary")).toBe("£40000");
      expect(listed("Pension contribution")).toBe("5 %");

      // Typing a new salary marks the shown result out of date: it is not printed as current.
      const salary = screen.getByLabelText("Gross salary");
      await user.clear(salary);
      await user.type(salary, "52000");
      expect(document.querySelector("[data-print-summary]")).toBeNull();
      // Calculated again: the new result's inputs.
      await user.click(
        screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
      );
      await waitFor(
        () => {
          expect(listed("Gross salary")).toBe("£52000");
        },
        {
          timeout: 5_000,
        },
      );

      // A failed attempt leaves the result marked out of date: it is not printed as current.
      fail = true;
      await user.clear(salary);
      await user.type(salary, "61000");
      await user.click(
        screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
      );
      await screen.findByText(
        /Could not reach the server/,
        {},
        { timeout: 5_000 },
      );
      expect(document.querySelector("[data-print-summary]")).toBeNull();
    });
  },
);
