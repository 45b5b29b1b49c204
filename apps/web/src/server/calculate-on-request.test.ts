import { describe, expect, it } from "vitest";
import { COMPARISON_MODEL } from "../features/comparison/comparison-store";
import { PAYSLIPS_MODEL } from "../features/payslips/payslips-store";
import { TAKE_HOME_MODEL } from "../features/take-home/take-home-store";
import { calculatorFor } from "./calculate-on-request";

/** The seed the server renders `path?query` with (throws if the query names no calculator of it). */
function seedOf(query: string, path = "/") {
  const params = new URLSearchParams(query);
  const found = calculatorFor(path, params);
  if (!found) throw new Error(`no calculator for ${path}?${query}`);
  return found.calculator.seed(found.tool, params);
}

describe("the calculation behind a page rendered on request", () => {
  it("names a calculator only on its own page, and never from a key that is no tool", () => {
    const toolOf = (path: string, query: string) =>
      calculatorFor(path, new URLSearchParams(query))?.tool;
    expect(toolOf("/", "tool=reverse&target=30000")).toBe("reverse");
    expect(toolOf("/payslip-simulator", "tool=payslips")).toBe("payslips");
    expect(toolOf("/", "tool=payslips")).toBeUndefined();
    expect(toolOf("/payslip-simulator", "tool=calculator")).toBeUndefined();
    expect(toolOf("/about", "tool=calculator")).toBeUndefined();
    for (const tool of ["nope", "constructor", "__proto__", "toString", ""])
      expect(toolOf("/", `tool=${tool}`), tool).toBeUndefined();
    // The first `tool` counts, as in the browser (lib/page-query.ts readers use `get`).
    expect(toolOf("/", "tool=converter&tool=reverse")).toBe("converter");
  });

  it("calculates a link with the engine: £30,000 in England, 2026/27, no pension", () => {
    const seed = seedOf("tool=calculator&year=2026-27&salary=30000&pension=0");
    expect(seed.errors).toEqual({ form: [], fields: {} });
    expect(seed.years).toEqual(["2026-27"]);
    // Tax (30,000 − 12,570) × 20 % = 3,486; NI 17,430 × 8 % = 1,394.40;
    // take-home 30,000 − 3,486 − 1,394.40 = 25,119.60.
    expect(seed.last?.result).toMatchObject({
      incomeTax: 3486,
      nationalInsurance: 1394.4,
      netAnnual: 25119.6,
    });
  });

  it("keeps a value the engine refuses, with its message, and calculates nothing", () => {
    const seed = seedOf("tool=calculator&salary=-5");
    expect(seed.last).toBeNull();
    expect(seed.values).toMatchObject({ grossSalary: "-5" });
    expect(seed.errors.fields["grossSalary"]).toMatch(/positive/);
  });

  it("reads a value that cannot be read as its default, and a repeated key by its last value", () => {
    const unreadable = seedOf("tool=calculator&salary=abc&pension=0");
    expect(unreadable.values).toMatchObject({ grossSalary: "40000" });
    // 40,000 − 5,486 − 2,194.40 = 32,319.60 (tax 27,430 × 20 %, NI 27,430 × 8 %).
    expect(unreadable.last?.result).toMatchObject({ netAnnual: 32319.6 });

    // A ticked box submits its hidden "no" and then "yes".
    const repeated = seedOf(
      "tool=calculator&salary=1&salary=30000&pgloan=no&pgloan=yes&pension=0",
    );
    expect(repeated.values).toMatchObject({
      grossSalary: "30000",
      postgraduateLoan: true,
    });
    expect(
      seedOf("tool=calculator&pgloan=no").values as Record<string, unknown>,
    ).toMatchObject({ postgraduateLoan: false });
  });

  it("shows the form at its defaults, uncalculated, for a link that names only the tool", () => {
    const seed = seedOf("tool=reverse");
    expect(seed.last).toBeNull();
    expect(seed.years).toEqual(["2026-27"]);
    expect(seed.errors).toEqual({ form: [], fields: {} });
  });

  it("reads a list's rows and a comparison's cards from their numbered keys", () => {
    const payslips = seedOf(
      "tool=payslips&salary=30000&riseFrom1=7&riseSalary1=36000",
      "/payslip-simulator",
    );
    expect(payslips.values).toMatchObject({
      payRises: [{ period: "7", grossSalary: "36000", id: 1 }],
    });
    expect(payslips.last).not.toBeNull();
    const comparison = seedOf("tool=comparison&salary1=30000&salary2=50000");
    expect(comparison.values).toMatchObject({
      entries: [{ grossSalary: "30000" }, { grossSalary: "50000" }],
    });
  });

  it("names each control by its key in a link", () => {
    expect(TAKE_HOME_MODEL.inputName("grossSalary")).toBe("salary");
    expect(TAKE_HOME_MODEL.inputName("taxCode")).toBe("code");
    expect(TAKE_HOME_MODEL.inputName("region")).toBe("region");
    expect(TAKE_HOME_MODEL.inputName("nope")).toBeUndefined();
    expect(PAYSLIPS_MODEL.inputName("payRises.0.period")).toBe("riseFrom1");
    expect(PAYSLIPS_MODEL.inputName("taxCodeChanges.2.taxCode")).toBe(
      "newCode3",
    );
    expect(PAYSLIPS_MODEL.inputName("bonus.amount")).toBe("bonus");
    expect(COMPARISON_MODEL.inputName("salaries.1.grossSalary")).toBe(
      "salary2",
    );
    expect(COMPARISON_MODEL.inputName("salaries.0.postgraduateLoan")).toBe(
      "pgloan1",
    );
  });
});
