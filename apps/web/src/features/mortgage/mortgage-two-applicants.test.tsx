import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculateMortgage, type MortgageInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  displayedLines,
  jsonResponse,
  resultValue,
  stubFetch,
} from "../../components/form/test-helpers";
import MortgageCalculator from "./mortgage-calculator";
import { useMortgageStore } from "./mortgage-store";

const field = (label: string) => screen.getByLabelText(label);

async function retype(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  value: string,
) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe(
  "mortgage: two applicants and the lender's view",
  { timeout: 20_000 },
  () => {
    beforeEach(() => {
      useMortgageStore.setState(useMortgageStore.getInitialState(), true);
    });
    afterEach(() => vi.unstubAllGlobals());

    it("£52,000 + £28,000 in 2026/27: each applicant's take-home adds up to the joint net, and the lender's view", async () => {
      const user = userEvent.setup();
      const { requests } = stubFetch((request) =>
        jsonResponse(calculateMortgage(request.body as MortgageInput)),
      );
      render(<MortgageCalculator />);
      expect(field("Second applicant's income")).toHaveValue("");
      await retype(user, "Annual income", "52000");
      await retype(user, "Second applicant's income", "28000");
      await user.click(
        screen.getByRole("button", { name: "Calculate Affordability" }),
      );
      await screen.findByRole("heading", { name: "What You Could Afford" });
      expect(requests[0]?.body).toMatchObject({
        taxYear: "2026-27",
        annualIncome: 52000,
        secondApplicantIncome: 28000,
      });

      // Nets 40,717.40 and 23,679.60 (tax 8,232 + NI 3,050.60; tax 3,086 + NI 1,234.40): / 12 each,
      // 3,393.12 + 1,973.30 = 5,366.42 = 64,397 / 12 to the penny.
      const byApplicant = screen.getByLabelText(
        "Monthly net income by applicant",
        {
          selector: "dl",
        },
      );
      expect(
        resultValue("Monthly net income by applicant", "First applicant"),
      ).toBe("£3,393.12");
      expect(
        resultValue("Monthly net income by applicant", "Second applicant"),
      ).toBe("+£1,973.30");
      expect(
        resultValue("Monthly net income by applicant", "Monthly net income"),
      ).toBe("£5,366.42");
      const { sum, total, lines } = displayedLines(byApplicant);
      expect(lines).toBe(2);
      expect(sum).toBe(total);
      expect(resultValue("Monthly budget", "Monthly net income")).toBe(
        "£5,366",
      );
      expect(resultValue("Monthly budget", "Monthly payment")).toBe("£2,001");

      // The lender's view: 4.5 × £80,000 = £360,000; the £4,566.42 budget repays £821,546 at 4.5 %
      // and £617,926 at 7.5 %; £360,000 at 7.5 % is £2,660.37 a month.
      const lender = "Lender's view";
      expect(resultValue(lender, "Income multiple cap (4.5 × £80,000)")).toBe(
        "£360,000",
      );
      expect(resultValue(lender, "Loan your budget repays at 4.5%")).toBe(
        "£821,546",
      );
      expect(resultValue(lender, "Loan your budget repays at 7.5%")).toBe(
        "£617,926",
      );
      expect(resultValue(lender, "Payment on £360,000 at 7.5%")).toBe("£2,660");
      expect(resultValue(lender, "Lender's maximum")).toBe("£360,000");
      expect(resultValue(lender, "Limited by")).toBe("Income multiple");
      expect(
        screen.getByText(
          /The lender's maximum is 4.5 × your joint income: £360,000\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText("Moderate affordability")).toBeInTheDocument(); // 37.3 %, not 42.2 %
    });

    it("says when the stress test limits the lender's loan below the maximum mortgage", async () => {
      const user = userEvent.setup();
      stubFetch((request) =>
        jsonResponse(calculateMortgage(request.body as MortgageInput)),
      );
      render(<MortgageCalculator />);
      await retype(user, "Annual income", "52000");
      await retype(user, "Second applicant's income", "28000");
      await retype(user, "Monthly expenses", "3000");
      await user.click(
        screen.getByRole("button", { name: "Calculate Affordability" }),
      );
      await screen.findByRole("heading", { name: "What You Could Afford" });
      // 5,366.42 − 3,000 = 2,366.42 available: 2,366.42 × 135.3196… = £320,223.03 at 7.5 %, below
      // the £360,000 cap; £360,000 at 7.5 % (£2,660.37) is more than the budget.
      expect(
        screen.getByText("Maximum mortgage").nextElementSibling,
      ).toHaveTextContent("£360,000");
      expect(resultValue("Lender's view", "Lender's maximum")).toBe("£320,223");
      expect(resultValue("Lender's view", "Limited by")).toBe(
        "Stress test at 7.5%",
      );
      expect(
        screen.getByText(
          /At 7.5% the payment on £360,000 would be £2,660 a month, more than the £2,366 you have for it, so a lender testing at 7.5% would lend at most £320,223\./,
        ),
      ).toBeInTheDocument();
    });

    it("one applicant: nothing sent for the second, no by-applicant list, the spec's figures", async () => {
      const user = userEvent.setup();
      const { requests } = stubFetch((request) =>
        jsonResponse(calculateMortgage(request.body as MortgageInput)),
      );
      render(<MortgageCalculator />);
      await user.click(
        screen.getByRole("button", { name: "Calculate Affordability" }),
      );
      await screen.findByRole("heading", { name: "What You Could Afford" });
      expect(requests[0]?.body).not.toHaveProperty("secondApplicantIncome");
      expect(
        screen.queryByRole("heading", {
          name: "Monthly net income by applicant",
        }),
      ).not.toBeInTheDocument();
      // 2026/27, £40,000: net 32,319.60 (tax 5,486, NI 2,194.40) / 12 = 2,693.30; 4.5 × 40,000
      expect(resultValue("Monthly budget", "Monthly net income")).toBe(
        "£2,693",
      );
      expect(
        resultValue("Lender's view", "Income multiple cap (4.5 × £40,000)"),
      ).toBe("£180,000");
      expect(resultValue("Lender's view", "Limited by")).toBe(
        "Income multiple",
      );
      expect(
        screen.getByText(
          /The lender's maximum is 4.5 × your income: £180,000\./,
        ),
      ).toBeInTheDocument();
    });

    it("names the second applicant's income in its message and sends nothing", async () => {
      const user = userEvent.setup();
      const { fetchMock } = stubFetch(() => jsonResponse({}));
      render(<MortgageCalculator />);
      await retype(user, "Second applicant's income", "-1");
      await user.click(
        screen.getByRole("button", { name: "Calculate Affordability" }),
      );
      expect(field("Second applicant's income")).toHaveAccessibleDescription(
        expect.stringContaining("Second applicant's income must be positive"),
      );
      expect(fetchMock).not.toHaveBeenCalled();
    });
  },
);
