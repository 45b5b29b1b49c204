import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compareSalaries, type CompareSalariesInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  displayedPence,
  exportPdf,
  jsonResponse,
  retype,
  stubFetch,
  textbox,
} from "../../components/form/test-helpers";
import { useSavedResults } from "../../lib/saved-results";
import { useToastStore } from "../../lib/toast-store";
import ComparisonCalculator from "./comparison-calculator";
import { useComparisonStore } from "./comparison-store";
import { showComparisonResults } from "./test-helpers";

/**
 * The comparison's "Family and other income" (issue 30): one household for every salary (the same
 * family whichever job it is), sent with each, in the link once, and the year beside the payslips
 * as rows of the table. Figures worked out by hand from the 2025/26 rates (see
 * take-home/household-results.test.tsx): allowance £12,570, 20 % to £50,270 then 40 %; NI 8 %
 * then 2 %; Child Benefit for 2 children (26.05 + 17.25) × 52 = £2,251.60, the charge 1 % of
 * £2,251 per £200 over £60,000.
 */
const PANEL = "Family and other income";
const COMPARE = "Compare Salaries";
const YEAR_ROWS = "Your year, with family and other income";

const card = (n: number) => screen.getByRole("group", { name: `Salary ${n}` });

/** A row of the table by its header: its cells' text, the header's first. */
const row = (name: string) =>
  [...(screen.getByRole("rowheader", { name }).closest("tr")?.cells ?? [])].map(
    (cell) => cell.textContent,
  );

/** A column of the year's rows adds up: the lines from the payslips' take-home to the total. */
function yearColumnAddsUp(column: number) {
  const group = screen
    .getByRole("rowheader", { name: YEAR_ROWS })
    .closest("tbody");
  if (!group) throw new Error("No rows for the year.");
  const rows = [...group.rows].map((tr) => ({
    label: tr.cells[0]?.textContent ?? "",
    value: tr.cells[column]?.textContent ?? "",
  }));
  const start = rows.findIndex(
    (line) => line.label === "Take-home on your payslips",
  );
  const lines = rows.slice(start, -1).map((line) => displayedPence(line.value));
  const total = displayedPence(rows.at(-1)?.value ?? "");
  expect(lines.reduce((sum, pence) => sum + pence, 0)).toBe(total);
}

describe(
  "the comparison's family and other income",
  { timeout: 30_000 },
  () => {
    beforeEach(() => {
      useComparisonStore.setState(useComparisonStore.getInitialState(), true);
      useToastStore.setState({ current: null });
      window.history.replaceState(null, "", "/");
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("is one panel for every salary, closed by default, sent with each salary and kept once in the link", async () => {
      const user = userEvent.setup();
      const { requests } = stubFetch((request) =>
        jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
      );
      render(<ComparisonCalculator />);
      expect(screen.getAllByRole("button", { name: PANEL })).toHaveLength(1);
      expect(
        within(card(1)).queryByRole("button", { name: PANEL }),
      ).not.toBeInTheDocument();
      const toggle = screen.getByRole("button", { name: PANEL });
      expect(toggle).toHaveAttribute("aria-expanded", "false");

      await user.click(toggle);
      await retype(user, "Children you get Child Benefit for", "2");
      await retype(user, "Partner's adjusted net income", "30000");
      // Adding a card keeps the household.
      await user.click(screen.getByRole("button", { name: "Add Salary" }));
      expect(textbox("Children you get Child Benefit for")).toHaveValue("2");
      await user.click(screen.getByRole("button", { name: COMPARE }));
      await screen.findByRole("heading", { name: "Comparison Results" });
      const { salaries } = requests[0]?.body as CompareSalariesInput;
      expect(salaries).toHaveLength(3);
      for (const salary of salaries)
        expect(salary).toMatchObject({
          childBenefitChildren: 2,
          partnerAdjustedNetIncome: 30000,
        });
      expect(requests[0]?.body).not.toHaveProperty("includeStayUnder");
      const link = new URLSearchParams(window.location.search);
      expect(link.get("children")).toBe("2");
      expect(link.get("partner")).toBe("30000");
      expect(link.has("children1")).toBe(false);
      // What Save Results would save: the link and the form's values, the household among them.
      const current = useSavedResults.getState().current;
      expect(new URLSearchParams(current?.query).get("children")).toBe("2");
      expect(current?.inputs).toMatchObject({ childBenefitChildren: "2" });
    });

    it("lists its fields among the inputs Export PDF prints, under their own heading", async () => {
      window.history.replaceState(
        null,
        "",
        "/?tool=comparison&salary1=70000&year1=2025-26&pension1=0&children=2",
      );
      const user = userEvent.setup();
      stubFetch((request) =>
        jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
      );
      render(<ComparisonCalculator />);
      await screen.findByRole("heading", { name: "Comparison Results" });
      const { report, inputs, printed, done } = await exportPdf(user);
      const household = within(inputs).getByRole("heading", {
        name: "Family and other income, for every salary",
      }).nextElementSibling as HTMLElement;
      expect(printed("Children you get Child Benefit for", household)).toBe(
        "2",
      );
      expect(printed("Partner's adjusted net income", household)).toBe(
        "(blank)",
      );
      expect(report).toHaveTextContent("Your money for the year");
      done();
    });

    it("opens by itself for a link that sets it, and its hints quote each card's year", () => {
      window.history.replaceState(
        null,
        "",
        "/?tool=comparison&salary1=40000&year1=2025-26&salary2=45000&year2=2026-27&giftaid=100",
      );
      stubFetch((request) =>
        jsonResponse(compareSalaries(request.body as CompareSalariesInput)),
      );
      render(<ComparisonCalculator />);
      return waitFor(() => {
        expect(screen.getByRole("button", { name: PANEL })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
        expect(textbox("Gift Aid donations")).toHaveValue("100");
        // Blind Person's Allowance: £3,130 in 2025/26, £3,250 in 2026/27.
        expect(
          screen.getByRole("checkbox", {
            name: "Claim Blind Person's Allowance",
          }),
        ).toHaveAccessibleDescription(
          expect.stringMatching(
            /^£3,130 in 2025\/26, £3,250 in 2026\/27 more tax-free income a year/,
          ),
        );
      });
    });

    it("shows the engine's message about it on its one field, and sends nothing", async () => {
      const user = userEvent.setup();
      const { fetchMock } = stubFetch(() => jsonResponse({}));
      render(<ComparisonCalculator />);
      const toggle = screen.getByRole("button", { name: PANEL });
      await user.click(toggle);
      await retype(user, "Children you get Child Benefit for", "1.5");
      await user.click(toggle);
      await user.click(screen.getByRole("button", { name: COMPARE }));
      // Each salary's message (salaries.0…, salaries.1…) is the one field's.
      expect(
        await screen.findByText("Children must be a whole number", {
          exact: true,
        }),
      ).toBeVisible();
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      expect(textbox("Children you get Child Benefit for")).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("adds the year beside the payslips to the table: the charge, and each column's lines adding up (£70,000 and £110,000, 2 children)", () => {
      const household = {
        taxYear: "2025-26",
        pensionContribution: 0,
        childBenefitChildren: 2,
      } as const;
      showComparisonResults({
        salaries: [
          { ...household, grossSalary: 70_000 },
          { ...household, grossSalary: 110_000 },
        ],
      });
      // £70,000: tax 37,700 × 20 % + 19,730 × 40 % = 15,432; NI 3,016 + 394.60 = 3,410.60;
      // take-home 51,157.40; the charge 50 % of £2,251 = £1,125; 51,157.40 + 2,251.60 − 1,125 =
      // 52,284. £110,000: allowance 12,570 − 5,000 = 7,570, tax 7,540 + 64,730 × 40 % = 33,432;
      // NI 3,016 + 1,194.60 = 4,210.60; take-home 72,357.40; the charge all £2,251;
      // 72,357.40 + 2,251.60 − 2,251 = 72,358.
      expect(row("Net take-home")).toEqual([
        "Net take-home",
        "£51,157.40",
        "£72,357.40",
      ]);
      expect(row("Adjusted net income")).toEqual([
        "Adjusted net income",
        "£70,000.00",
        "£110,000.00",
      ]);
      expect(row("High Income Child Benefit Charge")).toEqual([
        "High Income Child Benefit Charge",
        "£1,125.00, paid by you",
        "£2,251.00, paid by you",
      ]);
      expect(row("Take-home on your payslips")).toEqual([
        "Take-home on your payslips",
        "£51,157.40",
        "£72,357.40",
      ]);
      expect(row("Child Benefit")).toEqual([
        "Child Benefit",
        "+£2,251.60",
        "+£2,251.60",
      ]);
      expect(row("Tax to pay after the year")).toEqual([
        "Tax to pay after the year",
        "\u2212£1,125.00",
        "\u2212£2,251.00",
      ]);
      expect(row("Your money for the year")).toEqual([
        "Your money for the year",
        "£52,284.00",
        "£72,358.00",
      ]);
      yearColumnAddsUp(1);
      yearColumnAddsUp(2);
      // No other income, Gift Aid or partner: none of their rows.
      expect(
        screen.queryByRole("rowheader", { name: "Gift Aid donations" }),
      ).not.toBeInTheDocument();
    });

    it("names the tax after the year for both ways when one salary pays and another gets back (Gift Aid of £4,000)", () => {
      const household = {
        taxYear: "2025-26",
        pensionContribution: 0,
        childBenefitChildren: 2,
        giftAidDonations: 4_000,
      } as const;
      showComparisonResults({
        salaries: [
          { ...household, grossSalary: 60_000 },
          { ...household, grossSalary: 110_000 },
        ],
      });
      // £4,000 grossed up is £5,000. £60,000: adjusted net income 55,000, no charge; the basic band
      // grows by 5,000, which moves from 40 % to 20 %: £1,000 back. Payslips 60,000 − 11,432 −
      // 3,210.60 = 45,357.40; − 4,000 + 2,251.60 + 1,000 = 44,609. £110,000: adjusted net income
      // 105,000, so 2,500 more allowance than payroll's (12,570 − 2,500 against 7,570), at 40 %,
      // and the band's 1,000: 2,000 back; the charge all £2,251: 2,251 − 2,000 = £251 to pay.
      // 72,357.40 + 2,251.60 − 4,000 − 251 = 70,358.
      expect(row("Gift Aid donations")).toEqual([
        "Gift Aid donations",
        "\u2212£4,000.00",
        "\u2212£4,000.00",
      ]);
      expect(row("Tax to pay or get back after the year")).toEqual([
        "Tax to pay or get back after the year",
        "+£1,000.00",
        "\u2212£251.00",
      ]);
      expect(row("High Income Child Benefit Charge")).toEqual([
        "High Income Child Benefit Charge",
        "£0.00",
        "£2,251.00, paid by you",
      ]);
      expect(row("Your money for the year")).toEqual([
        "Your money for the year",
        "£44,609.00",
        "£70,358.00",
      ]);
      yearColumnAddsUp(1);
      yearColumnAddsUp(2);
    });

    it("has no rows for the year without family and other income", () => {
      showComparisonResults({
        salaries: [{ grossSalary: 40_000 }, { grossSalary: 45_000 }],
      });
      expect(
        screen.queryByRole("rowheader", { name: YEAR_ROWS }),
      ).not.toBeInTheDocument();
      expect(
        screen.queryByRole("rowheader", { name: "Your money for the year" }),
      ).not.toBeInTheDocument();
    });
  },
);
