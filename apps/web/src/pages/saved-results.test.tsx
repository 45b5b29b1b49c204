import { screen, waitFor, within } from "@testing-library/react";
import { calculateSalary, type SalaryInput } from "@uktax/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../components/form/test-helpers";
import { resetActiveTool } from "../features/home/active-tool-store";
import { SiteHeader } from "../features/layout/site-header";
import { useTakeHomeStore } from "../features/take-home/take-home-store";
import { formatCurrency } from "../lib/format";
import { SAVED_RESULTS_KEY, useSavedResults } from "../lib/saved-results";
import { useToastStore } from "../lib/toast-store";
import { renderWithRouter } from "../testing/render-with-router";
import HomePage from "./home-page";

const page = () =>
  renderWithRouter(
    <>
      <SiteHeader />
      <HomePage />
    </>,
  );

describe(
  "Save Results and the saved results panel",
  { timeout: 30_000 },
  () => {
    beforeEach(() => {
      resetActiveTool();
      useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
      stubFetch((request) =>
        jsonResponse(calculateSalary(request.body as SalaryInput)),
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it("saves the result, lists it after a reload, reopens it through its link, in its own year, and deletes it", async () => {
      const { user, unmount } = page();
      const salary = await screen.findByLabelText(
        "Gross salary",
        {},
        { timeout: 5000 },
      );
      await user.clear(salary);
      await user.type(salary, "61000");
      // Not the default year (2026/27 on the unit tests' day): the saved result keeps its own.
      await user.selectOptions(screen.getByLabelText("Tax year"), "2024-25");
      await user.click(
        screen.getByRole("button", { name: "Calculate Take-Home Pay" }),
      );
      await screen.findByRole("heading", { name: "Your Take-Home Pay" });
      await user.click(screen.getByRole("button", { name: "Save Results" }));
      await waitFor(() => {
        expect(useToastStore.getState().current?.title).toBe("Results Saved");
      });
      const expected = calculateSalary({
        taxYear: "2024-25",
        grossSalary: 61000,
        taxCode: "1257L",
        pensionContribution: 5,
      });
      const panel = await screen.findByRole("region", {
        name: "Saved results",
      });
      expect(within(panel).getByText("Take-Home Pay")).toBeInTheDocument();
      expect(panel).toHaveTextContent("2024/25");
      expect(panel).toHaveTextContent(
        `Annual take-home: ${formatCurrency(expected.netAnnual)}`,
      );
      const stored = JSON.parse(
        localStorage.getItem(SAVED_RESULTS_KEY) ?? "[]",
      ) as { inputs: { grossSalary: string }; result: { netAnnual: number } }[];
      expect(stored[0]?.inputs.grossSalary).toBe("61000");
      expect(stored[0]?.result.netAnnual).toBe(expected.netAnnual);

      // A reload: fresh stores, the same browser storage.
      unmount();
      useSavedResults.setState({ items: [], current: null });
      useTakeHomeStore.setState(useTakeHomeStore.getInitialState(), true);
      window.history.replaceState(null, "", "/");
      const again = page();
      const listed = await screen.findByRole("region", {
        name: "Saved results",
      });
      expect(listed).toHaveTextContent(formatCurrency(expected.netAnnual));
      expect(await screen.findByLabelText("Gross salary")).toHaveValue("40000");
      expect(screen.getByLabelText("Tax year")).toHaveValue("2026-27");

      await again.user.click(
        within(listed).getByRole("button", { name: /^Open Take-Home Pay/ }),
      );
      await waitFor(() =>
        expect(screen.getByLabelText("Gross salary")).toHaveValue("61000"),
      );
      expect(screen.getByLabelText("Tax year")).toHaveValue("2024-25");
      await waitFor(() =>
        expect(
          screen.getByText("Annual take-home", { selector: "p" })
            .nextElementSibling,
        ).toHaveTextContent(formatCurrency(expected.netAnnual)),
      );
      expect(
        screen.getByText(/^Figures for the/).closest("p"),
      ).toHaveTextContent("Figures for the 2024/25 tax year.");
      expect(new URLSearchParams(window.location.search).get("salary")).toBe(
        "61000",
      );
      expect(new URLSearchParams(window.location.search).get("year")).toBe(
        "2024-25",
      );

      await again.user.click(
        within(listed).getByRole("button", { name: /^Delete Take-Home Pay/ }),
      );
      expect(
        screen.queryByRole("region", { name: "Saved results" }),
      ).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(SAVED_RESULTS_KEY) ?? "")).toEqual(
        [],
      );
    });

    it("ignores malformed stored items", async () => {
      localStorage.setItem(
        SAVED_RESULTS_KEY,
        JSON.stringify([{ id: 1 }, "x", null]),
      );
      page();
      await screen.findByLabelText("Gross salary", {}, { timeout: 5000 });
      expect(
        screen.queryByRole("region", { name: "Saved results" }),
      ).not.toBeInTheDocument();
    });
  },
);
