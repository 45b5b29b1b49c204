import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculateSalary, getTaxYear, type SalaryInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  gate,
  HOUSEHOLD_DEFAULTS_SENT,
  jsonResponse,
  minus,
  resultValue,
  stubFetch,
  stubSalaryApi,
} from "../../components/form/test-helpers";
import {
  formatCurrency,
  formatCurrencyPence,
  formatFractionAsPercent,
  formatPercent,
} from "../../lib/format";
import { useToastStore } from "../../lib/toast-store";
import TakeHomeCalculator from "./take-home-calculator";
import { useTakeHomeStore } from "./take-home-store";
import { compareWithMedian, UK_MEDIAN_SALARY } from "./uk-median";

const calculate = () =>
  screen.getByRole("button", { name: "Calculate Take-Home Pay" });

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("TakeHomeCalculator", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
    useToastStore.setState({ current: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the spec's defaults, collapsed advanced options and 'Ready to Calculate'", async () => {
    const user = userEvent.setup();
    render(<TakeHomeCalculator />);
    expect(screen.getByLabelText("Gross salary")).toHaveValue("40000");
    expect(screen.getByLabelText("Pay frequency")).toHaveDisplayValue("Annual");
    expect(screen.getByLabelText("Region")).toHaveDisplayValue("England");
    expect(screen.getByLabelText("Tax code")).toHaveValue("1257L");
    expect(screen.getByLabelText("Student loan")).toHaveDisplayValue(
      "No student loan",
    );
    expect(screen.getByLabelText("Pension contribution")).toHaveValue("5");
    expect(screen.getByText("Ready to Calculate")).toBeInTheDocument();

    const toggle = screen.getByRole("button", { name: "Advanced Options" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("Annual bonus")).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const label of [
      "Annual bonus",
      "Annual overtime",
      "Benefits in kind",
      "Childcare vouchers",
    ]) {
      expect(screen.getByLabelText(label)).toBeVisible();
      expect(screen.getByLabelText(label)).toHaveValue("0");
    }
    // The in-content ad slot is there, hidden until an ad network is configured.
    expect(
      document.querySelector('[data-ad-slot="in-content"]'),
    ).not.toBeVisible();
    expect(
      screen.getByRole("link", { name: "Read our disclaimer" }),
    ).toHaveAttribute("href", "/disclaimer");
  });

  it("posts the defaults once, shows the busy label, then the engine's figures and a success toast", async () => {
    const user = userEvent.setup();
    const held = gate();
    const { fetchMock, requests } = stubFetch(async (request) => {
      await held.promise;
      return jsonResponse(calculateSalary(request.body as SalaryInput));
    });
    render(<TakeHomeCalculator />);
    await user.click(calculate());

    // The busy label shows once the form's schema has loaded (a chunk of its own) and passed.
    const busy = await screen.findByRole("button", { name: "Calculating..." });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requests[0]?.url).toBe("/api/calculate-salary");
    expect(requests[0]?.init).toMatchObject({
      method: "POST",
      credentials: "include",
    });
    expect(requests[0]?.body).toEqual({
      // The tax year is always sent: by default the year in force on the visitor's date, here the
      // unit tests' day, 28 November 2026 (testing/fixed-today.ts).
      taxYear: "2026-27",
      grossSalary: 40000,
      payFrequency: "annual",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
      bonus: 0,
      overtime: 0,
      benefitsInKind: 0,
      childcareVouchers: 0,
      // Family and other income at the engine's defaults: no partner's income, no Blind
      // Person's Allowance (both left out), no children and no other income.
      ...HOUSEHOLD_DEFAULTS_SENT,
      // The breakdown comes with the result: the working needs no second call; so do the
      // pension or Gift Aid that keep adjusted net income under each cliff.
      includeBreakdown: true,
      includeStayUnder: true,
    });

    held.open();
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    const expected = calculateSalary(requests[0]?.body as SalaryInput);

    expect(calculate()).toBeEnabled();
    expect(
      screen.getByText("Monthly take-home").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.netMonthly));
    expect(
      screen.getByText("Annual take-home").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.netAnnual));
    expect(screen.getByText(/Effective tax rate/)).toHaveTextContent(
      formatFractionAsPercent(expected.effectiveTaxRate),
    );
    expect(resultValue("Detailed breakdown", "Gross salary")).toBe(
      formatCurrencyPence(expected.grossAnnual),
    );
    expect(resultValue("Detailed breakdown", "Income tax")).toBe(
      minus(expected.incomeTax),
    );
    expect(resultValue("Detailed breakdown", "National Insurance")).toBe(
      minus(expected.nationalInsurance),
    );
    expect(resultValue("Detailed breakdown", "Student loan")).toBe(
      minus(expected.studentLoan),
    );
    expect(resultValue("Detailed breakdown", "Pension (5%)")).toBe(
      minus(expected.pension),
    );
    expect(resultValue("Detailed breakdown", "Net take-home")).toBe(
      formatCurrencyPence(expected.netAnnual),
    );

    const median = compareWithMedian(expected.grossAnnual);
    expect(
      screen.getByText(formatCurrency(UK_MEDIAN_SALARY)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Your salary is ${formatPercent(median.percent)} above the UK median.`,
      ),
    ).toBeInTheDocument();
    const bar = screen.getByRole("meter", {
      name: "Your salary compared with the UK median",
    });
    expect(bar.firstElementChild).toHaveStyle({ width: `${median.barWidth}%` });

    // The success toast says the headline (it is what screen readers hear, politely).
    expect(useToastStore.getState().current).toMatchObject({
      title: "Calculation Complete",
      description: `Your take-home pay is ${formatCurrency(expected.payslipNetMonthly)} a month, ${formatCurrency(expected.payslipNetAnnual)} a year.`,
      announce: "polite",
      variant: "default",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the advanced options and the chosen pension method", async () => {
    const user = userEvent.setup();
    const { requests } = stubSalaryApi();
    render(<TakeHomeCalculator />);
    await user.clear(screen.getByLabelText("Gross salary"));
    await user.type(screen.getByLabelText("Gross salary"), "3,500");
    await user.selectOptions(screen.getByLabelText("Pay frequency"), "Monthly");
    await user.selectOptions(screen.getByLabelText("Region"), "Scotland");
    await user.selectOptions(
      screen.getByLabelText("Student loan"),
      "Plan 2 (2012-2023)",
    );
    await user.click(screen.getByRole("button", { name: "Advanced Options" }));
    await user.clear(screen.getByLabelText("Annual bonus"));
    await user.type(screen.getByLabelText("Annual bonus"), "2500");
    await user.selectOptions(
      screen.getByLabelText("Pension method"),
      "Salary sacrifice (before tax and NI)",
    );
    await user.click(calculate());

    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    expect(requests[0]?.body).toMatchObject({
      grossSalary: 3500,
      payFrequency: "monthly",
      region: "scotland",
      studentLoanPlan: "plan2",
      bonus: 2500,
      pensionMethod: "salary-sacrifice",
    });
    const expected = calculateSalary(requests[0]?.body as SalaryInput);
    expect(resultValue("Detailed breakdown", "Student loan")).toBe(
      minus(expected.studentLoan),
    );
    // With a bonus, gross pay includes it, shown as a note (it moves nothing itself).
    expect(resultValue("Detailed breakdown", "Gross pay")).toBe(
      formatCurrencyPence(expected.grossAnnual),
    );
    expect(resultValue("Detailed breakdown", "of which bonus")).toBe(
      "£2,500.00",
    );
    expect(
      resultValue("Detailed breakdown", "Pension (5%, salary sacrifice)"),
    ).toBe(minus(expected.pension));
  });

  it("shows a salary below the median as below, with a bar under half", async () => {
    const user = userEvent.setup();
    stubSalaryApi();
    render(<TakeHomeCalculator />);
    await user.clear(screen.getByLabelText("Gross salary"));
    await user.type(screen.getByLabelText("Gross salary"), "20000");
    await user.click(calculate());
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    const median = compareWithMedian(20000);
    expect(median.barWidth).toBeLessThan(50);
    expect(
      screen.getByText(
        `Your salary is ${formatPercent(Math.abs(median.percent))} below the UK median.`,
      ),
    ).toBeInTheDocument();
  });

  it("explains the tax code, student loan and pension fields with the engine's own figures", async () => {
    const user = userEvent.setup();
    render(<TakeHomeCalculator />);
    // The tips quote the year the form is set to: the default, 2026/27.
    const rates = getTaxYear("2026-27");
    await user.hover(screen.getByRole("button", { name: "About tax code" }));
    const taxCode = await screen.findByRole("tooltip", {}, { timeout: 2_000 });
    expect(taxCode).toHaveTextContent(`${rates.incomeTax.standardCodeNumber}L`);
    expect(taxCode).toHaveTextContent(
      formatCurrency(rates.incomeTax.personalAllowance),
    );
    await user.unhover(screen.getByRole("button", { name: "About tax code" }));
    // The pointer leaves the tooltip's grace area (the way towards its content): in jsdom every
    // box is at 0, 0, so it is moved well away, as a real pointer crossing the form would be.
    fireEvent.pointerMove(document.body, { clientX: 500, clientY: 500 });
    await user.hover(
      screen.getByRole("button", { name: "About student loan" }),
    );
    // The tax code's tooltip closes as this one opens (one tooltip at a time).
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent(
        `${rates.studentLoans.plan2.rate * 100}%`,
      ),
    );
    expect(
      screen.getByRole("button", { name: "About pension contribution" }),
    ).toBeInTheDocument();
  });

  it("shows the destructive failure toast on a 500 and keeps 'Ready to Calculate'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(
      () => new Response("boom", { status: 500 }),
    );
    render(<TakeHomeCalculator />);
    await user.click(calculate());
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Calculation Failed",
        description:
          "There was an error calculating your salary. Please try again.",
        variant: "destructive",
      });
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calculate()).toBeEnabled();
    expect(screen.getByText("Ready to Calculate")).toBeInTheDocument();
  });

  it("shows the engine's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubSalaryApi();
    render(<TakeHomeCalculator />);
    await user.clear(screen.getByLabelText("Gross salary"));
    await user.type(screen.getByLabelText("Gross salary"), "-1");
    await user.clear(screen.getByLabelText("Tax code"));
    await user.clear(screen.getByLabelText("Pension contribution"));
    await user.type(screen.getByLabelText("Pension contribution"), "101");
    await user.click(calculate());

    expect(screen.getByLabelText("Gross salary")).toHaveAccessibleDescription(
      "Salary must be positive",
    );
    expect(screen.getByLabelText("Gross salary")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByLabelText("Tax code")).toHaveAccessibleDescription(
      "Tax code is required",
    );
    expect(
      screen.getByLabelText("Pension contribution"),
    ).toHaveAccessibleDescription(
      "Pension contribution must be between 0% and 100%",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByLabelText("Gross salary")).toHaveFocus(),
    );
    await waitFor(() =>
      expect(
        screen.getByText(
          "There are 3 problems: Salary must be positive; Tax code is required; Pension contribution must be between 0% and 100%.",
        ),
      ).toHaveAttribute("aria-live", "polite"),
    );
  });

  it("opens the advanced options to show a message about a hidden field", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubSalaryApi();
    useTakeHomeStore.getState().setValue("bonus", "-5");
    render(<TakeHomeCalculator />);
    expect(
      screen.getByRole("button", { name: "Advanced Options" }),
    ).toHaveAttribute("aria-expanded", "false");
    await user.click(calculate());
    expect(
      screen.getByRole("button", { name: "Advanced Options" }),
    ).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Annual bonus")).toHaveAccessibleDescription(
      "Bonus must be positive",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the form and result in its store when unmounted and shown again", async () => {
    const user = userEvent.setup();
    stubSalaryApi();
    const { unmount } = render(<TakeHomeCalculator />);
    await user.clear(screen.getByLabelText("Gross salary"));
    await user.type(screen.getByLabelText("Gross salary"), "52000");
    await user.click(calculate());
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    unmount();
    render(<TakeHomeCalculator />);
    expect(screen.getByLabelText("Gross salary")).toHaveValue("52000");
    expect(
      screen.getByRole("heading", { name: "Your Take-Home Pay" }),
    ).toBeInTheDocument();
  });

  describe("Export PDF and Share Results", () => {
    const replaced: [keyof Navigator, PropertyDescriptor | undefined][] = [];
    function setNavigator(name: keyof Navigator, value: unknown) {
      replaced.push([name, Object.getOwnPropertyDescriptor(navigator, name)]);
      Object.defineProperty(navigator, name, {
        value,
        configurable: true,
        writable: true,
      });
    }
    afterEach(() => {
      for (const [name, descriptor] of replaced.reverse()) {
        if (descriptor) Object.defineProperty(navigator, name, descriptor);
        else Reflect.deleteProperty(navigator, name);
      }
      replaced.length = 0;
    });

    async function renderWithResult() {
      const user = userEvent.setup();
      stubSalaryApi();
      render(<TakeHomeCalculator />);
      await user.click(calculate());
      await screen.findByRole("heading", { name: "Your Take-Home Pay" });
      return user;
    }

    it("Export PDF shows 'Export Started'", async () => {
      const user = await renderWithResult();
      await user.click(screen.getByRole("button", { name: "Export PDF" }));
      expect(useToastStore.getState().current).toMatchObject({
        title: "Export Started",
        description: "Your PDF report is being generated...",
      });
    });

    it("uses the native share sheet when there is one", async () => {
      const user = await renderWithResult();
      const share = vi.fn(() => Promise.resolve());
      setNavigator("share", share);
      useToastStore.setState({ current: null });
      await user.click(screen.getByRole("button", { name: "Share Results" }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: window.location.href }),
      );
      expect(useToastStore.getState().current).toBeNull();
    });

    it("copies the link and says 'Link Copied' without native sharing", async () => {
      const user = await renderWithResult();
      const writeText = vi.fn(() => Promise.resolve());
      setNavigator("clipboard", { writeText });
      await user.click(screen.getByRole("button", { name: "Share Results" }));
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      expect(useToastStore.getState().current).toMatchObject({
        title: "Link Copied",
        variant: "default",
      });
    });

    it("says 'Share Failed' when neither works", async () => {
      const user = await renderWithResult();
      const writeText = vi.fn(() => Promise.reject(new Error("denied")));
      setNavigator("clipboard", { writeText });
      await user.click(screen.getByRole("button", { name: "Share Results" }));
      expect(useToastStore.getState().current).toMatchObject({
        title: "Share Failed",
        description: "Unable to share or copy link.",
        variant: "destructive",
      });
    });
  });
});

describe("compareWithMedian", () => {
  it("clamps the bar to 0–100 and is 50 at the median", () => {
    expect(compareWithMedian(UK_MEDIAN_SALARY)).toEqual({
      percent: 0,
      barWidth: 50,
    });
    expect(compareWithMedian(UK_MEDIAN_SALARY * 3).barWidth).toBe(100);
    expect(compareWithMedian(0)).toEqual({ percent: -100, barWidth: 0 });
  });
});
