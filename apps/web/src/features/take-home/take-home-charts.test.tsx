import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  calculateSalary,
  salaryInputSchema,
  type SalaryInput,
} from "@uktax/engine";
import { describe, expect, it } from "vitest";
import { chartTableRows } from "../../components/charts/test-helpers";
import TakeHomeCharts from "./take-home-charts";
import TakeHomeResults from "./take-home-results";
import { takeHomeCurves } from "./take-home-curves";

/**
 * The take-home charts: each renders an SVG named by its title and summary, marks the user, and
 * has a data table whose figures are the engine's. Expected figures are worked out here by hand
 * from the year's published rates (2025/26: personal allowance £12,570, basic rate 20 % on the
 * first £37,700 of taxable income, higher 40 %, additional 45 % over £125,140; NI 8 % from
 * £12,570 to £50,270, then 2 %; the allowance falls by £1 for every £2 over £100,000).
 */

const options = (input: Partial<SalaryInput>) =>
  salaryInputSchema.parse({
    taxYear: "2025-26",
    grossSalary: 40000,
    pensionContribution: 0,
    ...input,
  });

function renderCharts(input: Partial<SalaryInput>) {
  const parsed = options(input);
  const user = userEvent.setup();
  render(<TakeHomeCharts input={parsed} result={calculateSalary(parsed)} />);
  return user;
}

const NET = "Take-home pay against gross pay";
const MARGINAL = "Marginal rate by gross pay";

describe("take-home charts", () => {
  it("draws take-home against gross with the user's point, a summary and the engine's figures in its table", async () => {
    const user = renderCharts({ grossSalary: 40000 });
    const figure = screen.getByRole("figure", { name: NET });
    const image = within(figure).getByRole("img");
    expect(image.tagName).toBe("svg");
    // Named by the title and the summary, which gives the user's own figures.
    expect(image).toHaveAccessibleName(
      expect.stringContaining("you take home £32,319.60"),
    );
    expect(figure.querySelector("[data-user-point] circle")).not.toBeNull();
    expect(within(figure).getByText("You: £32,320")).toBeInTheDocument();

    const rows = await chartTableRows(user, NET);
    expect(rows[0]).toEqual([
      "Gross pay",
      "Income tax",
      "National Insurance",
      "Take-home",
    ]);
    const row = (gross: string) => rows.find((cells) => cells[0] === gross);
    // £20,000: tax (20,000 − 12,570) × 20 % = £1,486; NI 7,430 × 8 % = £594.40;
    // net 20,000 − 2,080.40 = £17,919.60.
    expect(row("£20,000.00")).toEqual([
      "£20,000.00",
      "£1,486.00",
      "£594.40",
      "£17,919.60",
    ]);
    // £40,000 (the user's row): tax 27,430 × 20 % = £5,486; NI 27,430 × 8 % = £2,194.40;
    // net 40,000 − 7,680.40 = £32,319.60.
    expect(row("£40,000.00 (you)")).toEqual([
      "£40,000.00 (you)",
      "£5,486.00",
      "£2,194.40",
      "£32,319.60",
    ]);
    // £60,000: tax 37,700 × 20 % + (60,000 − 50,270) × 40 % = 7,540 + 3,892 = £11,432;
    // NI 37,700 × 8 % + 9,730 × 2 % = 3,016 + 194.60 = £3,210.60; net £45,357.40.
    expect(row("£60,000.00")).toEqual([
      "£60,000.00",
      "£11,432.00",
      "£3,210.60",
      "£45,357.40",
    ]);
    expect(figure.querySelector('tr[data-mark="you"] th')?.textContent).toBe(
      "£40,000.00 (you)",
    );
  });

  it("stacks the marginal rate by band, with the 60 % taper band called out (England, £110,000)", async () => {
    const user = renderCharts({ grossSalary: 110000 });
    const figure = screen.getByRole("figure", { name: MARGINAL });
    expect(within(figure).getByRole("img").tagName).toBe("svg");
    // At £110,000 the allowance is being withdrawn: 40 % tax on the pound plus 40 % on the 50p of
    // allowance it takes away = 60 % income tax, + 2 % NI above £50,270 = 62 %.
    expect(within(figure).getByRole("img")).toHaveAccessibleName(
      expect.stringContaining(
        "At your gross pay of £110,000 the marginal rate, what the next £1 of pay loses, is 62% (income tax 60%, National Insurance 2%)",
      ),
    );
    expect(figure.querySelectorAll("[data-taper]")).toHaveLength(1);
    expect(figure.querySelector("[data-user-point] line")).not.toBeNull();
    expect(
      [...figure.querySelectorAll("[data-band]")].map((band) =>
        band.getAttribute("data-band"),
      ),
    ).toEqual(["Personal allowance", "Basic", "Higher", "Additional"]);

    // The engine's rate is for the next £1: at £12,570 that pound is the first taxed (20 %) and
    // the first over NI's primary threshold (8 %); at £50,270 the first over the basic band
    // (12,570 + 37,700) and NI's upper limit (40 % + 2 %); at £100,002 the first £2 over
    // £100,000 has cost £1 of allowance (60 % + 2 %) until it is all gone at £125,140
    // (100,000 + 2 × 12,570), where the additional rate begins (45 % + 2 %).
    expect(await chartTableRows(user, MARGINAL)).toEqual([
      [
        "Gross pay a year",
        "Income tax band",
        "Income tax",
        "National Insurance",
        "Marginal rate",
      ],
      ["£0 to £12,569", "Personal allowance", "0%", "0%", "0%"],
      ["£12,570 to £50,269", "Basic", "20%", "8%", "28%"],
      ["£50,270 to £100,001", "Higher", "40%", "2%", "42%"],
      [
        "£100,002 to £125,139 (you)",
        "Higher, allowance withdrawn",
        "60%",
        "2%",
        "62%",
      ],
      ["£125,140 and over", "Additional", "45%", "2%", "47%"],
    ]);
  });

  it("shows Scotland's bands and its 67.5 % taper band, and a student loan as its own layer", async () => {
    const user = renderCharts({
      grossSalary: 110000,
      region: "scotland",
      studentLoanPlan: "plan2",
    });
    const figure = screen.getByRole("figure", { name: MARGINAL });
    expect(
      [...figure.querySelectorAll("[data-band]")].map((band) =>
        band.getAttribute("data-band"),
      ),
    ).toEqual([
      "Personal allowance",
      "Starter",
      "Basic",
      "Intermediate",
      "Higher",
      "Advanced",
      "Top",
    ]);
    const rows = await chartTableRows(user, MARGINAL);
    expect(rows[0]).toContain("Student loan");
    // £110,000 in Scotland: the advanced rate 45 % × 1.5 in the taper = 67.5 %, NI 2 %, Plan 2
    // 9 % over £28,470: 78.5 %.
    expect(rows.find((cells) => cells[0]?.endsWith("(you)"))).toEqual([
      "£100,002 to £125,139 (you)",
      "Advanced, allowance withdrawn",
      "67.5%",
      "2%",
      "9%",
      "78.5%",
    ]);
    // The starter band: 19 % + 8 % NI from £12,570 to the last pound before taxable income
    // reaches 2,827 (12,570 + 2,827 = £15,397).
    expect(rows).toContainEqual([
      "£12,570 to £15,396",
      "Starter",
      "19%",
      "8%",
      "0%",
      "27%",
    ]);
    // The loan (from £28,470) in the intermediate band, which ends where taxable income reaches
    // 31,092 (12,570 + 31,092 = £43,662): 21 % + 8 % + 9 % = 38 %.
    expect(
      rows.find((cells) => cells[0]?.endsWith(" to £43,661"))?.slice(1),
    ).toEqual(["Intermediate", "21%", "8%", "9%", "38%"]);
  });

  it("follows the tax year: Scotland's 2026/27 starter band is longer and the take-home differs", async () => {
    const user = renderCharts({ region: "scotland", taxYear: "2026-27" });
    const rates = await chartTableRows(user, MARGINAL);
    // 2026/27: the starter band is 3,967 of taxable income: 12,570 + 3,967 = £16,537.
    expect(rates).toContainEqual([
      "£12,570 to £16,536",
      "Starter",
      "19%",
      "8%",
      "27%",
    ]);
    const net = await chartTableRows(user, NET);
    // £20,000 in Scotland, taxable 7,430, in 2026/27: 3,967 × 19 % + (7,430 − 3,967) × 20 % =
    // 753.73 + 692.60 = £1,446.33; NI £594.40; net 20,000 − 2,040.73 = £17,959.27 (in 2025/26:
    // 2,827 × 19 % + 4,603 × 20 % = £1,457.73, net £17,947.87).
    expect(net.find((cells) => cells[0] === "£20,000.00")).toEqual([
      "£20,000.00",
      "£1,446.33",
      "£594.40",
      "£17,959.27",
    ]);
  });
});

describe("take-home charts with a household", () => {
  it("shows the year's rate with the Child Benefit charge and marks where childcare support is lost (£110,000, 2 children)", async () => {
    const user = renderCharts({
      grossSalary: 110000,
      childBenefitChildren: 2,
      taxYear: "2025-26",
    });
    const figure = screen.getByRole("figure", { name: MARGINAL });
    // £110,000: 60 % income tax in the taper + 2 % NI; the charge already takes all the benefit,
    // so the next £200 adds none of it: 62 % for the year as for the pay.
    expect(within(figure).getByRole("img")).toHaveAccessibleName(
      expect.stringContaining(
        "At your gross pay of £110,000 your year's marginal rate, what the next £200 of pay loses in income tax on all your income, National Insurance, loans and any Child Benefit charge, is 62% a pound; the pay alone loses 62%",
      ),
    );
    // No pension: adjusted net income is the pay, first over £100,000 at £100,001.
    expect(within(figure).getByRole("img")).toHaveAccessibleName(
      expect.stringContaining(
        "From gross pay of £100,001 your adjusted net income is over £100,000: Tax-Free Childcare and the funded childcare hours are lost",
      ),
    );
    expect(figure.querySelector('[data-event="childcare"]')).not.toBeNull();
    expect(figure.querySelector("[data-year-rate]")).not.toBeNull();

    const rows = await chartTableRows(user, MARGINAL);
    expect(rows[0]).toEqual([
      "Gross pay a year",
      "Adjusted net income",
      "Income tax band",
      "Income tax",
      "National Insurance",
      "Marginal rate, pay alone",
      "Marginal rate, your year",
    ]);
    // Over £60,000 the charge takes 1 % of the £2,251 of benefit (whole pounds) for each £200 of
    // adjusted net income: £22.51 per £200, 11.255 %, on top of 40 % + 2 %: 53.255 % → 53.26 %
    // (the engine's 4 decimal places), the same all through the step.
    const charge = rows.find((cells) => cells[0] === "£60,001 to £80,000");
    expect(charge?.slice(1, 6)).toEqual([
      "£60,001 to £80,000",
      "Higher",
      "40%",
      "2%",
      "42%",
    ]);
    expect(charge?.[6]).toBe("53.26%");
    // From £80,001 the charge is all of the benefit: back to the pay's 42 %.
    expect(
      rows.find((cells) => cells[0] === "£80,001 to £100,000")?.slice(5),
    ).toEqual(["42%", "42%"]);
    expect(
      rows.find((cells) => cells[1]?.endsWith(", childcare support lost")),
    ).toBeDefined();
  });
});

describe("the take-home results' charts disclosure", () => {
  it("splits the marginal rate as the engine's breakdown does, not by subtracting rates (3.33 % salary sacrifice)", () => {
    // Salary sacrifice takes 3.33p of the next £1 before tax and NI, leaving 96.67p:
    // income tax 20 % × 0.9667 = 0.19334 → 0.1933; NI 8 % × 0.9667 = 0.077336 → 0.0773;
    // the total 28 % × 0.9667 = 0.270676 → 0.2707. (Subtracting the rounded rates,
    // 0.2707 − 0.1933, would give NI 0.0774.)
    const input = options({
      pensionContribution: 3.33,
      pensionMethod: "salary-sacrifice",
    });
    const { steps } = takeHomeCurves(input, 40_000);
    const mine = steps.filter((step) => step.fromGross <= 40_000).at(-1);
    expect(mine?.rates).toEqual({
      total: 0.2707,
      incomeTax: 0.1933,
      nationalInsurance: 0.0773,
      studentLoan: 0,
    });
  });

  it("fetches the charts only when opened, then shows both", async () => {
    const user = userEvent.setup();
    const input = options({ grossSalary: 40000 });
    render(
      <TakeHomeResults
        last={{ input, result: calculateSalary(input), values: {} }}
      />,
    );
    const summary = await screen.findByText(
      "Charts: your take-home and marginal rate",
    );
    expect(screen.queryByRole("figure")).toBeNull();
    await user.click(summary);
    expect(
      await screen.findByRole("figure", { name: NET }),
    ).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: MARGINAL })).toBeInTheDocument();
  });
});
