import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast, TOAST_DURATION_MS } from "../lib/toast-store";
import { renderWithRouter } from "../testing/render-with-router";

describe("Toaster", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a toast's title and description in the region labelled 'Notification'", () => {
    renderWithRouter(<div />);
    act(() => {
      toast({
        title: "Calculation Complete",
        description: "Your take-home pay is ready.",
      });
    });
    const region = screen.getByRole("region", { name: "Notification" });
    expect(region).toHaveTextContent("Calculation Complete");
    expect(region).toHaveTextContent("Your take-home pay is ready.");
  });

  it("shows one toast at a time: a newer toast replaces the current one", () => {
    renderWithRouter(<div />);
    act(() => {
      toast({ title: "Calculation Complete" });
    });
    act(() => {
      toast({ title: "Link Copied" });
    });
    const region = screen.getByRole("region", { name: "Notification" });
    expect(region).toHaveTextContent("Link Copied");
    expect(region).not.toHaveTextContent("Calculation Complete");
    expect(region.querySelectorAll("li")).toHaveLength(1);
  });

  it("styles the destructive variant distinctly", () => {
    renderWithRouter(<div />);
    act(() => {
      toast({ title: "Calculation Failed", variant: "destructive" });
    });
    const failed = screen.getByText("Calculation Failed").closest("li");
    expect(failed).toHaveAttribute("data-variant", "destructive");
    act(() => {
      toast({ title: "Calculation Complete" });
    });
    expect(
      screen.getByText("Calculation Complete").closest("li"),
    ).toHaveAttribute("data-variant", "default");
  });

  it("moves focus to the notification list when F8 is pressed", () => {
    renderWithRouter(<button type="button">Elsewhere</button>);
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    const region = screen.getByRole("region", { name: "Notification" });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(region.querySelector("ol"));
  });

  it("closes with its dismiss button", async () => {
    const { user } = renderWithRouter(<div />);
    act(() => {
      toast({ title: "Link Copied" });
    });
    await user.click(
      screen.getByRole("button", { name: "Dismiss notification" }),
    );
    await waitFor(() =>
      expect(screen.queryByText("Link Copied")).not.toBeInTheDocument(),
    );
  });

  it("disappears after 5,000 ms", () => {
    vi.useFakeTimers();
    renderWithRouter(<div />);
    act(() => {
      toast({ title: "Calculation Complete" });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText("Calculation Complete")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("Calculation Complete")).not.toBeInTheDocument();
  });
});
