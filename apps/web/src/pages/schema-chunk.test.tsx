import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import TakeHomeCalculator from "../features/take-home/take-home-calculator";
import { useToastStore } from "../lib/toast-store";
import { jsonResponse, stubFetch } from "../components/form/test-helpers";

/**
 * The form's schema is fetched when the form is first submitted (lib/input-schemas.ts, with a
 * dynamic `import()`). Here that chunk cannot be fetched (offline): the attempt is an
 * unreachable failure (the note and the spec's failure toast), nothing is sent, the form is not
 * blamed and the inputs are kept.
 */
vi.mock("../lib/input-schemas", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("the schema's chunk cannot be fetched", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says the server could not be reached, sends nothing and keeps the inputs", async () => {
    const { requests } = stubFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    render(<TakeHomeCalculator />);
    await user.click(
      screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
    );
    await waitFor(() => {
      expect(document.querySelector("[data-results-note]")?.textContent).toBe(
        "Could not reach the server. Your inputs are kept — try again.",
      );
    });
    expect(requests).toHaveLength(0);
    expect(useToastStore.getState().current).toMatchObject({
      title: "Calculation Failed",
      variant: "destructive",
    });
    expect(screen.getByLabelText("Gross salary")).toHaveValue("40000");
    expect(screen.getByText("Ready to Calculate")).toBeInTheDocument();
  });

  it("says the same for a link opened then, keeping the link's inputs", async () => {
    const { requests } = stubFetch(() => jsonResponse({}));
    window.history.replaceState(null, "", "/?tool=calculator&salary=52000");
    render(<TakeHomeCalculator />);
    await waitFor(() => {
      expect(document.querySelector("[data-results-note]")?.textContent).toBe(
        "Could not reach the server. Your inputs are kept — try again.",
      );
    });
    expect(requests).toHaveLength(0);
    expect(screen.getByLabelText("Gross salary")).toHaveValue("52000");
  });
});
