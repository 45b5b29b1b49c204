import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "../lib/toast-store";
import { ToastHost } from "./toast-host";

describe("ToastHost", () => {
  it("renders no notification region until it is needed", () => {
    render(<ToastHost />);
    expect(
      screen.queryByRole("region", { name: "Notification" }),
    ).not.toBeInTheDocument();
  });

  it("mounts the toaster and shows the toast when the first toast is raised", async () => {
    render(<ToastHost />);
    act(() => {
      toast({
        title: "Message Sent!",
        description: "Thank you for your message.",
      });
    });
    const region = await screen.findByRole("region", { name: "Notification" });
    await waitFor(() => expect(region).toHaveTextContent("Message Sent!"));
  });

  it("mounts the toaster and focuses its list when F8 is pressed before any toast", async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastHost />
      </>,
    );
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    const region = await screen.findByRole("region", { name: "Notification" });
    await waitFor(() => {
      expect(document.activeElement).toBe(region.querySelector("ol"));
    });
  });
});
