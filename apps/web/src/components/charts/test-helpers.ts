import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Opens "Show the data table" in the chart figure named `title` and returns the table's rows as
 * text cells, header row first (tests only).
 */
export async function chartTableRows(
  user: ReturnType<typeof userEvent.setup>,
  title: string,
): Promise<(string | null)[][]> {
  const figure = screen.getByRole("figure", { name: title });
  await user.click(within(figure).getByText("Show the data table"));
  const table = within(figure).getByRole("table");
  expect(table).toBeVisible();
  return within(table)
    .getAllByRole("row")
    .map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
}
