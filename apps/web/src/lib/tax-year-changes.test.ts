import { getTaxYear } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import { formatCurrency, formatRate } from "./format";
import { taxYearChanges } from "./tax-year-changes";

describe("taxYearChanges (generated from the engine's year data)", () => {
  it("lists exactly the figures that differ from 2025/26 to 2026/27", () => {
    const changes = taxYearChanges("2025-26", "2026-27");
    const before = getTaxYear("2025-26");
    const after = getTaxYear("2026-27");
    expect(changes).toContainEqual({
      section: "Dividends",
      figure: "Basic rate",
      from: formatRate(before.dividends.basicRate),
      to: formatRate(after.dividends.basicRate),
    });
    expect(changes).toContainEqual({
      section: "Income tax",
      figure: "Bands › Scotland › Starter › Up to",
      from: formatCurrency(before.incomeTax.bands.scotland[0]?.upTo ?? 0),
      to: formatCurrency(after.incomeTax.bands.scotland[0]?.upTo ?? 0),
    });
    expect(changes).toContainEqual(
      expect.objectContaining({
        section: "Student loans",
        figure: "Plan 2 › Annual threshold",
        to: formatCurrency(after.studentLoans.plan2.annualThreshold),
      }),
    );
    // Unchanged figures, sources and note codes are not listed.
    expect(
      changes.find((change) => change.figure === "Personal allowance"),
    ).toBeUndefined();
    expect(changes.some((change) => /source|note/i.test(change.figure))).toBe(
      false,
    );
    for (const change of changes) expect(change.from).not.toBe(change.to);
  });

  it("shows a date as a reader writes it (the minimum wage's start, 2025/26 to 2026/27)", () => {
    expect(taxYearChanges("2025-26", "2026-27")).toContainEqual({
      section: "State Pension, minimum wage and savings",
      figure: "Minimum wage › From",
      from: "1 April 2025",
      to: "1 April 2026",
    });
  });

  it("shows rates as rates and flags as yes / no (2024/25 to 2025/26)", () => {
    const changes = taxYearChanges("2024-25", "2025-26");
    expect(changes).toContainEqual({
      section: "National Insurance",
      figure: "Employer rate",
      from: formatRate(getTaxYear("2024-25").nationalInsurance.employerRate),
      to: formatRate(getTaxYear("2025-26").nationalInsurance.employerRate),
    });
  });

  it("shows Plan 5 first collected in 2026/27 (2025/26 to 2026/27)", () => {
    expect(taxYearChanges("2025-26", "2026-27")).toContainEqual({
      section: "Student loans",
      figure: "Plan 5 › Collected",
      from: "No",
      to: "Yes",
    });
  });

  it("finds nothing between a year and itself", () => {
    expect(taxYearChanges("2025-26", "2025-26")).toEqual([]);
  });
});
