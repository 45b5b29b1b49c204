import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  reverseCalculate,
  reverseInputSchema,
  type ReverseInput,
} from "@uktax/engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  displayedLines,
  resultValue,
  stubSalaryApi,
} from "../../components/form/test-helpers";
import { ReverseResults } from "./reverse-results";

function show(values: ReverseInput) {
  const input = reverseInputSchema.parse(values);
  const result = reverseCalculate(input);
  return render(<ReverseResults last={{ input, result, values: {} }} />);
}

describe("reverse lines and working", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("add up to the take-home shown, for 40 targets", () => {
    for (let i = 0; i < 40; i += 1) {
      const view = show({
        desiredNetPay: 400 + i * 263.17,
        payFrequency: "monthly",
        region: i % 3 === 0 ? "scotland" : "england",
        studentLoanPlan: i % 2 === 0 ? "plan2" : "none",
        pensionContribution: i % 8,
      });
      const { sum, total } = displayedLines(
        screen.getByLabelText("Breakdown", { selector: "dl" }),
      );
      expect(sum, `#${i}`).toBe(total);
      view.unmount();
    }
  });

  it("shows the working of the gross it found, from a take-home of that gross", async () => {
    const { requests } = stubSalaryApi();
    show({
      desiredNetPay: 2_500,
      payFrequency: "monthly",
      pensionContribution: 5,
    });
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "How this was worked out" }));
    const bands = await screen.findByRole("table", {
      name: /Income tax by band/,
    });
    const found = reverseCalculate({
      desiredNetPay: 2_500,
      payFrequency: "monthly",
      pensionContribution: 5,
    });
    expect(requests[0]?.body).toMatchObject({
      grossSalary: found.requiredGrossSalary,
      payFrequency: "annual",
      includeBreakdown: true,
    });
    // The bands' total is the reverse result's own income tax.
    expect(within(bands).getAllByRole("row").at(-1)).toHaveTextContent(
      `£${found.incomeTax.toLocaleString("en-GB", { minimumFractionDigits: 2 })}`,
    );
    expect(resultValue("Personal allowance", "Personal allowance given")).toBe(
      "£12,570.00",
    );
  });
});
