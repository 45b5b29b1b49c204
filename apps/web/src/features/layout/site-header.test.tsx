import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SAVED_RESULTS_KEY, useSavedResults } from "../../lib/saved-results";
import { useToastStore } from "../../lib/toast-store";
import { GUIDES } from "../../paths";
import { renderWithRouter } from "../../testing/render-with-router";
import { SiteHeader } from "./site-header";

describe("SiteHeader", () => {
  it("links the site name home and names the main navigation", () => {
    renderWithRouter(<SiteHeader />, { path: "/about" });
    expect(
      screen.getByRole("link", { name: "UK Pay & Tax Calculator" }),
    ).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("opens the Guides dropdown from the keyboard and lists the ten guides", async () => {
    const { user } = renderWithRouter(<SiteHeader />, { path: "/about" });
    screen.getByRole("button", { name: "Guides" }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(menu).toContainElement(document.activeElement as HTMLElement),
    );
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(
      GUIDES.map((guide) => guide.label),
    );
    expect(items.map((item) => item.getAttribute("href"))).toEqual(
      GUIDES.map((guide) => guide.path),
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guides" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Guides" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guides" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("navigates to a guide chosen from the dropdown", async () => {
    const { user, history } = renderWithRouter(<SiteHeader />, {
      path: "/about",
    });
    await user.hover(screen.getByRole("button", { name: "Guides" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Guides" })).toHaveAttribute(
        "data-state",
        "closed",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Guides" }));
    await user.click(
      await screen.findByRole("menuitem", { name: "Pension Guide" }),
    );
    expect(history.at(-1)).toBe("/pension-guide");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("toggles the mobile menu and closes it when a link is clicked", async () => {
    const { user, history } = renderWithRouter(<SiteHeader />, {
      path: "/about",
    });
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.queryByRole("navigation", { name: "Mobile" }),
    ).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(toggle).toHaveAttribute("aria-controls", menu.id);
    // Home, the payslip simulator, About, Contact, then the guides.
    expect(within(menu).getAllByRole("link")).toHaveLength(4 + GUIDES.length);

    await user.click(
      within(menu).getByRole("link", { name: "Student Loan Guide" }),
    );
    expect(history.at(-1)).toBe("/student-loan-guide");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.queryByRole("navigation", { name: "Mobile" }),
    ).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu on Escape and returns focus to the toggle", async () => {
    const { user } = renderWithRouter(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    within(screen.getByRole("navigation", { name: "Mobile" }))
      .getByRole("link", { name: "Contact" })
      .focus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("links the payslip simulator from the main navigation, after Home and the Guides", () => {
    renderWithRouter(<SiteHeader />, { path: "/payslip-simulator" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Payslip Simulator", "About", "Contact"]);
    const payslips = within(nav).getByRole("link", {
      name: "Payslip Simulator",
    });
    expect(payslips).toHaveAttribute("aria-current", "page");
    expect(
      within(nav)
        .getByRole("button", { name: "Guides" })
        .compareDocumentPosition(payslips) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Save Results" }),
    ).toBeInTheDocument();
  });

  it("shows Save Results only on the home page, and it saves the current results", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user, navigate } = renderWithRouter(<SiteHeader />);
    // Nothing calculated yet: nothing is stored.
    await user.click(screen.getByRole("button", { name: "Save Results" }));
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Nothing to Save",
      });
    });
    expect(localStorage.getItem(SAVED_RESULTS_KEY)).toBeNull();

    useSavedResults.getState().setCurrent({
      tool: "calculator",
      query: "?tool=calculator&year=2025-26&salary=52000",
      years: ["2025-26"],
      figure: { label: "Annual take-home", value: "£39,000" },
      inputs: { grossSalary: "52000" },
      result: { netAnnual: 39000 },
    });
    await user.click(screen.getByRole("button", { name: "Save Results" }));
    await waitFor(() => {
      expect(useToastStore.getState().current).toMatchObject({
        title: "Results Saved",
      });
    });
    const stored: unknown = JSON.parse(
      localStorage.getItem(SAVED_RESULTS_KEY) ?? "[]",
    );
    expect(stored).toEqual([
      expect.objectContaining({
        tool: "calculator",
        query: "?tool=calculator&year=2025-26&salary=52000",
        inputs: { grossSalary: "52000" },
        result: { netAnnual: 39000 },
      }),
    ]);
    expect(useSavedResults.getState().items).toHaveLength(1);
    // Saving is not printing.
    expect(print).not.toHaveBeenCalled();
    print.mockRestore();

    navigate("/about");
    expect(
      await screen.findByRole("link", { name: "About", current: "page" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Save Results" }),
    ).not.toBeInTheDocument();
  });
});
