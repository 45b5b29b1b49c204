import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { resetActiveTool, useActiveToolStore } from "./active-tool-store";
import { ToolPicker } from "./tool-picker";

const IDS = [
  "calculator",
  "comparison",
  "reverse",
  "converter",
  "mortgage",
  "contractor",
];

describe("ToolPicker", () => {
  beforeEach(resetActiveTool);

  it("shows six tiles with the spec's ids, the calculator active by default", () => {
    renderWithRouter(<ToolPicker />);
    const tiles = within(
      screen.getByRole("group", { name: "Choose a calculator" }),
    ).getAllByRole("button");
    expect(tiles.map((tile) => tile.id)).toEqual(IDS);
    expect(tiles.map((tile) => tile.dataset.tool)).toEqual(IDS);
    expect(
      tiles.filter((tile) => tile.getAttribute("aria-pressed") === "true"),
    ).toEqual([tiles[0]]);
    expect(
      within(tiles[0] as HTMLElement).getByText("Active"),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Active")).toHaveLength(1);
  });

  it("says the comparison compares up to 3 offers", () => {
    renderWithRouter(<ToolPicker />);
    expect(
      screen.getByRole("button", { name: /Compare Salaries/ }),
    ).toHaveTextContent(/up to 3 job offers/);
  });

  it("moves the Active badge and aria-pressed to the clicked tile and stores the choice", async () => {
    const { user } = renderWithRouter(<ToolPicker />);
    const mortgage = screen.getByRole("button", {
      name: /Mortgage Affordability/,
    });
    await user.click(mortgage);
    expect(mortgage).toHaveAttribute("aria-pressed", "true");
    expect(within(mortgage).getByText("Active")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: /Take-Home Pay/ }),
    ).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByText("Active")).toHaveLength(1);
    expect(useActiveToolStore.getState().activeTool).toBe("mortgage");
  });

  it("is operable from the keyboard", async () => {
    const { user } = renderWithRouter(<ToolPicker />);
    await user.tab();
    await user.tab();
    expect(
      screen.getByRole("button", { name: /Compare Salaries/ }),
    ).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(useActiveToolStore.getState().activeTool).toBe("comparison");
  });

  it("reports intent on hover and focus so the tool's code can be fetched early", async () => {
    const onIntent = vi.fn();
    const { user } = renderWithRouter(<ToolPicker onIntent={onIntent} />);
    await user.hover(screen.getByRole("button", { name: /Hourly Converter/ }));
    expect(onIntent).toHaveBeenCalledWith("converter");
  });
});
