import { screen, within } from "@testing-library/react";
import { getTaxYear, incomeTaxBandsOnGrossIncome } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../testing/render-with-router";
import { bandRange } from "../figures";
import HomeReference from "./home-reference";

describe("home reference: the tax year shown", () => {
  it("shows 2025/26 first, follows the chosen year and lists what changed between consecutive years", async () => {
    const { user } = renderWithRouter(<HomeReference />, { toaster: false });
    expect(
      screen.getByRole("heading", { level: 2, name: "UK Tax Rates 2025/26" }),
    ).toBeInTheDocument();
    // The default year: what changes next.
    expect(
      screen.getByRole("table", {
        name: "What changed from 2025/26 to 2026/27",
      }),
    ).toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText("Tax year shown"),
      "2026-27",
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "UK Tax Rates 2026/27" }),
    ).toBeInTheDocument();
    const scottish = screen.getByRole("table", {
      name: "Scottish income tax 2026/27",
    });
    const starter = incomeTaxBandsOnGrossIncome("2026-27", "scotland")[0];
    expect(
      within(scottish).getByRole("rowheader", { name: "Starter rate" })
        .nextElementSibling,
    ).toHaveTextContent(bandRange(starter?.from ?? 0, starter?.to ?? null));
    const changes = screen.getByRole("table", {
      name: "What changed from 2025/26 to 2026/27",
    });
    expect(
      within(changes).getByRole("rowheader", {
        name: "Dividends › Basic rate",
      }).parentElement,
    ).toHaveTextContent("8.75%10.75%");
    // Plan 5 is collected from 2026/27: the "nobody repays" note is gone.
    expect(getTaxYear("2026-27").studentLoans.plan5.collected).toBe(true);
    expect(screen.queryByText(/nobody repays Plan 5/)).not.toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText("Tax year shown"),
      "2024-25",
    );
    expect(
      screen.getByRole("table", {
        name: "What changed from 2024/25 to 2025/26",
      }),
    ).toBeInTheDocument();
  });
});
