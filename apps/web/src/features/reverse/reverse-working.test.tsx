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

/** The reverse results of `values`, as the calculator's request (with the breakdown) gets them. */
function show(values: ReverseInput) {
  const input = reverseInputSchema.parse({ ...values, includeBreakdown: true });
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

  it("shows the working of the gross it found from the one reply, with what salary sacrifice saves", async () => {
    const { requests } = stubSalaryApi();
    // 2026/27, 5 % salary sacrifice: net at G = G − 5 % G − (95 % G − 12,570) × 28 %
    // = 0.684 G + 3,519.60, so £30,879.60 a year needs £40,000 (27,360 + 3,519.60).
    show({
      taxYear: "2026-27",
      desiredNetPay: 30_879.6,
      payFrequency: "annual",
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
    });
    const user = userEvent.setup();
    await user.click(
      screen.getByRole("button", { name: "How this was worked out" }),
    );
    const bands = await screen.findByRole("table", {
      name: /Income tax by band/,
    });
    // Taxable (40,000 − 2,000) − 12,570 = 25,430 at 20 % = 5,086.
    expect(within(bands).getAllByRole("row").at(-1)).toHaveTextContent(
      "Income tax£25,430.00£5,086.00",
    );
    expect(resultValue("Personal allowance", "Personal allowance given")).toBe(
      "£12,570.00",
    );
    await user.click(screen.getByRole("button", { name: "Employer's cost" }));
    const saved = await screen.findByRole("table", {
      name: "National Insurance saved by salary sacrifice",
    });
    // You 2,000 × 8 % = 160; employer 2,000 × 15 % = 300.
    expect(within(saved).getAllByRole("row")[3]).toHaveTextContent(
      "Saved£160.00£300.00",
    );
    // Opening either sent nothing: the working came with the result.
    expect(requests).toHaveLength(0);
  });
});
