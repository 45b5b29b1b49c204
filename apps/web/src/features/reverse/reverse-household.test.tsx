import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reverseCalculate, type ReverseInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  displayedLines,
  exportPdf,
  jsonResponse,
  resultValue,
  retype,
  stubFetch,
} from "../../components/form/test-helpers";
import { useSavedResults } from "../../lib/saved-results";
import { useToastStore } from "../../lib/toast-store";
import ReverseCalculator from "./reverse-calculator";
import { useReverseStore } from "./reverse-store";

/**
 * "Family and other income" in the reverse calculator (issue 30): the take-home's panel, closed by
 * default, in the request, the link, a saved result and the print; the household's lines for the
 * salary found. Figures worked out by hand from the 2025/26 rates (see
 * take-home/household-results.test.tsx): £70,000 takes home 70,000 − 15,432 tax − 3,410.60 NI
 * = £51,157.40 a year, so that target needs £70,000.
 */
const PANEL = "Family and other income";
const CALCULATE = "Calculate Required Salary";
const RESULTS = "Required Salary";
const LINK =
  "/?tool=reverse&year=2025-26&net=51157.40&per=annual&pension=0&children=2";

function stubReverseApi() {
  return stubFetch((request) =>
    jsonResponse(reverseCalculate(request.body as ReverseInput)),
  );
}

describe(
  "the reverse calculator's family and other income",
  { timeout: 30_000 },
  () => {
    beforeEach(() => {
      useReverseStore.setState(useReverseStore.getInitialState(), true);
      useToastStore.setState({ current: null });
      window.history.replaceState(null, "", "/");
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("is closed by default; what is filled in is sent (no stay-under rows) and kept in the link", async () => {
      const user = userEvent.setup();
      const { requests } = stubReverseApi();
      render(<ReverseCalculator />);
      const toggle = screen.getByRole("button", { name: PANEL });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByLabelText("Dividends")).not.toBeVisible();

      await user.click(toggle);
      await retype(user, "Children you get Child Benefit for", "1");
      await retype(user, "Dividends", "2000");
      await user.click(screen.getByRole("button", { name: CALCULATE }));
      await screen.findByRole("heading", { name: RESULTS });
      expect(requests[0]?.body).toMatchObject({
        childBenefitChildren: 1,
        dividends: 2000,
      });
      expect(requests[0]?.body).not.toHaveProperty("includeStayUnder");
      const link = new URLSearchParams(window.location.search);
      expect(link.get("children")).toBe("1");
      expect(link.get("dividends")).toBe("2000");
    });

    it("opens by itself for a link that sets it, and shows the year at the salary found: lines that add up, no stay-under table", async () => {
      window.history.replaceState(null, "", LINK);
      stubReverseApi();
      render(<ReverseCalculator />);
      await screen.findByRole("heading", { name: RESULTS });
      expect(screen.getByRole("button", { name: PANEL })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(
        screen.getByText("Required gross annual salary").nextElementSibling,
      ).toHaveTextContent("£70,000");
      // (26.05 + 17.25) × 52 = 2,251.60; (70,000 − 60,000) / 200 = 50 % of £2,251: £1,125.
      expect(resultValue(PANEL, "Adjusted net income")).toBe("£70,000.00");
      expect(resultValue(PANEL, "Child Benefit (2 children)")).toBe(
        "£2,251.60",
      );
      expect(
        resultValue(PANEL, "High Income Child Benefit Charge, paid by you"),
      ).toBe("£1,125.00");
      expect(
        resultValue("What your payslips show", "Take-home on your payslips"),
      ).toBe("£51,157.40");
      // 51,157.40 + 2,251.60 − 1,125 = 52,284.00.
      const year = screen.getByLabelText("Your money for the year", {
        selector: "dl",
      });
      expect(
        resultValue("Your money for the year", "Tax to pay after the year"),
      ).toBe("\u2212£1,125.00");
      expect(
        resultValue("Your money for the year", "Your money for the year"),
      ).toBe("£52,284.00");
      const { sum, total } = displayedLines(year);
      expect(sum).toBe(total);
      // Under £100,000: Tax-Free Childcare kept.
      expect(document.querySelector("[data-childcare]")).toHaveAttribute(
        "data-childcare",
        "kept",
      );
      // A bigger pension would change the salary needed: no "Apply this pension" here.
      expect(
        screen.queryByRole("region", { name: "Staying under the cliffs" }),
      ).not.toBeInTheDocument();

      // What Save Results would save: the link and the form's values, the family's among them.
      const current = useSavedResults.getState().current;
      expect(new URLSearchParams(current?.query).get("children")).toBe("2");
      expect(current?.inputs).toMatchObject({ childBenefitChildren: "2" });
    });

    it("lists its fields among the inputs Export PDF prints", async () => {
      window.history.replaceState(null, "", `${LINK}&giftaid=250`);
      const user = userEvent.setup();
      stubReverseApi();
      render(<ReverseCalculator />);
      await screen.findByRole("heading", { name: RESULTS });
      const { report, printed, done } = await exportPdf(user);
      expect(printed("Children you get Child Benefit for")).toBe("2");
      expect(printed("Gift Aid donations")).toBe("£250");
      expect(printed("Claim Blind Person's Allowance")).toBe("No");
      expect(report).toHaveTextContent("Your money for the year");
      done();
    });
  },
);
