import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChartsDisclosure } from "./charts-disclosure";

describe("ChartsDisclosure", () => {
  it("loads nothing until opened, then shows the charts once their chunk is in", async () => {
    const user = userEvent.setup();
    const preload = vi.fn(() => Promise.resolve());
    render(
      <ChartsDisclosure label="Charts" preload={preload}>
        {() => <p>the charts</p>}
      </ChartsDisclosure>,
    );
    expect(preload).not.toHaveBeenCalled();
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByText("the charts")).toBeVisible();
    await user.click(screen.getByText("Charts"));
    expect(screen.queryByText("the charts")).toBeNull();
  });

  it("says so when the chunk cannot be loaded, and Try again loads it", async () => {
    const user = userEvent.setup();
    let online = false;
    const preload = () =>
      online ? Promise.resolve() : Promise.reject(new Error("offline"));
    render(
      <ChartsDisclosure label="Charts" preload={preload}>
        {() => <p>the charts</p>}
      </ChartsDisclosure>,
    );
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, the charts could not be loaded.",
    );
    online = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("the charts")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
