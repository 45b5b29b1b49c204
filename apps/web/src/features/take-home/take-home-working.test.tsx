import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  calculateSalary,
  PAY_FREQUENCIES,
  PENSION_METHODS,
  REGIONS,
  salaryInputSchema,
  STUDENT_LOAN_PLANS,
  type SalaryInput,
} from "@uktax/engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  displayedLines,
  minus,
  resultValue,
  stubFetch,
  stubSalaryApi,
} from "../../components/form/test-helpers";
import { showTakeHomeResults } from "./test-helpers";
import TakeHomeCalculator from "./take-home-calculator";
import { useTakeHomeStore } from "./take-home-store";

const show = showTakeHomeResults;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TAX_CODES = [
  "1257L",
  "1257L",
  "1257L",
  "BR",
  "D0",
  "K475",
  "0T",
  "1100L",
  "NT",
];

/** Open a section by its button and wait for the engine's figures. */
async function open(title: string) {
  await userEvent.setup().click(screen.getByRole("button", { name: title }));
  const section = screen.getByRole("region", { name: title });
  await within(section).findAllByRole("table", undefined, { timeout: 5000 });
  return section;
}

describe("take-home lines and working", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows lines that add up to the net shown, for 200 random inputs", () => {
    const next = random(20250406);
    const pick = <T,>(values: readonly T[]): T =>
      values[Math.floor(next() * values.length)] as T;
    const money = (max: number) => Math.round(next() * max * 100) / 100;
    let shown = 0;
    let withExtras = 0;
    while (shown < 200) {
      const payFrequency = pick(PAY_FREQUENCIES);
      const annual = money(next() < 0.2 ? 400_000 : 140_000);
      const divisor = { annual: 1, monthly: 12, weekly: 52, daily: 260 }[
        payFrequency
      ];
      const values: SalaryInput = {
        grossSalary: Math.round((annual / divisor) * 100) / 100,
        payFrequency,
        region: pick(REGIONS),
        taxCode: pick(TAX_CODES),
        studentLoanPlan: pick(STUDENT_LOAN_PLANS),
        postgraduateLoan: next() < 0.3,
        pensionContribution: Math.round(next() * 15 * 10) / 10,
        pensionMethod: pick(PENSION_METHODS),
        bonus: next() < 0.3 ? money(20_000) : 0,
        overtime: next() < 0.3 ? money(8_000) : 0,
        benefitsInKind: next() < 0.3 ? money(9_000) : 0,
        childcareVouchers: next() < 0.3 ? money(3_000) : 0,
      };
      if (!salaryInputSchema.safeParse(values).success) continue;
      try {
        calculateSalary(values);
      } catch {
        continue; // refused by the engine (e.g. a net below zero): no result to show
      }
      const view = show(values);
      const list = screen.getByLabelText("Detailed breakdown", {
        selector: "dl",
      });
      const { sum, total, lines } = displayedLines(list);
      expect(sum, JSON.stringify(values)).toBe(total);
      // Gross, tax, NI, loan and pension at least; vouchers when there are some.
      expect(lines).toBeGreaterThanOrEqual(
        (values.childcareVouchers ?? 0) > 0 ? 6 : 5,
      );
      if ((values.benefitsInKind ?? 0) > 0) {
        expect(
          within(list).getByText("Benefits in kind (taxed, not paid)"),
        ).toBeInTheDocument();
        withExtras += 1;
      }
      view.unmount();
      shown += 1;
    }
    expect(withExtras).toBeGreaterThan(20);
  });

  it("lists vouchers, bonus and benefits: £50,000 with £3,000 of childcare vouchers adds up", () => {
    show({
      grossSalary: 50_000,
      pensionContribution: 0,
      childcareVouchers: 3_000,
      bonus: 5_000,
      benefitsInKind: 2_000,
    });
    // Gross pay £50,000 + £5,000 bonus = £55,000; the £3,000 of vouchers come off pay (the issue's
    // case: they were missing, so the lines did not reach the net).
    expect(resultValue("Detailed breakdown", "Gross pay")).toBe("£55,000.00");
    expect(resultValue("Detailed breakdown", "of which bonus")).toBe(
      "£5,000.00",
    );
    expect(
      resultValue(
        "Detailed breakdown",
        "Childcare vouchers (salary sacrifice)",
      ),
    ).toBe(minus(3_000));
    expect(
      resultValue("Detailed breakdown", "Benefits in kind (taxed, not paid)"),
    ).toBe("£2,000.00");
    const { sum, total } = displayedLines(
      screen.getByLabelText("Detailed breakdown", { selector: "dl" }),
    );
    expect(sum).toBe(total);
  });

  it("shows the taper at £120,000: £2,570 with no pension, £8,570 with 10 % (net pay)", async () => {
    const { requests } = stubSalaryApi();
    const first = show({ grossSalary: 120_000, pensionContribution: 0 });
    let working = await open("How this was worked out");
    // The working is the result's own breakdown: nothing is sent again.
    expect(requests).toHaveLength(0);
    // Adjusted net income £120,000: £20,000 over £100,000, £1 lost per £2 = £10,000;
    // £12,570 − £10,000 = £2,570.
    expect(resultValue("Personal allowance", "Lost to the taper")).toBe(
      minus(10_000),
    );
    expect(resultValue("Personal allowance", "Personal allowance given")).toBe(
      "£2,570.00",
    );
    expect(
      within(working).getByText(/adjusted net income of £120,000\.00/),
    ).toBeInTheDocument();
    // Taxable income £120,000 − £2,570 = £117,430: basic £37,700 × 20 % = £7,540; higher
    // (£117,430 − £37,700) = £79,730 × 40 % = £31,892; total £39,432.
    const bands = within(working).getByRole("table", {
      name: /Income tax by band/,
    });
    const rows = within(bands).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(
      /Basic rate20%£0\.00 to £37,700\.00£37,700\.00£7,540\.00/,
    );
    expect(rows[2]).toHaveTextContent(
      /Higher rate40%£37,700\.00 to £125,140\.00£79,730\.00£31,892\.00/,
    );
    expect(rows[3]).toHaveTextContent(
      /Additional rate45%over £125,140\.00£0\.00£0\.00/,
    );
    expect(rows[4]).toHaveTextContent(/Income tax£117,430\.00£39,432\.00/);
    // Marginal: 40 % + 40 % × ½ (the allowance lost) = 60 % tax, + 2 % NI above the UEL = 62 %.
    const marginal = within(working).getByRole("region", {
      name: "Marginal rate",
    });
    expect(marginal).toHaveTextContent("62.0%");
    expect(marginal.querySelector("[data-taper-band]")).toHaveAttribute(
      "data-taper-band",
      "in",
    );
    expect(marginal).toHaveTextContent("income tax there is 60%");
    // Sources are the year data's public pages.
    expect(
      within(working).getByRole("link", {
        name: "www.legislation.gov.uk/ukpga/2007/3/section/35",
      }),
    ).toHaveAttribute(
      "href",
      "https://www.legislation.gov.uk/ukpga/2007/3/section/35",
    );
    first.unmount();

    show({ grossSalary: 120_000, pensionContribution: 10 });
    working = await open("How this was worked out");
    // Pension £12,000 before tax: adjusted net income £108,000, £8,000 over, £4,000 lost.
    expect(resultValue("Personal allowance", "Lost to the taper")).toBe(
      minus(4_000),
    );
    expect(resultValue("Personal allowance", "Personal allowance given")).toBe(
      "£8,570.00",
    );
  });

  it("calls out Scotland's 67.5 % in the taper", async () => {
    stubSalaryApi();
    show({ grossSalary: 110_000, region: "scotland", pensionContribution: 0 });
    const working = await open("How this was worked out");
    // Advanced rate 45 % × 1.5 = 67.5 %.
    expect(
      within(working).getByRole("region", { name: "Marginal rate" }),
    ).toHaveTextContent("income tax there is 67.5% (Scottish rates)");
    expect(
      within(working).getByRole("table", { name: /Scottish rates/ }),
    ).toBeInTheDocument();
  });

  it("shows the year per month, week and day in the result itself, nothing to open", () => {
    show({ taxYear: "2025-26", grossSalary: 40_000, pensionContribution: 5 });
    const table = screen.getByRole("table", { name: /^Per period/ });
    // The caption says what the columns are.
    expect(table).toHaveAccessibleName(
      "Per period: a year, a month (÷ 12), a week (÷ 52) and a working day (÷ 260)",
    );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Year", "Month", "Week", "Day"]);
    // The corner over the row headings is a plain cell, not an empty column header (axe's
    // empty-table-header).
    const corner = within(table).getAllByRole("row")[0]?.firstElementChild;
    expect(corner?.tagName).toBe("TD");
    expect(corner).toBeEmptyDOMElement();
    // It scrolls in its own labelled box that the keyboard can reach.
    const box = screen.getByRole("region", { name: /^Per period: a year/ });
    expect(box).toHaveAttribute("tabindex", "0");
    const row = (label: string) =>
      within(table)
        .getByRole("rowheader", { name: label })
        .closest("tr")
        ?.textContent.replace(label, "");
    // £40,000, 5 % pension by net pay: ÷ 12, 52 and 260, each rounded half-up to the penny.
    // 40,000 / 12 = 3,333.333; / 52 = 769.231; / 260 = 153.846.
    expect(row("Gross salary")).toBe("£40,000.00£3,333.33£769.23£153.85");
    // Tax (38,000 − 12,570) × 20 % = 5,086: 423.833, 97.808, 19.562.
    expect(row("Income tax")).toBe("£5,086.00£423.83£97.81£19.56");
    // NI (40,000 − 12,570) × 8 % = 2,194.40: 182.867, 42.2, 8.44.
    expect(row("National Insurance")).toBe("£2,194.40£182.87£42.20£8.44");
    // No loan: £0 in every column.
    expect(row("Student loan")).toBe("£0.00£0.00£0.00£0.00");
    // Pension 2,000: 166.667, 38.462, 7.692.
    expect(row("Pension (5%)")).toBe("£2,000.00£166.67£38.46£7.69");
    // Net 40,000 − 5,086 − 2,194.40 − 2,000 = 30,719.60: 2,559.967, 590.762, 118.152.
    expect(row("Net take-home")).toBe("£30,719.60£2,559.97£590.76£118.15");
    // The disclosure no longer repeats it.
    expect(
      screen.queryByRole("button", { name: /Per period/ }),
    ).not.toBeInTheDocument();
  });

  it("shows Plan 2 and a postgraduate loan as two lines that add up, per period too (£52,000, 2026/27)", () => {
    show({
      taxYear: "2026-27",
      grossSalary: 52_000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    });
    // Plan 2 (52,000 − 29,385) × 9 % = 2,035.35; postgraduate (52,000 − 21,000) × 6 % = 1,860.
    const line = (label: string) => resultValue("Detailed breakdown", label);
    expect(line("Student loan, Plan 2 (2012-2023)")).toBe(minus(2_035.35));
    expect(line("Postgraduate loan")).toBe(minus(1_860));
    // Tax as the payslips take it (no band extension): 37,700 × 20 % + 1,730 × 40 % = 8,232; NI
    // 37,700 × 8 % + 1,730 × 2 % = 3,050.60; pension 2,600 × 80 % = 2,080; net 52,000 − 8,232 −
    // 3,050.60 − 2,035.35 − 1,860 − 2,080 = 34,742.05 (the £346 to claim is a note of its own).
    expect(line("Income tax")).toBe(minus(8_232));
    expect(line("Net take-home")).toBe("£34,742.05");
    const { sum, total } = displayedLines(
      screen.getByLabelText("Detailed breakdown", { selector: "dl" }),
    );
    expect(sum).toBe(total);
    const table = screen.getByRole("table", { name: /^Per period/ });
    const row = (label: string) =>
      within(table)
        .getByRole("rowheader", { name: label })
        .closest("tr")
        ?.textContent.replace(label, "");
    // 2,035.35 / 12 = 169.6125 → 169.61; / 52 = 39.141 → 39.14; / 260 = 7.828 → 7.83.
    expect(row("Student loan, Plan 2 (2012-2023)")).toBe(
      "£2,035.35£169.61£39.14£7.83",
    );
    // 1,860 / 12 = 155; / 52 = 35.769 → 35.77; / 260 = 7.154 → 7.15.
    expect(row("Postgraduate loan")).toBe("£1,860.00£155.00£35.77£7.15");
    // 34,742.05 / 12 = 2,895.171 → 2,895.17; / 52 = 668.116 → 668.12; / 260 = 133.623 → 133.62.
    expect(row("Net take-home")).toBe("£34,742.05£2,895.17£668.12£133.62");
  });

  it("speaks to the income in the marginal note: £28,000 keeps 72p, £130,000 is past the taper", async () => {
    stubSalaryApi();
    const first = show({
      taxYear: "2026-27",
      grossSalary: 28_000,
      pensionContribution: 0,
    });
    let marginal = within(await open("How this was worked out")).getByRole(
      "region",
      { name: "Marginal rate" },
    );
    // 20 % basic rate + 8 % NI = 28 %; 100p − 28p = 72p. Nothing about the taper at £28,000.
    expect(marginal).toHaveTextContent("Your marginal rate is 28.0%");
    expect(marginal).toHaveTextContent(
      "Of your next £1 of pay, 20p goes in income tax and 8p in National Insurance: you keep 72p.",
    );
    expect(marginal).not.toHaveTextContent("£100,000");
    expect(marginal.querySelector("[data-taper-band]")).toBeNull();
    first.unmount();

    const second = show({
      taxYear: "2026-27",
      grossSalary: 28_000,
      pensionContribution: 5,
      studentLoanPlan: "plan2",
    });
    marginal = within(await open("How this was worked out")).getByRole(
      "region",
      { name: "Marginal rate" },
    );
    // Net-pay pension 5p before tax: tax 20 % × 95p = 19p; NI 8p; Plan 2 threshold £29,385 is
    // above £28,000: no loan; 100 − 19 − 8 − 5 = 68p in pay.
    expect(marginal).toHaveTextContent(
      "Of your next £1 of pay, 19p goes in income tax, 8p in National Insurance and 5p into your pension: you keep 68p in your pay.",
    );
    second.unmount();

    show({ taxYear: "2026-27", grossSalary: 130_000, pensionContribution: 0 });
    marginal = within(await open("How this was worked out")).getByRole(
      "region",
      { name: "Marginal rate" },
    );
    // Over £125,140 the allowance is gone: 45 % additional rate + 2 % NI = 47 %; keep 53p.
    expect(marginal).toHaveTextContent(
      "Of your next £1 of pay, 45p goes in income tax and 2p in National Insurance: you keep 53p.",
    );
    expect(marginal).toHaveTextContent(
      "Your adjusted net income is over £125,140, so your personal allowance is all gone, and the next £1 is taxed at the additional rate, 45%.",
    );
  });

  it("shows the employer's cost: £50,000 with £3,000 of benefits in kind", async () => {
    stubSalaryApi();
    show({
      grossSalary: 50_000,
      benefitsInKind: 3_000,
      pensionContribution: 0,
    });
    await open("Employer's cost");
    const cost = (label: string) => resultValue("Employer's cost", label);
    // Employer NI (50,000 − 5,000) × 15 % = 6,750; Class 1A 3,000 × 15 % = 450;
    // total 50,000 + 6,750 + 450 = 57,200.
    expect(cost("Gross pay")).toBe("£50,000.00");
    expect(cost("Employer National Insurance (Class 1)")).toBe("+£6,750.00");
    expect(cost("Class 1A National Insurance on benefits in kind")).toBe(
      "+£450.00",
    );
    expect(cost("Total cost of employment")).toBe("£57,200.00");
    expect(
      screen.queryByRole("table", {
        name: "National Insurance saved by salary sacrifice",
      }),
    ).toBeNull();
  });

  it("shows the NI each side saves by salary sacrifice: £40,000 at 5 %", async () => {
    const { requests } = stubSalaryApi();
    show({
      grossSalary: 40_000,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
    });
    const section = await open("Employer's cost");
    // The figures without the sacrifice are the breakdown's own: nothing is sent.
    expect(requests).toHaveLength(0);
    // £2,000 sacrificed: NI-able pay £38,000.
    // Employer (38,000 − 5,000) × 15 % = 4,950; total cost 40,000 + 4,950 = 44,950.
    expect(resultValue("Employer's cost", "Total cost of employment")).toBe(
      "£44,950.00",
    );
    const saved = within(section).getByRole("table", {
      name: "National Insurance saved by salary sacrifice",
    });
    const rows = within(saved).getAllByRole("row");
    // Without: you (40,000 − 12,570) × 8 % = 2,194.40, employer (40,000 − 5,000) × 15 % = 5,250.
    expect(rows[1]).toHaveTextContent("£2,194.40£5,250.00");
    // With: you (38,000 − 12,570) × 8 % = 2,034.40, employer 4,950.
    expect(rows[2]).toHaveTextContent("£2,034.40£4,950.00");
    // Saved: 2,000 × 8 % = 160 and 2,000 × 15 % = 300.
    expect(rows[3]).toHaveTextContent("Saved£160.00£300.00");
  });

  it("sends one request per Calculate: opening the working, the employer's cost and the charts sends none, even offline", async () => {
    const { requests } = stubSalaryApi();
    const user = userEvent.setup();
    useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
    render(<TakeHomeCalculator />);
    await user.click(screen.getByRole("button", { name: "Advanced Options" }));
    await user.selectOptions(
      screen.getByLabelText("Pension method"),
      "Salary sacrifice (before tax and NI)",
    );
    await user.click(
      screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
    );
    await screen.findByRole("heading", { name: "Your Take-Home Pay" });
    // One POST, asking for the breakdown.
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("/api/calculate-salary");
    expect(requests[0]?.body).toMatchObject({
      grossSalary: 40_000,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
      includeBreakdown: true,
    });
    // The network goes: anything sent from now on fails.
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const working = await open("How this was worked out");
    // £40,000 with £2,000 sacrificed (5 %), 2026/27: (38,000 − 12,570) × 20 % = 5,086.
    expect(
      within(working).getByRole("table", { name: /Income tax by band/ }),
    ).toHaveTextContent("£5,086.00");
    const employer = await open("Employer's cost");
    const saved = within(employer).getByRole("table", {
      name: "National Insurance saved by salary sacrifice",
    });
    // Saved: 2,000 × 8 % = 160 (you) and 2,000 × 15 % = 300 (employer).
    expect(within(saved).getAllByRole("row")[3]).toHaveTextContent(
      "Saved£160.00£300.00",
    );
    await user.click(
      await screen.findByText("Charts: your take-home and marginal rate"),
    );
    expect(
      await screen.findAllByRole("figure", undefined, { timeout: 5000 }),
    ).toHaveLength(2);
    // Still the one request: the offline stub saw nothing.
    expect(requests).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
