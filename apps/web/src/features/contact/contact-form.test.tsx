import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "../../lib/toast-store";
import { CONTACT_SEND_DELAY_MS, ContactForm } from "./contact-form";

// Generous timeout: these type into real inputs and share two CPU cores with other suites.
describe("ContactForm", { timeout: 20_000 }, () => {
  const fetchSpy = vi.fn();

  beforeEach(() => {
    useToastStore.setState({ current: null });
    vi.stubGlobal("fetch", fetchSpy);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchSpy.mockReset();
  });

  it("shows each field's message under it when the form is empty", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const expectations: [string, string][] = [
      ["Name", "Name must be at least 2 characters"],
      ["Email", "Please enter a valid email address"],
      ["Subject", "Subject must be at least 5 characters"],
      ["Message", "Message must be at least 10 characters"],
    ];
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(useToastStore.getState().current).toBeNull();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    const announcement = await screen.findByText(
      "There are 4 problems: Name must be at least 2 characters; Please enter a valid email address; Subject must be at least 5 characters; Message must be at least 10 characters.",
    );
    expect(announcement).toHaveAttribute("aria-live", "polite");

    // The same mistakes submitted again are announced again (the region is emptied first).
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(announcement).toHaveTextContent("");
    await waitFor(() => expect(announcement).toHaveTextContent(/^There are 4/));
  });

  it("rejects values just under each minimum and a malformed email", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText("Name"), "A");
    await user.type(screen.getByLabelText("Email"), "someone@");
    await user.type(screen.getByLabelText("Subject"), "Help");
    await user.type(screen.getByLabelText("Message"), "Too short");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(
      screen.getByText("Name must be at least 2 characters"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Please enter a valid email address"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Subject must be at least 5 characters"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Message must be at least 10 characters"),
    ).toBeInTheDocument();
  });

  it("shows 'Sending...' for about a second, then the toast, then resets, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText("Name"), "Jo Bloggs");
    await user.type(screen.getByLabelText("Email"), "jo@example.co.uk");
    await user.type(screen.getByLabelText("Subject"), "A question");
    await user.type(
      screen.getByLabelText("Message"),
      "How is the personal allowance tapered?",
    );
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    const busy = screen.getByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(screen.queryByText(/must be at least/)).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS - 100);
    });
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(useToastStore.getState().current).toBeNull();

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(useToastStore.getState().current).toMatchObject({
      title: "Message Sent!",
      description:
        "Thank you for your message. We'll get back to you within 24 hours.",
      variant: "default",
    });
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
