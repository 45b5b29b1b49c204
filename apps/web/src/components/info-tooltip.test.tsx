import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  InfoTooltip,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "./info-tooltip";

function renderTwo() {
  render(
    <>
      <InfoTooltip label="Tax code">Most people have 1257L.</InfoTooltip>
      <InfoTooltip label="Pension">Net pay arrangement.</InfoTooltip>
    </>,
  );
  return {
    taxCode: screen.getByRole("button", { name: "About tax code" }),
    pension: screen.getByRole("button", { name: "About pension" }),
  };
}

describe("InfoTooltip", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens at once on keyboard focus, describes its trigger, and closes on Escape", async () => {
    const user = userEvent.setup();
    renderTwo();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.tab();
    const trigger = screen.getByRole("button", { name: "About tax code" });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Most people have 1257L.",
    );
    expect(trigger).toHaveAccessibleDescription("Most people have 1257L.");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("opens on hover only after 700 ms, and not at all if the pointer leaves first", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const { taxCode } = renderTwo();
    fireEvent.pointerEnter(taxCode);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Most people have 1257L.",
    );
    fireEvent.pointerLeave(taxCode);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
    fireEvent.pointerEnter(taxCode);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS / 2));
    fireEvent.pointerLeave(taxCode);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("skips the delay for a tooltip hovered within 300 ms of another closing", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const { taxCode, pension } = renderTwo();
    fireEvent.pointerEnter(taxCode);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    fireEvent.pointerLeave(taxCode);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50));
    fireEvent.pointerEnter(pension);
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Net pay arrangement.",
    );
    fireEvent.pointerLeave(pension);

    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50));
    fireEvent.pointerEnter(taxCode);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});
