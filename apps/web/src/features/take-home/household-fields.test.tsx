import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  exportPdf,
  resultValue,
  retype,
  stubSalaryApi,
  textbox,
} from "../../components/form/test-helpers";
import { useSavedResults } from "../../lib/saved-results";
import { useToastStore } from "../../lib/toast-store";
import TakeHomeCalculator from "./take-home-calculator";
import { useTakeHomeStore } from "./take-home-store";

/**
 * The take-home form's "Family and other income" (issue 30): closed by default, open by itself
 * when a field is set, its fields in the request and the link, the engine's messages on them,
 * and "Apply this pension" from the results. The API is answered by the engine (stubSalaryApi);
 * expected figures are worked out by hand from the 2025/26 rates (see household-results.test.tsx).
 */
const PANEL = "Family and other income";
const CALCULATE = "Calculate Take-Home Pay";
const RESULTS = "Your Take-Home Pay";
const STAY_UNDER = "Pension or Gift Aid to stay under each cliff (a year)";

const FIELDS: readonly [label: string, initial: string][] = [
  ["Children you get Child Benefit for", "0"],
  ["Partner's adjusted net income", ""],
  ["Savings interest", "0"],
  ["Dividends", "0"],
  ["Property income", "0"],
  ["Property expenses", "0"],
  ["Gift Aid donations", "0"],
];

describe("Family and other income", { timeout: 30_000 }, () => {
  beforeEach(() => {
    useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
    useToastStore.setState({ current: null });
    window.history.replaceState(null, "", "/");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is closed by default; opened, it has the eight fields at their defaults and links to the guide", async () => {
    const user = userEvent.setup();
    render(<TakeHomeCalculator />);
    const toggle = screen.getByRole("button", { name: PANEL });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Savings interest")).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const [label, initial] of FIELDS) {
      expect(textbox(label)).toBeVisible();
      expect(textbox(label)).toHaveValue(initial);
    }
    const blind = screen.getByRole("checkbox", {
      name: "Claim Blind Person's Allowance",
    });
    expect(blind).not.toBeChecked();
    // The hints quote the year's figures: 2026/27 (the unit tests' day), £1,000 and £3,250.
    expect(
      screen.getByText(
        "A year; the £1,000 property allowance is used if it is more",
      ),
    ).toBeInTheDocument();
    expect(blind).toHaveAccessibleDescription(
      expect.stringMatching(/^£3,250 more tax-free income a year/),
    );
    expect(
      screen.getByRole("link", {
        name: "guide to the £100,000 trap and the Child Benefit charge",
      }),
    ).toHaveAttribute("href", "/guides/100k-trap-and-child-benefit-charge");
  });

  it("sends what is filled in (a blank partner's income left out) and keeps it in the link", async () => {
    const user = userEvent.setup();
    const { requests } = stubSalaryApi();
    render(<TakeHomeCalculator />);
    await user.click(screen.getByRole("button", { name: PANEL }));
    await retype(user, "Children you get Child Benefit for", "2");
    await retype(user, "Savings interest", "1200");
    await retype(user, "Dividends", "800");
    await retype(user, "Property income", "9000");
    await retype(user, "Property expenses", "1500");
    await retype(user, "Gift Aid donations", "400");
    await user.click(
      screen.getByRole("checkbox", { name: "Claim Blind Person's Allowance" }),
    );
    await user.click(screen.getByRole("button", { name: CALCULATE }));
    await screen.findByRole("heading", { name: RESULTS });
    expect(requests[0]?.body).toMatchObject({
      childBenefitChildren: 2,
      savingsInterest: 1200,
      dividends: 800,
      propertyIncome: 9000,
      propertyExpenses: 1500,
      giftAidDonations: 400,
      blindPersonsAllowance: true,
      includeStayUnder: true,
    });
    expect(requests[0]?.body).not.toHaveProperty("partnerAdjustedNetIncome");

    await retype(user, "Partner's adjusted net income", "55000");
    await user.click(screen.getByRole("button", { name: CALCULATE }));
    await waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    expect(requests[1]?.body).toMatchObject({
      partnerAdjustedNetIncome: 55000,
    });
    const link = new URLSearchParams(window.location.search);
    expect(
      ["children", "partner", "savings", "dividends", "property"].map((key) =>
        link.get(key),
      ),
    ).toEqual(["2", "55000", "1200", "800", "9000"]);
    expect(link.get("propertycosts")).toBe("1500");
    expect(link.get("giftaid")).toBe("400");
    expect(link.get("blind")).toBe("yes");
  });

  it("opens by itself for a link that sets one of its fields, and shows the household's figures", async () => {
    window.history.replaceState(
      null,
      "",
      "/?tool=calculator&year=2025-26&salary=70000&pension=0&children=2",
    );
    stubSalaryApi();
    render(<TakeHomeCalculator />);
    await screen.findByRole("heading", { name: RESULTS });
    expect(screen.getByRole("button", { name: PANEL })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(textbox("Children you get Child Benefit for")).toHaveValue("2");
    // (26.05 + 17.25) × 52 = 2,251.60; (70,000 − 60,000) / 200 = 50 % of £2,251: £1,125.
    expect(resultValue(PANEL, "Child Benefit (2 children)")).toBe("£2,251.60");
    expect(
      resultValue(PANEL, "High Income Child Benefit Charge, paid by you"),
    ).toBe("£1,125.00");
    // What Save Results would save: the link and the form's values, the family's among them.
    const current = useSavedResults.getState().current;
    expect(new URLSearchParams(current?.query).get("children")).toBe("2");
    expect(current?.inputs).toMatchObject({ childBenefitChildren: "2" });
  });

  it("lists its fields among the inputs Export PDF prints, with the household's lines", async () => {
    window.history.replaceState(
      null,
      "",
      "/?tool=calculator&year=2025-26&salary=70000&pension=0&children=2&giftaid=250",
    );
    const user = userEvent.setup();
    stubSalaryApi();
    render(<TakeHomeCalculator />);
    await screen.findByRole("heading", { name: RESULTS });
    const { report, printed, done } = await exportPdf(user);
    expect(printed("Children you get Child Benefit for")).toBe("2");
    expect(printed("Gift Aid donations")).toBe("£250");
    expect(printed("Partner's adjusted net income")).toBe("(blank)");
    expect(printed("Claim Blind Person's Allowance")).toBe("No");
    expect(report).toHaveTextContent("High Income Child Benefit Charge");
    done();
  });

  it("shows the engine's messages on its fields, naming them, and stays open while they show", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubSalaryApi();
    render(<TakeHomeCalculator />);
    const toggle = screen.getByRole("button", { name: PANEL });
    await user.click(toggle);
    await retype(user, "Children you get Child Benefit for", "1.5");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(screen.getByRole("button", { name: CALCULATE }));
    expect(
      await screen.findByText("Children must be a whole number", {
        exact: true,
      }),
    ).toBeVisible();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(textbox("Children you get Child Benefit for")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // Other income needs a tax code with an allowance: the message names the field.
    await retype(user, "Children you get Child Benefit for", "0");
    await retype(user, "Tax code", "BR");
    await retype(user, "Savings interest", "100");
    await user.click(screen.getByRole("button", { name: CALCULATE }));
    expect(
      await screen.findByText(
        "Savings interest can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not BR",
        { exact: true },
      ),
    ).toBeVisible();
    expect(textbox("Savings interest")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Apply this pension puts the cliff's percentage in the form and calculates again: adjusted net income at the cliff", async () => {
    window.history.replaceState(
      null,
      "",
      "/?tool=calculator&year=2025-26&salary=70000&pension=0&children=2",
    );
    const user = userEvent.setup();
    const { requests } = stubSalaryApi();
    render(<TakeHomeCalculator />);
    await screen.findByRole("heading", { name: RESULTS });
    // £10,000 over £60,000: 10,000 / 70,000 = 14.2857 % → 14.29 %.
    const apply = () =>
      within(screen.getByRole("table", { name: STAY_UNDER })).getByRole(
        "button",
        { name: "Apply this pension: 14.29%, to stay at or under £60,000" },
      );
    expect(apply()).toBeVisible();

    // Offered only while the result is the form's own.
    await retype(user, "Gross salary", "71000");
    expect(
      screen.queryByRole("button", { name: /Apply this pension/ }),
    ).not.toBeInTheDocument();
    await retype(user, "Gross salary", "70000");

    await user.click(apply());
    await waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    expect(requests[1]?.body).toMatchObject({
      grossSalary: 70000,
      pensionContribution: 14.29,
      childBenefitChildren: 2,
    });
    expect(textbox("Pension contribution")).toHaveValue("14.29");
    // 70,000 × 14.29 % = 10,003 of pension: adjusted net income 59,997, under £60,000, no charge.
    await waitFor(() => {
      expect(resultValue(PANEL, "Adjusted net income")).toBe("£59,997.00");
    });
    expect(
      resultValue(PANEL, "High Income Child Benefit Charge, paid by you"),
    ).toBe("£0.00");
    // The breakdown names the percentage as applied, not rounded to one place ("14.3%").
    expect(resultValue("Detailed breakdown", "Pension (14.29%)")).toBe(
      "\u2212£10,003.00",
    );
    expect(
      screen.queryByRole("table", { name: STAY_UNDER }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: RESULTS })).toHaveFocus();
  });
});
