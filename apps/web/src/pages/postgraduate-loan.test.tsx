import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  calculateSalary,
  compareSalaries,
  reverseCalculate,
  type CompareSalariesInput,
  type ReverseInput,
  type SalaryInput,
} from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ComparisonCalculator from "../features/comparison/comparison-calculator";
import { useComparisonStore } from "../features/comparison/comparison-store";
import ReverseCalculator from "../features/reverse/reverse-calculator";
import { useReverseStore } from "../features/reverse/reverse-store";
import TakeHomeCalculator from "../features/take-home/take-home-calculator";
import { useTakeHomeStore } from "../features/take-home/take-home-store";
import { useToastStore } from "../lib/toast-store";
import {
  jsonResponse,
  minus,
  resultValue,
  stubFetch,
} from "../components/form/test-helpers";

const LABEL = "Postgraduate loan as well";

// Generous timeout: these click real inputs and share two CPU cores with other suites.
describe("the postgraduate loan beside the plan", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
    useReverseStore.setState(useReverseStore.getInitialState(), true);
    useComparisonStore.setState(useComparisonStore.getInitialState(), true);
    useToastStore.setState({ current: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("take-home: unticked by default and not sent; ticked, sent and shown as its own line (£52,000, 2026/27)", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((request) =>
      jsonResponse(calculateSalary(request.body as SalaryInput)),
    );
    const store = useTakeHomeStore.getState();
    store.setValue("grossSalary", "52000");
    store.setValue("pensionMethod", "relief-at-source");
    render(<TakeHomeCalculator />);
    const box = screen.getByRole("checkbox", { name: LABEL });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(box).toHaveAccessibleDescription(
      "A Master's or Doctoral loan, repaid beside the plan above.",
    );
    await user.selectOptions(
      screen.getByLabelText("Student loan"),
      "Plan 2 (2012-2023)",
    );
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(
      screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
    );
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    expect(requests[0]?.body).toMatchObject({
      taxYear: "2026-27",
      grossSalary: 52000,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      pensionMethod: "relief-at-source",
    });
    // Plan 2 (52,000 − 29,385) × 9 % = 2,035.35; postgraduate (52,000 − 21,000) × 6 % = 1,860.
    expect(
      resultValue("Detailed breakdown", "Student loan, Plan 2 (2012-2023)"),
    ).toBe(minus(2_035.35));
    expect(resultValue("Detailed breakdown", "Postgraduate loan")).toBe(
      minus(1_860),
    );
    // As the payslips pay it (relief at source's higher-rate relief is claimed after the year):
    // tax 37,700 × 20 % + 1,730 × 40 % = 8,232; 52,000 − 8,232 − NI 3,050.60 − loans 3,895.35 −
    // pension (2,600 × 80 %) 2,080 = 34,742.05.
    expect(resultValue("Detailed breakdown", "Net take-home")).toBe(
      "£34,742.05",
    );

    // Unticked again: the field is left out of the request (the engine's default).
    await user.click(box);
    await user.click(
      screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
    );
    // The plan's line alone again: 2,035.35.
    await waitFor(() => {
      expect(resultValue("Detailed breakdown", "Student loan")).toBe(
        minus(2_035.35),
      );
    });
    expect(requests[1]?.body).not.toHaveProperty("postgraduateLoan");
  });

  it("is greyed out and unticked while the plan is itself 'Postgraduate', and comes back with another plan", async () => {
    const user = userEvent.setup();
    render(<TakeHomeCalculator />);
    const box = screen.getByRole("checkbox", { name: LABEL });
    await user.click(box);
    await user.selectOptions(
      screen.getByLabelText("Student loan"),
      "Postgraduate",
    );
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      "Your student loan above is the postgraduate loan, repaid once.",
    );
    await user.selectOptions(
      screen.getByLabelText("Student loan"),
      "Plan 1 (1998-2012)",
    );
    expect(box).toBeEnabled();
    expect(box).toBeChecked();
  });

  it("reverse: sent, and the loans shown as two lines", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((request) =>
      jsonResponse(reverseCalculate(request.body as ReverseInput)),
    );
    const store = useReverseStore.getState();
    store.setValue("desiredNetPay", "35088.05");
    store.setValue("payFrequency", "annual");
    store.setValue("studentLoanPlan", "plan2");
    render(<ReverseCalculator />);
    await user.click(screen.getByRole("checkbox", { name: LABEL }));
    await user.click(
      screen.getByRole("button", { name: "Calculate Required Salary" }),
    );
    await screen.findByRole("heading", { name: "Required Salary" });
    expect(requests[0]?.body).toMatchObject({
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    });
    // 5 % net pay, 2026/27. Whatever the gross found, the two lines add up to the loans' figure
    // and the postgraduate line is the engine's own part of it.
    const expected = reverseCalculate(requests[0]?.body as ReverseInput);
    expect(resultValue("Breakdown", "Postgraduate loan")).toBe(
      minus(expected.postgraduateLoan),
    );
    const planPence =
      Math.round(expected.studentLoan * 100) -
      Math.round(expected.postgraduateLoan * 100);
    expect(resultValue("Breakdown", "Student loan, Plan 2 (2012-2023)")).toBe(
      minus(planPence / 100),
    );
  });

  it("compare: one box per card, sent for that card only, and a postgraduate row in the table", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((request) =>
      jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
    );
    render(<ComparisonCalculator />);
    const card = (n: number) =>
      screen.getByRole("group", { name: `Salary ${n}` });
    expect(
      within(card(1)).getByRole("checkbox", { name: LABEL }),
    ).not.toBeChecked();
    const second = within(card(2));
    await user.clear(second.getByLabelText("Gross annual salary"));
    await user.type(second.getByLabelText("Gross annual salary"), "52000");
    await user.selectOptions(
      second.getByLabelText("Student loan"),
      "Plan 2 (2012-2023)",
    );
    await user.click(second.getByRole("checkbox", { name: LABEL }));
    await user.click(screen.getByRole("button", { name: "Compare Salaries" }));
    await screen.findByRole("table");
    const body = requests[0]?.body as CompareSalariesInput;
    expect(body.salaries[0]).not.toHaveProperty("postgraduateLoan");
    expect(body.salaries[1]).toMatchObject({
      grossSalary: 52000,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    });
    const cells = (row: string) =>
      within(
        screen
          .getByRole("rowheader", { name: row })
          .closest("tr") as HTMLElement,
      )
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    // Salary 1 (£40,000, no loan): £0 each. Salary 2: Plan 2 (52,000 − 29,385) × 9 % =
    // £2,035.35; postgraduate (52,000 − 21,000) × 6 % = £1,860 (the table shows pence).
    expect(cells("Student loan")).toEqual(["£0.00", "£2,035.35"]);
    expect(cells("Postgraduate loan")).toEqual(["£0.00", "£1,860.00"]);
  });
});
