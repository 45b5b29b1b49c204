import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import {
  calculatePayslips,
  type PayslipsInput,
  type PayslipsResult,
} from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../components/form/test-helpers";
import { formatCurrencyPence } from "../../lib/format";
import { useSavedResults } from "../../lib/saved-results";
import { useToastStore } from "../../lib/toast-store";
import { payslipsCsv } from "./payslip-columns";
import { reasonWords } from "./payslip-words";
import PayslipsCalculator from "./payslips-calculator";
import { PAYSLIPS_MODEL, usePayslipsStore } from "./payslips-store";

const simulate = () =>
  screen.getByRole("button", { name: "Simulate Payslips" });

/** The API, answered by the engine itself (as the real API does). */
function stubEngine() {
  return stubFetch((request) =>
    jsonResponse(calculatePayslips(request.body as PayslipsInput)),
  );
}

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

async function openChanges(user: UserEvent) {
  await user.click(
    screen.getByRole("button", { name: /Changes during the year/ }),
  );
}

/** The text of each cell of the payslip row for `period` ("total" for the totals). */
function rowCells(period: number | "total"): string[] {
  const row = document.querySelector(`tr[data-period="${period}"]`);
  if (!row) throw new Error(`no row for ${period}`);
  return [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "");
}

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("PayslipsCalculator", { timeout: 30_000 }, () => {
  beforeEach(() => {
    usePayslipsStore.setState(usePayslipsStore.getInitialState(), true);
    useToastStore.setState({ current: null });
    window.history.replaceState(null, "", "/payslip-simulator");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the bonus as { amount, period } and shows every payslip, its totals and the reasons beside the bonus month", async () => {
    const user = userEvent.setup();
    const { requests } = stubEngine();
    render(<PayslipsCalculator />);
    await openChanges(user);
    await retype(user, "Bonus", "5000");
    await user.click(simulate());
    await screen.findByRole("heading", { name: "Your payslips" });
    expect(requests[0]?.url).toBe("/api/payslips");
    expect(requests[0]?.body).toEqual({
      taxYear: "2025-26",
      grossSalary: 40000,
      payFrequency: "monthly",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
      bonus: { amount: 5000, period: 6 },
    });

    const expected = calculatePayslips(requests[0]?.body as PayslipsInput);
    const table = screen.getByRole("table", {
      name: /Every payslip: 2025\/26/,
    });
    expect(within(table).getAllByRole("rowheader")).toHaveLength(13);
    for (const slip of expected.payslips)
      expect(rowCells(slip.period)).toEqual(
        [
          slip.gross,
          slip.taxablePay,
          slip.tax,
          slip.employeeNI,
          slip.studentLoan,
          slip.pension,
          slip.net,
          slip.employerNI,
          slip.taxablePayToDate,
          slip.taxPaidToDate,
        ].map(formatCurrencyPence),
      );
    const { totals } = expected;
    expect(rowCells("total")).toEqual([
      ...[
        totals.gross,
        totals.taxablePay,
        totals.tax,
        totals.employeeNI,
        totals.studentLoan,
        totals.pension,
        totals.net,
        totals.employerNI,
      ].map(formatCurrencyPence),
      "",
      "",
    ]);
    // Month 6's notes sit right under its row: the bonus paid, its tax and its NI.
    const notes = document.querySelector('tr[data-period-notes="6"]');
    expect(notes?.previousElementSibling).toBe(
      document.querySelector('tr[data-period="6"]'),
    );
    expect(notes).toHaveTextContent(
      "Month 6: the £5,000.00 bonus is paid with this month's salary.",
    );
    expect(notes).toHaveTextContent(
      /Month 6: tax is £[\d,.]+ against £[\d,.]+ in a normal month/,
    );
    // The headline: the year's take-home from the payslips, and the annual figure.
    expect(
      screen.getByText("Take-home pay for the year").nextElementSibling,
    ).toHaveTextContent(formatCurrencyPence(totals.net));
    // The saved result is listed by the year's take-home, on this page.
    expect(useSavedResults.getState().current).toMatchObject({
      tool: "payslips",
      path: "/payslip-simulator",
      figure: { value: formatCurrencyPence(totals.net) },
    });
    expect(window.location.search).toContain("bonus=5000");
    expect(window.location.search).toContain("bonusPeriod=6");
  });

  it("leaves the bonus out when it is 0, and shows the month 1 basis in words", async () => {
    const user = userEvent.setup();
    const { requests } = stubEngine();
    render(<PayslipsCalculator />);
    await retype(user, "Tax code", "1257L M1");
    await user.click(simulate());
    await screen.findByRole("heading", { name: "Your payslips" });
    expect(requests[0]?.body).not.toHaveProperty("bonus");
    expect(screen.getByTestId("payslip-reasons")).toHaveTextContent(
      "Tax code on month 1 basis: each payslip is taxed on its own, so your tax-free pay and tax bands are not carried forward from one month to the next",
    );
  });

  it("names the bonus period field with the engine's message, and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubEngine();
    render(<PayslipsCalculator />);
    await openChanges(user);
    await retype(user, "Bonus", "1000");
    await retype(user, "Paid in period", "13");
    await user.click(simulate());
    await waitFor(() =>
      expect(
        screen.getByLabelText("Paid in period"),
      ).toHaveAccessibleDescription(
        expect.stringContaining(
          "Bonus period must be between 1 and 12 for monthly pay",
        ),
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("draws the chart (lazily) as a named image with its summary and its figures in a table", async () => {
    const user = userEvent.setup();
    stubEngine();
    render(<PayslipsCalculator />);
    await openChanges(user);
    await retype(user, "Bonus", "5000");
    await user.click(simulate());
    const chart = await screen.findByRole("img", {
      name: "Take-home pay and deductions, payslip by payslip",
    });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(chart.querySelectorAll("[data-chart-period]")).toHaveLength(12);
    expect(chart).toHaveAccessibleDescription(/^Take-home pay ranges from/);
    const rows = within(screen.getByTestId("chart-table")).getAllByRole("row");
    expect(rows).toHaveLength(13);
    const expected = calculatePayslips({
      grossSalary: 40000,
      payFrequency: "monthly",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
      bonus: { amount: 5000, period: 6 },
    }).payslips[5];
    // Month 6's deductions are its income tax, NI and pension (no student loan).
    const deductions =
      (Math.round((expected?.tax ?? 0) * 100) +
        Math.round((expected?.employeeNI ?? 0) * 100) +
        Math.round((expected?.pension ?? 0) * 100)) /
      100;
    expect(rows[6]).toHaveTextContent(
      `Month 6${formatCurrencyPence(expected?.net ?? 0)}${formatCurrencyPence(deductions)}`,
    );
  });
});

describe("the payslip form in a link", () => {
  it("round-trips every field, the bonus included", () => {
    const values = {
      ...usePayslipsStore.getInitialState().values,
      grossSalary: "52000",
      payFrequency: "weekly" as const,
      taxCode: "1257L W1",
      postgraduateLoan: true,
      "bonus.amount": "2500",
      "bonus.period": "40",
    };
    const query = new URLSearchParams(PAYSLIPS_MODEL.toQuery(values));
    expect(query.get("bonus")).toBe("2500");
    expect(query.get("bonusPeriod")).toBe("40");
    expect(query.get("pgloan")).toBe("yes");
    expect(PAYSLIPS_MODEL.fromQuery(query)).toEqual(values);
    expect(PAYSLIPS_MODEL.candidate(values)).toMatchObject({
      payFrequency: "weekly",
      postgraduateLoan: true,
      bonus: { amount: 2500, period: 40 },
    });
  });
});

describe("payslip CSV", () => {
  it("has a header, one line per payslip in pounds and pence, and the totals", () => {
    const result: PayslipsResult = calculatePayslips({
      grossSalary: 40000,
      payFrequency: "monthly",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 0,
    });
    const lines = payslipsCsv(result).split("\r\n");
    expect(lines[0]).toBe(
      "Period,Gross pay,Taxable pay,Income tax,National Insurance,Student loans,Pension,Take-home pay,Employer's NI,Taxable pay to date,Tax paid to date",
    );
    expect(lines).toHaveLength(12 + 3); // header, 12 months, totals, final line break
    // Month 12 takes the odd pence: 40,000 − 11 × 3,333.33 = 3,333.37.
    expect(lines[12]?.split(",").slice(0, 2)).toEqual(["Month 12", "3333.37"]);
    // NI: 12 × 182.83 = 2,193.96 (see the API's test for the working); tax to date £5,484.
    expect(lines[13]?.split(",")).toEqual([
      "Total",
      "40000.00",
      "40000.00",
      "5484.00",
      "2193.96",
      "0.00",
      "0.00",
      expect.any(String),
      expect.any(String),
      "",
      "",
    ]);
    // Take-home: 40,000 − 5,484 − 2,193.96 = 32,322.04.
    expect(lines[13]?.split(",")[7]).toBe("32322.04");
    expect(lines[14]).toBe("");
  });
});

describe("payslip reasons in words", () => {
  it("words each reason with its own figures, and ties period reasons to their period", () => {
    expect(
      reasonWords({ code: "bonus-paid", period: 6, amount: 5000 }, "monthly"),
    ).toEqual({
      period: 6,
      text: "Month 6: the £5,000.00 bonus is paid with this month's salary.",
    });
    expect(
      reasonWords({ code: "week1-month1-basis", suffix: "W1" }, "weekly"),
    ).toEqual({
      period: null,
      text: "Tax code on week 1 basis: each payslip is taxed on its own, so your tax-free pay and tax bands are not carried forward from one week to the next, and nothing is refunded through payroll at the end of the year.",
    });
    expect(
      reasonWords(
        {
          code: "bonus-period-ni",
          period: 3,
          upperEarningsLimit: 4189,
          amount: 1200.5,
          upperRatePercent: 2,
        },
        "four-weekly",
      ).text,
    ).toBe(
      "Period 3: £1,200.50 of this period's pay is above the period's upper earnings limit of £4,189.00, so that part pays National Insurance at only 2%.",
    );
  });
});
