import { screen, within } from "@testing-library/react";
import { getTaxYear, incomeTaxBandsOnGrossIncome } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../testing/render-with-router";
import { bandRange } from "../figures";
import HomeReference from "./home-reference";

describe("home reference: the tax year shown", () => {
  it("shows the year in force first, follows the chosen year and lists what changed in it, from the year before", async () => {
    const { user } = renderWithRouter(<HomeReference />, { toaster: false });
    // The year in force on the unit tests' day, 28 November 2026 (testing/fixed-today.ts).
    expect(screen.getByLabelText("Tax year shown")).toHaveValue("2026-27");
    expect(
      screen.getByRole("heading", { level: 2, name: "UK Tax Rates 2026/27" }),
    ).toBeInTheDocument();
    const scottish = screen.getByRole("table", {
      name: "Scottish income tax 2026/27",
    });
    // 2026/27's Scottish starter band: taxable income up to £3,967, so gross £12,571 to
    // 12,570 + 3,967 = £16,537.
    expect(
      within(scottish).getByRole("rowheader", { name: "Starter rate" })
        .nextElementSibling,
    ).toHaveTextContent("£12,571 to £16,537");
    // What changed in 2026/27: from the year before.
    expect(
      screen.getByRole("heading", {
        level: 3,
        name: "What changed in 2026/27",
      }),
    ).toBeInTheDocument();
    const changes = screen.getByRole("table", {
      name: "What changed from 2025/26 to 2026/27",
    });
    expect(
      within(changes).getByRole("rowheader", {
        name: "Dividends › Basic rate",
      }).parentElement,
    ).toHaveTextContent("8.75%10.75%");
    // Plan 5 is collected from 2026/27: no "nobody repays" note.
    expect(getTaxYear("2026-27").studentLoans.plan5.collected).toBe(true);
    expect(screen.queryByText(/nobody repays Plan 5/)).not.toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText("Tax year shown"),
      "2025-26",
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "UK Tax Rates 2025/26" }),
    ).toBeInTheDocument();
    const starter = incomeTaxBandsOnGrossIncome("2025-26", "scotland")[0];
    expect(
      within(
        screen.getByRole("table", { name: "Scottish income tax 2025/26" }),
      ).getByRole("rowheader", { name: "Starter rate" }).nextElementSibling,
    ).toHaveTextContent(bandRange(starter?.from ?? 0, starter?.to ?? null));
    // What changed in 2025/26, from 2024/25: the employer's rate 13.8 % → 15 %.
    expect(
      screen.getByRole("heading", {
        level: 3,
        name: "What changed in 2025/26",
      }),
    ).toBeInTheDocument();
    expect(
      within(
        screen.getByRole("table", {
          name: "What changed from 2024/25 to 2025/26",
        }),
      ).getByRole("rowheader", { name: "National Insurance › Employer rate" })
        .parentElement,
    ).toHaveTextContent("13.8%15%");
    expect(screen.getByText(/nobody repays Plan 5 in 2025\/26/)).toBeVisible();

    await user.selectOptions(
      screen.getByLabelText("Tax year shown"),
      "2024-25",
    );
    // The first year the engine has: nothing before it to compare with.
    expect(
      screen.getByRole("heading", { level: 2, name: "UK Tax Rates 2024/25" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/What changed/)).not.toBeInTheDocument();
  });
});
