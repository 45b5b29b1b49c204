import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculateSalary, type SalaryInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TakeHomeCalculator from "../features/take-home/take-home-calculator";
import { useTakeHomeStore } from "../features/take-home/take-home-store";
import { useSavedResults } from "../lib/saved-results";
import { useToastStore } from "../lib/toast-store";
import {
  jsonResponse,
  stubFetch,
  stubSalaryApi,
} from "../components/form/test-helpers";

/**
 * The calculator frame (components/form/calculator.tsx), through the take-home calculator with the API stubbed:
 * a result belongs to the form values and year it came from; after any change, or a failed
 * attempt, it is marked out of date, and the note says truthfully what happened.
 */
const SUBMIT = "Calculate Take-Home Pay";
const calculate = () => screen.getByRole("button", { name: SUBMIT });
const CHANGED = `These results are for your previous inputs. Press ${SUBMIT} to update them.`;
const LAST_GOOD =
  "The results below are from your last successful calculation.";
const UNREACHABLE =
  "Could not reach the server. Your inputs are kept — try again.";

/** The results are marked out of date (dimmed, not printed): `data-out-of-date` on their box. */
const outOfDate = () => document.querySelector("[data-out-of-date]") !== null;
/** The results panel's note, sentence by sentence ("" when there is none). */
function note(): string {
  const box = document.querySelector("[data-results-note]");
  if (!box) return "";
  // Read out politely: it sits in a status region.
  expect(box.closest('[role="status"]')).not.toBeNull();
  return [...box.querySelectorAll("p")]
    .map((line) => line.textContent)
    .join(" ");
}

async function showResult() {
  const user = userEvent.setup();
  render(<TakeHomeCalculator />);
  await user.click(calculate());
  // The results view is a chunk of its own: the first test waits for it.
  await screen.findByRole(
    "heading",
    { name: "Your Take-Home Pay" },
    { timeout: 10_000 },
  );
  return user;
}

describe("the calculator frame: never stale", { timeout: 20_000 }, () => {
  beforeEach(() => {
    useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("moves focus to the result heading, and the success toast says the headline", async () => {
    stubSalaryApi();
    await showResult();
    expect(
      screen.getByRole("heading", { name: "Your Take-Home Pay" }),
    ).toHaveFocus();
    // 2026/27, £40,000, 5 % pension by net pay: tax (40,000 − 2,000 − 12,570) × 20 % = 5,086;
    // NI (40,000 − 12,570) × 8 % = 2,194.40; take-home 40,000 − 5,086 − 2,194.40 − 2,000 =
    // 30,719.60 a year (£30,720), 30,719.60 ÷ 12 = 2,559.97 a month (£2,560).
    expect(useToastStore.getState().current).toMatchObject({
      title: "Calculation Complete",
      description: "Your take-home pay is £2,560 a month, £30,720 a year.",
    });
    expect(outOfDate()).toBe(false);
    expect(note()).toBe("");
  });

  it("marks the result out of date when an input changes, and current again when it is put back", async () => {
    stubSalaryApi();
    const user = await showResult();
    expect(useSavedResults.getState().current).not.toBeNull();
    const salary = screen.getByLabelText("Gross salary");
    await user.clear(salary);
    await user.type(salary, "52000");

    expect(outOfDate()).toBe(true);
    expect(note()).toBe(CHANGED);
    // Left out of Share, Export PDF and Save Results, and its success toast taken back.
    expect(screen.queryByRole("button", { name: "Export PDF" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Share Results" })).toBeNull();
    expect(useSavedResults.getState().current).toBeNull();
    expect(useToastStore.getState().current).toBeNull();

    await user.clear(salary);
    await user.type(salary, "40000");
    expect(outOfDate()).toBe(false);
    expect(note()).toBe("");
    expect(
      await screen.findByRole("button", { name: "Export PDF" }),
    ).toBeInTheDocument();
    expect(useSavedResults.getState().current).toMatchObject({
      tool: "calculator",
    });
  });

  it("marks the result out of date when the tax year changes", async () => {
    stubSalaryApi();
    const user = await showResult();
    await user.selectOptions(screen.getByLabelText("Tax year"), "2025-26");
    expect(outOfDate()).toBe(true);
    expect(note()).toBe(CHANGED);
    expect(useSavedResults.getState().current).toBeNull();
  });

  it("after a validation error: marks the result, blames the form and takes back the success toast", async () => {
    const { fetchMock } = stubSalaryApi();
    const user = await showResult();
    expect(useToastStore.getState().current?.title).toBe(
      "Calculation Complete",
    );
    const salary = screen.getByLabelText("Gross salary");
    await user.clear(salary);
    await user.type(salary, "-1");
    await user.click(calculate());

    expect(salary).toHaveAccessibleDescription("Salary must be positive");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outOfDate()).toBe(true);
    expect(note()).toBe(
      "These results are for your previous inputs. Correct the form and calculate again to update them.",
    );
    expect(useToastStore.getState().current).toBeNull();
  });

  it("server unreachable: says so, keeps the inputs, marks the old result, never blames the form", async () => {
    let down = false;
    stubFetch((request) => {
      if (down) throw new TypeError("Failed to fetch");
      return jsonResponse(calculateSalary(request.body as SalaryInput));
    });
    const user = await showResult();
    down = true;
    await user.click(calculate());

    await waitFor(() => {
      expect(note()).toBe(`${UNREACHABLE} ${LAST_GOOD}`);
    });
    expect(outOfDate()).toBe(true);
    expect(note()).not.toContain("Correct the form");
    expect(screen.getByLabelText("Gross salary")).toHaveValue("40000");
    // The spec's failure toast replaces the success toast.
    expect(useToastStore.getState().current).toMatchObject({
      title: "Calculation Failed",
      variant: "destructive",
    });
    expect(screen.queryByRole("button", { name: "Share Results" })).toBeNull();
    expect(useSavedResults.getState().current).toBeNull();
  });

  it("server unreachable before any result: the note is above 'Ready to Calculate'", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const user = userEvent.setup();
    render(<TakeHomeCalculator />);
    await user.click(calculate());
    await waitFor(() => {
      expect(note()).toBe(UNREACHABLE);
    });
    expect(screen.getByText("Ready to Calculate")).toBeInTheDocument();
  });

  it("a server error (5xx): says the server failed and the inputs are kept", async () => {
    let broken = false;
    stubFetch((request) =>
      broken
        ? new Response("Internal Server Error", { status: 503 })
        : jsonResponse(calculateSalary(request.body as SalaryInput)),
    );
    const user = await showResult();
    broken = true;
    await user.click(calculate());
    await waitFor(() => {
      expect(outOfDate()).toBe(true);
    });
    expect(note()).toBe(
      `The server failed to work this out (error 503). Your inputs are kept — try again. ${LAST_GOOD}`,
    );
  });
});
