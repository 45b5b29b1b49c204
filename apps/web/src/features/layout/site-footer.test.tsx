import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("has Tools, Resources (with API Documentation at /docs) and legal links", () => {
    renderWithRouter(<SiteFooter />);
    const tools = screen.getByRole("navigation", { name: "Tools" });
    expect(
      within(tools).getByRole("link", { name: "Salary Comparison" }),
    ).toHaveAttribute("href", "/#comparison");
    expect(
      within(tools).getByRole("link", { name: "Payslip Simulator" }),
    ).toHaveAttribute("href", "/payslip-simulator");
    const resources = screen.getByRole("navigation", { name: "Resources" });
    expect(
      within(resources).getByRole("link", { name: "API Documentation" }),
    ).toHaveAttribute("href", "/docs");
    expect(
      screen.getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", "/privacy-policy");
    expect(
      screen.getByRole("link", { name: "Terms of Service" }),
    ).toHaveAttribute("href", "/terms-of-service");
    expect(screen.getByRole("link", { name: "Disclaimer" })).toHaveAttribute(
      "href",
      "/disclaimer",
    );
  });

  it("states the tax year, educational use and that salary data stays in the browser", () => {
    renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    // The year in force on the unit tests' day, 28 November 2026 (testing/fixed-today.ts).
    expect(footer).toHaveTextContent(
      "Free salary and tax calculators for the 2026/27 tax year",
    );
    expect(footer).toHaveTextContent(
      "Figures are for the 2026/27 tax year (6 April 2026 to 5 April 2027) unless you choose another year.",
    );
    expect(footer).toHaveTextContent(/educational use only/i);
    expect(footer).toHaveTextContent(
      "Calculations run in your browser. Your salary data is not stored or sent to our servers.",
    );
  });
});
