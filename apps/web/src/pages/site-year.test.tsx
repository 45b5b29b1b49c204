/**
 * The site's year is the year in force on the day its code first runs (lib/site-tax-year.ts).
 * Every other test file runs the site as started on 28 November 2026 (testing/fixed-today.ts);
 * here it is started afresh on other days (its modules re-evaluated on a fixed clock), and every
 * place that shows "the year" follows.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../testing/render-with-router";

/** The site's modules as they are when its code first runs at `moment`. */
async function siteStartedAt(moment: string) {
  vi.resetModules();
  vi.useFakeTimers({ now: new Date(moment), toFake: ["Date"] });
  try {
    return {
      year: await import("../lib/site-tax-year"),
      routes: await import("../lib/route-meta"),
      paths: await import("../paths"),
      footer: await import("../features/layout/site-footer"),
      takeHome: await import("../features/take-home/take-home-calculator"),
      disclaimer: await import("./disclaimer-page"),
      ukTaxGuide: await import("./uk-tax-guide-page"),
      studentLoanGuide: await import("./student-loan-guide-page"),
    };
  } finally {
    vi.useRealTimers();
  }
}

describe("the year the site opens on", { timeout: 30_000 }, () => {
  afterEach(() => vi.resetModules());

  it("is 2025/26 for a visitor on 28 November 2025: headings, footer, disclaimer, guides and the form", async () => {
    const site = await siteStartedAt("2025-11-28T12:00:00Z");
    expect(site.year.SITE_TAX_YEAR).toBe("2025-26");
    expect(site.year.CURRENT_TAX_YEAR).toBe("2025-26");
    expect(site.routes.routeTitle(site.paths.ROUTES.home)).toBe(
      "UK Pay & Tax Calculator 2025/26",
    );

    const footer = renderWithRouter(<site.footer.SiteFooter />, {
      toaster: false,
    });
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "Figures are for the 2025/26 tax year (6 April 2025 to 5 April 2026) unless you choose another year.",
    );
    footer.unmount();

    const disclaimer = renderWithRouter(<site.disclaimer.default />, {
      toaster: false,
    });
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Figures are for the 2025/26 tax year",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveTextContent(
      "(6 April 2025 to 5 April 2026)",
    );
    disclaimer.unmount();

    const guide = renderWithRouter(<site.ukTaxGuide.default />, {
      toaster: false,
    });
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Income tax bands 2025/26",
      }),
    ).toBeInTheDocument();
    // 2025/26's Scottish starter band: taxable income up to £2,827, so gross £12,571 to
    // 12,570 + 2,827 = £15,397.
    expect(
      within(
        screen.getByRole("table", { name: "Scottish income tax 2025/26" }),
      ).getByRole("rowheader", { name: "Starter rate" }).nextElementSibling,
    ).toHaveTextContent("£12,571 to £15,397");
    guide.unmount();

    // Plan 5 is not collected in 2025/26.
    const loans = renderWithRouter(<site.studentLoanGuide.default />, {
      toaster: false,
    });
    expect(screen.getByRole("article")).toHaveTextContent(
      "no Plan 5 deductions are taken in 2025/26",
    );
    loans.unmount();

    renderWithRouter(<site.takeHome.default />, { toaster: false });
    const year = screen.getByLabelText("Tax year");
    expect(year).toHaveValue("2025-26");
    expect(
      within(year)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["2024/25", "2025/26 (current)", "2026/27"]);
  });

  it("is 2026/27 from midnight on 6 April 2026 in London (23:00 UTC on 5 April, BST)", async () => {
    const before = await siteStartedAt("2026-04-05T22:59:59Z");
    expect(before.year.SITE_TAX_YEAR).toBe("2025-26");
    const after = await siteStartedAt("2026-04-05T23:00:00Z");
    expect(after.year.SITE_TAX_YEAR).toBe("2026-27");
    renderWithRouter(<after.studentLoanGuide.default />, { toaster: false });
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Repayment thresholds 2026/27",
      }),
    ).toBeInTheDocument();
    // Plan 5 repayments are collected from 2026/27, on income over £25,000.
    expect(screen.getByRole("article")).toHaveTextContent(
      "in 2026/27 they are taken on income over £25,000 a year",
    );
  });

  it("stays on the engine's last year after it ends, without calling it current", async () => {
    const site = await siteStartedAt("2030-07-01T12:00:00Z");
    expect(site.year.SITE_TAX_YEAR).toBe("2026-27");
    expect(site.year.CURRENT_TAX_YEAR).toBeNull();
    renderWithRouter(<site.takeHome.default />, { toaster: false });
    const year = screen.getByLabelText("Tax year");
    expect(year).toHaveValue("2026-27");
    expect(
      within(year)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["2024/25", "2025/26", "2026/27"]);
  });
});
