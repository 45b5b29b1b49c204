import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  InfoTooltip,
  InfoTooltipGroup,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "./info-tooltip";

function renderTwo() {
  render(
    <InfoTooltipGroup>
      <InfoTooltip label="Tax code">Most people have 1257L.</InfoTooltip>
      <InfoTooltip label="Pension">Net pay arrangement.</InfoTooltip>
    </InfoTooltipGroup>,
  );
  return {
    taxCode: screen.getByRole("button", { name: "About tax code" }),
    pension: screen.getByRole("button", { name: "About pension" }),
  };
}

/** Radix starts its hover delay on a mouse move over the trigger. */
function pointAt(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: "mouse" });
}

function leave(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: "mouse" });
  // Leaving the trigger for somewhere other than the tooltip closes it.
  fireEvent.pointerMove(document.body, {
    pointerType: "mouse",
    clientX: 500,
    clientY: 500,
  });
}

describe("InfoTooltip (Radix)", () => {
  afterEach(async () => {
    vi.useRealTimers();
    // Let the skip window a closing tooltip opened run out, so each test starts with the delay.
    await new Promise((resolve) =>
      setTimeout(resolve, TOOLTIP_SKIP_DELAY_MS + 20),
    );
  });

  it("opens at once on keyboard focus, describes its trigger, and closes on Escape", async () => {
    const user = userEvent.setup();
    renderTwo();
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
    vi.useFakeTimers();
    const { taxCode } = renderTwo();
    pointAt(taxCode);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Most people have 1257L.",
    );
    leave(taxCode);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
    });
    pointAt(taxCode);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS / 2);
    });
    leave(taxCode);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("skips the delay for a tooltip hovered within 300 ms of another closing", () => {
    vi.useFakeTimers();
    const { taxCode, pension } = renderTwo();
    pointAt(taxCode);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Most people have 1257L.",
    );
    leave(taxCode);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50);
    });
    pointAt(pension);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Net pay arrangement.",
    );
    leave(pension);

    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50);
    });
    pointAt(taxCode);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("opens on a tap, where there is no hover", async () => {
    const user = userEvent.setup();
    const { pension } = renderTwo();
    await user.pointer({ keys: "[TouchA]", target: pension });
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Net pay arrangement.",
    );
  });
});
