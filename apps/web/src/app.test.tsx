import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app";
import { paths, ROUTE_LIST } from "./paths";
import { renderWithRouter } from "./testing/render-with-router";

const ROUTES = ROUTE_LIST.map((route) => route.path);

function renderApp(path: string) {
  return renderWithRouter(<App />, { path, toaster: false });
}

describe("routing", () => {
  it("has the fifteen routes of the spec, the payslip simulator and the £100,000 trap guide", () => {
    expect(ROUTES).toHaveLength(17);
    expect(ROUTES).toContain("/payslip-simulator");
    expect(ROUTES).toContain("/guides/100k-trap-and-child-benefit-charge");
  });

  it.each(ROUTES)(
    "%s renders its page heading inside the main landmark",
    async (path) => {
      renderApp(path);
      const main = screen.getByRole("main");
      const heading = await within(main).findByRole(
        "heading",
        { level: 1 },
        { timeout: 5000 },
      );
      expect(heading).not.toHaveTextContent("404 Page Not Found");
      expect(heading.textContent.trim()).not.toBe("");
    },
  );

  it.each([
    "/no-such-page",
    "/guides",
    "/about/team",
    "/UK-TAX-GUIDE-X",
    "/index.html",
  ])("%s shows the 404 card", async (path) => {
    renderApp(path);
    const main = screen.getByRole("main");
    expect(
      await within(main).findByRole(
        "heading",
        { level: 1, name: "404 Page Not Found" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      within(main).getByText("Did you forget to add the page to the router?"),
    ).toBeInTheDocument();
  });

  it("renders the layout around every page: skip link, header, footer, named ad containers", async () => {
    renderApp(paths.about);
    await within(screen.getByRole("main")).findByRole(
      "heading",
      { level: 1 },
      { timeout: 5000 },
    );
    expect(
      screen.getByRole("link", { name: "Skip to main content" }),
    ).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    const siteName = screen.getByRole("link", {
      name: "UK Pay & Tax Calculator",
    });
    expect(siteName.closest("header")).toContainElement(
      screen.getByRole("navigation", { name: "Main" }),
    );
    expect(
      screen.getByRole("navigation", { name: "Resources" }).closest("footer"),
    ).toBeInTheDocument();
    // No ad network is configured: the containers are there, hidden, taking no space.
    const ads = Array.from(document.querySelectorAll("[data-ad-slot]"));
    expect(ads.map((ad) => ad.getAttribute("aria-label"))).toEqual([
      "Advertisement (header)",
      "Advertisement (left sidebar)",
      "Advertisement (right sidebar)",
      "Advertisement (footer)",
      "Advertisement (floating)",
      "Advertisement (pop-up)",
    ]);
    for (const ad of ads) expect(ad).not.toBeVisible();
    expect(screen.queryAllByRole("complementary")).toEqual([]);
    const pop = document.querySelector('[data-ad-slot="pop"]');
    expect(pop).not.toBeVisible();
    expect(pop).toBeEmptyDOMElement();
  });

  it("follows a header link to another page", async () => {
    const { user } = renderApp(paths.about);
    await user.click(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole(
        "link",
        { name: "Contact" },
      ),
    );
    expect(
      await within(screen.getByRole("main")).findByRole(
        "heading",
        { level: 1, name: /contact/i },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("shows the cookie banner over every page until a choice is stored", () => {
    renderApp(paths.disclaimer);
    expect(
      screen.getByRole("region", { name: "Cookie Settings" }),
    ).toBeInTheDocument();
  });
});
