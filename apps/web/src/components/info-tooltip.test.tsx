import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../testing/render-with-router";
import { InfoTooltip } from "./info-tooltip";

describe("InfoTooltip", () => {
  it("shows its explanation when the trigger gets keyboard focus and hides it on Escape", async () => {
    const { user } = renderWithRouter(
      <InfoTooltip label="Tax code">Most people have 1257L.</InfoTooltip>,
    );
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.tab();
    expect(
      screen.getByRole("button", { name: "About tax code" }),
    ).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Most people have 1257L.",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});

describe("InfoTooltip outside a TooltipProvider", () => {
  it("still works, with its own provider", async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="Pension">Net pay arrangement.</InfoTooltip>);
    await user.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Net pay arrangement.",
    );
  });
});
