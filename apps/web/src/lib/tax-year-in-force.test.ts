import { describe, expect, it } from "vitest";
import {
  taxYearContaining,
  taxYearInForce,
  ukCalendarDate,
} from "./tax-year-in-force";

describe("taxYearInForce", () => {
  it("changes year at midnight on 6 April in London, not in UTC (BST is UTC+1)", () => {
    // 22:59 UTC on 5 April 2026 is 23:59 BST, still 5 April in the UK.
    expect(taxYearInForce(new Date("2026-04-05T22:59:00Z"))).toBe("2025-26");
    // 23:00 UTC on 5 April 2026 is 00:00 BST on 6 April: the new tax year.
    expect(taxYearInForce(new Date("2026-04-05T23:00:00Z"))).toBe("2026-27");
    // 23:30 UTC on 5 April 2026 is 00:30 BST on 6 April.
    expect(taxYearInForce(new Date("2026-04-05T23:30:00Z"))).toBe("2026-27");
  });

  it("uses GMT in winter: 23:30 UTC on 28 November 2026 is still 28 November", () => {
    expect(ukCalendarDate(new Date("2026-11-28T23:30:00Z"))).toBe("2026-11-28");
    expect(taxYearInForce(new Date("2026-11-28T12:00:00Z"))).toBe("2026-27");
  });

  it("finds each year the engine has, first and last days included", () => {
    expect(taxYearInForce(new Date("2024-04-06T12:00:00Z"))).toBe("2024-25");
    expect(taxYearInForce(new Date("2025-04-05T12:00:00Z"))).toBe("2024-25");
    expect(taxYearInForce(new Date("2025-04-06T12:00:00Z"))).toBe("2025-26");
    expect(taxYearInForce(new Date("2027-04-05T12:00:00Z"))).toBe("2026-27");
  });

  it("falls back to the latest year after the last and to the earliest before the first", () => {
    expect(taxYearInForce(new Date("2027-04-06T12:00:00Z"))).toBe("2026-27");
    expect(taxYearInForce(new Date("2030-07-01T12:00:00Z"))).toBe("2026-27");
    expect(taxYearInForce(new Date("2024-04-05T12:00:00Z"))).toBe("2024-25");
    expect(taxYearInForce(new Date("2020-07-01T12:00:00Z"))).toBe("2024-25");
  });
});

describe("taxYearContaining", () => {
  it("is the year whose dates contain the UK date, and none outside the engine's years", () => {
    expect(taxYearContaining(new Date("2026-04-05T23:00:00Z"))).toBe("2026-27");
    expect(taxYearContaining(new Date("2026-04-05T22:59:00Z"))).toBe("2025-26");
    expect(taxYearContaining(new Date("2030-07-01T12:00:00Z"))).toBeNull();
    expect(taxYearContaining(new Date("2020-07-01T12:00:00Z"))).toBeNull();
  });
});
