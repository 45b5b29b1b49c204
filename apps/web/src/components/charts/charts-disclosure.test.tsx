import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChartsDisclosure } from "./charts-disclosure";

describe("ChartsDisclosure", () => {
  it("loads nothing until opened, then shows the charts once their chunk is in", async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve());
    render(
      <ChartsDisclosure label="Charts" load={load}>
        {() => <p>the charts</p>}
      </ChartsDisclosure>,
    );
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByText("the charts")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText("Charts"));
    expect(screen.queryByText("the charts")).toBeNull();
  });

  it("says so when the chunk cannot be loaded, and tries again when opened again", async () => {
    const user = userEvent.setup();
    let online = false;
    const load = () =>
      online ? Promise.resolve() : Promise.reject(new Error("offline"));
    render(
      <ChartsDisclosure label="Charts" load={load}>
        {() => <p>the charts</p>}
      </ChartsDisclosure>,
    );
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, the charts could not be loaded.",
    );
    online = true;
    await user.click(screen.getByText("Charts"));
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByText("the charts")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
