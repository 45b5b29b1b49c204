import { screen, within } from "@testing-library/react";
import type { SalaryInput } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  displayedLines,
  resultValue,
} from "../../components/form/test-helpers";
import { showTakeHomeResults } from "./test-helpers";

/**
 * The year beside the payslips under a take-home result (issue 30). Every expected figure is
 * worked out here by hand from the 2025/26 rates: personal allowance £12,570, basic rate 20 % on
 * the first £37,700 of taxable income, higher 40 %; NI 8 % from £12,570 to £50,270, then 2 %;
 * Child Benefit £26.05 a week for the eldest and £17.25 for each other child, × 52; the charge
 * 1 % of the benefit (whole pounds) for each whole £200 of adjusted net income over £60,000,
 * rounded down; Tax-Free Childcare up to £2,000 a child, lost over £100,000.
 */
const YEAR = "2025-26";

function show(input: Partial<SalaryInput>) {
  return showTakeHomeResults({
    taxYear: YEAR,
    grossSalary: 70_000,
    pensionContribution: 0,
    includeStayUnder: true,
    ...input,
  });
}

const FAMILY = "Family and other income";
const PAYSLIPS = "What your payslips show";
const AFTER = "What you owe or get back after the year";
const YEAR_MONEY = "Your money for the year";
const STAY_UNDER = "Pension or Gift Aid to stay under each cliff (a year)";

/** A list's lines add up to its total, as shown (signs included). */
function expectLinesAddUp(listName: string) {
  const list = screen.getByLabelText(listName, { selector: "dl" });
  const { sum, total } = displayedLines(list);
  expect(sum).toBe(total);
}

/** The stay-under table's rows as text, header row first. */
function stayUnderRows(): string[][] {
  const table = screen.getByRole("table", { name: STAY_UNDER });
  return within(table)
    .getAllByRole("row")
    .map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
}

describe("household results", () => {
  it("shows nothing new for pay alone under every cliff", () => {
    show({ grossSalary: 40_000 });
    expect(screen.queryByText(FAMILY)).not.toBeInTheDocument();
    expect(screen.queryByText(PAYSLIPS)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("table", { name: STAY_UNDER }),
    ).not.toBeInTheDocument();
  });

  it("£70,000 with 2 children: Child Benefit, the charge paid by you, the payslips against the year, and lines that add up", () => {
    show({ childBenefitChildren: 2 });
    // Adjusted net income: pay alone, no pension: £70,000.
    expect(resultValue(FAMILY, "Adjusted net income")).toBe("£70,000.00");
    // (26.05 + 17.25) × 52 = 43.30 × 52 = 2,251.60.
    expect(resultValue(FAMILY, "Child Benefit (2 children)")).toBe("£2,251.60");
    // (70,000 − 60,000) / 200 = 50 %; 2,251 × 50 % = 1,125.50 → £1,125.
    expect(
      resultValue(FAMILY, "High Income Child Benefit Charge, paid by you"),
    ).toBe("£1,125.00");
    // No partner's income given: the engine's note, in words.
    expect(
      screen.getByText(/You gave no partner's adjusted net income/),
    ).toBeInTheDocument();

    // Tax 37,700 × 20 % + (70,000 − 50,270) × 40 % = 7,540 + 7,892 = 15,432;
    // NI 37,700 × 8 % + 19,730 × 2 % = 3,016 + 394.60 = 3,410.60; take-home 51,157.40.
    expect(resultValue(PAYSLIPS, "Income tax through payroll")).toBe(
      "£15,432.00",
    );
    expect(resultValue(PAYSLIPS, "Take-home on your payslips")).toBe(
      "£51,157.40",
    );
    expect(resultValue(AFTER, "High Income Child Benefit Charge")).toBe(
      "+£1,125.00",
    );
    expect(resultValue(AFTER, "Tax to pay after the year")).toBe("£1,125.00");
    expectLinesAddUp(AFTER);
    // 51,157.40 + 2,251.60 − 1,125 = 52,284.00.
    expect(resultValue(YEAR_MONEY, "Child Benefit")).toBe("+£2,251.60");
    expect(resultValue(YEAR_MONEY, "Tax to pay after the year")).toBe(
      "\u2212£1,125.00",
    );
    expect(resultValue(YEAR_MONEY, "Your money for the year")).toBe(
      "£52,284.00",
    );
    expectLinesAddUp(YEAR_MONEY);

    // Under £100,000: Tax-Free Childcare kept, 2 × £2,000 at stake.
    const childcare = document.querySelector("[data-childcare]");
    expect(childcare).toHaveAttribute("data-childcare", "kept");
    expect(childcare).toHaveTextContent(
      "Up to £4,000 of Tax-Free Childcare a year for 2 children",
    );
  });

  it("the stay-under table: the pension, its cost and savings, and Gift Aid instead (£70,000, 2 children)", () => {
    show({ childBenefitChildren: 2 });
    // £10,000 over £60,000: 10,000 / 70,000 = 14.2857 % → 14.29 % (rounded up), £10,003 a year.
    // Tax after: taxable 70,000 − 10,003 − 12,570 = 47,427: 7,540 + 9,727 × 40 % = 11,430.80,
    // saving 15,432 − 11,430.80 = 4,001.20 (NI unchanged under net pay); the charge (£1,125) goes.
    // Year after: 70,000 − 11,430.80 − 3,410.60 − 10,003 + 2,251.60 = 47,407.20; cost
    // 52,284 − 47,407.20 = 4,876.80. Gift Aid: 10,000 grossed down by 20 % = £8,000; it saves
    // 10,000 × (40 % − 20 %) = 2,000 of tax and the charge: cost 8,000 − 2,000 − 1,125 = 4,875.
    expect(stayUnderRows()).toEqual([
      ["", "At or under £60,000"],
      ["What happens above it", "The Child Benefit charge starts"],
      ["Pension", "14.29%"],
      ["Extra into your pension a year", "£10,003.00"],
      ["Cost in take-home", "£4,876.80"],
      ["Income tax, NI and loans saved", "£4,001.20"],
      ["Child Benefit charge saved", "£1,125.00"],
      ["Childcare support kept", "£0.00"],
      ["Or Gift Aid instead", "£8,000.00"],
      ["Gift Aid's cost in take-home", "£4,875.00"],
    ]);
    // Outside a calculator (nothing to apply it to) there is no button.
    expect(
      screen.queryByRole("button", { name: /Apply this pension/ }),
    ).not.toBeInTheDocument();
  });

  it("a partner with the higher income pays the charge: nothing for you to pay after the year", () => {
    show({ childBenefitChildren: 2, partnerAdjustedNetIncome: 80_000 });
    // The partner's £80,000: (80,000 − 60,000) / 200 = 100 % of £2,251.
    expect(
      resultValue(
        FAMILY,
        "High Income Child Benefit Charge, paid by your partner",
      ),
    ).toBe("£2,251.00");
    expect(
      screen.queryByText(/You gave no partner's adjusted net income/),
    ).not.toBeInTheDocument();
    expect(resultValue(AFTER, "Nothing to pay or get back")).toBe("£0.00");
    // 51,157.40 + 2,251.60 − 2,251 = 51,158.00.
    expect(
      resultValue(YEAR_MONEY, "Child Benefit charge, paid by your partner"),
    ).toBe("\u2212£2,251.00");
    expect(resultValue(YEAR_MONEY, "Your money for the year")).toBe(
      "£51,158.00",
    );
    expectLinesAddUp(YEAR_MONEY);
  });

  it("savings interest and dividends at £40,000: the tax on each, collected after the year", () => {
    show({ grossSalary: 40_000, savingsInterest: 3_000, dividends: 2_000 });
    // All income 45,000: basic rate. Savings: £1,000 allowance, 2,000 × 20 % = 400.
    // Dividends: £500 allowance, 1,500 × 8.75 % = 131.25.
    expect(resultValue(FAMILY, "Adjusted net income")).toBe("£45,000.00");
    expect(resultValue(FAMILY, "Income tax on savings interest")).toBe(
      "£400.00",
    );
    expect(resultValue(FAMILY, "Income tax on dividends")).toBe("£131.25");
    expect(resultValue(AFTER, "Tax to pay after the year")).toBe("£531.25");
    expectLinesAddUp(AFTER);
    // Payslips: 40,000 − 5,486 − 2,194.40 = 32,319.60; + 3,000 + 2,000 − 531.25 = 36,788.35.
    expect(resultValue(YEAR_MONEY, "Savings interest")).toBe("+£3,000.00");
    expect(resultValue(YEAR_MONEY, "Dividends")).toBe("+£2,000.00");
    expect(resultValue(YEAR_MONEY, "Your money for the year")).toBe(
      "£36,788.35",
    );
    expectLinesAddUp(YEAR_MONEY);
    // No children: no Child Benefit lines and no childcare support.
    expect(screen.queryByText(/Child Benefit \(/)).not.toBeInTheDocument();
    expect(document.querySelector("[data-childcare]")).toBeNull();
  });

  it("property income: the £1,000 allowance instead of smaller expenses, and the tax on the profits", () => {
    show({
      grossSalary: 40_000,
      propertyIncome: 10_000,
      propertyExpenses: 500,
    });
    // Profits 10,000 − 1,000 (more than the £500 of expenses) = 9,000; all at 20 %: 1,800.
    expect(resultValue(FAMILY, "Property profits")).toBe("£9,000.00");
    expect(resultValue(FAMILY, "Income tax on property profits")).toBe(
      "£1,800.00",
    );
    // 32,319.60 + 10,000 − 500 − 1,800 = 40,019.60.
    expect(resultValue(YEAR_MONEY, "Property income")).toBe("+£10,000.00");
    expect(resultValue(YEAR_MONEY, "Property expenses")).toBe("\u2212£500.00");
    expect(resultValue(YEAR_MONEY, "Your money for the year")).toBe(
      "£40,019.60",
    );
    expectLinesAddUp(YEAR_MONEY);
  });

  it("Gift Aid at £60,000: relief the payslips do not give, so tax comes back after the year", () => {
    show({ grossSalary: 60_000, giftAidDonations: 4_000 });
    // £4,000 grossed up = 5,000: the basic rate band grows by 5,000, so 5,000 moves from 40 % to
    // 20 %: £1,000 back. Adjusted net income 60,000 − 5,000 = 55,000.
    expect(resultValue(FAMILY, "Adjusted net income")).toBe("£55,000.00");
    expect(
      resultValue(AFTER, "Tax relief on your pay that payroll does not give"),
    ).toBe("\u2212£1,000.00");
    expect(resultValue(AFTER, "Tax to get back after the year")).toBe(
      "\u2212£1,000.00",
    );
    expectLinesAddUp(AFTER);
    // Payslips 60,000 − 11,432 − 3,210.60 = 45,357.40; − 4,000 + 1,000 = 42,357.40.
    expect(resultValue(YEAR_MONEY, "Gift Aid donations")).toBe(
      "\u2212£4,000.00",
    );
    expect(resultValue(YEAR_MONEY, "Tax to get back after the year")).toBe(
      "+£1,000.00",
    );
    expect(resultValue(YEAR_MONEY, "Your money for the year")).toBe(
      "£42,357.40",
    );
    expectLinesAddUp(YEAR_MONEY);
  });

  it("£110,000 with 2 children: childcare support lost, and a column for each cliff", () => {
    show({ grossSalary: 110_000, childBenefitChildren: 2 });
    const childcare = document.querySelector("[data-childcare]");
    expect(childcare).toHaveAttribute("data-childcare", "lost");
    expect(childcare).toHaveTextContent(
      "Lost for the year: your adjusted net income is £10,000.00 over £100,000. Up to £4,000 of Tax-Free Childcare a year for 2 children",
    );
    const rows = stayUnderRows();
    expect(rows[0]).toEqual([
      "",
      "At or under £60,000",
      "At or under £80,000",
      "At or under £100,000",
    ]);
    // £10,000 over £100,000: 10,000 / 110,000 = 9.0909 % → 9.1 %, £10,010. Tax before: allowance
    // 12,570 − 5,000 = 7,570, taxable 102,430: 7,540 + 64,730 × 40 % = 33,432; after: allowance
    // whole, taxable 110,000 − 10,010 − 12,570 = 87,420: 7,540 + 49,720 × 40 % = 27,428; saved
    // 6,004. It keeps the £4,000 of Tax-Free Childcare; Gift Aid instead 10,000 × 80 % = 8,000.
    const column = (label: string) => rows.find((row) => row[0] === label)?.[3];
    expect(column("Pension")).toBe("9.1%");
    expect(column("Extra into your pension a year")).toBe("£10,010.00");
    expect(column("Income tax, NI and loans saved")).toBe("£6,004.00");
    expect(column("Childcare support kept")).toBe("£4,000.00");
    expect(column("Or Gift Aid instead")).toBe("£8,000.00");
    expect(column("What happens above it")).toBe(
      "The personal allowance starts to go; Tax-Free Childcare and the funded hours are lost",
    );
    expect(rows.find((row) => row[0] === "What happens above it")?.[2]).toBe(
      "The Child Benefit charge takes all the benefit",
    );
  });

  it("pay alone over £100,000: only the stay-under table, without the family's rows", () => {
    show({ grossSalary: 120_000 });
    expect(screen.queryByText(PAYSLIPS)).not.toBeInTheDocument();
    // £20,000 over: 20,000 / 120,000 = 16.667 % → 16.67 %, £20,004. Tax before: allowance
    // 12,570 − 10,000 = 2,570, taxable 117,430: 7,540 + 79,730 × 40 % = 39,432; after: taxable
    // 120,000 − 20,004 − 12,570 = 87,426: 7,540 + 49,726 × 40 % = 27,430.40; saved 12,001.60,
    // cost 20,004 − 12,001.60 = 8,002.40. Gift Aid 20,000 × 80 % = 16,000: it brings back the
    // £10,000 of allowance (4,000) and moves 20,000 from 40 % to 20 % (4,000): cost 8,000.
    expect(stayUnderRows()).toEqual([
      ["", "At or under £100,000"],
      ["What happens above it", "The personal allowance starts to go"],
      ["Pension", "16.67%"],
      ["Extra into your pension a year", "£20,004.00"],
      ["Cost in take-home", "£8,002.40"],
      ["Income tax, NI and loans saved", "£12,001.60"],
      ["Or Gift Aid instead", "£16,000.00"],
      ["Gift Aid's cost in take-home", "£8,000.00"],
    ]);
  });

  it("says when no pension can bring it under (£5,000 of pay, £110,000 of dividends)", () => {
    show({ grossSalary: 5_000, dividends: 110_000 });
    // £15,000 over £100,000, more than the whole of the pay: only Gift Aid, 15,000 × 80 %.
    const rows = stayUnderRows();
    expect(rows.find((row) => row[0] === "Pension")?.[1]).toBe("Not possible");
    expect(rows.find((row) => row[0] === "Or Gift Aid instead")?.[1]).toBe(
      "£12,000.00",
    );
  });
});
