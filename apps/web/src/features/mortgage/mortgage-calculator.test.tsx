import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  calculateMortgage,
  MORTGAGE_RULES,
  type MortgageInput,
  type MortgageResult,
} from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  gate,
  jsonResponse,
  resultValue,
  stubFetch,
} from "../../components/form/test-helpers";
import { formatCurrency, formatPercent } from "../../lib/format";
import { useToastStore } from "../../lib/toast-store";
import { affordabilityAlert } from "./affordability-alert";
import MortgageCalculator from "./mortgage-calculator";
import { useMortgageStore } from "./mortgage-store";

const calculate = () =>
  screen.getByRole("button", { name: "Calculate Affordability" });

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("MortgageCalculator", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useMortgageStore.setState(useMortgageStore.getInitialState(), true);
    useToastStore.setState({ current: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the defaults (40000, 800, 40000, 4.5, 25)", () => {
    render(<MortgageCalculator />);
    expect(screen.getByLabelText("Annual income")).toHaveValue("40000");
    expect(screen.getByLabelText("Monthly expenses")).toHaveValue("800");
    expect(screen.getByLabelText("Deposit")).toHaveValue("40000");
    expect(screen.getByLabelText("Interest rate")).toHaveValue("4.5");
    expect(screen.getByLabelText("Mortgage term")).toHaveValue("25");
    expect(screen.getByText("Ready to Calculate")).toBeInTheDocument();
  });

  it("posts once with the busy label, then shows every result and the rating alert", async () => {
    const user = userEvent.setup();
    const held = gate();
    const { fetchMock, requests } = stubFetch(async (request) => {
      await held.promise;
      return jsonResponse(calculateMortgage(request.body as MortgageInput));
    });
    render(<MortgageCalculator />);
    await user.click(calculate());
    // The busy label shows once the form's schema has loaded (a chunk of its own) and passed.
    expect(
      await screen.findByRole("button", { name: "Calculating..." }),
    ).toBeDisabled();
    expect(requests[0]?.url).toBe("/api/calculate-mortgage");
    expect(requests[0]?.body).toEqual({
      // The tax year is always sent: by default the year in force, 2026/27 on the unit
      // tests' day (28 November 2026, testing/fixed-today.ts).
      taxYear: "2026-27",
      annualIncome: 40000,
      monthlyExpenses: 800,
      deposit: 40000,
      interestRate: 4.5,
      mortgageTerm: 25,
    });

    held.open();
    await screen.findByRole("heading", { name: "What You Could Afford" });
    const expected = calculateMortgage(requests[0]?.body as MortgageInput);
    expect(
      screen.getByText("Maximum mortgage").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.maxMortgage));
    expect(
      screen.getByText("Total property value").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.maxPropertyValue));
    expect(resultValue("Monthly budget", "Monthly payment")).toBe(
      formatCurrency(expected.monthlyPayment),
    );
    expect(resultValue("Monthly budget", "Monthly net income")).toBe(
      formatCurrency(expected.monthlyNetIncome),
    );
    expect(resultValue("Monthly budget", "Available for mortgage")).toBe(
      formatCurrency(expected.availableForMortgage),
    );
    expect(resultValue("Monthly budget", "Remaining budget")).toBe(
      formatCurrency(expected.remainingBudget),
    );
    expect(resultValue("Loan details", "Loan amount")).toBe(
      formatCurrency(expected.maxMortgage),
    );
    expect(resultValue("Loan details", "Total interest")).toBe(
      formatCurrency(expected.totalInterest),
    );
    expect(resultValue("Loan details", "Total payable")).toBe(
      formatCurrency(expected.totalPayable),
    );
    expect(resultValue("Loan details", "LTV ratio")).toBe(
      formatPercent(expected.ltvRatio),
    );
    const alert = affordabilityAlert(expected);
    expect(screen.getByText(alert.title)).toBeInTheDocument();
    expect(screen.getByText(alert.text)).toBeInTheDocument();
    expect(useToastStore.getState().current).toMatchObject({
      title: "Mortgage Calculation Complete",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the destructive failure toast on a 500", async () => {
    const user = userEvent.setup();
    stubFetch(() => new Response("", { status: 500 }));
    render(<MortgageCalculator />);
    await user.click(calculate());
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Calculation Failed",
        description:
          "There was an error calculating your mortgage affordability. Please try again.",
        variant: "destructive",
      });
    });
  });

  it("shows each field's message and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(() => jsonResponse({}));
    render(<MortgageCalculator />);
    for (const label of [
      "Annual income",
      "Monthly expenses",
      "Deposit",
      "Interest rate",
    ]) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), "-1");
    }
    await user.clear(screen.getByLabelText("Mortgage term"));
    await user.type(screen.getByLabelText("Mortgage term"), "0");
    await user.click(calculate());
    expect(screen.getByLabelText("Annual income")).toHaveAccessibleDescription(
      "Annual income must be positive",
    );
    expect(
      screen.getByLabelText("Monthly expenses"),
    ).toHaveAccessibleDescription("Monthly expenses must be positive");
    expect(screen.getByLabelText("Deposit")).toHaveAccessibleDescription(
      "Deposit must be positive",
    );
    expect(screen.getByLabelText("Interest rate")).toHaveAccessibleDescription(
      "Interest rate must be positive",
    );
    expect(screen.getByLabelText("Mortgage term")).toHaveAccessibleDescription(
      "Mortgage term must be at least 1 year",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("affordabilityAlert", () => {
  const at = (
    affordabilityRating: MortgageResult["affordabilityRating"],
    paymentToIncomeRatio: number,
  ) => affordabilityAlert({ affordabilityRating, paymentToIncomeRatio });

  it("says the spec's words for each rating", () => {
    const lower = MORTGAGE_RULES.goodRatioLimit;
    const upper = MORTGAGE_RULES.warningRatioLimit;
    expect(at("good", lower - 5.04).text).toContain(
      `the payment is only ${formatPercent(lower - 5.04)} of net income, well within the recommended ${lower}-${upper}% range.`,
    );
    expect(at("warning", upper - 1).text).toContain(
      "approaching the upper recommended limit.",
    );
    expect(at("high", upper + 1).text).toContain(
      `exceeds the recommended ${upper}% limit.`,
    );
  });
});
