import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetActiveTool } from "../features/home/active-tool-store";
import { renderWithRouter } from "../testing/render-with-router";
import { AppRoutes } from "../app";
import HomePage from "./home-page";

describe("HomePage", () => {
  beforeEach(() => {
    resetActiveTool();
    window.location.hash = "";
  });

  it("shows the page heading, the tool picker and the take-home calculator by default", async () => {
    renderWithRouter(<HomePage />);
    expect(
      screen.getByRole("heading", {
        level: 1,
        // The year in force on the unit tests' day, 28 November 2026 (testing/fixed-today.ts).
        name: "UK Pay & Tax Calculator 2026/27",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("group", { name: "Choose a calculator" }),
    ).toBeInTheDocument();
    const tool = screen.getByTestId("active-tool");
    expect(tool).toHaveAttribute("data-active-tool", "calculator");
    // The calculator's chunk is fetched just after the first paint and replaces the loading status.
    expect(within(tool).getByRole("status")).toHaveTextContent(
      "Loading calculator…",
    );
    expect(
      await within(tool).findByRole(
        "heading",
        { level: 2, name: /take-home/i },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      within(tool).queryByText("Loading calculator…"),
    ).not.toBeInTheDocument();
  });

  it.each([
    ["Compare Salaries", "comparison"],
    ["Reverse Calculator", "reverse"],
    ["Hourly Converter", "converter"],
    ["Mortgage Affordability", "mortgage"],
    ["Contractor vs Employee", "contractor"],
  ])("switches to %s when its tile is clicked", async (label, id) => {
    const { user } = renderWithRouter(<HomePage />);
    await user.click(screen.getByRole("button", { name: new RegExp(label) }));
    expect(screen.getByTestId("active-tool")).toHaveAttribute(
      "data-active-tool",
      id,
    );
    const heading = await screen.findByRole(
      "heading",
      { level: 2, name: new RegExp(label.split(" ")[0] as string, "i") },
      { timeout: 5000 },
    );
    expect(screen.getByTestId("active-tool")).toContainElement(heading);
  });

  it("names the year the calculator is set to: the page heading, the calculator's heading and the reference follow it", async () => {
    const { user } = renderWithRouter(<HomePage />);
    const tool = screen.getByTestId("active-tool");
    const year = await within(tool).findByLabelText(
      "Tax year",
      {},
      { timeout: 5000 },
    );
    // At first the year in force on the unit tests' day, 28 November 2026.
    expect(year).toHaveValue("2026-27");
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("UK Pay & Tax Calculator 2026/27");
    expect(
      within(tool).getByText(
        "Work out your income tax, National Insurance, student loan, pension and take-home pay for 2026/27.",
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        "heading",
        { level: 2, name: "UK Tax Rates 2026/27" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();

    await user.selectOptions(year, "2025-26");
    expect(heading).toHaveTextContent("UK Pay & Tax Calculator 2025/26");
    expect(
      within(tool).getByText(
        "Work out your income tax, National Insurance, student loan, pension and take-home pay for 2025/26.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "UK Tax Rates 2025/26" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", {
        level: 3,
        name: "What is the personal allowance for 2025/26?",
      }),
    ).toBeInTheDocument();

    // A year picked in the reference itself stays, whatever the calculator is set to.
    await user.selectOptions(
      screen.getByLabelText("Tax year shown"),
      "2024-25",
    );
    await user.selectOptions(year, "2026-27");
    expect(heading).toHaveTextContent("UK Pay & Tax Calculator 2026/27");
    expect(
      screen.getByRole("heading", { level: 2, name: "UK Tax Rates 2024/25" }),
    ).toBeInTheDocument();
  });

  it("gets its document title from the route list, for the year the calculator is set to", async () => {
    const { user } = renderWithRouter(<AppRoutes />);
    expect(document.title).toBe("UK Pay & Tax Calculator 2026/27");
    const year = await screen.findByLabelText(
      "Tax year",
      {},
      { timeout: 5000 },
    );
    await user.selectOptions(year, "2024-25");
    expect(document.title).toBe("UK Pay & Tax Calculator 2024/25");
  });

  it("opens the tool named in the address's hash", () => {
    window.location.hash = "#mortgage";
    renderWithRouter(<HomePage />);
    expect(
      screen.getByRole("button", { name: /Mortgage Affordability/ }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});
