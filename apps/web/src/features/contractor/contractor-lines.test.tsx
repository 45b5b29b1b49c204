import { render, screen } from "@testing-library/react";
import {
  compareContractor,
  contractorInputSchema,
  type ContractorInput,
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

const LISTS = [
  "Employee results",
  "Contractor company",
  "Contractor corporation tax",
  "Contractor results",
];

describe("contractor lines", () => {
  it("add up in every list, for 60 inputs across the bands", () => {
    for (let i = 0; i < 60; i += 1) {
      const view = show({
        employeeSalary: 15_000 + i * 2_750,
        employeePension: i % 9,
        employeeBonus: (i % 4) * 1_500,
        contractorDailyRate: 120 + i * 17.35,
        contractorDaysPerYear: 100 + (i % 13) * 11,
        contractorExpenses: (i % 7) * 4_321.09,
      });
      for (const name of LISTS) {
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
});
