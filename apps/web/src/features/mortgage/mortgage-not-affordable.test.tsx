import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculateMortgage, type MortgageInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../components/form/test-helpers";
import { formatCurrency } from "../../lib/format";
import MortgageCalculator from "./mortgage-calculator";
import { useMortgageStore } from "./mortgage-store";

describe("mortgage: nothing affordable", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useMortgageStore.setState(useMortgageStore.getInitialState(), true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("£25,000 income and £3,000 expenses: 'Not affordable', never a good rating at 0.0%", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((request) =>
      jsonResponse(calculateMortgage(request.body as MortgageInput)),
    );
    render(<MortgageCalculator />);
    await user.clear(screen.getByLabelText("Annual income"));
    await user.type(screen.getByLabelText("Annual income"), "25000");
    await user.clear(screen.getByLabelText("Monthly expenses"));
    await user.type(screen.getByLabelText("Monthly expenses"), "3000");
    await user.click(
      screen.getByRole("button", { name: "Calculate Affordability" }),
    );
    const alert = await screen.findByRole("alert");
    const expected = calculateMortgage(requests[0]?.body as MortgageInput);
    expect(expected.maxMortgage).toBe(0);
    expect(alert).toHaveTextContent("Not affordable");
    expect(alert).toHaveTextContent(formatCurrency(expected.monthlyNetIncome));
    expect(alert).toHaveAttribute("data-rating", "none");
    expect(screen.queryByText("Good affordability")).not.toBeInTheDocument();
    expect(alert).not.toHaveTextContent("0.0%");
    // No loan: no loan details of zeros.
    expect(
      screen.queryByRole("heading", { name: "Loan details" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Lender's view" }),
    ).not.toBeInTheDocument();
  });
});
