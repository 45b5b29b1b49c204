import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type SalaryInput } from "@uktax/engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  displayedLines,
  minus,
  resultValue,
  stubSalaryApi,
} from "../../components/form/test-helpers";
import { showTakeHomeResults } from "./test-helpers";

/**
 * Relief at source as the payslips pay it: the headline and the lines are the payslips' (no band
 * extension), and the relief above the basic rate is a note to claim. Figures by hand:
 * £52,000, 5 % relief at source (£2,600 gross, £2,080 from pay), Plan 2 + postgraduate, 2025/26.
 * Taxable 39,430. Payslip tax 37,700 × 20 % + 1,730 × 40 % = 8,232; with the extension (basic to
 * 40,300) 39,430 × 20 % = 7,886; to claim 346. NI 3,016 + 34.60 = 3,050.60; loans (52,000 −
 * 28,470) × 9 % = 2,117.70 + (52,000 − 21,000) × 6 % = 1,860 → 3,977.70.
 * Payslip take-home 52,000 − 8,232 − 3,050.60 − 3,977.70 − 2,080 = 34,659.70; a month 2,888.31.
 */
const RAS: SalaryInput = {
  grossSalary: 52_000,
  pensionContribution: 5,
  pensionMethod: "relief-at-source",
  studentLoanPlan: "plan2",
  postgraduateLoan: true,
  taxYear: "2025-26",
};

const LINES = "Detailed breakdown";
const CLAIM = "Pension tax relief to claim (not in take-home)";

const show = showTakeHomeResults;

describe("relief at source in the results", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("take-home: the payslips' take-home and tax, lines that add up, and £346 to claim", async () => {
    stubSalaryApi();
    show(RAS);
    expect(screen.getByText("Monthly take-home").nextSibling).toHaveTextContent(
      "£2,888",
    );
    expect(screen.getByText("Annual take-home").nextSibling).toHaveTextContent(
      "£34,660",
    );
    expect(resultValue(LINES, "Income tax")).toBe(minus(8_232));
    expect(resultValue(LINES, "Net take-home")).toBe("£34,659.70");
    const list = screen.getByLabelText(LINES, { selector: "dl" });
    const { sum, total } = displayedLines(list);
    expect(sum).toBe(total);
    // The claim is a note of its own: it moves no total.
    expect(resultValue("Pension tax relief to claim", CLAIM)).toBe("£346.00");
    const note = screen.getByTestId("relief-to-claim");
    expect(note).toHaveTextContent("claim the £346.00 on a Self Assessment");
    expect(note).toHaveTextContent("ask HMRC to adjust your tax code");
    expect(
      within(note).getByRole("link", { name: "GOV.UK: pension tax relief" }),
    ).toHaveAttribute(
      "href",
      "https://www.gov.uk/tax-on-your-private-pension/pension-tax-relief",
    );
    // The working keeps the year's tax after the claim, and says what the payslips take.
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "How this was worked out" }));
    const working = screen.getByRole("region", {
      name: "How this was worked out",
    });
    expect(
      await within(working).findByText(/once you claim the £346\.00/),
    ).toHaveTextContent(
      "makes the year's tax £7,886.00 once you claim the £346.00 of relief above the basic rate; payroll does not raise them, so your payslips take £8,232.00.",
    );
  });

  it("take-home: nothing to claim for net pay or a basic-rate payer, and no note", () => {
    // Net pay: taxable 52,000 − 2,600 − 12,570 = 36,830 × 20 % = 7,366, taken on the payslips.
    const netPay = show({ ...RAS, pensionMethod: "net-pay" });
    expect(resultValue(LINES, "Income tax")).toBe(minus(7_366));
    expect(screen.queryByTestId("relief-to-claim")).toBeNull();
    expect(screen.queryByText(CLAIM)).toBeNull();
    netPay.unmount();
    // £30,000 at 5 % relief at source: all of 17,430 taxable at 20 %, 3,486 either way.
    show({ ...RAS, grossSalary: 30_000 });
    expect(resultValue(LINES, "Income tax")).toBe(minus(3_486));
    expect(screen.queryByTestId("relief-to-claim")).toBeNull();
  });
});
