/**
 * The guides as a reader sees them: enough real text on each, worked examples that add up, and
 * every figure following the tax year chosen on the page (`?year=`). Expected amounts are worked
 * out by hand in the comments, never by the code under test.
 */
import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { describe, expect, it, vi } from "vitest";
import { WorkedExample } from "../features/content/worked-example";
import { taxYearChanges } from "../lib/tax-year-changes";
import { loadPage } from "../app";
import { ROUTE_LIST } from "../paths";
import { renderWithRouter } from "../testing/render-with-router";
import NationalInsuranceGuidePage from "./national-insurance-guide-page";
import PensionGuidePage from "./pension-guide-page";
import StudentLoanGuidePage from "./student-loan-guide-page";
import IncomeCliffsGuidePage from "./income-cliffs-guide-page";
import ThirtyHoursChildcareGuidePage from "./thirty-hours-childcare-guide-page";

const GUIDES = await Promise.all(
  ROUTE_LIST.filter((route) => route.guide !== undefined).map(
    async (route) => ({
      path: route.path,
      Page: (await loadPage(route.path)).default,
    }),
  ),
);

/**
 * The words a reader sees in the page's article: every text node (so "£35,000" next to a heading
 * is not glued to it), leaving out those inside elements matching `skip`.
 */
function wordsOf(article: Element, skip: string): string[] {
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(skip)) continue;
    for (const token of (node.textContent ?? "").split(/\s+/))
      if (/[\p{L}\p{N}]/u.test(token)) words.push(token);
  }
  return words;
}

/** A worked example's rows as [label, signed amount in pence]. */
function exampleLines(figure: HTMLElement): [string, number, string][] {
  return Array.from(figure.querySelectorAll("dl > div")).map((row) => {
    const label = row.querySelector("dt")?.textContent ?? "";
    const value = row.querySelector("dd")?.textContent ?? "";
    const pence = Math.round(Number(value.replace(/[^0-9.]/g, "")) * 100);
    return [
      label,
      value.startsWith("\u2212") ? -pence : pence,
      row.getAttribute("data-line") ?? "",
    ];
  });
}

function openAt(path: string) {
  window.history.replaceState(null, "", path);
}

describe("guide word counts", () => {
  it.each(GUIDES)(
    "$path has at least 600 words of reference text",
    ({ path, Page }) => {
      openAt(path);
      renderWithRouter(<Page />, { path, toaster: false });
      // Not counted: the year select, the worked examples' figures (lines of amounts), the
      // educational notice and the list of official sources, which every guide has.
      const words = wordsOf(
        screen.getByRole("article"),
        "select, label, figure, .educational-notice, #official-sources",
      );
      expect(words.length).toBeGreaterThanOrEqual(600);
    },
  );
});

describe("WorkedExample", () => {
  it("shows £35,000 on Plan 2 in 2025/26 line by line, adding up to the take-home pay", () => {
    render(
      <WorkedExample
        title="Plan 2 example"
        input={{ grossSalary: 35_000, studentLoanPlan: "plan2" }}
        year="2025-26"
      />,
    );
    const figure = screen.getByRole("figure", { name: "Plan 2 example" });
    // Tax: (35,000 − 12,570) × 20 % = 22,430 × 0.2 = 4,486.00.
    // NI: (35,000 − 12,570) × 8 % = 1,794.40.
    // Plan 2: (35,000 − 28,470) × 9 % = 6,530 × 0.09 = 587.70.
    // Take-home: 35,000 − 4,486 − 1,794.40 − 587.70 = 28,131.90; a month 28,131.90 / 12 = 2,344.325 → 2,344.33.
    expect(exampleLines(figure)).toEqual([
      ["Gross salary", 3_500_000, "start"],
      ["Income tax", -448_600, "subtract"],
      ["National Insurance", -179_440, "subtract"],
      ["Student loan", -58_770, "subtract"],
      ["Take-home pay", 2_813_190, "total"],
    ]);
    expect(figure).toHaveTextContent("That is £2,344.33 a month.");
  });

  it.each([
    ["net pay", "net-pay"],
    ["relief at source", "relief-at-source"],
    ["salary sacrifice", "salary-sacrifice"],
  ] as const)(
    "adds up to the penny with a pension under %s and a postgraduate loan in Scotland",
    (_name, pensionMethod) => {
      render(
        <WorkedExample
          title="Example"
          input={{
            grossSalary: 61_234.56,
            region: "scotland",
            taxCode: "S1257L",
            studentLoanPlan: "postgraduate",
            pensionContribution: 7.5,
            pensionMethod,
          }}
          year="2026-27"
        />,
      );
      const lines = exampleLines(
        screen.getByRole("figure", { name: "Example" }),
      );
      const total = lines.at(-1);
      expect(total?.[2]).toBe("total");
      // Every line but the total moves the take-home: start + the (signed) deductions = total.
      const sum = lines
        .slice(0, -1)
        .reduce((pence, [, amount]) => pence + amount, 0);
      expect(sum).toBe(total?.[1]);
      expect(lines.map(([label]) => label)).toEqual([
        "Gross salary",
        "Income tax",
        "National Insurance",
        "Postgraduate loan",
        `Pension (7.5%${pensionMethod === "net-pay" ? "" : pensionMethod === "relief-at-source" ? ", relief at source" : ", salary sacrifice"})`,
        "Take-home pay",
      ]);
    },
  );
});

describe("the guide's tax year", () => {
  it("opens on the year in force and follows ?year= and the select: headings, tables and the worked example", async () => {
    openAt("/student-loan-guide?year=2025-26");
    const { user, unmount } = renderWithRouter(<StudentLoanGuidePage />, {
      path: "/student-loan-guide",
      toaster: false,
    });
    const select = screen.getByLabelText("Tax year shown");
    expect(select).toHaveValue("2025-26");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Student Loan Repayment Guide 2025/26",
    );
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Repayment thresholds 2025/26",
      }),
    ).toBeInTheDocument();
    // 2025/26: Plan 2 takes (35,000 − 28,470) × 9 % = 587.70; take-home 28,131.90 (above).
    const example2025 = screen.getByRole("figure", {
      name: /^£35,000 salary, .*, 2025\/26$/,
    });
    expect(example2025).toHaveTextContent("Student loan−£587.70");
    expect(example2025).toHaveTextContent("Take-home pay£28,131.90");
    expect(screen.getByRole("article")).toHaveTextContent(
      "Figures are for the 2025/26 tax year",
    );

    await user.selectOptions(select, "2026-27");
    expect(window.location.search).toBe("?year=2026-27");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Student Loan Repayment Guide 2026/27",
    );
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Repayment thresholds 2026/27",
      }),
    ).toBeInTheDocument();
    // 2026/27: threshold 29,385: (35,000 − 29,385) × 9 % = 5,615 × 0.09 = 505.35; tax and NI as
    // 2025/26 (allowance and thresholds frozen): 35,000 − 4,486 − 1,794.40 − 505.35 = 28,214.25.
    const example2026 = screen.getByRole("figure", {
      name: /^£35,000 salary, .*, 2026\/27$/,
    });
    expect(example2026).toHaveTextContent("Student loan−£505.35");
    expect(example2026).toHaveTextContent("Take-home pay£28,214.25");
    // The thresholds table is the 2026/27 one: Plan 2 over £29,385 a year.
    expect(
      screen.getByRole("table", {
        name: "Student loan repayment thresholds 2026/27",
      }),
    ).toHaveTextContent("£29,385");
    unmount();

    // An unknown year in the address opens on the year in force (28 November 2026: 2026/27).
    openAt("/student-loan-guide?year=1999-00");
    renderWithRouter(<StudentLoanGuidePage />, {
      path: "/student-loan-guide",
      toaster: false,
    });
    expect(screen.getByLabelText("Tax year shown")).toHaveValue("2026-27");
  });

  it("shows each year's State Pension and minimum wage from the engine", () => {
    openAt("/pension-guide?year=2024-25");
    const pension2024 = renderWithRouter(<PensionGuidePage />, {
      toaster: false,
    });
    // gov.uk: 2024/25 full new State Pension £221.20 a week, × 52 = £11,502.40; basic £169.50; +8.5 %.
    const table2024 = screen.getByRole("table", {
      name: "State Pension rates 2024/25",
    });
    expect(table2024).toHaveTextContent("£221.20");
    expect(table2024).toHaveTextContent("£11,502.40");
    expect(table2024).toHaveTextContent("£169.50");
    expect(screen.getByRole("article")).toHaveTextContent(
      "Both rose by 8.5% in April 2024",
    );
    pension2024.unmount();

    openAt("/pension-guide?year=2026-27");
    const pension2026 = renderWithRouter(<PensionGuidePage />, {
      toaster: false,
    });
    // 2026/27: £241.30 a week, × 52 = £12,547.60; basic £184.90; +4.8 %.
    const table2026 = screen.getByRole("table", {
      name: "State Pension rates 2026/27",
    });
    expect(table2026).toHaveTextContent("£241.30");
    expect(table2026).toHaveTextContent("£12,547.60");
    expect(table2026).toHaveTextContent("£184.90");
    expect(screen.getByRole("article")).toHaveTextContent(
      "Both rose by 4.8% in April 2026",
    );
    pension2026.unmount();

    // The 30 hours earnings test: 16 hours × 13 weeks at the adult rate.
    // 2025/26: 12.21 × 208 = 2,539.68 → £2,539; 2026/27: 12.71 × 208 = 2,643.68 → £2,643.
    openAt("/30-hours-free-childcare-guide?year=2025-26");
    const hours2025 = renderWithRouter(<ThirtyHoursChildcareGuidePage />, {
      toaster: false,
    });
    expect(screen.getByRole("article")).toHaveTextContent(
      "in 2025/26, £2,539 over three months at the adult rate of £12.21 an hour",
    );
    hours2025.unmount();
    openAt("/30-hours-free-childcare-guide");
    renderWithRouter(<ThirtyHoursChildcareGuidePage />, { toaster: false });
    expect(screen.getByRole("article")).toHaveTextContent(
      "in 2026/27, £2,643 over three months at the adult rate of £12.71 an hour",
    );
  });

  it("words the employer's National Insurance for the year shown", () => {
    // gov.uk: 13.8 % over £9,100 in 2024/25; 15 % over £5,000 from 6 April 2025.
    openAt("/national-insurance-guide?year=2024-25");
    const ni2024 = renderWithRouter(<NationalInsuranceGuidePage />, {
      toaster: false,
    });
    const article2024 = screen.getByRole("article");
    expect(article2024).toHaveTextContent(
      "In 2024/25 employers pay 13.8% on earnings above the secondary threshold of £9,100 a year",
    );
    expect(article2024).not.toHaveTextContent("the rate rose");
    // Its official sources point to that year's employer rates page.
    expect(
      screen.getByRole("link", {
        name: /Rates and thresholds for employers 2024 to 2025/,
      }),
    ).toHaveAttribute(
      "href",
      "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025",
    );
    ni2024.unmount();

    openAt("/national-insurance-guide?year=2025-26");
    renderWithRouter(<NationalInsuranceGuidePage />, { toaster: false });
    expect(screen.getByRole("article")).toHaveTextContent(
      "In 2025/26 employers pay 15% on earnings above the secondary threshold of £5,000 a year, with no upper limit. On 6 April 2025 the rate rose from 13.8% and the threshold fell from £9,100",
    );
  });

  it("prerenders the year in force whatever the address says, and hydrates without a mismatch before following it", async () => {
    openAt("/student-loan-guide?year=2024-25");
    const page = (
      <Router ssrPath="/student-loan-guide">
        <StudentLoanGuidePage />
      </Router>
    );
    const html = renderToString(page);
    // The server render is the year in force (2026/27 on the tests' day), as prerendering is.
    expect(html).toContain("Repayment thresholds 2026/27");
    expect(html).not.toContain("Repayment thresholds 2024/25");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    // A callback returning a promise: act waits for what hydration schedules.
    const root = await act(() =>
      Promise.resolve(
        hydrateRoot(container, page, { onRecoverableError: recoverable }),
      ),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // After hydration the address's year takes over.
    expect(
      within(container).getByRole("heading", {
        level: 2,
        name: "Repayment thresholds 2024/25",
      }),
    ).toBeInTheDocument();
    act(() => {
      root.unmount();
    });
    container.remove();
  });

  it("lists the State Pension and minimum wage among what changed (2025/26 to 2026/27)", () => {
    const changes = taxYearChanges("2025-26", "2026-27");
    expect(changes).toContainEqual({
      section: "State Pension, minimum wage and savings",
      figure: "State pension › New full weekly",
      from: "£230.25",
      to: "£241.30",
    });
    expect(changes).toContainEqual({
      section: "State Pension, minimum wage and savings",
      figure: "Minimum wage › Age 21 and over",
      from: "£12.21",
      to: "£12.71",
    });
  });
});

describe("the £100,000 trap and Child Benefit charge guide", () => {
  it("works its examples out with the engine for the year shown (2025/26, then 2026/27)", () => {
    openAt("/guides/100k-trap-and-child-benefit-charge?year=2025-26");
    const guide2025 = renderWithRouter(<IncomeCliffsGuidePage />, {
      path: "/guides/100k-trap-and-child-benefit-charge",
      toaster: false,
    });
    const article = screen.getByRole("article");
    // 2025/26 rates: £26.05 and £17.25 a week; (26.05 + 17.25) × 52 = £2,251.60.
    expect(article).toHaveTextContent(
      "In 2025/26 Child Benefit is £26.05 a week for the eldest child and £17.25 a week for each other child.",
    );
    expect(article).toHaveTextContent(
      "By £80,000 the charge is the whole of the benefit.",
    );
    // £70,000, two children, no pension: (70,000 − 60,000) / 200 = 50 % of £2,251 = £1,125. The
    // charge's own rate is 1 % of £2,251 for each £200 of adjusted net income, £22.51 per £200 =
    // 11.255 %; + 40 % + 2 % = 53.255 % → 53.26 % (the engine's 4 decimal places; 42 % alone).
    const charge = screen.getByRole("complementary", {
      name: "Example: £70,000 salary, 2 children, 2025/26",
    });
    expect(charge).toHaveTextContent(
      "Child Benefit for two children is £2,251.60 for the year, and the charge takes £1,125 of it back",
    );
    expect(charge).toHaveTextContent(
      "the year's rate is 53.26% (income tax, National Insurance and the charge together), against 42% for the pay alone",
    );
    // 10,000 / 70,000 = 14.2857 % → 14.29 %: £10,003; tax saved 10,003 × 40 % = £4,001.20;
    // cost 10,003 − 4,001.20 − the £1,125 charge no longer paid = £4,876.80.
    expect(charge).toHaveTextContent(
      "A workplace pension of 14.29% of pay (net pay) puts £10,003 a year into the pension and brings adjusted net income to £60,000: it saves £1,125 of charge and £4,001.20 of income tax and National Insurance, and costs £4,876.80 of take-home.",
    );
    const link = within(charge).getByRole("link", {
      name: "Open this example in the take-home calculator",
    });
    const query = new URLSearchParams(
      link.getAttribute("href")?.split("?")[1] ?? "",
    );
    expect(
      ["tool", "year", "salary", "children", "pension"].map((key) =>
        query.get(key),
      ),
    ).toEqual(["calculator", "2025-26", "70000", "2", "0"]);

    // £110,000: allowance 12,570 − (110,000 − 100,000) / 2 = £7,570; 10,000 / 110,000 = 9.0909 %
    // → 9.1 %: £10,010, saving 6,004 of tax (see household-results.test.tsx), costing
    // 10,010 − 6,004 = £4,006, and keeping 2 × £2,000 of Tax-Free Childcare.
    const trap = screen.getByRole("complementary", {
      name: "Example: £110,000 salary, 2 children, 2025/26",
    });
    expect(trap).toHaveTextContent("the personal allowance is down to £7,570");
    expect(trap).toHaveTextContent(
      "A pension of 9.1% of pay puts £10,010 into the pension and brings adjusted net income to £100,000. It costs £4,006 of take-home, saves £6,004 of income tax and National Insurance and keeps £4,000 of Tax-Free Childcare.",
    );
    const table = screen.getByRole("table", {
      name: "Staying under each cliff on £110,000 with 2 children, 2025/26 (a year)",
    });
    // 50,000 / 110,000 = 45.4545 % → 45.46 %; 30,000 / 110,000 = 27.2727 % → 27.28 %.
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.querySelectorAll("th, td")[1]?.textContent),
    ).toEqual(["45.46%", "27.28%", "9.1%"]);
    guide2025.unmount();

    openAt("/guides/100k-trap-and-child-benefit-charge?year=2026-27");
    renderWithRouter(<IncomeCliffsGuidePage />, {
      path: "/guides/100k-trap-and-child-benefit-charge",
      toaster: false,
    });
    // 2026/27: £27.05 and £17.90 a week; (27.05 + 17.90) × 52 = £2,337.40; 50 % of £2,337 = £1,168.
    expect(
      screen.getByRole("complementary", {
        name: "Example: £70,000 salary, 2 children, 2026/27",
      }),
    ).toHaveTextContent(
      "Child Benefit for two children is £2,337.40 for the year, and the charge takes £1,168 of it back",
    );
  });
});
