import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertHourly, hourlyInputSchema } from "@uktax/engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  displayedLines,
  resultValue,
  stubSalaryApi,
} from "../../components/form/test-helpers";
import { HourlyResults } from "./hourly-results";

describe("hourly lines and working", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("add up to the estimated net", () => {
    for (let i = 0; i < 40; i += 1) {
      const view = render(
        <HourlyResults
          result={convertHourly(
            hourlyInputSchema.parse({
              hourlyRate: 8 + i * 3.37,
              hoursPerWeek: 20 + (i % 5) * 5,
              weeksPerYear: 52,
              holidayWeeks: 4 + (i % 3),
              paidHoliday: i % 2 === 0,
            }),
          )}
        />,
      );
      const { sum, total } = displayedLines(
        screen.getByLabelText("Estimated take-home", { selector: "dl" }),
      );
      expect(sum, `#${i}`).toBe(total);
      view.unmount();
    }
  });

  it("shows the employer's cost of the annual salary from the one reply", async () => {
    const { requests } = stubSalaryApi();
    // £20 × 37.5 hours × 52 paid weeks = £39,000 (the calculator asks for the breakdown).
    render(
      <HourlyResults
        result={convertHourly({
          hourlyRate: 20,
          hoursPerWeek: 37.5,
          weeksPerYear: 52,
          holidayWeeks: 4,
          includeBreakdown: true,
        })}
      />,
    );
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Employer's cost" }));
    await screen.findByRole("table", {
      name: "National Insurance, employer (category A)",
    });
    // Employer NI (39,000 − 5,000) × 15 % = 5,100; total 44,100.
    expect(
      resultValue("Employer's cost", "Employer National Insurance (Class 1)"),
    ).toBe("+£5,100.00");
    expect(resultValue("Employer's cost", "Total cost of employment")).toBe(
      "£44,100.00",
    );
    // Opening it sent nothing.
    expect(requests).toHaveLength(0);
  });
});
