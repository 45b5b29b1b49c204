import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compareContractor, type ContractorInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  gate,
  jsonResponse,
  minus,
  resultValue,
  stubFetch,
} from "../../components/form/test-helpers";
import {
  formatCurrency,
  formatCurrencyPence,
  formatPercent,
} from "../../lib/format";
import { useSavedResults } from "../../lib/saved-results";
import { useToastStore } from "../../lib/toast-store";
import ContractorCalculator from "./contractor-calculator";
import { useContractorStore } from "./contractor-store";
import {
  CONTRACTOR_CONSIDERATIONS,
  EMPLOYEE_CONSIDERATIONS,
} from "./considerations";

const compare = () =>
  screen.getByRole("button", { name: "Compare Contractor vs Employee" });

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("ContractorCalculator", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useContractorStore.setState(useContractorStore.getInitialState(), true);
    useToastStore.setState({ current: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows both panels with the defaults", () => {
    render(<ContractorCalculator />);
    expect(screen.getByRole("group", { name: "Employee" })).toBeInTheDocument();
    expect(
      screen.getByRole("group", { name: "Contractor" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Employee salary")).toHaveValue("40000");
    expect(screen.getByLabelText("Employee pension")).toHaveValue("5");
    expect(screen.getByLabelText("Annual bonus")).toHaveValue("2000");
    expect(screen.getByLabelText("Daily rate")).toHaveValue("300");
    expect(screen.getByLabelText("Days worked per year")).toHaveValue("220");
    expect(screen.getByLabelText("Business expenses")).toHaveValue("5000");
    expect(screen.getByText("Ready to Compare")).toBeInTheDocument();
  });

  it("posts once with 'Comparing...', then shows both sides, the summary and the considerations", async () => {
    const user = userEvent.setup();
    const held = gate();
    const { fetchMock, requests } = stubFetch(async (request) => {
      await held.promise;
      return jsonResponse(compareContractor(request.body as ContractorInput));
    });
    render(<ContractorCalculator />);
    await user.click(compare());
    // The busy label shows once the form's schema has loaded (a chunk of its own) and passed.
    expect(
      await screen.findByRole("button", { name: "Comparing..." }),
    ).toBeDisabled();
    expect(requests[0]?.url).toBe("/api/compare-contractor");
    expect(requests[0]?.body).toEqual({
      // The tax year is always sent: by default the year in force, 2026/27 on the unit
      // tests' day (28 November 2026, testing/fixed-today.ts).
      taxYear: "2026-27",
      employeeSalary: 40000,
      employeePension: 5,
      employeeBonus: 2000,
      contractorDailyRate: 300,
      contractorDaysPerYear: 220,
      contractorExpenses: 5000,
    });

    held.open();
    await screen.findByRole("heading", { name: "Comparison Results" });
    const { employee, contractor, comparison } = compareContractor(
      requests[0]?.body as ContractorInput,
    );
    expect(resultValue("Employee results", "Total gross")).toBe(
      formatCurrencyPence(employee.totalGross),
    );
    expect(resultValue("Employee results", "Income tax")).toBe(
      minus(employee.incomeTax),
    );
    expect(resultValue("Employee results", "National Insurance")).toBe(
      minus(employee.nationalInsurance),
    );
    expect(resultValue("Employee results", "Pension")).toBe(
      minus(employee.pension),
    );
    expect(resultValue("Employee results", "Student loan")).toBe(
      minus(employee.studentLoan),
    );
    expect(resultValue("Employee results", "Net income")).toBe(
      formatCurrencyPence(employee.netIncome),
    );
    // Outside IR35, line by line: the company's gross less expenses, salary and employer NI is
    // its profit; less corporation tax, the dividends; the director's salary less NI and income
    // tax plus the dividends less dividend tax is the net. The allowance is not a deduction.
    expect(resultValue("Contractor company", "Gross income")).toBe(
      formatCurrencyPence(contractor.grossIncome),
    );
    expect(resultValue("Contractor company", "Expenses")).toBe(
      minus(contractor.expenses),
    );
    expect(
      resultValue("Contractor company", "Employer National Insurance"),
    ).toBe(minus(contractor.employerNationalInsurance));
    expect(resultValue("Contractor company", "Profit before tax")).toBe(
      formatCurrencyPence(contractor.profitBeforeTax),
    );
    expect(resultValue("Contractor corporation tax", "Corporation tax")).toBe(
      minus(contractor.corporationTax),
    );
    expect(resultValue("Contractor results", "Dividends")).toBe(
      `+${formatCurrencyPence(contractor.dividends)}`,
    );
    expect(resultValue("Contractor results", "Dividend tax")).toBe(
      minus(contractor.dividendTax),
    );
    expect(resultValue("Contractor results", "National Insurance")).toBe(
      minus(contractor.employeeNationalInsurance),
    );
    expect(
      resultValue(
        "Contractor results",
        "Personal allowance (tax-free income, not a deduction)",
      ),
    ).toBe(formatCurrencyPence(contractor.personalAllowance));
    expect(resultValue("Contractor results", "Net income")).toBe(
      formatCurrencyPence(contractor.netIncome),
    );
    expect(screen.queryByRole("note")).toBeNull();
    expect(resultValue("Summary", "Difference")).toBe(
      formatCurrency(comparison.difference),
    );
    expect(resultValue("Summary", "Percentage change")).toBe(
      formatPercent(comparison.percentageIncrease),
    );
    expect(resultValue("Summary", "Monthly difference")).toBe(
      formatCurrency(comparison.monthlyDifference),
    );
    for (const text of [
      ...CONTRACTOR_CONSIDERATIONS,
      ...EMPLOYEE_CONSIDERATIONS,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(useToastStore.getState().current).toMatchObject({
      title: "Comparison Complete",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the destructive failure toast on a 500", async () => {
    const user = userEvent.setup();
    stubFetch(() => new Response("", { status: 500 }));
    render(<ContractorCalculator />);
    await user.click(compare());
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Comparison Failed",
        description:
          "There was an error comparing contractor vs employee. Please try again.",
        variant: "destructive",
      });
    });
  });

  it("shows each field's message and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(() => jsonResponse({}));
    render(<ContractorCalculator />);
    for (const label of [
      "Employee salary",
      "Daily rate",
      "Days worked per year",
    ]) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), "-1");
    }
    await user.clear(screen.getByLabelText("Employee pension"));
    await user.type(screen.getByLabelText("Employee pension"), "150");
    await user.click(compare());
    expect(
      screen.getByLabelText("Employee salary"),
    ).toHaveAccessibleDescription("Employee salary must be positive");
    expect(screen.getByLabelText("Daily rate")).toHaveAccessibleDescription(
      "Daily rate must be positive",
    );
    expect(
      screen.getByLabelText("Days worked per year"),
    ).toHaveAccessibleDescription("Days per year must be positive");
    expect(
      screen.getByLabelText("Employee pension"),
    ).toHaveAccessibleDescription(
      "Employee pension must be between 0% and 100%",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("switches IR35 status: the umbrella's fields where they count, the choice sent, the chosen route's net", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((request) =>
      jsonResponse(compareContractor(request.body as ContractorInput)),
    );
    render(<ContractorCalculator />);
    const status = screen.getByLabelText("IR35 status");
    expect(status).toHaveValue("outside");
    // Outside, the umbrella's costs shape the inside figures beside it: shown.
    expect(screen.getByLabelText("Umbrella margin")).toHaveValue("");

    await user.selectOptions(status, "inside-payroll");
    expect(screen.queryByLabelText("Umbrella margin")).toBeNull();
    expect(screen.queryByLabelText("Umbrella employer pension")).toBeNull();

    await user.selectOptions(status, "inside-umbrella");
    await user.type(screen.getByLabelText("Umbrella margin"), "1000");
    await user.clear(screen.getByLabelText("Daily rate"));
    await user.type(screen.getByLabelText("Daily rate"), "550");
    await user.click(compare());
    await screen.findByRole("heading", { name: "Comparison Results" });
    expect(requests[0]?.body).toMatchObject({
      contractorDailyRate: 550,
      ir35Status: "inside-umbrella",
      umbrellaMargin: 1000,
    });
    // £550 × 220 less a £1,000 margin in 2026/27: salary 104,545.45, net 70,284.96 (the
    // engine's tests work them out).
    expect(resultValue("Umbrella company", "Umbrella margin")).toBe(
      minus(1_000),
    );
    expect(resultValue("Umbrella results", "Net income")).toBe("£70,284.96");
    // What Save Results keeps, and the link, carry the choice: the chosen route's net.
    expect(useSavedResults.getState().current?.figure).toEqual({
      label: "Contractor net income",
      value: "£70,285",
    });
    const link = new URLSearchParams(window.location.search);
    expect(link.get("ir35")).toBe("inside-umbrella");
    expect(link.get("margin")).toBe("1000");
  });

  it("keeps a hidden umbrella field on screen while it shows a message", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(() => jsonResponse({}));
    render(<ContractorCalculator />);
    await user.type(screen.getByLabelText("Umbrella margin"), "-5");
    await user.selectOptions(
      screen.getByLabelText("IR35 status"),
      "inside-payroll",
    );
    expect(screen.queryByLabelText("Umbrella margin")).toBeNull();
    await user.click(compare());
    expect(
      await screen.findByLabelText("Umbrella margin"),
    ).toHaveAccessibleDescription(/Umbrella margin must be positive/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
