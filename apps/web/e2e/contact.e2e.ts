import { describe, expect, it } from "vitest";
import { newPageWithConsent } from "./support/browser";

describe("contact form", () => {
  it("shows each message, then sends (without a request), toasts and resets", async () => {
    const page = await newPageWithConsent();
    const requests: string[] = [];
    await page.goto("/contact");
    // A hydrated page, as in the other journeys: a submit made on the prerendered form before
    // its part has hydrated is not replayed (see src/main.tsx), and on a slow machine the first
    // click could land there.
    await page.waitForLoadState("networkidle");
    page.on("request", (request) => requests.push(request.url()));
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }

    await form.getByLabel("Name").fill("Jo Bloggs");
    await form.getByLabel("Email").fill("jo@example.co.uk");
    await form.getByLabel("Subject").fill("A question about tax codes");
    await form.getByLabel("Message").fill("What does the L in 1257L mean?");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(
      await form.getByRole("button", { name: "Sending..." }).isDisabled(),
    ).toBe(true);

    const toast = page
      .getByRole("region", { name: /Notification/ })
      .locator("li")
      .first();
    await toast.getByText("Message Sent!").waitFor();
    expect(await toast.textContent()).toContain(
      "We'll get back to you within 24 hours.",
    );
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    expect(await form.getByLabel("Message").inputValue()).toBe("");
    expect(
      requests.filter((url) => !/\.(js|css|woff2?|png|svg|ico)$/.test(url)),
    ).toEqual([]);
  });
});
