/**
 * Helpers for the calculators' component tests (not part of the site's bundle: only tests import
 * this file). The API is stubbed at `fetch`, so the real client, hook and components run.
 */
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { calculateSalary, type SalaryInput } from "@uktax/engine";
import { expect, vi } from "vitest";
import { formatCurrencyPence } from "../../lib/format";

export interface SentRequest {
  url: string;
  init: RequestInit;
  body: unknown;
}

/** Stubs `fetch` with `reply` and records every request (its JSON body parsed). */
export function stubFetch(
  reply: (request: SentRequest) => Response | Promise<Response>,
) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const body: unknown =
        typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      const url =
        typeof input === "string"
          ? input
          : input instanceof URL
            ? input.href
            : input.url;
      const request = { url, init, body };
      requests.push(request);
      return reply(request);
    },
  );
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, requests };
}

export function jsonResponse(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** Stubs `fetch` with the take-home endpoint, answered by the engine itself (as the API does). */
export function stubSalaryApi() {
  return stubFetch((request) =>
    jsonResponse(calculateSalary(request.body as SalaryInput)),
  );
}

/** A promise the test settles by hand, to hold a request in flight until `open()`. */
export function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<undefined>((settle) => {
    open = () => {
      settle(undefined);
    };
  });
  return { promise, open };
}

/** The text of the figure labelled `label` (a <dt>/<dd> pair) inside the list named `listName`. */
export function resultValue(listName: string, label: string): string {
  const list = screen.getByLabelText(listName, { selector: "dl" });
  const term = within(list).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

/** A deduction as a line-by-line result shows it: "−£1,234.56". */
export function minus(amount: number): string {
  return `\u2212${formatCurrencyPence(amount)}`;
}

/** Pence from an amount as displayed ("−£1,234.56", "+£3.00", "£0.50"). */
export function displayedPence(text: string): number {
  const match = /^([−+]?)£([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount to the penny: "${text}"`);
  const [, sign, pounds = "", pence = ""] = match;
  const value = Number(pounds.replaceAll(",", "")) * 100 + Number(pence);
  return sign === "−" ? -value : value;
}

/**
 * A line-by-line result list as displayed: the sum of the lines that move the total (the start,
 * additions and deductions, read from their text, signs included) and the total shown. Notes
 * (`data-line="memo"`) are left out: they move nothing.
 */
export function displayedLines(list: HTMLElement): {
  sum: number;
  total: number;
  lines: number;
} {
  let sum = 0;
  let lines = 0;
  let total: number | null = null;
  for (const row of list.querySelectorAll<HTMLElement>("[data-line]")) {
    const value = displayedPence(row.querySelector("dd")?.textContent ?? "");
    const kind = row.dataset.line;
    if (kind === "total") total = value;
    else if (kind !== "memo") {
      sum += value;
      lines += 1;
    }
  }
  if (total === null) throw new Error("The list shows no total.");
  return { sum, total, lines };
}

/**
 * Family and other income at the engine's defaults, as a request sends them: no children and no
 * other income or Gift Aid (a blank partner's income, and Blind Person's Allowance unclaimed, are
 * left out).
 */
export const HOUSEHOLD_DEFAULTS_SENT = {
  childBenefitChildren: 0,
  savingsInterest: 0,
  dividends: 0,
  propertyIncome: 0,
  propertyExpenses: 0,
  giftAidDonations: 0,
} as const;

/** The text field labelled `label`. */
export const textbox = (label: string) =>
  screen.getByRole("textbox", { name: label });

/** Replaces what the text field labelled `label` holds with `value`, as typed. */
export async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(textbox(label));
  await user.type(textbox(label), value);
}

/**
 * Presses Export PDF (the browser's print stubbed) and, once it has printed, gives the print
 * layout, its inputs and `printed(label)`: an input's value as printed (within `inputs` unless
 * told). `done()` ends the print.
 */
export async function exportPdf(user: UserEvent) {
  const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
  await user.click(screen.getByRole("button", { name: "Export PDF" }));
  await waitFor(() => {
    expect(print).toHaveBeenCalledTimes(1);
  });
  const report = document.querySelector<HTMLElement>("body > .print-report");
  if (!report) throw new Error("No print layout.");
  const inputs = within(report).getByRole("region", { name: "Your inputs" });
  return {
    report,
    inputs,
    printed: (label: string, among: HTMLElement = inputs) =>
      within(among).getByText(label, { selector: "dt" }).nextElementSibling
        ?.textContent,
    done: () => {
      window.dispatchEvent(new Event("afterprint"));
      print.mockRestore();
    },
  };
}
