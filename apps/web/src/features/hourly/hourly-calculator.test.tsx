import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertHourly, type HourlyInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  gate,
  jsonResponse,
  minus,
  resultValue,
  stubFetch,
} from "../../components/form/test-helpers";
import { formatCurrency, formatCurrencyPence } from "../../lib/format";
import { useToastStore } from "../../lib/toast-store";
import HourlyCalculator from "./hourly-calculator";
import { useHourlyStore } from "./hourly-store";

const convert = () =>
  screen.getByRole("button", { name: "Convert to Annual Salary" });
const count = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("HourlyCalculator", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useHourlyStore.setState(useHourlyStore.getInitialState(), true);
    useToastStore.setState({ current: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the defaults (19.23, 40 h, 52 weeks, 4 holiday weeks)", () => {
    render(<HourlyCalculator />);
    expect(screen.getByLabelText("Hourly rate")).toHaveValue("19.23");
    expect(screen.getByLabelText("Hours per week")).toHaveValue("40");
    expect(screen.getByLabelText("Weeks per year")).toHaveValue("52");
    expect(screen.getByLabelText("Holiday weeks")).toHaveValue("4");
    expect(screen.getByText("Ready to Convert")).toBeInTheDocument();
  });

  it("posts once with 'Converting...', then shows all eleven results", async () => {
    const user = userEvent.setup();
    const held = gate();
    const { fetchMock, requests } = stubFetch(async (request) => {
      await held.promise;
      return jsonResponse(convertHourly(request.body as HourlyInput));
    });
    render(<HourlyCalculator />);
    await user.click(convert());
    // The busy label shows once the form's schema has loaded (a chunk of its own) and passed.
    expect(
      await screen.findByRole("button", { name: "Converting..." }),
    ).toBeDisabled();
    expect(requests[0]?.url).toBe("/api/convert-hourly");
    expect(requests[0]?.body).toEqual({
      // The tax year is always sent: by default the year in force, 2026/27 on the unit
      // tests' day (28 November 2026, testing/fixed-today.ts).
      taxYear: "2026-27",
      hourlyRate: 19.23,
      hoursPerWeek: 40,
      weeksPerYear: 52,
      holidayWeeks: 4,
      // The breakdown comes with the result: the working needs no second call.
      includeBreakdown: true,
    });

    held.open();
    await screen.findByRole("heading", { name: "Your Pay" });
    const expected = convertHourly(requests[0]?.body as HourlyInput);
    expect(
      screen.getByText("Annual gross salary").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.annualSalary));
    expect(
      screen.getByText("Monthly gross").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.monthlySalary));
    const time = "Working time and gross pay";
    expect(resultValue(time, "Working hours per year")).toBe(
      `${count.format(expected.workingHoursPerYear)} hours`,
    );
    expect(resultValue(time, "Working days per year")).toBe(
      `${count.format(expected.workingDaysPerYear)} days`,
    );
    // Day and week rates carry pence (£153.84, not £154).
    expect(resultValue(time, "Daily rate (8 hours)")).toBe(
      formatCurrencyPence(expected.dailyRate),
    );
    expect(resultValue(time, "Weekly gross pay")).toBe(
      formatCurrencyPence(expected.weeklyRate),
    );
    const net = "Estimated take-home";
    expect(resultValue(net, "Estimated income tax")).toBe(
      minus(expected.estimatedIncomeTax),
    );
    expect(resultValue(net, "Estimated National Insurance")).toBe(
      minus(expected.estimatedNationalInsurance),
    );
    expect(resultValue(net, "Estimated net annual")).toBe(
      formatCurrencyPence(expected.estimatedNetAnnual),
    );
    expect(resultValue(net, "Monthly net")).toBe(
      formatCurrencyPence(expected.estimatedNetMonthly),
    );
    expect(resultValue(net, "Net hourly rate")).toBe(
      formatCurrencyPence(expected.estimatedNetHourlyRate),
    );
    expect(useToastStore.getState().current).toMatchObject({
      title: "Conversion Complete",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends paidHoliday: false from the options", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((request) =>
      jsonResponse(convertHourly(request.body as HourlyInput)),
    );
    render(<HourlyCalculator />);
    await user.click(screen.getByRole("button", { name: "More options" }));
    await user.click(screen.getByLabelText("Holiday is paid"));
    await user.click(convert());
    await screen.findByRole("heading", { name: "Your Pay" });
    expect(requests[0]?.body).toMatchObject({ paidHoliday: false });
    const expected = convertHourly(requests[0]?.body as HourlyInput);
    expect(
      screen.getByText("Annual gross salary").nextElementSibling,
    ).toHaveTextContent(formatCurrency(expected.annualSalary));
  });

  it("shows the destructive failure toast on a 500", async () => {
    const user = userEvent.setup();
    stubFetch(() => new Response("", { status: 500 }));
    render(<HourlyCalculator />);
    await user.click(convert());
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Conversion Failed",
        description:
          "There was an error converting your hourly rate. Please try again.",
        variant: "destructive",
      });
    });
  });

  it("shows each field's message and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(() => jsonResponse({}));
    render(<HourlyCalculator />);
    for (const label of [
      "Hourly rate",
      "Hours per week",
      "Weeks per year",
      "Holiday weeks",
    ]) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), "-1");
    }
    await user.click(convert());
    expect(screen.getByLabelText("Hourly rate")).toHaveAccessibleDescription(
      "Hourly rate must be positive",
    );
    expect(screen.getByLabelText("Hours per week")).toHaveAccessibleDescription(
      "Hours per week must be positive",
    );
    expect(screen.getByLabelText("Weeks per year")).toHaveAccessibleDescription(
      "Weeks per year must be positive",
    );
    expect(screen.getByLabelText("Holiday weeks")).toHaveAccessibleDescription(
      "Holiday weeks must be positive",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
