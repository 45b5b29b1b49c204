import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reverseCalculate, type ReverseInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  gate,
  HOUSEHOLD_DEFAULTS_SENT,
  jsonResponse,
  minus,
  resultValue,
  stubFetch,
} from "../../components/form/test-helpers";
import { formatCurrency, formatCurrencyPence } from "../../lib/format";
import { useToastStore } from "../../lib/toast-store";
import ReverseCalculator from "./reverse-calculator";
import { useReverseStore } from "./reverse-store";

const calculate = () =>
  screen.getByRole("button", { name: "Calculate Required Salary" });

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("ReverseCalculator", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useReverseStore.setState(useReverseStore.getInitialState(), true);
    useToastStore.setState({ current: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the defaults (2500 a month) and an empty results panel", () => {
    render(<ReverseCalculator />);
    expect(screen.getByLabelText("Desired take-home pay")).toHaveValue("2500");
    expect(screen.getByLabelText("Pay frequency")).toHaveDisplayValue(
      "Monthly",
    );
    expect(screen.getByLabelText("Region")).toHaveDisplayValue("England");
    expect(screen.getByLabelText("Tax code")).toHaveValue("1257L");
    expect(screen.getByLabelText("Student loan")).toHaveDisplayValue(
      "No student loan",
    );
    expect(screen.getByLabelText("Pension contribution")).toHaveValue("5");
    expect(screen.getByText("Ready to Calculate")).toBeInTheDocument();
  });

  it("posts once with the busy label, then shows the required gross, breakdown and tip", async () => {
    const user = userEvent.setup();
    const held = gate();
    const { fetchMock, requests } = stubFetch(async (request) => {
      await held.promise;
      return jsonResponse(reverseCalculate(request.body as ReverseInput));
    });
    render(<ReverseCalculator />);
    await user.click(calculate());
    // The busy label shows once the form's schema has loaded (a chunk of its own) and passed.
    expect(
      await screen.findByRole("button", { name: "Calculating..." }),
    ).toBeDisabled();
    expect(requests[0]?.url).toBe("/api/reverse-calculate");
    expect(requests[0]?.body).toEqual({
      // The tax year is always sent: by default the year in force, 2026/27 on the unit
      // tests' day (28 November 2026, testing/fixed-today.ts).
      taxYear: "2026-27",
      desiredNetPay: 2500,
      payFrequency: "monthly",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
      // Family and other income at the engine's defaults (a blank partner's income left out).
      ...HOUSEHOLD_DEFAULTS_SENT,
      // The breakdown comes with the result: the working needs no second call.
      includeBreakdown: true,
    });

    held.open();
    await screen.findByRole("heading", { name: "Required Salary" });
    const expected = reverseCalculate(requests[0]?.body as ReverseInput);
    expect(
      screen.getByText("Required gross annual salary").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.requiredGrossSalary));
    expect(
      screen.getByText("Monthly gross").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.requiredGrossMonthly));
    expect(resultValue("Breakdown", "Income tax")).toBe(
      minus(expected.incomeTax),
    );
    expect(resultValue("Breakdown", "National Insurance")).toBe(
      minus(expected.nationalInsurance),
    );
    expect(resultValue("Breakdown", "Student loan")).toBe(
      minus(expected.studentLoan),
    );
    expect(resultValue("Breakdown", "Pension (5%)")).toBe(
      minus(expected.pension),
    );
    expect(resultValue("Breakdown", "Annual take-home")).toBe(
      formatCurrencyPence(expected.netPay),
    );
    expect(
      screen.getByRole("complementary", { name: "Negotiation tip" }),
    ).toHaveTextContent(formatCurrency(expected.requiredGrossSalary));
    expect(useToastStore.getState().current).toMatchObject({
      title: "Reverse Calculation Complete",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the destructive failure toast on a 500", async () => {
    const user = userEvent.setup();
    stubFetch(() => new Response("oops", { status: 500 }));
    render(<ReverseCalculator />);
    await user.click(calculate());
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Calculation Failed",
        description:
          "There was an error calculating the required gross salary. Please try again.",
        variant: "destructive",
      });
    });
    expect(screen.getByText("Ready to Calculate")).toBeInTheDocument();
  });

  it("shows the engine's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(() => jsonResponse({}));
    render(<ReverseCalculator />);
    await user.clear(screen.getByLabelText("Desired take-home pay"));
    await user.type(screen.getByLabelText("Desired take-home pay"), "-10");
    await user.clear(screen.getByLabelText("Tax code"));
    await user.click(calculate());
    expect(
      screen.getByLabelText("Desired take-home pay"),
    ).toHaveAccessibleDescription("Desired net pay must be positive");
    expect(screen.getByLabelText("Tax code")).toHaveAccessibleDescription(
      "Tax code is required",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
