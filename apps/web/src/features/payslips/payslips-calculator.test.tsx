import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import {
  calculatePayslips,
  type PayslipsInput,
  type PayslipsResult,
} from "@uktax/engine/payroll";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../components/form/test-helpers";
import { formatCurrencyPence } from "../../lib/format";
import { useSavedResults } from "../../lib/saved-results";
import { useToastStore } from "../../lib/toast-store";
import { payslipsCsv } from "./payslip-columns";
import { reasonWords } from "./payslip-words";
import PayslipsCalculator from "./payslips-calculator";
import { PAYSLIPS_MODEL, usePayslipsStore } from "./payslips-store";

/** The form's defaults (spec §9 and the simulator's) with a £5,000 bonus in month 6. */
const DEFAULTS_WITH_BONUS: PayslipsInput = {
  grossSalary: 40000,
  payFrequency: "monthly",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: 5,
  bonus: { amount: 5000, period: 6 },
};

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
  return [...row.querySelectorAll("td")].map((cell) => cell.textContent);
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
      // The year in force on the unit tests' day, 28 November 2026 (testing/fixed-today.ts).
      taxYear: "2026-27",
      ...DEFAULTS_WITH_BONUS,
    });

    const expected = calculatePayslips(requests[0]?.body as PayslipsInput);
    const table = screen.getByRole("table", {
      name: /Every payslip: 2026\/27/,
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

  it("sends the pay rises and tax-code changes added as rows, in order, and words them beside their periods", async () => {
    const user = userEvent.setup();
    const { requests } = stubEngine();
    render(<PayslipsCalculator />);
    await retype(user, "Tax code", "1257L M1");
    await openChanges(user);
    await user.click(screen.getByRole("button", { name: "Add a pay rise" }));
    const rise = screen.getByRole("group", { name: "Pay rise 1" });
    // The new row's first field takes focus.
    expect(within(rise).getByLabelText("From period")).toHaveFocus();
    await user.type(within(rise).getByLabelText("From period"), "9");
    await user.type(within(rise).getByLabelText("New salary"), "45000");
    await user.click(
      screen.getByRole("button", { name: "Add a tax-code change" }),
    );
    const change = screen.getByRole("group", { name: "Tax-code change 1" });
    await user.type(within(change).getByLabelText("From period"), "3");
    await user.type(within(change).getByLabelText("New tax code"), "1257L");
    await user.click(simulate());
    await screen.findByRole("heading", { name: "Your payslips" });
    expect(requests[0]?.body).toMatchObject({
      taxCode: "1257L M1",
      payRises: [{ period: 9, grossSalary: 45000 }],
      taxCodeChanges: [{ period: 3, taxCode: "1257L" }],
    });
    expect(requests[0]?.body).not.toHaveProperty("bonus");
    // Each change's reason sits under the payslip it starts on.
    expect(
      document.querySelector('tr[data-period-notes="9"]'),
    ).toHaveTextContent(
      "Month 9: your salary rises from £40,000.00 to £45,000.00 a year, paid from this month on: £3,750.00 a payslip.",
    );
    expect(
      document.querySelector('tr[data-period-notes="1"]'),
    ).toHaveTextContent(
      "Tax code on month 1 basis for months 1–2: your tax-free pay is not carried forward from one month to the next, nor are your tax bands, so each of these payslips is taxed on its own.",
    );
    const month3 = calculatePayslips(requests[0]?.body as PayslipsInput)
      .payslips[2];
    expect(
      document.querySelector('tr[data-period-notes="3"]'),
    ).toHaveTextContent(
      `Month 3: your tax code changes from 1257L M1 to 1257L, and tax is worked out again from the year's pay and tax so far: tax this month is ${formatCurrencyPence(month3?.tax ?? NaN)}.`,
    );
    // The rows are in the link, row by row.
    const query = new URLSearchParams(window.location.search);
    expect(query.get("riseFrom1")).toBe("9");
    expect(query.get("riseSalary1")).toBe("45000");
    expect(query.get("codeFrom1")).toBe("3");
    expect(query.get("newCode1")).toBe("1257L");
  });

  it("removes a row (the next one takes its number, focus goes to Add) and hides Add at the engine's 12", async () => {
    const user = userEvent.setup();
    stubEngine();
    render(<PayslipsCalculator />);
    await openChanges(user);
    const add = screen.getByRole("button", { name: "Add a pay rise" });
    await user.click(add);
    await user.type(screen.getByLabelText("From period"), "4");
    await user.click(add);
    const second = screen.getByRole("group", { name: "Pay rise 2" });
    await user.type(within(second).getByLabelText("From period"), "10");
    await user.click(screen.getByRole("button", { name: "Remove pay rise 1" }));
    expect(screen.queryByRole("group", { name: "Pay rise 2" })).toBeNull();
    expect(
      within(screen.getByRole("group", { name: "Pay rise 1" })).getByLabelText(
        "From period",
      ),
    ).toHaveValue("10");
    expect(
      screen.getByRole("button", { name: "Add a pay rise" }),
    ).toHaveFocus();
    // 11 more rows make 12: no more can be added.
    for (let n = 2; n <= 12; n += 1)
      await user.click(screen.getByRole("button", { name: "Add a pay rise" }));
    expect(
      screen.getAllByRole("group", { name: /^Pay rise \d+$/ }),
    ).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Add a pay rise" })).toBeNull();
  });

  it("puts the engine's messages on the row's own fields, and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubEngine();
    render(<PayslipsCalculator />);
    await openChanges(user);
    const add = screen.getByRole("button", { name: "Add a pay rise" });
    await user.click(add);
    await user.click(add);
    const [first, second] = screen.getAllByRole("group", {
      name: /^Pay rise \d$/,
    });
    if (!first || !second) throw new Error("two rows expected");
    await user.type(within(first).getByLabelText("From period"), "6");
    await user.type(within(first).getByLabelText("New salary"), "45000");
    await user.type(within(second).getByLabelText("From period"), "6");
    // The shape first: the second row has no salary.
    await user.click(simulate());
    await waitFor(() =>
      expect(
        within(second).getByLabelText("New salary"),
      ).toHaveAccessibleDescription(
        expect.stringContaining("New salary is required"),
      ),
    );
    expect(within(second).getByLabelText("New salary")).toHaveFocus();
    // Then the rules across rows: the second rise's period is not after the first's.
    await user.type(within(second).getByLabelText("New salary"), "50000");
    await user.click(simulate());
    await waitFor(() =>
      expect(
        within(second).getByLabelText("From period"),
      ).toHaveAccessibleDescription(
        expect.stringContaining(
          "Pay rise period must come after the one before it (period 6)",
        ),
      ),
    );
    expect(within(second).getByLabelText("From period")).toHaveFocus();
    expect(within(first).getByLabelText("From period")).not.toHaveAttribute(
      "aria-invalid",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens a link's changes in their panel, and calculates them", async () => {
    const { requests } = stubEngine();
    window.history.replaceState(
      null,
      "",
      "/payslip-simulator?tool=payslips&codeFrom1=4&newCode1=1100L",
    );
    render(<PayslipsCalculator />);
    await screen.findByRole("heading", { name: "Your payslips" });
    expect(requests[0]?.body).toMatchObject({
      taxCodeChanges: [{ period: 4, taxCode: "1100L" }],
    });
    const row = screen.getByRole("group", { name: "Tax-code change 1" });
    expect(within(row).getByLabelText("From period")).toHaveValue("4");
    expect(within(row).getByLabelText("New tax code")).toHaveValue("1100L");
    expect(
      screen.getByRole("button", { name: /Changes during the year/ }),
    ).toHaveAttribute("aria-expanded", "true");
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
    // Named by its heading and its summary in words.
    const chart = await screen.findByRole("img", {
      name: /^Take-home pay and deductions, payslip by payslip Take-home pay ranges from/,
    });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(chart.querySelectorAll("[data-chart-period]")).toHaveLength(12);
    const rows = within(
      screen.getByRole("table", {
        name: "Take-home pay and deductions by payslip",
      }),
    ).getAllByRole("row");
    expect(rows).toHaveLength(13);
    const expected = calculatePayslips(DEFAULTS_WITH_BONUS).payslips[5];
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

describe("the payslip changes in a link", () => {
  const initial = () => usePayslipsStore.getInitialState().values;

  it("round-trips the rows of both lists, in order", () => {
    const values = {
      ...initial(),
      payRises: [
        { id: 1, period: "4", grossSalary: "42000" },
        { id: 2, period: "9", grossSalary: "45000.50" },
      ],
      taxCodeChanges: [{ id: 1, period: "3", taxCode: "1257L" }],
    };
    const query = new URLSearchParams(PAYSLIPS_MODEL.toQuery(values));
    expect([...query.keys()]).toEqual(
      expect.arrayContaining([
        "riseFrom1",
        "riseSalary1",
        "riseFrom2",
        "riseSalary2",
        "codeFrom1",
        "newCode1",
      ]),
    );
    expect(PAYSLIPS_MODEL.fromQuery(query)).toEqual(values);
    expect(PAYSLIPS_MODEL.candidate(values)).toMatchObject({
      payRises: [
        { period: 4, grossSalary: 42000 },
        { period: 9, grossSalary: 45000.5 },
      ],
      taxCodeChanges: [{ period: 3, taxCode: "1257L" }],
    });
  });

  it("leaves empty lists out of the request and out of the link", () => {
    expect(PAYSLIPS_MODEL.candidate(initial())).not.toHaveProperty("payRises");
    expect(PAYSLIPS_MODEL.candidate(initial())).not.toHaveProperty(
      "taxCodeChanges",
    );
    const keys = PAYSLIPS_MODEL.toQuery(initial()).map(([key]) => key);
    expect(keys.some((key) => /\d$/.test(key))).toBe(false);
  });

  it("reads a link holding only a change, with the other fields at their defaults", () => {
    const linked = PAYSLIPS_MODEL.fromQuery(
      new URLSearchParams("riseFrom1=7&riseSalary1=50000"),
    );
    expect(linked).toEqual({
      ...initial(),
      payRises: [{ id: 1, period: "7", grossSalary: "50000" }],
    });
  });

  it("leaves out a linked row the engine rejects, and every row when the list itself is rejected", () => {
    const values = {
      ...initial(),
      grossSalary: "-5",
      payRises: [
        { id: 1, period: "4", grossSalary: "42000" },
        { id: 2, period: "2", grossSalary: "45000" },
        { id: 3, period: "11", grossSalary: "48000" },
      ],
      taxCodeChanges: [{ id: 1, period: "3", taxCode: "1257L" }],
    };
    expect(
      PAYSLIPS_MODEL.withDefaults(values, [
        "grossSalary",
        "payRises.1.period",
        "taxCodeChanges",
      ]),
    ).toEqual({
      ...values,
      grossSalary: "40000",
      payRises: [
        { id: 1, period: "4", grossSalary: "42000" },
        { id: 3, period: "11", grossSalary: "48000" },
      ],
      taxCodeChanges: [],
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
      reasonWords(
        { code: "bonus-paid", period: 6, amount: 5000 },
        "monthly",
        12,
      ),
    ).toEqual({
      period: 6,
      text: "Month 6: the £5,000.00 bonus is paid with this month's salary.",
    });
    expect(
      reasonWords(
        {
          code: "week1-month1-basis",
          suffix: "W1",
          fromPeriod: 1,
          toPeriod: 52,
        },
        "weekly",
        52,
      ),
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
        13,
      ).text,
    ).toBe(
      "Period 3: £1,200.50 of this period's pay is above the period's upper earnings limit of £4,189.00, so that part pays National Insurance at only 2%.",
    );
  });

  it("words relief at source: the claim payroll does not give, and the tax after it", () => {
    // £52,000 at 5 % relief at source: 8,232 on the payslips, 7,886 after claiming 346.
    expect(
      reasonWords(
        {
          code: "relief-at-source-claim",
          claim: 346,
          incomeTaxAfterClaim: 7886,
        },
        "monthly",
        12,
      ),
    ).toEqual({
      period: null,
      text: "Payroll does not know about your relief-at-source pension, so the payslips take income tax without the £346.00 of relief above the basic rate, and the annual figure here is the same. Claim it on a Self Assessment tax return or ask HMRC to adjust your tax code, and the year's tax comes to £7,886.00.",
    });
  });

  it("words a pay rise beside the period it starts on, in annual salaries", () => {
    expect(
      reasonWords(
        {
          code: "pay-rise",
          period: 20,
          from: 30000,
          to: 32500.5,
          perPeriod: 1250.01,
        },
        "fortnightly",
        26,
      ),
    ).toEqual({
      period: 20,
      text: "Period 20: your salary rises from £30,000.00 to £32,500.50 a year, paid from this period on: £1,250.01 a payslip.",
    });
  });

  it("words a tax-code change: a refund when its tax is negative, the tax otherwise, the basis when the new code has one", () => {
    expect(
      reasonWords(
        {
          code: "tax-code-change",
          period: 3,
          from: "0T M1",
          to: "1257L",
          tax: -38.72,
        },
        "monthly",
        12,
      ),
    ).toEqual({
      period: 3,
      text: "Month 3: your tax code changes from 0T M1 to 1257L, and tax is worked out again from the year's pay and tax so far: £38.72 of tax taken earlier is refunded this month.",
    });
    expect(
      reasonWords(
        {
          code: "tax-code-change",
          period: 7,
          from: "1257L",
          to: "1100L",
          tax: 512.4,
        },
        "monthly",
        12,
      ).text,
    ).toBe(
      "Month 7: your tax code changes from 1257L to 1100L, and tax is worked out again from the year's pay and tax so far: tax this month is £512.40.",
    );
    expect(
      reasonWords(
        {
          code: "tax-code-change",
          period: 5,
          from: "1257L",
          to: "1257L W1",
          tax: 100,
        },
        "weekly",
        52,
      ).text,
    ).toBe(
      "Week 5: your tax code changes from 1257L to 1257L W1, which taxes each week on its own: tax this week is £100.00.",
    );
  });

  it("words a week 1 / month 1 basis for part of the year beside its first period, with the periods it covered", () => {
    expect(
      reasonWords(
        {
          code: "week1-month1-basis",
          suffix: "M1",
          fromPeriod: 1,
          toPeriod: 2,
        },
        "monthly",
        12,
      ),
    ).toEqual({
      period: 1,
      text: "Tax code on month 1 basis for months 1–2: your tax-free pay is not carried forward from one month to the next, nor are your tax bands, so each of these payslips is taxed on its own.",
    });
    expect(
      reasonWords(
        { code: "week1-month1-basis", suffix: "X", fromPeriod: 5, toPeriod: 5 },
        "weekly",
        52,
      ),
    ).toEqual({
      period: 5,
      text: "Tax code on week 1 / month 1 basis for week 5: your tax-free pay is not carried forward from one week to the next, nor are your tax bands, so each of these payslips is taxed on its own.",
    });
  });
});
