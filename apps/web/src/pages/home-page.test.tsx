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

  it("gets its document title from the route list", () => {
    renderWithRouter(<AppRoutes />);
    expect(document.title).toBe("UK Pay & Tax Calculator 2026/27");
  });

  it("opens the tool named in the address's hash", () => {
    window.location.hash = "#mortgage";
    renderWithRouter(<HomePage />);
    expect(
      screen.getByRole("button", { name: /Mortgage Affordability/ }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});
