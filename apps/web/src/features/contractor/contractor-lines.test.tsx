import { render, screen } from "@testing-library/react";
import {
  IR35_STATUSES,
  compareContractor,
  contractorInputSchema,
  type ContractorInput,
  type Ir35Status,
} from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  displayedLines,
  minus,
  resultValue,
} from "../../components/form/test-helpers";
import { ContractorResults } from "./contractor-results";

function show(values: ContractorInput) {
  const input = contractorInputSchema.parse(values);
  const result = compareContractor(input);
  return render(<ContractorResults last={{ input, result, values: {} }} />);
}

/** Each route's lists, every one of which must add up. */
const LISTS: Readonly<Record<Ir35Status, readonly string[]>> = {
  outside: [
    "Employee results",
    "Contractor company",
    "Contractor corporation tax",
    "Contractor results",
  ],
  "inside-umbrella": [
    "Employee results",
    "Umbrella company",
    "Umbrella results",
  ],
  "inside-payroll": ["Employee results", "Payroll results", "Client costs"],
};

// Generous timeout: 60 renders, on two CPU cores shared with other suites.
describe("contractor lines", { timeout: 30_000 }, () => {
  it("add up in every list of every route, for 60 inputs across the bands", () => {
    for (let i = 0; i < 60; i += 1) {
      const ir35Status = IR35_STATUSES[i % 3] ?? "outside";
      const view = show({
        employeeSalary: 15_000 + i * 2_750,
        employeePension: i % 9,
        employeeBonus: (i % 4) * 1_500,
        contractorDailyRate: 120 + i * 17.35,
        contractorDaysPerYear: 100 + (i % 13) * 11,
        contractorExpenses: (i % 7) * 4_321.09,
        ir35Status,
        umbrellaMargin: (i % 5) * 260,
        umbrellaEmployerPension: i % 4,
      });
      for (const name of LISTS[ir35Status]) {
        const { sum, total } = displayedLines(
          screen.getByLabelText(name, { selector: "dl" }),
        );
        expect(sum, `${name} #${i}`).toBe(total);
      }
      view.unmount();
    }
  });

  it("lists the expenses, shows the allowance as tax-free income, not a deduction", () => {
    show({
      employeeSalary: 40_000,
      contractorDailyRate: 450,
      contractorDaysPerYear: 220,
      contractorExpenses: 5_000,
    });
    // £450 × 220 days = £99,000; £5,000 of expenses come off it.
    expect(resultValue("Contractor company", "Gross income")).toBe(
      "£99,000.00",
    );
    expect(resultValue("Contractor company", "Expenses")).toBe(minus(5_000));
    // The director's salary is the personal allowance, £12,570 (the default), and all of it is
    // tax-free: a note, not a line.
    expect(resultValue("Contractor company", "Director's salary")).toBe(
      minus(12_570),
    );
    const allowance = screen
      .getByText("Personal allowance (tax-free income, not a deduction)")
      .closest("[data-line]");
    expect(allowance).toHaveAttribute("data-line", "memo");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("warns when the expenses are more than the revenue", () => {
    show({
      employeeSalary: 30_000,
      contractorDailyRate: 300,
      contractorDaysPerYear: 10,
      contractorExpenses: 5_000,
    });
    // £300 × 10 = £3,000 of revenue against £5,000 of expenses: only £3,000 can be met.
    expect(screen.getByRole("note")).toHaveTextContent(
      "Your expenses (£5,000.00) are more than the contract's gross income (£3,000.00). Only £3,000.00 of them can be met from it",
    );
    expect(resultValue("Contractor company", "Expenses")).toBe(minus(3_000));
    expect(resultValue("Contractor results", "Net income")).toBe("£0.00");
  });

  it("inside through an umbrella: the lines from the rate to the salary and on to the net, the break-even in words", () => {
    // £550 × 220 = £121,000 in 2026/27: s + 15 % × (s − 5,000) + 0.5 % × s ≤ 121,000 →
    // 105,411.25 (NI 15,061.69, levy 527.06); holiday 105,411.25 − 94,058.40 = 11,352.85;
    // tax 30,678.50, NI 4,118.83, net 70,613.92 (worked out in the engine's tests).
    show({
      employeeSalary: 40_000,
      employeePension: 5,
      employeeBonus: 2_000,
      contractorDailyRate: 550,
      contractorDaysPerYear: 220,
      contractorExpenses: 5_000,
      ir35Status: "inside-umbrella",
      taxYear: "2026-27",
    });
    expect(resultValue("Umbrella company", "Gross income")).toBe("£121,000.00");
    expect(resultValue("Umbrella company", "Umbrella margin")).toBe(minus(0));
    expect(resultValue("Umbrella company", "Employer NI")).toBe(
      minus(15_061.69),
    );
    expect(resultValue("Umbrella company", "Apprenticeship levy")).toBe(
      minus(527.06),
    );
    // Nothing left over: the rounding line is not shown.
    expect(screen.queryByText("Rounding left over")).toBeNull();
    expect(resultValue("Umbrella company", "Your salary")).toBe("£105,411.25");
    expect(
      resultValue("Umbrella results", "of which rolled-up holiday pay"),
    ).toBe("£11,352.85");
    expect(resultValue("Umbrella results", "Income tax")).toBe(minus(30_678.5));
    expect(resultValue("Umbrella results", "National Insurance")).toBe(
      minus(4_118.83),
    );
    expect(resultValue("Umbrella results", "Net income")).toBe("£70,613.92");
    // The outside lists give way to the umbrella's.
    expect(screen.queryByLabelText("Contractor company")).toBeNull();
    // Outside net 72,765.43; break-even £579.73 (the engine's tests work both out).
    expect(document.querySelector("[data-ir35-summary]")).toHaveTextContent(
      "Contracting inside IR35 through an umbrella company leaves you £38,385 a year more than being an employee. Outside IR35 the same rate would leave you £72,765 a year. To take home as much through an umbrella company as outside IR35 at £550.00 a day, the day rate would have to be £579.73 a day.",
    );
  });

  it("inside on the client's payroll: the fee less tax and NI, and the client's costs on top", () => {
    // Fee 121,000: tax 40,032, NI 4,430.60, net 76,537.40; on top NI 17,400, levy 605.
    show({
      employeeSalary: 40_000,
      contractorDailyRate: 550,
      contractorDaysPerYear: 220,
      ir35Status: "inside-payroll",
      taxYear: "2026-27",
    });
    expect(resultValue("Payroll results", "Your fee, all salary")).toBe(
      "£121,000.00",
    );
    expect(resultValue("Payroll results", "Income tax")).toBe(minus(40_032));
    expect(resultValue("Payroll results", "National Insurance")).toBe(
      minus(4_430.6),
    );
    expect(resultValue("Payroll results", "Net income")).toBe("£76,537.40");
    expect(resultValue("Client costs", "Employer NI")).toBe("+£17,400.00");
    expect(resultValue("Client costs", "Apprenticeship levy")).toBe("+£605.00");
    expect(resultValue("Client costs", "The client's cost")).toBe(
      "£139,005.00",
    );
  });

  it("shows the pennies rounding leaves over, so the umbrella's lines still add up", () => {
    // £500 margin, 4 % pension: salary 101,464.43 costs 120,499.99 of the 120,500 (a penny more
    // of salary would cost 120,500.01): one penny left over.
    show({
      employeeSalary: 40_000,
      contractorDailyRate: 550,
      contractorDaysPerYear: 220,
      ir35Status: "inside-umbrella",
      umbrellaMargin: 500,
      umbrellaEmployerPension: 4,
      taxYear: "2026-27",
    });
    expect(resultValue("Umbrella company", "Rounding left over")).toBe(
      minus(0.01),
    );
    expect(resultValue("Umbrella company", "Employer pension")).toBe(
      minus(4_058.58),
    );
    expect(resultValue("Umbrella company", "Your salary")).toBe("£101,464.43");
  });
});
