/**
 * The pages read their figures from the engine's tax-year data: change the data and the pages
 * change with it (this run swaps in a year with different employer NI and personal allowance).
 */
import type * as Engine from "@uktax/engine";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import NationalInsuranceGuidePage from "./national-insurance-guide-page";
import UkTaxGuidePage from "./uk-tax-guide-page";
import { renderWithRouter } from "../testing/render-with-router";
import HomeReference from "../features/content/home/home-reference";

vi.mock("@uktax/engine", async (importOriginal) => {
  const actual = await importOriginal<typeof Engine>();
  const year = actual.getTaxYear("2026-27");
  const changed: Engine.TaxYearRates = {
    ...year,
    incomeTax: { ...year.incomeTax, personalAllowance: 13_010 },
    nationalInsurance: {
      ...year.nationalInsurance,
      employerRate: 0.161,
      secondaryThreshold: 4_321,
    },
  };
  return { ...actual, getTaxYear: () => changed };
});

describe("figures follow the engine's data", () => {
  it("the home tables show the changed employer rate, threshold and allowance", () => {
    renderWithRouter(<HomeReference />);
    const class1 = screen.getByRole("table", {
      name: /Class 1 National Insurance/,
    });
    expect(class1).toHaveTextContent("Over £4,321");
    expect(class1).toHaveTextContent("16.1%");
    expect(class1).not.toHaveTextContent("15%");
    expect(
      screen.getByRole("table", { name: /Scottish income tax/ }),
    ).toHaveTextContent("Up to £13,010");
  });

  it("the guides' prose follows the data too", () => {
    const { unmount } = renderWithRouter(<NationalInsuranceGuidePage />);
    expect(screen.getByRole("article")).toHaveTextContent(
      "employers pay 16.1% on earnings above the secondary threshold of £4,321",
    );
    unmount();
    renderWithRouter(<UkTaxGuidePage />);
    expect(screen.getByRole("article")).toHaveTextContent(
      "Most people can earn £13,010 a year before paying any income tax",
    );
  });
});
