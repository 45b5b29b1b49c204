import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChartsDisclosure } from "./charts-disclosure";

/** A chart module as a dynamic import gives it. */
const chartModule = {
  default: ({ text }: { text: string }) => <p>{text}</p>,
};

describe("ChartsDisclosure", () => {
  it("loads nothing until opened, then shows the chart once its chunk is in", async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve(chartModule));
    render(
      <ChartsDisclosure
        label="Charts"
        load={load}
        chartProps={{ text: "the charts" }}
      />,
    );
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByText("the charts")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText("Charts"));
    expect(screen.queryByText("the charts")).toBeNull();
    // Opened again: the chunk already in is not fetched again.
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByText("the charts")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says so when the chunk cannot be loaded, and fetches it again on Try again", async () => {
    const user = userEvent.setup();
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve(chartModule)
        : Promise.reject(new Error("offline")),
    );
    render(
      <ChartsDisclosure
        label="Charts"
        load={load}
        chartProps={{ text: "the charts" }}
      />,
    );
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, the charts could not be shown.",
    );
    online = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("the charts")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fetches a chunk that failed again when opened again", async () => {
    const user = userEvent.setup();
    let online = false;
    const load = () =>
      online
        ? Promise.resolve(chartModule)
        : Promise.reject(new Error("offline"));
    render(
      <ChartsDisclosure
        label="Charts"
        load={load}
        chartProps={{ text: "the charts" }}
      />,
    );
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    online = true;
    await user.click(screen.getByText("Charts"));
    await user.click(screen.getByText("Charts"));
    expect(await screen.findByText("the charts")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
