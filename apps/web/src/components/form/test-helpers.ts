/**
 * Helpers for the calculators' component tests (not part of the site's bundle: only tests import
 * this file). The API is stubbed at `fetch`, so the real client, hook and components run.
 */
import { screen, within } from "@testing-library/react";
import { calculateSalary, type SalaryInput } from "@uktax/engine";
import { vi } from "vitest";
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
